/**
 * Form rules of the profile and of user administration (administration.md §5 "New name",
 * "Add-user form", "Reset and e-mail fields"). Each returns the spec's message or null.
 */
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { isValidUserEmail, validateResetEmail } from '../auth/auth-validation';

export function validateNewName(name: string): string | null {
  return name.trim().length < 1 ? AUTH_MESSAGES.nameRequired : null;
}

/** The profile's e-mail field follows the rule of the reset form: text, at-sign, two characters. */
export function validateProfileEmail(email: string): string | null {
  return validateResetEmail(email);
}

export type NewUserInput = { name: string; username: string; email: string };
export type NewUserErrors = Record<keyof NewUserInput, string | null>;

export function validateNewUser(input: NewUserInput): NewUserErrors {
  const required = (value: string) => (value.trim().length === 0 ? AUTH_MESSAGES.fieldRequired : null);
  return {
    name: required(input.name),
    username: required(input.username),
    email: required(input.email) ?? (isValidUserEmail(input.email) ? null : AUTH_MESSAGES.invalidEmail),
  };
}

/** 'Create' is enabled only with name, username and a valid e-mail. */
export function isNewUserValid(input: NewUserInput): boolean {
  return Object.values(validateNewUser(input)).every((message) => message === null);
}

/**
 * How a new user gets a password (administration.md §4 "Passwords for new users"): a link by mail
 * to set it (the default), a random password nobody is told, or none at all.
 */
export const NEW_USER_PASSWORD_MODES = ['link', 'random', 'none'] as const;
export type NewUserPasswordMode = (typeof NEW_USER_PASSWORD_MODES)[number];
export const DEFAULT_NEW_USER_PASSWORD_MODE: NewUserPasswordMode = 'link';

export const NEW_USER_PASSWORD_MODE_LABELS: Record<NewUserPasswordMode, string> = {
  link: 'Link per E-Mail',
  random: 'Zufälliges Passwort',
  none: 'Kein Passwort',
};

/** What the add-user dialog says each choice does. */
export const NEW_USER_PASSWORD_MODE_HINTS: Record<NewUserPasswordMode, string> = {
  link: 'Der neue Benutzer erhält eine E-Mail mit einem Link, über den er sein Passwort festlegt.',
  random:
    'Es wird ein zufälliges Passwort gesetzt, das niemand kennt. Es wird keine E-Mail verschickt; der Benutzer legt sein Passwort über „Passwort vergessen“ fest.',
  none: 'Es wird kein Passwort gesetzt und keine E-Mail verschickt. Eine Anmeldung mit Passwort ist erst möglich, wenn ein Passwort gesetzt wird.',
};
