/**
 * Writing a registry import's persons in bulk (issue 18 "Registry imports", 50,000 lines in under
 * a minute): one batch of lines is a handful of statements, not one per person.
 *
 * The versions are inserted here directly rather than through `appendPersonVersion`, because that
 * function writes one person at a time. The same invariants hold, batch-wise:
 * - the open version of a changed person ends where the new one begins (valid_before = the
 *   import's time), and only where it began before (so versions never overlap);
 * - `search_text` is `kgSearchText` of the stored values (`toStoredValues`);
 * - `kg_person.latest_data_id` names the new version (a new person is inserted pointing at it, in the
 *   same statement as its version; a known one is updated), so the person lookup's triggers on
 *   `kg_person` refresh its search words as for any other writer.
 * Callers run these inside the batch's transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  hasRegistryChanges,
  KG_PERSON_FIELD_NAMES,
  type KgPersonValues,
  kgSearchText,
  type RegistryLine,
} from '@kollekta/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import { toStoredValues } from '../persons/person-versions.repository';

export type BatchCounts = { created: number; changed: number; unchanged: number };

type CurrentPerson = {
  id: string;
  registryId: string;
  type: string;
  validFrom: Date | null;
  validBefore: Date | null;
  values: KgPersonValues;
};

/** Persons of the tenant with these registry ids and their newest version; locked for the batch. */
async function findCurrentPersons(
  trx: Transaction<Database>,
  tenantId: number,
  registryIds: readonly string[],
): Promise<Map<string, CurrentPerson>> {
  const found = new Map<string, CurrentPerson>();
  if (registryIds.length === 0) return found;
  const persons = await trx
    .selectFrom('kg_person')
    .select(['id', 'registry_id', 'type', 'latest_data_id'])
    .where('tenant_id', '=', tenantId)
    .where('registry_id', 'in', registryIds)
    .forUpdate()
    .execute();
  const dataIds = persons.map((person) => person.latest_data_id).filter((id) => id !== null);
  const versions =
    dataIds.length === 0
      ? []
      : await trx
          .selectFrom('kg_person_data')
          .select([...KG_PERSON_FIELD_NAMES, 'id', 'valid_from', 'valid_before'])
          .where('id', 'in', dataIds)
          .execute();
  const versionById = new Map(versions.map((version) => [String(version.id), version]));
  for (const person of persons) {
    const version =
      person.latest_data_id === null ? undefined : versionById.get(String(person.latest_data_id));
    const values: KgPersonValues = {};
    if (version) for (const name of KG_PERSON_FIELD_NAMES) values[name] = version[name];
    found.set(person.registry_id as string, {
      id: person.id,
      registryId: person.registry_id as string,
      type: person.type,
      validFrom: version ? new Date(version.valid_from) : null,
      validBefore: version?.valid_before ? new Date(version.valid_before) : null,
      values,
    });
  }
  return found;
}

/**
 * Applies one batch of the file's persons at the import's time: new registry ids become persons,
 * changed ones get a new version, unchanged ones are left alone (so a batch done twice changes
 * nothing the second time).
 */
export async function writeRegistryBatch(
  trx: Transaction<Database>,
  input: { tenantId: number; importId: number; at: Date; lines: readonly RegistryLine[] },
): Promise<BatchCounts> {
  const { tenantId, importId, at } = input;
  const current = await findCurrentPersons(
    trx,
    tenantId,
    input.lines.map((line) => line.registryId),
  );
  const counts: BatchCounts = { created: 0, changed: 0, unchanged: 0 };
  const newPersons: {
    id: string;
    tenant_id: number;
    type: RegistryLine['type'];
    registry_id: string;
    created_at: Date;
  }[] = [];
  const endedIds: string[] = [];
  const retyped: { id: string; type: RegistryLine['type'] }[] = [];
  const versions: { personId: string; values: KgPersonValues }[] = [];
  for (const line of input.lines) {
    const person = current.get(line.registryId);
    if (!person) {
      const id = randomUUID();
      newPersons.push({
        id,
        tenant_id: tenantId,
        type: line.type,
        registry_id: line.registryId,
        created_at: at,
      });
      versions.push({ personId: id, values: line.values });
      counts.created += 1;
      continue;
    }
    const isEnded = person.validBefore !== null && person.validBefore <= at;
    const isChanged =
      hasRegistryChanges(person.values, line.values, { isCurrentEnded: isEnded }) ||
      person.type !== line.type;
    // a version from this import's time or later exists already (this import, done before a crash)
    const isNewerThere = person.validFrom !== null && person.validFrom >= at;
    if (!isChanged || isNewerThere) {
      counts.unchanged += 1;
      continue;
    }
    if (person.type !== line.type) retyped.push({ id: person.id, type: line.type });
    if (person.validBefore === null) endedIds.push(person.id);
    versions.push({ personId: person.id, values: line.values });
    counts.changed += 1;
  }

  for (const person of retyped)
    await trx.updateTable('kg_person').set({ type: person.type }).where('id', '=', person.id).execute();
  if (endedIds.length > 0)
    await trx
      .updateTable('kg_person_data')
      .set({ valid_before: at })
      .where('person_id', 'in', endedIds)
      .where('valid_before', 'is', null)
      .where('valid_from', '<', at)
      .execute();
  if (versions.length === 0) return counts;

  // ids drawn first, so that a new person is inserted pointing at its version
  const ids = await allocateVersionIds(trx, versions.length);
  const rows = versions.map((version, index) => {
    const stored = toStoredValues(version.values);
    return {
      ...stored,
      id: ids[index] as string,
      person_id: version.personId,
      valid_from: at,
      valid_before: null,
      source: 'import' as const,
      eigenerfasst: false,
      data_import_id: importId,
      search_text: kgSearchText(stored),
      created_at: at,
    };
  });
  const latestOf = new Map(rows.map((row) => [row.person_id, row.id]));
  const isNew = new Set(newPersons.map((person) => person.id));
  if (newPersons.length > 0) {
    // New persons and their versions in one statement: the foreign key is checked at its end, and the
    // person lookup's insert trigger then finds each person's newest version already there.
    await trx
      .with('new_person', (db) =>
        db
          .insertInto('kg_person')
          .values(
            newPersons.map((person) => ({ ...person, latest_data_id: latestOf.get(person.id) ?? null })),
          )
          .returning('id'),
      )
      .insertInto('kg_person_data')
      .values(rows.filter((row) => isNew.has(row.person_id)))
      .execute();
  }
  const known = rows.filter((row) => !isNew.has(row.person_id));
  if (known.length === 0) return counts;
  await trx.insertInto('kg_person_data').values(known).execute();
  // one statement for the batch: the person lookup's update trigger refreshes their words set-wise
  const pairs = known.map((row) => sql`(${row.person_id}::uuid, ${row.id}::bigint)`);
  await sql`
    update kg_person set latest_data_id = latest.data_id
    from (values ${sql.join(pairs)}) as latest(person_id, data_id)
    where kg_person.id = latest.person_id
  `.execute(trx);
  return counts;
}

/** Draws ids of the version table's sequence, as bigint text. */
async function allocateVersionIds(trx: Transaction<Database>, count: number): Promise<string[]> {
  if (count === 0) return [];
  const result = await sql<{ id: string | number }>`
    select nextval(pg_get_serial_sequence('kg_person_data', 'id')) as id from generate_series(1, ${count})
  `.execute(trx);
  return result.rows.map((row) => String(row.id));
}

/**
 * Links married couples (a line's `ehepartner_person_id`) with an `ehe` relation from the import's
 * time, where the two have no open one yet. Answers how many couples were linked.
 */
export async function linkRegistryCouples(
  trx: Transaction<Database>,
  input: { tenantId: number; at: Date; couples: readonly (readonly [string, string])[] },
): Promise<number> {
  if (input.couples.length === 0) return 0;
  const registryIds = [...new Set(input.couples.flat())];
  const personIds = new Map<string, string>();
  for (let start = 0; start < registryIds.length; start += 1000) {
    const rows = await trx
      .selectFrom('kg_person')
      .select(['id', 'registry_id'])
      .where('tenant_id', '=', input.tenantId)
      .where('registry_id', 'in', registryIds.slice(start, start + 1000))
      .execute();
    for (const row of rows) personIds.set(row.registry_id as string, row.id);
  }
  const open = await trx
    .selectFrom('kg_relation')
    .select(['side_a', 'side_b'])
    .where('tenant_id', '=', input.tenantId)
    .where('type', '=', 'ehe')
    .where((eb) => eb.or([eb('valid_before', 'is', null), eb('valid_before', '>', input.at)]))
    .execute();
  const linked = new Set(
    open.flatMap((relation) => [
      `${relation.side_a}|${relation.side_b}`,
      `${relation.side_b}|${relation.side_a}`,
    ]),
  );
  const rows: {
    tenant_id: number;
    type: 'ehe';
    side_a: string;
    side_b: string;
    valid_from: Date;
    source: string;
    created_at: Date;
  }[] = [];
  for (const [a, b] of input.couples) {
    const sideA = personIds.get(a);
    const sideB = personIds.get(b);
    if (!sideA || !sideB || linked.has(`${sideA}|${sideB}`)) continue;
    linked.add(`${sideA}|${sideB}`).add(`${sideB}|${sideA}`);
    rows.push({
      tenant_id: input.tenantId,
      type: 'ehe',
      side_a: sideA,
      side_b: sideB,
      valid_from: input.at,
      source: 'import',
      created_at: input.at,
    });
  }
  for (let start = 0; start < rows.length; start += 1000)
    await trx
      .insertInto('kg_relation')
      .values(rows.slice(start, start + 1000))
      .execute();
  return rows.length;
}

/**
 * Ends the open version of every registry person of the tenant whom the file no longer names
 * (moved away, died, left the church) at the import's time. Answers how many were ended; a second
 * run finds them ended already and ends nobody.
 */
export async function endAbsentRegistryPersons(
  trx: Transaction<Database>,
  input: { tenantId: number; at: Date; registryIds: ReadonlySet<string> },
): Promise<number> {
  const open = await trx
    .selectFrom('kg_person')
    .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select(['kg_person.id', 'kg_person.registry_id'])
    .where('kg_person.tenant_id', '=', input.tenantId)
    .where('kg_person.registry_id', 'is not', null)
    .where('kg_person_data.valid_before', 'is', null)
    .where('kg_person_data.valid_from', '<', input.at)
    .execute();
  const absent = open
    .filter((person) => !input.registryIds.has(person.registry_id as string))
    .map((person) => person.id);
  for (let start = 0; start < absent.length; start += 1000)
    await trx
      .updateTable('kg_person_data')
      .set({ valid_before: input.at })
      .where('person_id', 'in', absent.slice(start, start + 1000))
      .where('valid_before', 'is', null)
      .where('valid_from', '<', input.at)
      .execute();
  return absent.length;
}
