/**
 * Form rules of sign-in, password reset and new passwords (administration.md §5, §9).
 * Each function returns the spec's German message, or null when the input is fine.
 */
import { AUTH_MESSAGES } from './auth-messages';

export const LOGIN_USERNAME_MIN_LENGTH = 2;
export const OTP_MIN_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;

/** Text, an at-sign, then at least two characters. */
const RESET_EMAIL_PATTERN = /^[^@\s]+@[^@\s]{2,}$/;
/** Stricter for new users: a dot and an alphanumeric ending after the at-sign. */
const USER_EMAIL_PATTERN = /^[^@\s]+@[^@\s]{2,}\.[A-Za-z0-9]+$/;

export function validateLoginUsername(username: string): string | null {
  return username.trim().length < LOGIN_USERNAME_MIN_LENGTH ? AUTH_MESSAGES.required : null;
}

export function validateLoginPassword(password: string): string | null {
  return password.length === 0 ? AUTH_MESSAGES.required : null;
}

export function validateOtp(otp: string): string | null {
  if (otp.trim().length === 0) return AUTH_MESSAGES.required;
  return otp.trim().length < OTP_MIN_LENGTH ? AUTH_MESSAGES.otpTooShort : null;
}

export function validateResetEmail(email: string): string | null {
  if (email.trim().length === 0) return AUTH_MESSAGES.emptyEmail;
  return RESET_EMAIL_PATTERN.test(email.trim()) ? null : AUTH_MESSAGES.invalidEmail;
}

export function isValidUserEmail(email: string): boolean {
  return USER_EMAIL_PATTERN.test(email.trim());
}

/** Rules that need no dictionary: length and repeat. Strength is checked by the password policy. */
export function validateNewPasswordShape(
  password: string,
  repeat: string,
): { password: string | null; repeat: string | null } {
  return {
    password: password.length < PASSWORD_MIN_LENGTH ? AUTH_MESSAGES.passwordTooShort : null,
    repeat: password !== repeat ? AUTH_MESSAGES.passwordMismatch : null,
  };
}
