/** Calls of the profile: own account, password, one-time codes, passkeys and sessions. */
import { routes } from '@kollekta/contract';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { ceremonyKey } from '../auth';

export const credentialsQuery = queryOptions({
  queryKey: ['user', 'credentials'],
  queryFn: ({ signal }) => callApi(routes.listCredentials, { signal }),
});

export const sessionsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user', 'sessions', userId],
    queryFn: ({ signal }) => callApi(routes.listSessions, { params: { id: userId }, signal }),
  });

export function updateOwnAccount(userId: number, patch: { name?: string; email?: string }) {
  return callApi(routes.updateUser, { params: { id: userId }, body: patch });
}

export function changeOwnPassword(password: string) {
  return callApi(routes.changePassword, { body: { password } });
}

export function endSession(userId: number, sessionId: number) {
  return callApi(routes.deleteSession, { params: { id: userId, sessionId } });
}

export function startOtpEnrolment() {
  return callApi(routes.startOtpEnrolment);
}

export function confirmOtpEnrolment(code: string) {
  return callApi(routes.confirmOtpEnrolment, { body: { code: code.trim() } });
}

export function removeOtp(proof: { password?: string; code?: string }) {
  return callApi(routes.removeOtp, { body: proof });
}

export function renamePasskey(id: number, name: string) {
  return callApi(routes.updateCredential, { params: { id }, body: { name } });
}

export function deletePasskey(id: number) {
  return callApi(routes.deleteCredential, { params: { id } });
}

/** Registers a passkey: the server's options to the browser, the browser's answer back. */
export async function registerPasskey(name?: string) {
  const { url, options } = await callApi(routes.startRegistration);
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return callApi(routes.completeRegistration, {
    params: { key: ceremonyKey(url) },
    body: { credential: credential as unknown as Record<string, unknown>, ...(name ? { name } : {}) },
  });
}
