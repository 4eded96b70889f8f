/** Calls of sign-in, sign-out and password reset, and how their failures read. */
import {
  authInformation,
  changePassword,
  checkPasswordToken as checkPasswordTokenRoute,
  getMe,
  obtainToken,
  resetPassword,
} from '@kollekta/contract';
import { AUTH_MESSAGES, PASSWORD_POLICY_REFUSAL } from '@kollekta/domain';
import { callApi, isApiError, readDetail, readFieldErrors } from '../../lib/api-client';

// The routes by name, not the contract's `routes` object: that object holds every route of the API
// and would put the whole contract (~21 kB gzip) on the login page (issue 12 "Speed").
const routes = {
  authInformation,
  changePassword,
  checkPasswordToken: checkPasswordTokenRoute,
  getMe,
  obtainToken,
  resetPassword,
};

export async function fetchHasOtp(username: string): Promise<boolean> {
  const { has_otp } = await callApi(routes.authInformation, { body: { user: username.trim() } });
  return has_otp;
}

export type Credentials = { username: string; password: string; otp?: string };

/** Signs in and loads the user with the new token, before anything is stored. */
export async function signIn(credentials: Credentials) {
  const { auth_token } = await callApi(routes.obtainToken, {
    body: {
      username: credentials.username.trim(),
      password: credentials.password,
      ...(credentials.otp ? { otp: credentials.otp.trim() } : {}),
    },
  });
  const user = await callApi(routes.getMe, { token: auth_token });
  return { token: auth_token, user };
}

/** The text a failed sign-in shows: the server's own words, else the spec's default. */
export function describeLoginFailure(error: unknown): string {
  if (isApiError(error) && error.status === 429) return readDetail(error) ?? AUTH_MESSAGES.tooManyAttempts;
  const fieldErrors = readFieldErrors(error);
  const serverText =
    fieldErrors.non_field_errors?.[0] ?? readDetail(error) ?? Object.values(fieldErrors).flat()[0];
  return serverText ?? AUTH_MESSAGES.loginFailed;
}

/** Sign-in failures the login card explains itself; anything else is a transfer error. */
export const LOGIN_HANDLED_STATUSES = [400, 401, 403, 429] as const;

export function requestPasswordReset(email: string) {
  return callApi(routes.resetPassword, { body: { email: email.trim() } });
}

export async function checkPasswordToken(token: string): Promise<boolean> {
  const { valid } = await callApi(routes.checkPasswordToken, { body: { token } });
  return valid;
}

export function changePasswordWithToken(password: string, token: string) {
  return callApi(routes.changePassword, { body: { password, token } });
}

export type PasswordChangeFailure =
  | { kind: 'policy'; message: string }
  | { kind: 'field'; messages: string[] }
  | { kind: 'failed'; message: string };

/** A refusal by policy, the server's reasons about the password, or a failure of any other kind. */
export function describePasswordChangeFailure(error: unknown): PasswordChangeFailure {
  if (isApiError(error) && error.status === 400) {
    const passwordErrors = readFieldErrors(error).password ?? [];
    if (passwordErrors.includes(PASSWORD_POLICY_REFUSAL)) {
      return { kind: 'policy', message: AUTH_MESSAGES.passwordChangeRejected };
    }
    if (passwordErrors.length > 0) return { kind: 'field', messages: passwordErrors };
  }
  return { kind: 'failed', message: AUTH_MESSAGES.passwordChangeFailed };
}
