/** The lookup's column selection, kept in the browser (§2 "Person lookup": selected columns are kept locally). */
import { KG_PERSON_FIELD_NAMES, type KgPersonFieldName } from '@kollekta/domain';

export const LOOKUP_COLUMNS_STORAGE_KEY = 'kollekta.kirchgeld.personLookup.columns';

export const DEFAULT_LOOKUP_COLUMNS: readonly KgPersonFieldName[] = [
  'vornamen',
  'familienname',
  'strassenname',
  'hausnr',
  'plz',
  'kommune',
  'geburtsdatum',
];

export function loadLookupColumns(storage: Storage = window.localStorage): KgPersonFieldName[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(LOOKUP_COLUMNS_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(stored)) return [...DEFAULT_LOOKUP_COLUMNS];
    const known = stored.filter((name): name is KgPersonFieldName =>
      (KG_PERSON_FIELD_NAMES as readonly unknown[]).includes(name),
    );
    return known.length > 0 ? known : [...DEFAULT_LOOKUP_COLUMNS];
  } catch {
    return [...DEFAULT_LOOKUP_COLUMNS];
  }
}

export function saveLookupColumns(
  columns: readonly KgPersonFieldName[],
  storage: Storage = window.localStorage,
) {
  try {
    storage.setItem(LOOKUP_COLUMNS_STORAGE_KEY, JSON.stringify(columns));
  } catch {
    // a full or blocked storage only forgets the choice
  }
}

/** The columns in the order of KG_PERSON_FIELDS, whatever order they were ticked in. */
export function orderColumns(columns: readonly KgPersonFieldName[]): KgPersonFieldName[] {
  return KG_PERSON_FIELD_NAMES.filter((name) => columns.includes(name));
}
