/**
 * The password status of a user as administrators see it (administration.md §4 "Password
 * status"): seven states from the stored check result and the ways the user can sign in.
 */

export const PASSWORD_CHECK_STATUSES = ['not_checked', 'error', 'ok', 'problematic', 'insecure'] as const;
export type PasswordCheckStatus = (typeof PASSWORD_CHECK_STATUSES)[number];

export type PasswordState =
  | 'not_checked'
  | 'check_error'
  | 'ok'
  | 'weak'
  | 'insecure'
  | 'password_login_disabled'
  | 'no_login';

export const PASSWORD_STATE_LABELS: Record<PasswordState, string> = {
  not_checked: 'Noch nicht geprüft',
  check_error: 'Prüfung fehlgeschlagen',
  ok: 'Passwortqualität in Ordnung',
  weak: 'Warnung: schwaches Passwort',
  insecure: 'Unsicheres Passwort, Anmeldung nicht möglich',
  password_login_disabled: 'Anmeldung mit Passwort deaktiviert',
  no_login: 'Weder Passwort noch Passkey: keine Anmeldung möglich',
};

export function derivePasswordState(user: {
  has_usable_password: boolean;
  has_webauthn: boolean;
  pw_check_status: PasswordCheckStatus;
}): PasswordState {
  if (!user.has_usable_password) return user.has_webauthn ? 'password_login_disabled' : 'no_login';
  switch (user.pw_check_status) {
    case 'error':
      return 'check_error';
    case 'ok':
      return 'ok';
    case 'problematic':
      return 'weak';
    case 'insecure':
      return 'insecure';
    default:
      return 'not_checked';
  }
}

/**
 * The status a password gets when it is checked at sign-in: found in a breach list → insecure;
 * breaking today's policy → problematic; the breach check failing → error.
 */
export function decidePasswordCheckStatus(check: {
  pwned: boolean | null;
  meetsPolicy: boolean;
}): PasswordCheckStatus {
  if (check.pwned === true) return 'insecure';
  if (!check.meetsPolicy) return 'problematic';
  if (check.pwned === null) return 'error';
  return 'ok';
}

/**
 * The insecure-password dialog of the layout: not in development or demo deployments; when the
 * status is insecure or the password was found in a breach list (administration.md §8).
 */
export function shouldWarnInsecurePassword(
  deployment: 'development' | 'demo' | 'production',
  user: {
    pw_check_status: PasswordCheckStatus;
    pw_check_data: { pwnedpasswords: { pwned: boolean | null } };
  },
): boolean {
  if (deployment !== 'production') return false;
  return user.pw_check_status === 'insecure' || user.pw_check_data.pwnedpasswords.pwned === true;
}
