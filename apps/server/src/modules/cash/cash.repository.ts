/** Queries of cash payments: with the names of their organisation, plan and people, and the state guards. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type CashPaymentRow = {
  id: number;
  organization_id: number;
  /** materialised path of the organisation */
  organization_path: string;
  plan_id: number;
  plan_name: string;
  amount_cents: number;
  currency: string;
  state: string;
  collected_at: Date;
  split: Record<string, number> | null;
  created_at: Date;
  created_by: number | null;
  created_by_name: string | null;
  changed_at: Date | null;
  changed_by: number | null;
  changed_by_name: string | null;
  confirmed_at: Date | null;
  confirmed_by: number | null;
  confirmed_by_name: string | null;
  version: number;
};

function selectCashPayments(db: Kysely<Database>) {
  return db
    .selectFrom('cash_payment as c')
    .innerJoin('organization as o', 'o.id', 'c.organization_id')
    .innerJoin('collection_plan as p', 'p.id', 'c.plan_id')
    .leftJoin('app_user as creator', 'creator.id', 'c.created_by')
    .leftJoin('app_user as changer', 'changer.id', 'c.changed_by')
    .leftJoin('app_user as confirmer', 'confirmer.id', 'c.confirmed_by')
    .select([
      'c.id',
      'c.organization_id',
      'o.path as organization_path',
      'c.plan_id',
      'p.name as plan_name',
      'c.amount_cents',
      'c.currency',
      'c.state',
      'c.collected_at',
      'c.split',
      'c.created_at',
      'c.created_by',
      'creator.name as created_by_name',
      'c.changed_at',
      'c.changed_by',
      'changer.name as changed_by_name',
      'c.confirmed_at',
      'c.confirmed_by',
      'confirmer.name as confirmed_by_name',
      'c.version',
    ]);
}

export async function findCashPaymentById(
  db: Kysely<Database>,
  id: number,
): Promise<CashPaymentRow | undefined> {
  return selectCashPayments(db).where('c.id', '=', id).executeTakeFirst();
}

export type CashPaymentFilter = {
  organizationId?: number | undefined;
  planId?: number | undefined;
  state?: string | undefined;
  /** only organisations at or below these materialised paths; undefined: everywhere (superusers) */
  pathPrefixes?: readonly string[];
};

/** Newest collection first; at most `limit` rows. */
export async function findCashPayments(
  db: Kysely<Database>,
  filter: CashPaymentFilter,
  limit: number,
): Promise<CashPaymentRow[]> {
  let query = selectCashPayments(db);
  if (filter.organizationId !== undefined)
    query = query.where('c.organization_id', '=', filter.organizationId);
  if (filter.planId !== undefined) query = query.where('c.plan_id', '=', filter.planId);
  if (filter.state !== undefined) query = query.where('c.state', '=', filter.state);
  const prefixes = filter.pathPrefixes;
  if (prefixes !== undefined) {
    if (prefixes.length === 0) return [];
    query = query.where((eb) => eb.or(prefixes.map((prefix) => eb('o.path', 'like', `${prefix}%`))));
  }
  return query.orderBy('c.collected_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}

export type NewCashPayment = {
  organizationId: number;
  planId: number;
  amountCents: number;
  currency: string;
  collectedAt: Date;
  split: Record<string, number> | null;
  createdAt: Date;
  createdBy: number | null;
};

export async function insertCashPayment(db: Kysely<Database>, values: NewCashPayment): Promise<number> {
  const row = await db
    .insertInto('cash_payment')
    .values({
      organization_id: values.organizationId,
      plan_id: values.planId,
      amount_cents: values.amountCents,
      currency: values.currency,
      state: 'entered',
      collected_at: values.collectedAt,
      split: values.split === null ? null : JSON.stringify(values.split),
      created_at: values.createdAt,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a change or a confirmation decides on, read under a row lock. */
export type LockedCashPayment = {
  id: number;
  organization_id: number;
  plan_id: number;
  amount_cents: number;
  currency: string;
  state: string;
  collected_at: Date;
  split: Record<string, number> | null;
  created_by: number | null;
  changed_by: number | null;
  version: number;
};

/**
 * The payment, locked until the transaction ends (SELECT … FOR UPDATE): an edit and a confirmation
 * of the same payment then run one after the other, and what is checked is what is written and booked.
 */
export async function lockCashPayment(
  trx: Kysely<Database>,
  id: number,
): Promise<LockedCashPayment | undefined> {
  return trx
    .selectFrom('cash_payment')
    .select([
      'id',
      'organization_id',
      'plan_id',
      'amount_cents',
      'currency',
      'state',
      'collected_at',
      'split',
      'created_by',
      'changed_by',
      'version',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Changes amount and split of a payment that is still entered and still at `version`; false when it
 * no longer is. The condition holds even without the row lock, so no change is ever lost.
 */
export async function updateEnteredCashPayment(
  db: Kysely<Database>,
  id: number,
  version: number,
  values: {
    amountCents: number;
    split: Record<string, number> | null;
    changedAt: Date;
    changedBy: number | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('cash_payment')
    .set({
      amount_cents: values.amountCents,
      split: values.split === null ? null : JSON.stringify(values.split),
      changed_at: values.changedAt,
      changed_by: values.changedBy,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .where('state', '=', 'entered')
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** entered → processed, once and only at `version`: false when another change came first. */
export async function markCashPaymentProcessed(
  db: Kysely<Database>,
  id: number,
  version: number,
  values: { confirmedAt: Date; confirmedBy: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('cash_payment')
    .set({
      state: 'processed',
      confirmed_at: values.confirmedAt,
      confirmed_by: values.confirmedBy,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .where('state', '=', 'entered')
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
