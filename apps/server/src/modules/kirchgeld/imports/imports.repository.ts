/** Queries of registry imports (`kg_data_import`, kind 'registry'), always within one tenant. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import type { KgDataImportTable } from '../../../platform/database-schema-kirchgeld';
import type { StoredProcessingState } from './processing-state';

export type DataImportRow = Selectable<KgDataImportTable>;

export async function insertDataImport(
  trx: Transaction<Database>,
  row: {
    tenantId: number;
    fileName: string;
    fileKey: string;
    sha256: string;
    size: number;
    createdAt: Date;
    createdBy: number | null;
  },
): Promise<DataImportRow> {
  return trx
    .insertInto('kg_data_import')
    .values({
      tenant_id: row.tenantId,
      kind: 'registry',
      state: 'pending',
      file_name: row.fileName,
      file_key: row.fileKey,
      file_sha256: row.sha256,
      file_size: row.size,
      processing_state: '{}',
      created_at: row.createdAt,
      created_by: row.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setDataImportJob(trx: Transaction<Database>, id: number, jobId: string | null) {
  await trx.updateTable('kg_data_import').set({ job_id: jobId }).where('id', '=', id).execute();
}

export function findDataImport(db: Kysely<Database>, tenantId: number, id: number) {
  return db
    .selectFrom('kg_data_import')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'registry')
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findDataImportById(db: Kysely<Database>, id: number) {
  return db.selectFrom('kg_data_import').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The import row, locked until the transaction ends: batches of one import never overlap. */
export function lockDataImport(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('kg_data_import')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function saveDataImportState(
  trx: Kysely<Database>,
  id: number,
  change: {
    state?: DataImportRow['state'];
    processingState: StoredProcessingState;
    encoding?: string;
    finishedAt?: Date;
  },
) {
  await trx
    .updateTable('kg_data_import')
    .set({
      processing_state: JSON.stringify(change.processingState),
      ...(change.state ? { state: change.state } : {}),
      ...(change.encoding ? { encoding: change.encoding } : {}),
      ...(change.finishedAt ? { finished_at: change.finishedAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function listDataImports(
  db: Kysely<Database>,
  tenantId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: DataImportRow[] }> {
  const base = db
    .selectFrom('kg_data_import')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'registry');
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { count: Number(counted.count), rows };
}
