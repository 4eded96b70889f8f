/**
 * Writing a person's dated versions (devices-income-kirchgeld.md §3 "Person data version", §4
 * "Person"): the one place that adds a version, so that every writer (the create and edit screens,
 * registry imports, legacy adoption) keeps the same invariants:
 * - versions of a person do not overlap: an open newest version ends where the next one begins;
 * - `search_text` is the lookup's text of the version's values;
 * - `kg_person.latest_data_id` names the newest version, so lists read one version a person
 *   (a trigger on kg_person then refreshes the lookup's words, `kg_person_search_word`).
 * Callers run it inside their transaction.
 */
import { KG_PERSON_FIELD_NAMES, type KgPersonValues, kgSearchText } from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import type { KgPersonDataSource } from '../../../platform/database-schema-kirchgeld';

export type NewPersonVersion = {
  personId: string;
  values: KgPersonValues;
  validFrom: Date;
  /** null: open-ended */
  validBefore?: Date | null;
  source: KgPersonDataSource;
  eigenerfasst?: boolean;
  dataImportId?: number | null;
  createdBy?: number | null;
};

/** Only the spec's fields, empty text as null. */
export function toStoredValues(values: KgPersonValues): Record<string, string | null> {
  const stored: Record<string, string | null> = {};
  for (const name of KG_PERSON_FIELD_NAMES) {
    const value = values[name];
    stored[name] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  return stored;
}

/** Adds a version; the open version before it (if any, and older) ends where it begins. Answers its id. */
export async function appendPersonVersion(db: Kysely<Database>, version: NewPersonVersion): Promise<number> {
  await db
    .updateTable('kg_person_data')
    .set({ valid_before: version.validFrom })
    .where('person_id', '=', version.personId)
    .where('valid_before', 'is', null)
    .where('valid_from', '<', version.validFrom)
    .execute();
  const stored = toStoredValues(version.values);
  const searchText = kgSearchText(stored);
  const inserted = await db
    .insertInto('kg_person_data')
    .values({
      ...stored,
      person_id: version.personId,
      valid_from: version.validFrom,
      valid_before: version.validBefore ?? null,
      source: version.source,
      eigenerfasst: version.eigenerfasst ?? false,
      data_import_id: version.dataImportId ?? null,
      search_text: searchText,
      created_by: version.createdBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  await db.updateTable('kg_person').set({ latest_data_id: id }).where('id', '=', version.personId).execute();
  return id;
}
