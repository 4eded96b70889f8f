/**
 * Queries of the list 'Zuwendungsbestätigungen': receipt requests of a subtree with their payments
 * and receipt, single receipts with their organisation's path, and the locks that recording the
 * first download and archiving take.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/database-schema';
import type {
  DonationReceiptRequestState,
  DonationReceiptTable,
} from '../../platform/database-schema-donation-receipts';
import type { DonorPerson } from '../../platform/database-schema-online-giving';

export type ReceiptRequestFilter = {
  /** the organisation's materialised path: the list holds it and everything below */
  pathPrefix: string;
  state?: DonationReceiptRequestState | undefined;
  /** created in [from, before) */
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
};

/** A receipt as the list shows it. */
export type ReceiptSummaryRow = {
  id: number;
  number: string;
  file_name: string;
  created_at: Date;
  archived_at: Date | null;
  first_download_at: Date | null;
  first_download_user: string | null;
  replaces_number: string | null;
};

export type ReceiptRequestRow = {
  id: number;
  organization_id: number;
  organization_name: string;
  person: DonorPerson;
  purpose_name: string;
  amount_cents: number;
  currency: string;
  state: DonationReceiptRequestState;
  created_at: Date;
  receipt: ReceiptSummaryRow | null;
};

export type RequestPaymentRow = { request_id: number; id: string; amount_cents: number; created_at: Date };

function selectRequests(db: Kysely<Database>, filter: ReceiptRequestFilter) {
  let query = db
    .selectFrom('donation_receipt_request as r')
    .innerJoin('organization as o', 'o.id', 'r.organization_id')
    .where('o.path', 'like', `${filter.pathPrefix}%`);
  if (filter.state) query = query.where('r.state', '=', filter.state);
  if (filter.createdFrom) query = query.where('r.created_at', '>=', filter.createdFrom);
  if (filter.createdBefore) query = query.where('r.created_at', '<', filter.createdBefore);
  return query;
}

export async function countReceiptRequests(
  db: Kysely<Database>,
  filter: ReceiptRequestFilter,
): Promise<number> {
  const row = await selectRequests(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Newest first; `id` breaks ties, so that pages never overlap. */
export async function findReceiptRequests(
  db: Kysely<Database>,
  filter: ReceiptRequestFilter,
  page: { limit: number; offset: number },
): Promise<ReceiptRequestRow[]> {
  const rows = await selectRequests(db, filter)
    .leftJoin('donation_receipt as dr', 'dr.id', 'r.receipt_id')
    .leftJoin('app_user as u', 'u.id', 'dr.first_download_by')
    .leftJoin('donation_receipt as replaced', 'replaced.id', 'dr.replaces_id')
    .select([
      'r.id',
      'r.organization_id',
      'o.name as organization_name',
      'r.person',
      'r.purpose_name',
      'r.amount_cents',
      'r.currency',
      'r.state',
      'r.created_at',
      'dr.id as receipt_id',
      'dr.number as receipt_number',
      'dr.file_name as receipt_file_name',
      'dr.created_at as receipt_created_at',
      'dr.archived_at as receipt_archived_at',
      'dr.first_download_at as receipt_first_download_at',
      'u.name as first_download_user',
      'replaced.number as replaces_number',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    organization_id: row.organization_id,
    organization_name: row.organization_name,
    person: row.person,
    purpose_name: row.purpose_name,
    // PGlite answers bigint as a number, pg as a string
    amount_cents: Number(row.amount_cents),
    currency: row.currency,
    state: row.state,
    created_at: row.created_at,
    receipt:
      row.receipt_id === null
        ? null
        : {
            id: row.receipt_id,
            number: row.receipt_number ?? '',
            file_name: row.receipt_file_name ?? '',
            created_at: row.receipt_created_at ?? row.created_at,
            archived_at: row.receipt_archived_at,
            first_download_at: row.receipt_first_download_at,
            first_download_user: row.first_download_user,
            replaces_number: row.replaces_number,
          },
  }));
}

/** The payments the requests cover, oldest first. */
export async function findRequestPayments(
  db: Kysely<Database>,
  requestIds: readonly number[],
): Promise<RequestPaymentRow[]> {
  if (requestIds.length === 0) return [];
  const rows = await db
    .selectFrom('donation_receipt_request_payment as rp')
    .innerJoin('payment as p', 'p.id', 'rp.payment_id')
    .select(['rp.request_id', 'p.id', 'p.amount_cents', 'p.created_at'])
    .where('rp.request_id', 'in', [...requestIds])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ ...row, id: String(row.id), amount_cents: Number(row.amount_cents) }));
}

/** One receipt without its PDF, with the path of its organisation (for the permission check). */
export async function findReceiptSummary(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<(ReceiptSummaryRow & { organization_id: number; organization_path: string }) | undefined> {
  return db
    .selectFrom('donation_receipt as dr')
    .innerJoin('organization as o', 'o.id', 'dr.organization_id')
    .leftJoin('app_user as u', 'u.id', 'dr.first_download_by')
    .leftJoin('donation_receipt as replaced', 'replaced.id', 'dr.replaces_id')
    .select([
      'dr.id',
      'dr.number',
      'dr.file_name',
      'dr.created_at',
      'dr.archived_at',
      'dr.first_download_at',
      'u.name as first_download_user',
      'replaced.number as replaces_number',
      'dr.organization_id',
      'o.path as organization_path',
    ])
    .where('dr.id', '=', id)
    .executeTakeFirst();
}

export type LockedReceipt = Pick<
  DonationReceiptTable,
  'organization_id' | 'kind' | 'currency' | 'number' | 'replaces_id'
> & {
  id: number;
  archived_at: Date | null;
  first_download_at: Date | null;
  amount_cents: number;
  donor: DonorPerson;
};

/** Locks the receipt's row for the rest of the transaction. */
export async function lockReceipt(
  trx: Transaction<Database>,
  id: number,
): Promise<LockedReceipt | undefined> {
  const row = await trx
    .selectFrom('donation_receipt')
    .select([
      'id',
      'organization_id',
      'kind',
      'currency',
      'number',
      'replaces_id',
      'archived_at',
      'first_download_at',
      'amount_cents',
      'donor',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && { ...row, amount_cents: Number(row.amount_cents) };
}

/** Where the receipt's PDF is (receipt-files.ts reads it) and its file name. */
export async function findReceiptFile(
  trx: Transaction<Database>,
  id: number,
): Promise<{ id: number; file_key: string | null; sha256: string; file_name: string } | undefined> {
  return trx
    .selectFrom('donation_receipt')
    .select(['id', 'file_key', 'sha256', 'file_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}
