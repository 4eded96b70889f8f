/**
 * The user preferences (administration.md §2 "Home and organisation tree"). Their rules live in
 * the domain; the server keeps them with the user, the session keeps a copy for this browser.
 */
import {
  DEFAULT_USER_PREFERENCES,
  type LevelFilter,
  readUserPreferences,
  type UserPreferences,
} from '@kollekta/domain';

export type { LevelFilter };
export type Preferences = UserPreferences;
export const DEFAULT_PREFERENCES: Preferences = DEFAULT_USER_PREFERENCES;

/** Reads stored preferences field by field, so one broken value does not lose the others. */
export function readPreferences(stored: unknown): Preferences {
  return readUserPreferences(stored);
}

/** Whether two sets of preferences say the same, so that equal answers cause no re-render. */
export function isSamePreferences(a: Preferences, b: Preferences): boolean {
  return (
    a.levelFilter === b.levelFilter &&
    a.recursive === b.recursive &&
    isSameList(a.orgapanels, b.orgapanels) &&
    isSameList(a.orgafilter, b.orgafilter)
  );
}

function isSameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
