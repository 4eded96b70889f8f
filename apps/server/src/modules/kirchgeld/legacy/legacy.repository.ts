/** Kysely queries of ContextK imports (`kg_data_import` of kind contextk) and legacy records (`kg_legacy_record`). */
import type { ContextKRecord } from '@kollekta/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/database-schema';

export type ContextKImportRow = {
  id: number;
  tenant_id: number;
  state: 'pending' | 'running' | 'finished' | 'failed';
  file_name: string;
  file_key: string;
  encoding: string | null;
  processing_state: Record<string, unknown>;
  created_at: Date;
  finished_at: Date | null;
};

const IMPORT_COLUMNS = [
  'id',
  'tenant_id',
  'state',
  'file_name',
  'file_key',
  'encoding',
  'processing_state',
  'created_at',
  'finished_at',
] as const;

export async function findContextKImport(
  db: Kysely<Database>,
  tenantId: number,
  id: number,
): Promise<ContextKImportRow | undefined> {
  return db
    .selectFrom('kg_data_import')
    .select(IMPORT_COLUMNS)
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'contextk')
    .executeTakeFirst();
}

export async function findContextKImports(
  db: Kysely<Database>,
  tenantId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ContextKImportRow[] }> {
  const base = db
    .selectFrom('kg_data_import')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'contextk');
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    base
      .select(IMPORT_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { count: Number(counted.count), rows };
}

export async function findPendingContextKImports(
  db: Kysely<Database>,
): Promise<{ id: number; tenant_id: number }[]> {
  return db
    .selectFrom('kg_data_import')
    .select(['id', 'tenant_id'])
    .where('kind', '=', 'contextk')
    .where('state', 'in', ['pending', 'running'])
    .execute();
}

export async function insertContextKImport(
  db: Kysely<Database>,
  values: {
    tenantId: number;
    fileName: string;
    fileKey: string;
    sha256: string;
    size: number;
    encoding: string;
    createdBy: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('kg_data_import')
    .values({
      tenant_id: values.tenantId,
      kind: 'contextk',
      state: 'pending',
      file_name: values.fileName,
      file_key: values.fileKey,
      file_sha256: values.sha256,
      file_size: values.size,
      encoding: values.encoding,
      processing_state: JSON.stringify({ done: 0, total: 0 }),
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContextKImport(
  db: Kysely<Database>,
  id: number,
  values: {
    state?: ContextKImportRow['state'];
    processingState?: Record<string, unknown>;
    jobId?: string;
    finishedAt?: Date;
  },
): Promise<void> {
  await db
    .updateTable('kg_data_import')
    .set({
      ...(values.state ? { state: values.state } : {}),
      ...(values.processingState ? { processing_state: JSON.stringify(values.processingState) } : {}),
      ...(values.jobId ? { job_id: values.jobId } : {}),
      ...(values.finishedAt ? { finished_at: values.finishedAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Writes records by (tenant, AdrID): new ones are added, known ones get the export's data again. The
 * adoption (person, adopted_at) stays, so running an import again gives the same rows.
 */
export async function upsertLegacyRecords(
  db: Kysely<Database>,
  tenantId: number,
  importId: number,
  records: readonly ContextKRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto('kg_legacy_record')
    .values(
      records.map((record) => ({
        tenant_id: tenantId,
        data_import_id: importId,
        adr_id: record.adrId,
        raw_data: JSON.stringify(record.rawData),
        buchungen: JSON.stringify(record.buchungen),
        zielgruppen: JSON.stringify(record.zielgruppen),
        aktionen: JSON.stringify(record.aktionen),
        segmente: JSON.stringify(record.segmente),
        plz: record.plz,
        booking_years: sql<number[]>`cast(${`{${record.bookingYears.join(',')}}`} as integer[])`,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'adr_id']).doUpdateSet((eb) => ({
        data_import_id: eb.ref('excluded.data_import_id'),
        raw_data: eb.ref('excluded.raw_data'),
        buchungen: eb.ref('excluded.buchungen'),
        zielgruppen: eb.ref('excluded.zielgruppen'),
        aktionen: eb.ref('excluded.aktionen'),
        segmente: eb.ref('excluded.segmente'),
        plz: eb.ref('excluded.plz'),
        booking_years: eb.ref('excluded.booking_years'),
      })),
    )
    .execute();
}

export type LegacyRecordRow = {
  id: number;
  tenant_id: number;
  adr_id: string;
  raw_data: Record<string, unknown>;
  buchungen: Record<string, unknown>[];
  zielgruppen: unknown[];
  aktionen: unknown[];
  segmente: unknown[];
  plz: string | null;
  person_id: string | null;
  adopted_at: Date | null;
};

const RECORD_COLUMNS = [
  'id',
  'tenant_id',
  'adr_id',
  'raw_data',
  'buchungen',
  'zielgruppen',
  'aktionen',
  'segmente',
  'plz',
  'person_id',
  'adopted_at',
] as const;

export type LegacyRecordFilter = { years: readonly number[]; plz: string | null };

export async function findLegacyRecords(
  db: Kysely<Database>,
  tenantId: number,
  filter: LegacyRecordFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: LegacyRecordRow[] }> {
  let base = db.selectFrom('kg_legacy_record').where('tenant_id', '=', tenantId);
  if (filter.plz) base = base.where('plz', '=', filter.plz);
  if (filter.years.length > 0)
    base = base.where(sql<boolean>`booking_years && cast(${`{${filter.years.join(',')}}`} as integer[])`);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    // by ContextK's address number, as the parish knows its records (numbers before text, 4711 before 10030)
    base
      .select(RECORD_COLUMNS)
      .orderBy(sql`length(adr_id)`)
      .orderBy('adr_id')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { count: Number(counted.count), rows };
}

export async function findLegacyPostcodes(db: Kysely<Database>, tenantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('kg_legacy_record')
    .select('plz')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('plz', 'is not', null)
    .orderBy('plz')
    .execute();
  return rows.map((row) => row.plz).filter((plz): plz is string => plz !== null && plz !== '');
}

/** The record, locked until the transaction ends; undefined when the tenant has none with the id. */
export async function lockLegacyRecord(
  db: Kysely<Database>,
  tenantId: number,
  id: number,
): Promise<LegacyRecordRow | undefined> {
  return db
    .selectFrom('kg_legacy_record')
    .select(RECORD_COLUMNS)
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findLegacyRecord(
  db: Kysely<Database>,
  tenantId: number,
  id: number,
): Promise<LegacyRecordRow | undefined> {
  return db
    .selectFrom('kg_legacy_record')
    .select(RECORD_COLUMNS)
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}
