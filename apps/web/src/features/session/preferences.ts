/** The user preferences the spec keeps locally (administration.md §2 "Home and organisation tree"). */
import { ORGANIZATION_LEVELS, type OrganizationLevel } from '@kollekta/domain';

export type LevelFilter = 'all' | OrganizationLevel;

export type Preferences = {
  levelFilter: LevelFilter;
  recursive: boolean;
  orgapanels: string[];
  orgafilter: string[];
};

export const DEFAULT_PREFERENCES: Preferences = {
  levelFilter: 'all',
  recursive: false,
  orgapanels: [],
  orgafilter: [],
};

function isLevelFilter(value: unknown): value is LevelFilter {
  return value === 'all' || (ORGANIZATION_LEVELS as readonly unknown[]).includes(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Reads stored preferences field by field, so one broken value does not lose the others. */
export function readPreferences(stored: unknown): Preferences {
  if (!stored || typeof stored !== 'object') return { ...DEFAULT_PREFERENCES };
  const value = stored as Record<string, unknown>;
  return {
    levelFilter: isLevelFilter(value.levelFilter) ? value.levelFilter : DEFAULT_PREFERENCES.levelFilter,
    recursive: typeof value.recursive === 'boolean' ? value.recursive : DEFAULT_PREFERENCES.recursive,
    orgapanels: isStringList(value.orgapanels) ? value.orgapanels : [],
    orgafilter: isStringList(value.orgafilter) ? value.orgafilter : [],
  };
}
