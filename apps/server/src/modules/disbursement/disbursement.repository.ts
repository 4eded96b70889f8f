/**
 * Queries of disbursement orders and runs: orders with the names and paths of their plan and
 * organisations, the row locks every state change takes, and the sums of what an order's parish
 * collected for its plan (online, card terminal, cash) while its cash is still open.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/database-schema';
import type { StoredDisbursementState } from '../../platform/database-schema-money-onward';

export type OrderRow = {
  id: number;
  plan_id: number;
  organization_id: number;
  handling_organization_id: number;
  state: StoredDisbursementState;
  currency: string;
  stop_cash_payments: Date | null;
  stopped_by: number | null;
  sum_ecom_cents: string | number | null;
  sum_pos_cents: string | number | null;
  sum_cash_cents: string | number | null;
  sum_total_cents: string | number | null;
  count_payments: number | null;
  run_id: number | null;
  created_at: Date;
  updated_at: Date;
  plan_name: string;
  plan_start_at: Date | null;
  plan_end_at: Date | null;
  plan_meta: Record<string, unknown>;
  plan_organization_id: number;
  plan_organization_name: string;
  plan_organization_path: string;
  organization_name: string;
  organization_path: string;
  handling_name: string;
  handling_path: string;
};

function selectOrders(db: Kysely<Database>) {
  return db
    .selectFrom('disbursement_order as d')
    .innerJoin('collection_plan as p', 'p.id', 'd.plan_id')
    .innerJoin('organization as po', 'po.id', 'p.organization_id')
    .innerJoin('organization as o', 'o.id', 'd.organization_id')
    .innerJoin('organization as h', 'h.id', 'd.handling_organization_id')
    .select([
      'd.id',
      'd.plan_id',
      'd.organization_id',
      'd.handling_organization_id',
      'd.state',
      'd.currency',
      'd.stop_cash_payments',
      'd.stopped_by',
      'd.sum_ecom_cents',
      'd.sum_pos_cents',
      'd.sum_cash_cents',
      'd.sum_total_cents',
      'd.count_payments',
      'd.run_id',
      'd.created_at',
      'd.updated_at',
      'p.name as plan_name',
      'p.start_at as plan_start_at',
      'p.end_at as plan_end_at',
      'p.meta as plan_meta',
      'p.organization_id as plan_organization_id',
      'po.name as plan_organization_name',
      'po.path as plan_organization_path',
      'o.name as organization_name',
      'o.path as organization_path',
      'h.name as handling_name',
      'h.path as handling_path',
    ]);
}

export async function findOrderById(db: Kysely<Database>, id: number): Promise<OrderRow | undefined> {
  return (await selectOrders(db).where('d.id', '=', id).executeTakeFirst()) as OrderRow | undefined;
}

export type OrderFilter = {
  organizationIds?: readonly number[];
  planId?: number;
  handlingOrganizationId?: number;
  /** orders handled by this organisation or of plans it owns (the parent's statistics) */
  handledOrOwnedBy?: number;
  state?: StoredDisbursementState;
  /** orders whose collecting or handling organisation lies at or below one of these paths */
  pathPrefixes?: readonly string[];
  runId?: number;
  ids?: readonly number[];
};

/** Newest collection first. */
export async function findOrders(
  db: Kysely<Database>,
  filter: OrderFilter,
  limit: number,
): Promise<OrderRow[]> {
  let query = selectOrders(db);
  if (filter.organizationIds !== undefined) {
    if (filter.organizationIds.length === 0) return [];
    query = query.where('d.organization_id', 'in', [...filter.organizationIds]);
  }
  if (filter.planId !== undefined) query = query.where('d.plan_id', '=', filter.planId);
  if (filter.handlingOrganizationId !== undefined)
    query = query.where('d.handling_organization_id', '=', filter.handlingOrganizationId);
  const owner = filter.handledOrOwnedBy;
  if (owner !== undefined)
    query = query.where((eb) =>
      eb.or([eb('d.handling_organization_id', '=', owner), eb('p.organization_id', '=', owner)]),
    );
  if (filter.state !== undefined) query = query.where('d.state', '=', filter.state);
  if (filter.runId !== undefined) query = query.where('d.run_id', '=', filter.runId);
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) return [];
    query = query.where('d.id', 'in', [...filter.ids]);
  }
  const prefixes = filter.pathPrefixes;
  if (prefixes !== undefined) {
    if (prefixes.length === 0) return [];
    query = query.where((eb) =>
      eb.or(
        prefixes.flatMap((prefix) => [
          eb('o.path', 'like', `${prefix}%`),
          eb('h.path', 'like', `${prefix}%`),
        ]),
      ),
    );
  }
  return (await query
    .orderBy('p.start_at', 'desc')
    .orderBy('d.id', 'asc')
    .limit(limit)
    .execute()) as OrderRow[];
}

export type LockedOrder = {
  id: number;
  plan_id: number;
  organization_id: number;
  handling_organization_id: number;
  state: StoredDisbursementState;
  currency: string;
  stop_cash_payments: Date | null;
};

/** The order, locked for the rest of the transaction: every state change decides on this row. */
export async function lockOrder(trx: Transaction<Database>, id: number): Promise<LockedOrder | undefined> {
  return trx
    .selectFrom('disbursement_order')
    .select([
      'id',
      'plan_id',
      'organization_id',
      'handling_organization_id',
      'state',
      'currency',
      'stop_cash_payments',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Several orders locked in id order (two runs locking the same orders never wait on each other crosswise). */
export async function lockOrders(trx: Transaction<Database>, ids: readonly number[]): Promise<LockedOrder[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('disbursement_order')
    .select([
      'id',
      'plan_id',
      'organization_id',
      'handling_organization_id',
      'state',
      'currency',
      'stop_cash_payments',
    ])
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * The order of the plan (or of the group the plan belongs to) in the organisation, locked for
 * sharing: cash written in this transaction and a parish closing its cash wait for each other.
 */
export async function lockOrderOfCash(
  trx: Transaction<Database>,
  planId: number,
  organizationId: number,
): Promise<{ state: StoredDisbursementState; stop_cash_payments: Date | null } | undefined> {
  return trx
    .selectFrom('disbursement_order')
    .select(['state', 'stop_cash_payments'])
    .where('organization_id', '=', organizationId)
    .where('plan_id', 'in', (eb) =>
      eb
        .selectFrom('collection_plan')
        .select(sql<number>`coalesce(parent_id, id)`.as('root_id'))
        .where('id', '=', planId),
    )
    .forShare()
    .executeTakeFirst();
}

export type OrderChange = {
  state?: StoredDisbursementState;
  stop_cash_payments?: Date;
  stopped_by?: number | null;
  sum_ecom_cents?: number;
  sum_pos_cents?: number;
  sum_cash_cents?: number;
  sum_total_cents?: number;
  count_payments?: number;
  run_id?: number;
  updated_at: Date;
  updated_by: number | null;
};

export async function updateOrder(
  trx: Transaction<Database>,
  id: number,
  change: OrderChange,
): Promise<void> {
  await trx.updateTable('disbursement_order').set(change).where('id', '=', id).execute();
}

export type SumKey = { planId: number; organizationId: number; currency: string };

export type LiveSums = {
  ecomCents: number;
  posCents: number;
  cashCents: number;
  countPayments: number;
  /** cash in state entered waits for its confirmation */
  hasEnteredCash: boolean;
};

export const sumKeyOf = (planId: number, organizationId: number) => `${planId}:${organizationId}`;

const emptySums = (): LiveSums => ({
  ecomCents: 0,
  posCents: 0,
  cashCents: 0,
  countPayments: 0,
  hasEnteredCash: false,
});

/**
 * What each parish collected for each plan until now: completed online ('ecom') and card terminal
 * ('pos') payments, as the income statistics count them (reversed ones are kept but do not count),
 * and its cash collections (processed ones count; entered ones wait for their confirmation). A group
 * collects through its members, as the donation meter counts it. Three grouped queries for a whole list.
 */
export async function sumCollected(
  db: Kysely<Database>,
  keys: readonly SumKey[],
): Promise<Map<string, LiveSums>> {
  const result = new Map<string, LiveSums>();
  if (keys.length === 0) return result;
  const planIds = [...new Set(keys.map((key) => key.planId))];
  const organizationIds = [...new Set(keys.map((key) => key.organizationId))];
  const currencyOf = new Map(keys.map((key) => [sumKeyOf(key.planId, key.organizationId), key.currency]));
  const plans = await db
    .selectFrom('collection_plan')
    .select(['id', sql<number>`coalesce(parent_id, id)`.as('root_id')])
    .where((eb) => eb.or([eb('id', 'in', planIds), eb('parent_id', 'in', planIds)]))
    .execute();
  const rootOf = new Map(plans.map((plan) => [plan.id, Number(plan.root_id)]));
  const allPlanIds = [...rootOf.keys()];
  if (allPlanIds.length === 0) return result;

  const [payments, cash] = await Promise.all([
    db
      .selectFrom('payment')
      .select([
        'collection_plan_id',
        'dst_organization_id',
        'type',
        'currency',
        sql<string | number>`coalesce(sum(amount_cents), 0)`.as('cents'),
        sql<string | number>`coalesce(sum(count), 0)`.as('payments'),
      ])
      .where('collection_plan_id', 'in', allPlanIds)
      .where('dst_organization_id', 'in', organizationIds)
      .where('state', '=', 'completed')
      .where('type', 'in', ['ecom', 'pos'])
      .groupBy(['collection_plan_id', 'dst_organization_id', 'type', 'currency'])
      .execute(),
    db
      .selectFrom('cash_payment')
      .select([
        'plan_id',
        'organization_id',
        'state',
        'currency',
        sql<string | number>`coalesce(sum(amount_cents), 0)`.as('cents'),
        sql<string | number>`count(*)`.as('payments'),
      ])
      .where('plan_id', 'in', allPlanIds)
      .where('organization_id', 'in', organizationIds)
      .groupBy(['plan_id', 'organization_id', 'state', 'currency'])
      .execute(),
  ]);
  const entryOf = (planId: number | null, organizationId: number, currency: string) => {
    const root = planId === null ? undefined : rootOf.get(planId);
    if (root === undefined) return null;
    const key = sumKeyOf(root, organizationId);
    // a key nobody asked for (another parish of the list, another plan) or another currency
    if (currencyOf.get(key) !== currency) return null;
    const sums = result.get(key) ?? emptySums();
    result.set(key, sums);
    return sums;
  };
  for (const row of payments) {
    const sums = entryOf(row.collection_plan_id, row.dst_organization_id, row.currency);
    if (!sums) continue;
    if (row.type === 'ecom') sums.ecomCents += Number(row.cents);
    else sums.posCents += Number(row.cents);
    sums.countPayments += Number(row.payments);
  }
  for (const row of cash) {
    const sums = entryOf(row.plan_id, row.organization_id, row.currency);
    if (!sums) continue;
    if (row.state === 'processed') {
      sums.cashCents += Number(row.cents);
      sums.countPayments += Number(row.payments);
    } else if (row.state === 'entered') sums.hasEnteredCash = true;
  }
  for (const key of currencyOf.keys()) if (!result.has(key)) result.set(key, emptySums());
  return result;
}

export type RunRow = {
  id: number;
  handling_organization_id: number;
  handling_name: string;
  handling_path: string;
  datev_creditor: string | null;
  currency: string;
  total_cents: string | number;
  order_count: number;
  created_at: Date;
  created_by_name: string | null;
};

function selectRuns(db: Kysely<Database>) {
  return db
    .selectFrom('disbursement_run as r')
    .innerJoin('organization as h', 'h.id', 'r.handling_organization_id')
    .leftJoin('app_user as u', 'u.id', 'r.created_by')
    .select([
      'r.id',
      'r.handling_organization_id',
      'h.name as handling_name',
      'h.path as handling_path',
      'h.datev_creditor',
      'r.currency',
      'r.total_cents',
      'r.order_count',
      'r.created_at',
      'u.name as created_by_name',
    ]);
}

export async function findRunById(db: Kysely<Database>, id: number): Promise<RunRow | undefined> {
  return selectRuns(db).where('r.id', '=', id).executeTakeFirst();
}

export async function findRunsOf(db: Kysely<Database>, handlingOrganizationId: number): Promise<RunRow[]> {
  return selectRuns(db)
    .where('r.handling_organization_id', '=', handlingOrganizationId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(500)
    .execute();
}

export async function insertRun(
  trx: Transaction<Database>,
  values: {
    handlingOrganizationId: number;
    currency: string;
    totalCents: number;
    orderCount: number;
    createdAt: Date;
    createdBy: number | null;
  },
): Promise<number> {
  const row = await trx
    .insertInto('disbursement_run')
    .values({
      handling_organization_id: values.handlingOrganizationId,
      currency: values.currency,
      total_cents: values.totalCents,
      order_count: values.orderCount,
      created_at: values.createdAt,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The postal address lines of an organisation as of now: its primary address, else any valid one. */
export async function findAddressLines(
  db: Kysely<Database>,
  organizationId: number,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('organization_address')
    .select(['type', 'name', 'supplement', 'street', 'postal_code', 'city'])
    .where('organization_id', '=', organizationId)
    .where('valid_from', '<=', now)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', now)]))
    .orderBy('valid_from', 'desc')
    .execute();
  const row = rows.find((candidate) => candidate.type === 'primary') ?? rows[0];
  if (!row) return [];
  return [row.supplement, row.street, `${row.postal_code} ${row.city}`].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}
