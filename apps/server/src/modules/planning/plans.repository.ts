/** Queries of collection plans. Plans of an organisation and its ancestors in a time range are index lookups. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CollectionPlanTable, Database } from '../../platform/database-schema';

export type PlanRow = Selectable<CollectionPlanTable> & {
  organization_name: string;
  /** materialised path of the plan's organisation */
  organization_path: string;
  is_group_parent: boolean;
};

function selectPlans(db: Kysely<Database>) {
  return db
    .selectFrom('collection_plan as p')
    .innerJoin('organization as o', 'o.id', 'p.organization_id')
    .selectAll('p')
    .select((eb) => [
      'o.name as organization_name',
      'o.path as organization_path',
      eb
        .exists(eb.selectFrom('collection_plan as m').select('m.id').whereRef('m.parent_id', '=', 'p.id'))
        .$castTo<boolean>()
        .as('is_group_parent'),
    ]);
}

export async function findPlanById(db: Kysely<Database>, id: number): Promise<PlanRow | undefined> {
  return selectPlans(db).where('p.id', '=', id).executeTakeFirst();
}

export type PlanRangeFilter = {
  organizationId: number;
  /** ancestors whose inherited plans may reach the organisation */
  ancestorIds: readonly number[];
  /** overlap with [from, before): start before `before`, end at or after `from` */
  from?: Date;
  before?: Date;
  /** the active list: no end, or an end after this */
  endAfter?: Date;
  /** the archive: an end at or before this */
  endAtOrBefore?: Date;
  /** the export: a start at or after this */
  startAtOrAfter?: Date;
  search?: string;
};

/** The organisation's own and location plans, and the inherited plans of its ancestors. */
export async function findPlansReaching(db: Kysely<Database>, filter: PlanRangeFilter): Promise<PlanRow[]> {
  let query = selectPlans(db).where((eb) =>
    eb.or([
      eb('p.organization_id', '=', filter.organizationId),
      ...(filter.ancestorIds.length > 0
        ? [
            eb.and([
              eb('p.organization_id', 'in', [...filter.ancestorIds]),
              eb('p.inherit', '=', true),
              eb('p.location_id', 'is', null),
            ]),
          ]
        : []),
    ]),
  );
  const { from, before, endAfter, endAtOrBefore, search } = filter;
  if (before)
    query = query.where((eb) => eb.or([eb('p.start_at', 'is', null), eb('p.start_at', '<', before)]));
  if (from) query = query.where((eb) => eb.or([eb('p.end_at', 'is', null), eb('p.end_at', '>=', from)]));
  if (endAfter)
    query = query.where((eb) => eb.or([eb('p.end_at', 'is', null), eb('p.end_at', '>', endAfter)]));
  if (endAtOrBefore) query = query.where('p.end_at', '<=', endAtOrBefore);
  if (filter.startAtOrAfter) query = query.where('p.start_at', '>=', filter.startAtOrAfter);
  if (search?.trim()) query = query.where('p.name', 'ilike', `%${escapeLike(search.trim())}%`);
  return query.orderBy('p.start_at', 'asc').orderBy('p.id', 'asc').execute();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function insertPlan(
  db: Kysely<Database>,
  values: Insertable<CollectionPlanTable>,
): Promise<number> {
  const row = await db.insertInto('collection_plan').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlan(
  db: Kysely<Database>,
  id: number,
  values: Updateable<CollectionPlanTable>,
): Promise<void> {
  await db.updateTable('collection_plan').set(values).where('id', '=', id).execute();
}

/** Sets the end of a plan and of the members of its group. Answers the ids that were changed. */
export async function closePlanAndMembers(
  db: Kysely<Database>,
  id: number,
  end: Date,
  userId: number | null,
): Promise<number[]> {
  const rows = await db
    .updateTable('collection_plan')
    .set({ end_at: end, updated_at: end, updated_by: userId })
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function deletePlan(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('collection_plan').where('id', '=', id).execute();
}

/** Type and variant of plans, for the snapshot a payment keeps. */
export async function findPlanKinds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, { type: string; collectionVariant: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('collection_plan')
    .select(['id', 'type', 'collection_variant'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, { type: row.type, collectionVariant: row.collection_variant }]));
}

/** Plans with cash entered at the organisation that still waits for its confirmation. */
export async function findPlansWithEnteredCash(
  db: Kysely<Database>,
  planIds: readonly number[],
  organizationId: number,
): Promise<Set<number>> {
  if (planIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('cash_payment')
    .select('plan_id')
    .distinct()
    .where('plan_id', 'in', [...new Set(planIds)])
    .where('organization_id', '=', organizationId)
    .where('state', '=', 'entered')
    .execute();
  return new Set(rows.map((row) => row.plan_id));
}

/**
 * Plans whose cash was closed for forwarding ('abschließen') in some parish: an order of the plan,
 * or of the group it belongs to, has stop_cash_payments set. Such a plan can no longer be edited
 * (planning.md §6), because the sums forwarded were fixed against it.
 */
export async function findPlansWithStoppedDisbursement(
  db: Kysely<Database>,
  planIds: readonly number[],
): Promise<Set<number>> {
  if (planIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('collection_plan as p')
    .select('p.id')
    .where('p.id', 'in', [...new Set(planIds)])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('disbursement_order as d')
          .select('d.id')
          .where('d.stop_cash_payments', 'is not', null)
          .where((inner) =>
            inner.or([
              inner('d.plan_id', '=', inner.ref('p.id')),
              inner('d.plan_id', '=', inner.ref('p.parent_id')),
            ]),
          ),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * findPlansWithEnteredCash and findPlansWithStoppedDisbursement in one query: the plan list needs
 * both for every plan, and the embedded database answers one query at a time.
 */
export async function findPlanCashFlags(
  db: Kysely<Database>,
  planIds: readonly number[],
  organizationId: number,
): Promise<{ enteredCash: Set<number>; stoppedDisbursement: Set<number> }> {
  if (planIds.length === 0) return { enteredCash: new Set(), stoppedDisbursement: new Set() };
  const rows = await db
    .selectFrom('collection_plan as p')
    .select((eb) => [
      'p.id',
      eb
        .exists(
          eb
            .selectFrom('cash_payment as c')
            .select('c.id')
            .whereRef('c.plan_id', '=', 'p.id')
            .where('c.organization_id', '=', organizationId)
            .where('c.state', '=', 'entered'),
        )
        .as('entered_cash'),
      eb
        .exists(
          eb
            .selectFrom('disbursement_order as d')
            .select('d.id')
            .where('d.stop_cash_payments', 'is not', null)
            .where((inner) =>
              inner.or([
                inner('d.plan_id', '=', inner.ref('p.id')),
                inner('d.plan_id', '=', inner.ref('p.parent_id')),
              ]),
            ),
        )
        .as('stopped_disbursement'),
    ])
    .where('p.id', 'in', [...new Set(planIds)])
    .execute();
  return {
    enteredCash: new Set(rows.filter((row) => row.entered_cash).map((row) => row.id)),
    stoppedDisbursement: new Set(rows.filter((row) => row.stopped_disbursement).map((row) => row.id)),
  };
}
