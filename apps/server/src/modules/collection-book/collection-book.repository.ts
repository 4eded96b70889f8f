/**
 * Queries of the collection book: the year's money of one organisation per plan (counted card and
 * online payments, cash by state), its disbursement orders, and the plans the book lists.
 * Sums come back as strings from pg and as numbers from PGlite: Number() here, once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type YearBounds = { organizationId: number; from: Date; before: Date };

export type PlanMoneyRow = {
  planId: number | null;
  cashCents: number;
  unconfirmedCashCents: number;
  cardCents: number;
  onlineCents: number;
};

/**
 * Card (pos) and online (ecom) payments that count, as the income statistics count them: completed,
 * not reversed (a reversal marks the payment reversed), received by this organisation in the year.
 * Cash is read from the cash payments themselves: confirmed (processed) and waiting (entered).
 */
export async function findYearMoneyByPlan(db: Kysely<Database>, bounds: YearBounds): Promise<PlanMoneyRow[]> {
  const payments = await db
    .selectFrom('payment')
    .select((eb) => ['collection_plan_id', 'type', eb.fn.sum<string | number>('amount_cents').as('cents')])
    .where('dst_organization_id', '=', bounds.organizationId)
    .where('state', '=', 'completed')
    .where('type', 'in', ['pos', 'ecom'])
    .where('created_at', '>=', bounds.from)
    .where('created_at', '<', bounds.before)
    .groupBy(['collection_plan_id', 'type'])
    .execute();
  const cash = await db
    .selectFrom('cash_payment')
    .select((eb) => ['plan_id', 'state', eb.fn.sum<string | number>('amount_cents').as('cents')])
    .where('organization_id', '=', bounds.organizationId)
    .where('collected_at', '>=', bounds.from)
    .where('collected_at', '<', bounds.before)
    .groupBy(['plan_id', 'state'])
    .execute();
  const byPlan = new Map<number | null, PlanMoneyRow>();
  const entry = (planId: number | null) => {
    let row = byPlan.get(planId);
    if (!row) {
      row = { planId, cashCents: 0, unconfirmedCashCents: 0, cardCents: 0, onlineCents: 0 };
      byPlan.set(planId, row);
    }
    return row;
  };
  for (const row of payments) {
    const target = entry(row.collection_plan_id);
    if (row.type === 'pos') target.cardCents += Number(row.cents);
    else target.onlineCents += Number(row.cents);
  }
  for (const row of cash) {
    const target = entry(row.plan_id);
    if (row.state === 'processed') target.cashCents += Number(row.cents);
    else target.unconfirmedCashCents += Number(row.cents);
  }
  return [...byPlan.values()];
}

export type BookOrderRow = { planId: number; state: string; sumTotalCents: number | null };

export async function findDisbursementOrdersOf(
  db: Kysely<Database>,
  organizationId: number,
): Promise<BookOrderRow[]> {
  const rows = await db
    .selectFrom('disbursement_order')
    .select(['plan_id', 'state', 'sum_total_cents'])
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    planId: row.plan_id,
    state: row.state,
    sumTotalCents: row.sum_total_cents === null ? null : Number(row.sum_total_cents),
  }));
}

export type BookPlanRow = {
  id: number;
  name: string;
  organization_id: number;
  organization_name: string;
  location_id: number | null;
  inherit: boolean;
  date_day: string | null;
  start_at: Date | null;
  targets: string[];
};

function selectBookPlans(db: Kysely<Database>) {
  return db
    .selectFrom('collection_plan as p')
    .innerJoin('organization as o', 'o.id', 'p.organization_id')
    .select([
      'p.id',
      'p.name',
      'p.organization_id',
      'o.name as organization_name',
      'p.location_id',
      'p.inherit',
      'p.date_day',
      'p.start_at',
      'p.targets',
    ]);
}

export async function findPlansByIds(db: Kysely<Database>, ids: readonly number[]): Promise<BookPlanRow[]> {
  if (ids.length === 0) return [];
  return selectBookPlans(db)
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
}

/**
 * Collections (no standing donation purposes, no members of a plan group) of the organisation and
 * those inherited from its ancestors whose day lies in the year: their church-year day, else the
 * start. Whether an inherited one really reaches the organisation the service decides.
 */
export async function findCollectionsDatedIn(
  db: Kysely<Database>,
  bounds: YearBounds & { year: number; ancestorIds: readonly number[] },
): Promise<BookPlanRow[]> {
  const { organizationId, ancestorIds, year } = bounds;
  return selectBookPlans(db)
    .where('p.type', '<>', 'donation')
    .where('p.parent_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('p.organization_id', '=', organizationId),
        ...(ancestorIds.length > 0
          ? [eb.and([eb('p.organization_id', 'in', [...ancestorIds]), eb('p.inherit', '=', true)])]
          : []),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb.and([eb('p.date_day', '>=', `${year}-01-01`), eb('p.date_day', '<=', `${year}-12-31`)]),
        eb.and([
          eb('p.date_day', 'is', null),
          eb('p.start_at', '>=', bounds.from),
          eb('p.start_at', '<', bounds.before),
        ]),
      ]),
    )
    .execute();
}

/** The first instant the organisation received a payment or cash, for the years the page offers. */
export async function findFirstMoneyAt(db: Kysely<Database>, organizationId: number): Promise<Date | null> {
  const payment = await db
    .selectFrom('payment')
    .select('created_at')
    .where('dst_organization_id', '=', organizationId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  const cash = await db
    .selectFrom('cash_payment')
    .select('collected_at')
    .where('organization_id', '=', organizationId)
    .orderBy('collected_at')
    .limit(1)
    .executeTakeFirst();
  const instants = [payment?.created_at, cash?.collected_at].filter(
    (instant): instant is Date => instant instanceof Date,
  );
  if (instants.length === 0) return null;
  return new Date(Math.min(...instants.map((instant) => instant.getTime())));
}
