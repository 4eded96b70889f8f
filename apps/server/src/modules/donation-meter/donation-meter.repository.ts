/** Queries of donation meters: the meter lives in its plan's meta; the sum comes from the payments. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type MeterPlanRow = {
  id: number;
  name: string;
  organization_name: string;
  currency: string;
  meta: Record<string, unknown>;
};

/** The plan whose meter has this token (an expression index answers it). */
export async function findPlanByMeterToken(
  db: Kysely<Database>,
  token: string,
): Promise<MeterPlanRow | undefined> {
  return db
    .selectFrom('collection_plan as p')
    .innerJoin('organization as o', 'o.id', 'p.organization_id')
    .select(['p.id', 'p.name', 'p.meta', 'o.name as organization_name', 'o.currency'])
    .where(sql<string>`p.meta -> 'donation_meter' ->> 'secret_token'`, '=', token)
    .executeTakeFirst();
}

/**
 * Sets the meter of a plan, only when it has none yet (`create`) or only when it has one (`replace`);
 * answers whether the plan was changed, so two superusers saving at once cannot both create one.
 */
export async function writeMeter(
  db: Kysely<Database>,
  planId: number,
  entry: Record<string, unknown>,
  mode: 'create' | 'replace',
  by: { userId: number | null; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('collection_plan')
    .set({
      meta: sql`jsonb_set(meta, '{donation_meter}', ${JSON.stringify(entry)}::jsonb)`,
      updated_at: by.at,
      updated_by: by.userId,
    })
    .where('id', '=', planId)
    .where(
      mode === 'create'
        ? sql<boolean>`meta -> 'donation_meter' is null`
        : sql<boolean>`meta -> 'donation_meter' is not null`,
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function removeMeter(
  db: Kysely<Database>,
  planId: number,
  by: { userId: number | null; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('collection_plan')
    .set({ meta: sql`meta - 'donation_meter'`, updated_at: by.at, updated_by: by.userId })
    .where('id', '=', planId)
    .where(sql<boolean>`meta -> 'donation_meter' is not null`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * What a plan collected: completed payments (reversed ones are kept but do not count) of the plan
 * and of the members of its group, in the organisation's currency. The payments index on
 * collection_plan_id answers it.
 */
export async function sumPlanPayments(
  db: Kysely<Database>,
  planId: number,
  currency: string,
): Promise<{ cents: number; donations: number }> {
  const row = await db
    .selectFrom('payment')
    .select([
      sql<number | string>`coalesce(sum(amount_cents), 0)`.as('cents'),
      sql<number | string>`coalesce(sum(count), 0)`.as('donations'),
    ])
    .where('collection_plan_id', 'in', (eb) =>
      eb
        .selectFrom('collection_plan as plan')
        .select('plan.id')
        .where((inner) => inner.or([inner('plan.id', '=', planId), inner('plan.parent_id', '=', planId)])),
    )
    .where('state', '=', 'completed')
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  // PGlite answers sums as numbers, pg as strings
  return { cents: Number(row.cents), donations: Number(row.donations) };
}
