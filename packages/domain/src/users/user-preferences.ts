/**
 * The user preferences of administration.md §2 "Home and organisation tree": level filter,
 * recursive flag, orgapanels and orgafilter. They are kept on the server with the user, so they
 * follow the user to every browser; the browser keeps a copy for the page it shows.
 */
import { ORGANIZATION_LEVELS, type OrganizationLevel } from '../organizations/organization-levels';

export type LevelFilter = 'all' | OrganizationLevel;

export type UserPreferences = {
  levelFilter: LevelFilter;
  /** include sub-organisations in income figures (devices-income-kirchgeld.md §2, §8) */
  recursive: boolean;
  orgapanels: string[];
  orgafilter: string[];
};

export const LEVEL_FILTERS = ['all', ...ORGANIZATION_LEVELS] as const;

/** Limits of the two lists, so that a stored preference stays a small document. */
export const PREFERENCE_LIST_MAX_ITEMS = 200;
export const PREFERENCE_ITEM_MAX_LENGTH = 200;

/**
 * Until a user chooses otherwise, an organisation with children shows what came in below it:
 * a district or regional administrator would otherwise open the dashboard to "no income".
 */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  levelFilter: 'all',
  recursive: true,
  orgapanels: [],
  orgafilter: [],
};

export function isLevelFilter(value: unknown): value is LevelFilter {
  return (LEVEL_FILTERS as readonly unknown[]).includes(value);
}

function readStringList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  if (value.length > PREFERENCE_LIST_MAX_ITEMS) return null;
  const isValid = value.every(
    (item) => typeof item === 'string' && item.length <= PREFERENCE_ITEM_MAX_LENGTH,
  );
  return isValid ? [...value] : null;
}

/**
 * Reads stored preferences field by field: a missing or broken value falls back to its default
 * without losing the others (stored documents outlive the code that wrote them).
 */
export function readUserPreferences(stored: unknown): UserPreferences {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return copyDefaults();
  const value = stored as Record<string, unknown>;
  return {
    levelFilter: isLevelFilter(value.levelFilter) ? value.levelFilter : DEFAULT_USER_PREFERENCES.levelFilter,
    recursive: typeof value.recursive === 'boolean' ? value.recursive : DEFAULT_USER_PREFERENCES.recursive,
    orgapanels: readStringList(value.orgapanels) ?? [],
    orgafilter: readStringList(value.orgafilter) ?? [],
  };
}

function copyDefaults(): UserPreferences {
  return { ...DEFAULT_USER_PREFERENCES, orgapanels: [], orgafilter: [] };
}
