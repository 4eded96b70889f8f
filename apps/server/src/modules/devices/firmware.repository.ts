/** Firmware releases by device class (kind) and identifier. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type FirmwareRow = { id: number; kind: string; identifier: string; created_at: Date; notes: string };

export async function findFirmware(
  db: Kysely<Database>,
  kind: string,
  identifier: string,
): Promise<FirmwareRow | undefined> {
  return db
    .selectFrom('firmware')
    .select(['id', 'kind', 'identifier', 'created_at', 'notes'])
    .where('kind', '=', kind)
    .where('identifier', '=', identifier)
    .executeTakeFirst();
}

/** Records a release; a release recorded again keeps its first date and takes the new notes. */
export async function upsertFirmware(
  db: Kysely<Database>,
  values: { kind: string; identifier: string; createdAt: Date; notes: string },
): Promise<void> {
  await db
    .insertInto('firmware')
    .values({
      kind: values.kind,
      identifier: values.identifier,
      created_at: values.createdAt,
      notes: values.notes,
    })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'identifier']).doUpdateSet((eb) => ({ notes: eb.ref('excluded.notes') })),
    )
    .execute();
}
