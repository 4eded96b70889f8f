/**
 * Collection plan groups (planning.md §3, §4, §7): create a group of eligible plans, duplicate a
 * group with all its members, delete a group as a whole. "A group cannot be split again": members
 * are never taken out of their group; they are changed, closed and deleted with it.
 */
import type { CreatePlanGroupBody, DuplicatePlanGroupBody, PlanBody } from '@kollekta/contract';
import {
  canReadPlan,
  type DeviceClass,
  findGroupProblem,
  GROUP_MESSAGES,
  hasPermission,
  hasStarted,
  resolveGroupName,
} from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { toMetaResponse, toPlanTiming } from './plan.mapper';
import { toGroupCandidate } from './plan-group-views';
import {
  attachGroupMembers,
  copyGroupFieldsToMembers,
  deleteGroupRows,
  findGroupMembers,
} from './plan-groups.repository';
import { loadChainForNewPlan, type PlanValues, resolvePlanBody } from './plan-input';
import { toPlacement } from './plan-views';
import { type PlanningActor, toAuditActor } from './planning-actor';
import { isPlanningFeatureOn, loadGrantViewers, type OrganizationChain } from './planning-context';
import { PLANNING_MESSAGES } from './planning-messages';
import { parseRef } from './planning-refs';
import { findPlanById, insertPlan, type PlanRow } from './plans.repository';
import { assertNoStoppedDisbursement, loadReadablePlan } from './plans.service';

export const GROUP_SERVICE_MESSAGES = {
  groupNotFound: 'Sammlungsgruppe nicht gefunden.',
  memberNotFound: 'Diese Sammlung gibt es nicht oder Sie dürfen sie nicht sehen.',
  memberEdit: 'Diese Sammlung gehört zu einer Sammlungsgruppe und wird mit ihr geändert.',
} as const;

type MemberRequest = { plan: string; weight: number };

/** "create group (group object and members)": the parent carries what the members share. */
export async function createPlanGroup(
  context: AppContext,
  actor: PlanningActor,
  body: CreatePlanGroupBody,
): Promise<number> {
  const members = await loadCandidates(context, actor, body.members);
  const [first] = members;
  if (!first) throw membersError(GROUP_MESSAGES.tooFewMembers);
  const chain = await loadChainForNewPlan(context, actor, String(first.row.organization_id));
  const now = context.clock.now();
  const problem = findGroupProblem(
    members.map(({ row }) => toGroupCandidate(row)),
    { allowCollectionSplit: isPlanningFeatureOn(chain, 'allow_collection_split'), now },
  );
  if (problem) throw membersError(GROUP_MESSAGES[problem]);

  const shared = toPlanTiming(first.row);
  const parentBody: PlanBody = {
    ...body.group,
    name: resolveName(
      actor,
      body.group.name,
      members.map(({ row }) => row.name),
    ),
    start: shared.start?.toISOString() ?? null,
    end: shared.end?.toISOString() ?? null,
    organization: String(first.row.organization_id),
    location: first.row.location_id === null ? null : String(first.row.location_id),
    // the members' window is kept as it is, not computed again from today's calendar setting
    date: null,
    allow_recurring: first.row.allow_recurring,
    targets: first.row.targets as DeviceClass[],
  };
  const values = await resolvePlanBody(context, actor, parentBody, {
    chain,
    existing: null,
    groupMode: 'group',
  });
  const sameDate = members.every(
    ({ row }) =>
      row.date_day === first.row.date_day &&
      row.date_name === first.row.date_name &&
      row.church_date_id === first.row.church_date_id,
  );
  const parentValues: PlanValues = sameDate
    ? {
        ...values,
        date_day: first.row.date_day,
        date_name: first.row.date_name,
        church_date_id: first.row.church_date_id,
      }
    : values;

  return context.db.transaction().execute(async (trx) => {
    const parentId = await insertGroupParent(trx, actor, parentValues, now);
    const attached = await attachGroupMembers(
      trx,
      parentId,
      members.map(({ row, weight }) => ({ id: row.id, weight })),
      { at: now, by: actor.userId },
    );
    // another change made one of them a member or a group in the meantime
    if (attached !== members.length) throw new DomainError('conflict');
    await copyGroupFieldsToMembers(trx, parentId);
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'collection_plan_group.created',
      objectType: 'collection_plan',
      objectId: parentId,
      data: { name: parentValues.name, members: members.map(({ row, weight }) => ({ id: row.id, weight })) },
      at: now,
    });
    return parentId;
  });
}

/** "duplicate group (group and members with organization, start, end, date)": always all members. */
export async function duplicatePlanGroup(
  context: AppContext,
  actor: PlanningActor,
  sourceId: number,
  body: DuplicatePlanGroupBody,
): Promise<number> {
  const { row: source } = await loadGroup(context, actor, sourceId);
  const sourceMembers = await loadMemberRows(context.db, sourceId);
  const requested = body.members.map((member) => ({
    id: parseRef(member.plan, 'collection_plan'),
    weight: member.weight,
  }));
  const ids = requested.map((member) => member.id);
  if (new Set(ids).size !== ids.length) throw membersError(GROUP_MESSAGES.memberTwice);
  const byId = new Map(sourceMembers.map((row) => [row.id, row]));
  if (ids.length !== sourceMembers.length || ids.some((id) => id === null || !byId.has(id))) {
    throw membersError(GROUP_MESSAGES.notSplittable);
  }
  const members = requested.map((member) => ({
    row: byId.get(member.id as number) as PlanRow,
    weight: member.weight,
  }));

  const chain = await loadChainForNewPlan(context, actor, body.group.organization);
  if (!isPlanningFeatureOn(chain, 'allow_collection_split')) throw membersError(GROUP_MESSAGES.featureOff);
  const name = resolveName(
    actor,
    body.group.name,
    members.map(({ row }) => row.name),
  );
  const values = await resolvePlanBody(
    context,
    actor,
    { ...body.group, name },
    { chain, existing: null, groupMode: 'group_duplicate' },
  );
  const now = context.clock.now();

  return context.db.transaction().execute(async (trx) => {
    const parentId = await insertGroupParent(trx, actor, values, now);
    for (const { row, weight } of members) {
      await insertPlan(trx, {
        ...toColumns({
          ...values,
          name: row.name,
          type: row.type,
          collection_variant: row.collection_variant,
          is_foreign: row.is_foreign,
          display: keepDisplay(row.display, values.targets),
          meta: toMetaResponse(row.meta),
        }),
        parent_id: parentId,
        weight,
        created_at: now,
        created_by: actor.userId,
        updated_at: now,
        updated_by: actor.userId,
      });
    }
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'collection_plan_group.duplicated',
      objectType: 'collection_plan',
      objectId: parentId,
      data: {
        source: source.id,
        name: values.name,
        organization_id: values.organization_id,
        start: values.start_at?.toISOString() ?? null,
        end: values.end_at?.toISOString() ?? null,
        members: members.map(({ row, weight }) => ({ source: row.id, weight })),
      },
      at: now,
    });
    return parentId;
  });
}

/** "Groups can be deleted as a whole", like a plan only before the start. */
export async function deletePlanGroup(context: AppContext, actor: PlanningActor, id: number): Promise<void> {
  const { row } = await loadGroup(context, actor, id, { toChange: true });
  const now = context.clock.now();
  if (hasStarted(toPlanTiming(row), now))
    throw new DomainError('conflict', PLANNING_MESSAGES.cannotDeleteStarted);
  try {
    await context.db.transaction().execute(async (trx) => {
      const members = await deleteGroupRows(trx, row.id);
      await appendAudit(trx, {
        ...toAuditActor(actor),
        action: 'collection_plan_group.deleted',
        objectType: 'collection_plan',
        objectId: row.id,
        data: {
          name: row.name,
          organization_id: row.organization_id,
          start: toPlanTiming(row).start?.toISOString() ?? null,
          members,
        },
        at: now,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new DomainError('conflict', PLANNING_MESSAGES.hasPayments);
    throw error;
  }
}

/**
 * What a full edit (PUT) of a group's plan must respect: a member changes with its group only, and
 * only a superuser renames a group.
 */
export function assertGroupPlanUpdate(
  actor: PlanningActor,
  row: PlanRow,
  body: Pick<PlanBody, 'name'>,
): void {
  if (row.parent_id !== null) throw new DomainError('conflict', GROUP_SERVICE_MESSAGES.memberEdit);
  if (row.is_group_parent && body.name.trim() !== row.name && !actor.isSuperuser) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { name: [GROUP_MESSAGES.titleSuperuserOnly] },
    });
  }
}

/** After a group's parent changed: its members follow (same transaction as the change). */
export async function syncGroupMembers(db: Kysely<Database>, row: Pick<PlanRow, 'id' | 'is_group_parent'>) {
  if (row.is_group_parent) await copyGroupFieldsToMembers(db, row.id);
}

/** The plans a group is to be made of, each readable by the caller (else 400), in the order sent. */
async function loadCandidates(
  context: AppContext,
  actor: PlanningActor,
  requested: readonly MemberRequest[],
) {
  const viewers = await loadGrantViewers(context, actor);
  const members: { row: PlanRow; weight: number }[] = [];
  for (const member of requested) {
    const id = parseRef(member.plan, 'collection_plan');
    const row = id === null ? undefined : await findPlanById(context.db, id);
    if (!row || !canReadPlan(actor, toPlacement(row), viewers)) {
      throw membersError(GROUP_SERVICE_MESSAGES.memberNotFound);
    }
    members.push({ row, weight: member.weight });
  }
  return members;
}

/** A group parent the caller may see (else 404), and with `toChange` may plan in (else 403). */
export async function loadGroup(
  context: AppContext,
  actor: PlanningActor,
  id: number,
  options: { toChange?: boolean } = {},
): Promise<{ row: PlanRow; chain: OrganizationChain }> {
  const { row, chain } = await loadReadablePlan(context, actor, id).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'not_found') {
      throw new DomainError('not_found', GROUP_SERVICE_MESSAGES.groupNotFound);
    }
    throw error;
  });
  if (!row.is_group_parent) {
    // a member is deleted only with its group; anything else is no group at all
    if (row.parent_id !== null && options.toChange)
      throw new DomainError('conflict', PLANNING_MESSAGES.groupMember);
    throw new DomainError('not_found', GROUP_SERVICE_MESSAGES.groupNotFound);
  }
  if (options.toChange && !hasPermission(actor, chain.path, 'WRITE_CPLAN')) {
    throw new DomainError('forbidden', PLANNING_MESSAGES.noWritePermission);
  }
  if (options.toChange) await assertNoStoppedDisbursement(context, row.id);
  return { row, chain };
}

async function loadMemberRows(db: Kysely<Database>, parentId: number): Promise<PlanRow[]> {
  const rows: PlanRow[] = [];
  for (const member of await findGroupMembers(db, [parentId])) {
    const row = await findPlanById(db, member.id);
    if (row) rows.push(row);
  }
  return rows;
}

function resolveName(
  actor: PlanningActor,
  requested: string | null | undefined,
  memberNames: string[],
): string {
  const resolved = resolveGroupName({ requested, memberNames, isSuperuser: actor.isSuperuser });
  if ('error' in resolved) {
    throw new DomainError('validation', undefined, { fieldErrors: { name: [resolved.error] } });
  }
  return resolved.name;
}

async function insertGroupParent(
  db: Kysely<Database>,
  actor: PlanningActor,
  values: PlanValues,
  now: Date,
): Promise<number> {
  return insertPlan(db, {
    ...toColumns(values),
    created_at: now,
    created_by: actor.userId,
    updated_at: now,
    updated_by: actor.userId,
  });
}

function toColumns(values: PlanValues) {
  return { ...values, display: JSON.stringify(values.display), meta: JSON.stringify(values.meta) };
}

/** A member's own display texts, for the device classes the group runs on (and the default). */
function keepDisplay(display: Record<string, unknown>, targets: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(display).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && (entry[0] === 'default' || targets.includes(entry[0])),
    ),
  );
}

function membersError(message: string): DomainError {
  return new DomainError('validation', undefined, { fieldErrors: { members: [message] } });
}

/** foreign_key_violation, or restrict_violation as PostgreSQL names an ON DELETE RESTRICT refusal */
function isForeignKeyViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23503' || code === '23001';
}
