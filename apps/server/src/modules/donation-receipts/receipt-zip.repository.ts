/** Queries of the ZIP job: the receipts of a subtree issued in a period, in id order, in batches with their files' keys. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type ZipSelection = {
  /** the organisation's materialised path: its receipts and those of the organisations below it */
  pathPrefix: string;
  /** issued in [from, before) */
  from: Date;
  before: Date;
};

function selectReceipts(db: Kysely<Database>, selection: ZipSelection) {
  return (
    db
      .selectFrom('donation_receipt as dr')
      .innerJoin('organization as o', 'o.id', 'dr.organization_id')
      .where('o.path', 'like', `${selection.pathPrefix}%`)
      .where('dr.created_at', '>=', selection.from)
      .where('dr.created_at', '<', selection.before)
      // a cancelled receipt is void: it stays downloadable on its own, but goes into no bundle
      .where('dr.archived_at', 'is', null)
  );
}

export async function countZipReceipts(db: Kysely<Database>, selection: ZipSelection): Promise<number> {
  const row = await selectReceipts(db, selection)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export type ZipReceiptRow = {
  id: number;
  file_name: string;
  created_at: Date;
  file_key: string | null;
  sha256: string;
};

/** The next `limit` receipts after `afterId`: keyset paging, so that each batch is one index range. */
export async function findZipReceiptBatch(
  db: Kysely<Database>,
  selection: ZipSelection,
  afterId: number,
  limit: number,
): Promise<ZipReceiptRow[]> {
  return selectReceipts(db, selection)
    .select(['dr.id', 'dr.file_name', 'dr.created_at', 'dr.file_key', 'dr.sha256'])
    .where('dr.id', '>', afterId)
    .orderBy('dr.id')
    .limit(limit)
    .execute();
}
