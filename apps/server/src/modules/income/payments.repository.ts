/** Payments and their daily totals per organisation (Europe/Berlin business days). */
import type { CollectionKind } from '@kollekta/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../platform/database-schema';
import { isOfCollectionKind } from './collection-kind-sql';
import type { StoredPayment } from './income-rollups';

export type PaymentInsert = {
  dst_organization_id: number;
  created_at: Date;
  amount_cents: number;
  fee_cents: number;
  currency: string;
  state: 'completed' | 'reversed';
  type: string;
  online_payment_type: string | null;
  is_reconciled: boolean;
  device_id: number | null;
  collection_plan_id: number | null;
  count: number;
  /** the plan's type and variant when recorded; filled from the plan by recordPayments */
  collection_type?: string | null;
  collection_variant?: string | null;
};

/** Answers the new ids in the order of `payments`, as text (payment.id is a bigint). */
export async function insertPayments(
  db: Kysely<Database>,
  payments: readonly PaymentInsert[],
): Promise<string[]> {
  const ids: string[] = [];
  // PostgreSQL allows 65535 bind parameters per statement: 14 columns × 2000 rows stays below.
  for (let start = 0; start < payments.length; start += 2000) {
    const rows = await db
      .insertInto('payment')
      .values(payments.slice(start, start + 2000))
      .returning('id')
      .execute();
    // a multi-row INSERT … RETURNING answers its rows in the order of VALUES (PostgreSQL and PGlite)
    ids.push(...rows.map((row) => String(row.id)));
  }
  return ids;
}

export type DailyTotalDelta = {
  organization_id: number;
  day: string;
  currency: string;
  amount_cents: number;
  fee_cents: number;
  count: number;
};

export async function addToDailyTotals(db: Kysely<Database>, deltas: readonly DailyTotalDelta[]) {
  for (let start = 0; start < deltas.length; start += 5000) {
    await db
      .insertInto('payment_daily_total')
      .values(deltas.slice(start, start + 5000))
      .onConflict((conflict) =>
        conflict.columns(['organization_id', 'day', 'currency']).doUpdateSet({
          amount_cents: sql`payment_daily_total.amount_cents + excluded.amount_cents`,
          fee_cents: sql`payment_daily_total.fee_cents + excluded.fee_cents`,
          count: sql`payment_daily_total.count + excluded.count`,
        }),
      )
      .execute();
  }
}

/** A stored payment as a later change (reversal, reconciliation) reads it: its roll-up keys included. */
export type PaymentForChange = StoredPayment & {
  id: number;
  dst_organization_id: number;
  collection_type: string | null;
  collection_variant: string | null;
};

/** The payments to change, locked until the transaction ends so two changes cannot count twice. */
export async function findPaymentsForChange(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<PaymentForChange[]> {
  const rows = await db
    .selectFrom('payment')
    .select([
      'id',
      'dst_organization_id',
      'created_at',
      'amount_cents',
      'fee_cents',
      'currency',
      'state',
      'type',
      'online_payment_type',
      'is_reconciled',
      'device_id',
      'collection_plan_id',
      'count',
      'collection_type',
      'collection_variant',
    ])
    .where('id', 'in', ids.map(String))
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function markPayments(
  db: Kysely<Database>,
  ids: readonly number[],
  change: { state: 'reversed' } | { is_reconciled: true },
): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('payment').set(change).where('id', 'in', ids.map(String)).execute();
}

export type PaymentListFilter = {
  organizationId: number;
  organizationPath: string;
  isRecursive: boolean;
  /** instants of Berlin midnights; null: open */
  from: Date | null;
  before: Date | null;
  collectionPlanId?: number;
  state?: 'completed' | 'reversed';
  kind?: CollectionKind;
};

export type PaymentListRow = PaymentForChange & {
  organization_name: string;
  device_name: string | null;
  device_class: string | null;
  device_type: string | null;
  plan_name: string | null;
};

const PAYMENT_LIST_COLUMNS = [
  'p.id',
  'p.dst_organization_id',
  'p.created_at',
  'p.amount_cents',
  'p.fee_cents',
  'p.currency',
  'p.state',
  'p.type',
  'p.online_payment_type',
  'p.is_reconciled',
  'p.device_id',
  'p.collection_plan_id',
  'p.count',
  'p.collection_type',
  'p.collection_variant',
  'o.name as organization_name',
  'd.name as device_name',
  'd.device_class',
  'd.device_type',
  'c.name as plan_name',
] as const;

function selectPaymentList(db: Kysely<Database>, filter: PaymentListFilter) {
  let query = db
    .selectFrom('payment as p')
    .innerJoin('organization as o', 'o.id', 'p.dst_organization_id')
    .where(
      filter.isRecursive
        ? (eb) => eb('o.path', 'like', `${filter.organizationPath}%`)
        : (eb) => eb('p.dst_organization_id', '=', filter.organizationId),
    );
  if (filter.from) query = query.where('p.created_at', '>=', filter.from);
  if (filter.before) query = query.where('p.created_at', '<', filter.before);
  if (filter.collectionPlanId !== undefined)
    query = query.where('p.collection_plan_id', '=', filter.collectionPlanId);
  if (filter.state) query = query.where('p.state', '=', filter.state);
  if (filter.kind) {
    const columns = { type: sql.ref('p.collection_type'), variant: sql.ref('p.collection_variant') };
    query = query.where(isOfCollectionKind(filter.kind, columns, 'null'));
  }
  return query;
}

/** Payments newest first; a page of them with `limit`. */
export async function findPayments(
  db: Kysely<Database>,
  filter: PaymentListFilter,
  page?: { limit: number; offset: number },
): Promise<PaymentListRow[]> {
  let query = selectPaymentList(db, filter)
    .leftJoin('device as d', 'd.id', 'p.device_id')
    .leftJoin('collection_plan as c', 'c.id', 'p.collection_plan_id')
    .select(PAYMENT_LIST_COLUMNS)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function countPayments(db: Kysely<Database>, filter: PaymentListFilter): Promise<number> {
  const row = await selectPaymentList(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findPaymentById(
  db: Kysely<Database>,
  id: number,
): Promise<(PaymentListRow & { organization_path: string }) | undefined> {
  const row = await db
    .selectFrom('payment as p')
    .innerJoin('organization as o', 'o.id', 'p.dst_organization_id')
    .leftJoin('device as d', 'd.id', 'p.device_id')
    .leftJoin('collection_plan as c', 'c.id', 'p.collection_plan_id')
    .select(PAYMENT_LIST_COLUMNS)
    .select('o.path as organization_path')
    .where('p.id', '=', String(id))
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}
