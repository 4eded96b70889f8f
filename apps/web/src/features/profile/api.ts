/** Calls of the profile: own account, password, one-time codes, passkeys and sessions. */
import { routes } from '@kollekta/contract';
import { AUTH_MESSAGES } from '@kollekta/domain';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { queryOptions } from '@tanstack/react-query';
import { callApi, isApiError, readDetail, readFieldErrors } from '../../lib/api-client';
import { ceremonyKey } from '../auth';
import { sessionStore } from '../session';

export const credentialsQuery = queryOptions({
  queryKey: ['user', 'credentials'],
  queryFn: ({ signal }) => callApi(routes.listCredentials, { signal }),
});

export const sessionsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user', 'sessions', userId],
    queryFn: ({ signal }) => callApi(routes.listSessions, { params: { id: userId }, signal }),
  });

export function updateOwnAccount(
  userId: number,
  patch: { name?: string; email?: string; current_password?: string },
) {
  return callApi(routes.updateUser, { params: { id: userId }, body: patch });
}

/**
 * A new password while signed in: the server asks for the current one too. The route also serves
 * reset links without a session, so the token is not sent by itself: it is passed here.
 */
export function changeOwnPassword(password: string, currentPassword: string) {
  return callApi(routes.changePassword, {
    body: { password, current_password: currentPassword },
    token: sessionStore.getState().token,
  });
}

/**
 * What the current-password field shows after a refusal: the server's words about it (missing,
 * wrong), or the throttle's text while too many wrong tries wait; null when the refusal is about
 * something else.
 */
export function describeCurrentPasswordFailure(error: unknown): string | null {
  if (isApiError(error) && error.status === 429) return readDetail(error) ?? AUTH_MESSAGES.tooManyAttempts;
  return readFieldErrors(error).current_password?.[0] ?? null;
}

export function endSession(userId: number, sessionId: number) {
  return callApi(routes.deleteSession, { params: { id: userId, sessionId } });
}

export function startOtpEnrolment() {
  return callApi(routes.startOtpEnrolment);
}

export function confirmOtpEnrolment(code: string, currentPassword: string) {
  return callApi(routes.confirmOtpEnrolment, {
    body: { code: code.trim(), current_password: currentPassword },
  });
}

export function removeOtp(proof: { current_password?: string; code?: string }) {
  return callApi(routes.removeOtp, { body: proof });
}

export function renamePasskey(id: number, name: string) {
  return callApi(routes.updateCredential, { params: { id }, body: { name } });
}

export function deletePasskey(id: number, currentPassword: string) {
  return callApi(routes.deleteCredential, { params: { id }, body: { current_password: currentPassword } });
}

/**
 * Registers a passkey: the server's options to the browser, the browser's answer back. The server
 * starts the ceremony only with the current password.
 */
export async function registerPasskey(currentPassword: string, name?: string) {
  const { url, options } = await callApi(routes.startRegistration, {
    body: { current_password: currentPassword },
  });
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return callApi(routes.completeRegistration, {
    params: { key: ceremonyKey(url) },
    body: { credential: credential as unknown as Record<string, unknown>, ...(name ? { name } : {}) },
  });
}
