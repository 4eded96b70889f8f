/**
 * Whether a new password may be used (administration.md §5 "New password"): at least 8 characters,
 * not in the list of common passwords (compared case-insensitively, non-alphanumerics removed),
 * not the user's own name, username or e-mail, and a zxcvbn strength score of at least 2 of 4.
 */
import { AUTH_MESSAGES } from './auth-messages';
import { PASSWORD_MIN_LENGTH } from './auth-validation';
import { COMMON_PASSWORDS, normalizeForCommonList } from './common-passwords';
import { PASSWORD_MIN_STRENGTH, scorePasswordStrength } from './password-strength';

export type PasswordPolicyResult = { allowed: true } | { allowed: false; message: string };

export function checkPasswordPolicy(
  password: string,
  owner: { username: string; name: string; email: string } = { username: '', name: '', email: '' },
): PasswordPolicyResult {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { allowed: false, message: AUTH_MESSAGES.passwordTooShort };
  const normalized = normalizeForCommonList(password);
  if (COMMON_PASSWORDS.has(normalized)) return { allowed: false, message: AUTH_MESSAGES.passwordCommon };
  const personal = [owner.username, owner.name, owner.email.split('@')[0] ?? '']
    .map(normalizeForCommonList)
    .filter((value) => value.length >= 3);
  if (personal.includes(normalized)) return { allowed: false, message: AUTH_MESSAGES.passwordWeak };
  const userInputs = [owner.username, ...owner.name.split(/\s+/), owner.email.split('@')[0] ?? ''].filter(
    (word) => word.length >= 3,
  );
  if (scorePasswordStrength(password, userInputs) < PASSWORD_MIN_STRENGTH)
    return { allowed: false, message: AUTH_MESSAGES.passwordWeak };
  return { allowed: true };
}
