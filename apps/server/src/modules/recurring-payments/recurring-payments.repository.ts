/** Queries of recurring donations: with their plan and organisation, paged per subtree, and the locks of a stop. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type RecurringPaymentRow = {
  id: number;
  organization_id: number;
  organization_name: string;
  /** materialised path of the organisation */
  organization_path: string;
  collection_plan_id: number;
  plan_name: string;
  plan_type: string;
  schedule: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly';
  amount_cents: number;
  currency: string;
  email: string | null;
  name: string;
  state: 'active' | 'cancelled';
  created_at: Date;
  cancelled_at: Date | null;
};

function selectRecurringPayments(db: Kysely<Database>) {
  return db
    .selectFrom('recurring_payment as r')
    .innerJoin('organization as o', 'o.id', 'r.organization_id')
    .innerJoin('collection_plan as p', 'p.id', 'r.collection_plan_id')
    .select([
      'r.id',
      'r.organization_id',
      'o.name as organization_name',
      'o.path as organization_path',
      'r.collection_plan_id',
      'p.name as plan_name',
      'p.type as plan_type',
      'r.schedule',
      'r.amount_cents',
      'r.currency',
      'r.email',
      'r.name',
      'r.state',
      'r.created_at',
      'r.cancelled_at',
    ]);
}

/** PGlite answers bigint as a number, pg as a string: cents are numbers from here on. */
function toRow<T extends { amount_cents: number | string }>(row: T): T & { amount_cents: number } {
  return { ...row, amount_cents: Number(row.amount_cents) };
}

export async function findRecurringPaymentById(
  db: Kysely<Database>,
  id: number,
): Promise<RecurringPaymentRow | undefined> {
  const row = await selectRecurringPayments(db).where('r.id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

export type RecurringPaymentFilter = {
  /** the organisation's materialised path: it and everything below */
  pathPrefix: string;
  state?: 'active' | 'cancelled' | undefined;
};

function filtered(db: Kysely<Database>, filter: RecurringPaymentFilter) {
  let query = selectRecurringPayments(db).where('o.path', 'like', `${filter.pathPrefix}%`);
  if (filter.state !== undefined) query = query.where('r.state', '=', filter.state);
  return query;
}

export async function countRecurringPayments(
  db: Kysely<Database>,
  filter: RecurringPaymentFilter,
): Promise<number> {
  const row = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Newest first; `id` breaks ties, so that pages never overlap. */
export async function findRecurringPayments(
  db: Kysely<Database>,
  filter: RecurringPaymentFilter,
  page: { limit: number; offset: number },
): Promise<RecurringPaymentRow[]> {
  const rows = await filtered(db, filter)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toRow);
}

export type LockedRecurringPayment = { id: number; state: 'active' | 'cancelled' };

/** The gift locked for this transaction: a second stop running at the same time waits here. */
export async function lockRecurringPayment(
  trx: Kysely<Database>,
  where: { id: number } | { cancelTokenHash: string },
): Promise<LockedRecurringPayment | undefined> {
  let query = trx.selectFrom('recurring_payment').select(['id', 'state']);
  query =
    'id' in where
      ? query.where('id', '=', where.id)
      : query.where('cancel_token_hash', '=', where.cancelTokenHash);
  return query.forUpdate().executeTakeFirst();
}

export async function markRecurringPaymentCancelled(
  trx: Kysely<Database>,
  id: number,
  values: { at: Date; by: number | null },
): Promise<boolean> {
  const result = await trx
    .updateTable('recurring_payment')
    .set({ state: 'cancelled', cancelled_at: values.at, cancelled_by: values.by })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The organisation's contacts who receive news of recurring donations. */
export async function findRecurringPaymentContacts(
  db: Kysely<Database>,
  organizationId: number,
): Promise<{ email: string; name: string | null }[]> {
  const rows = await db
    .selectFrom('contact')
    .select(['email', 'name', 'types'])
    .where('organization_id', '=', organizationId)
    .execute();
  return rows.flatMap((row) =>
    row.email && (row.types as readonly string[]).includes('recurring_payments')
      ? [{ email: row.email, name: row.name }]
      : [],
  );
}

export async function findUserName(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('app_user').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name ?? null;
}
