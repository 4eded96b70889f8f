/**
 * Queries of collection plan groups: a group is a parent plan; its members point at it (parent_id)
 * and carry a weight. The fields the group's plans share are kept equal by copying them from the parent.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type GroupMemberRow = {
  id: number;
  parent_id: number;
  name: string;
  weight: number;
};

/** The members of these groups, in their order (the order they were added in). */
export async function findGroupMembers(
  db: Kysely<Database>,
  parentIds: readonly number[],
): Promise<GroupMemberRow[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .selectFrom('collection_plan')
    .select(['id', 'parent_id', 'name', 'weight'])
    .where('parent_id', 'in', [...new Set(parentIds)])
    .orderBy('parent_id')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    parent_id: row.parent_id as number,
    name: row.name,
    weight: row.weight ?? 1,
  }));
}

export type GroupCandidateRow = {
  id: number;
  start_at: Date | string | null;
  end_at: Date | string | null;
  organization_id: number;
  location_id: number | null;
  targets: string[];
  allow_recurring: boolean;
  parent_id: number | null;
  is_group_parent: boolean;
};

/**
 * The plans of an organisation that start after `after` and are in no group: the only plans that can
 * be the "other plan" of the eligibility rule. One index range (organisation, start).
 */
export async function findGroupCandidates(
  db: Kysely<Database>,
  organizationId: number,
  after: Date,
): Promise<GroupCandidateRow[]> {
  return db
    .selectFrom('collection_plan as p')
    .select((eb) => [
      'p.id',
      'p.start_at',
      'p.end_at',
      'p.organization_id',
      'p.location_id',
      'p.targets',
      'p.allow_recurring',
      'p.parent_id',
      eb
        .exists(eb.selectFrom('collection_plan as m').select('m.id').whereRef('m.parent_id', '=', 'p.id'))
        .$castTo<boolean>()
        .as('is_group_parent'),
    ])
    .where('p.organization_id', '=', organizationId)
    .where('p.start_at', '>', after)
    .where('p.parent_id', 'is', null)
    .execute();
}

/**
 * Makes the plans members of the group, if none of them is in a group or is a group itself by now.
 * Answers how many became members: fewer than asked means another change came first.
 */
export async function attachGroupMembers(
  db: Kysely<Database>,
  parentId: number,
  members: readonly { id: number; weight: number }[],
  changed: { at: Date; by: number | null },
): Promise<number> {
  let attached = 0;
  for (const member of members) {
    const result = await db
      .updateTable('collection_plan as p')
      .set({ parent_id: parentId, weight: member.weight, updated_at: changed.at, updated_by: changed.by })
      .where('p.id', '=', member.id)
      .where('p.parent_id', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('collection_plan as m').select('m.id').whereRef('m.parent_id', '=', 'p.id'),
          ),
        ),
      )
      .executeTakeFirst();
    attached += Number(result.numUpdatedRows);
  }
  return attached;
}

/**
 * "The parent plan carries the shared period, targets, location, organisation": after a change of the
 * parent its members get the same start, end, date, location, scope, devices and recurring switch.
 */
export async function copyGroupFieldsToMembers(db: Kysely<Database>, parentId: number): Promise<void> {
  await db
    .updateTable('collection_plan as m')
    .from('collection_plan as p')
    .set((eb) => ({
      start_at: eb.ref('p.start_at'),
      end_at: eb.ref('p.end_at'),
      organization_id: eb.ref('p.organization_id'),
      location_id: eb.ref('p.location_id'),
      inherit: eb.ref('p.inherit'),
      church_date_id: eb.ref('p.church_date_id'),
      date_day: eb.ref('p.date_day'),
      date_name: eb.ref('p.date_name'),
      targets: eb.ref('p.targets'),
      allow_recurring: eb.ref('p.allow_recurring'),
      active: eb.ref('p.active'),
      updated_at: eb.ref('p.updated_at'),
      updated_by: eb.ref('p.updated_by'),
    }))
    .whereRef('m.parent_id', '=', 'p.id')
    .where('p.id', '=', parentId)
    .execute();
}

/** Deletes the members and then the parent; payments pointing at any of them stop it (restrict). */
export async function deleteGroupRows(db: Kysely<Database>, parentId: number): Promise<number[]> {
  const members = await db
    .deleteFrom('collection_plan')
    .where('parent_id', '=', parentId)
    .returning('id')
    .execute();
  await db.deleteFrom('collection_plan').where('id', '=', parentId).execute();
  return members.map((row) => row.id);
}

export type GroupPaymentSum = { currency: string; amount_cents: number; fee_cents: number; count: number };

/** The completed payments to a group (its parent plan), summed per currency. */
export async function sumGroupPayments(db: Kysely<Database>, parentId: number): Promise<GroupPaymentSum[]> {
  const rows = await db
    .selectFrom('payment')
    .select((eb) => [
      'currency',
      eb.fn.sum<string>('amount_cents').as('amount_cents'),
      eb.fn.sum<string>('fee_cents').as('fee_cents'),
      eb.fn.sum<string>('count').as('count'),
    ])
    .where('collection_plan_id', '=', parentId)
    .where('state', '=', 'completed')
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    amount_cents: Number(row.amount_cents),
    fee_cents: Number(row.fee_cents),
    count: Number(row.count),
  }));
}
