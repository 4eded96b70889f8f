/**
 * Changing plans: create, update before the start, patch (close now, meta after the start, recurring
 * donations) and delete before the start. Each change is written together with its audit-log entry.
 */
import type { PlanBody, PlanMeta } from '@kollekta/contract';
import {
  canChangeRecurring,
  type FieldErrors,
  hasPermission,
  hasPlanningPrivileges,
  hasStarted,
  isCurrentlyActive,
  isRecurringDonationEligible,
  PLAN_MESSAGES,
  type PlanType,
  validateAccountingValue,
  validateDescription,
  validateIban,
  validateMetaList,
} from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { toPlanTiming } from './plan.mapper';
import { assertGroupPlanUpdate, deletePlanGroup, syncGroupMembers } from './plan-groups.service';
import { loadChainForNewPlan, type PlanValues, resolvePlanBody } from './plan-input';
import { assertMetaChangesAllowed, mergeMeta, readDescription, readSection } from './plan-meta';
import { type PlanningActor, toAuditActor } from './planning-actor';
import { isPlanningFeatureOn } from './planning-context';
import { PLANNING_MESSAGES } from './planning-messages';
import {
  closePlanAndMembers,
  deletePlan as deletePlanRow,
  insertPlan,
  type PlanRow,
  updatePlan,
} from './plans.repository';
import { assertNoStoppedDisbursement, loadReadablePlan } from './plans.service';

/** Creates a plan and answers its id and the period it got (a date-based plan's window). */
export async function createPlan(
  context: AppContext,
  actor: PlanningActor,
  body: PlanBody,
): Promise<{ id: number; start: Date | null; end: Date | null }> {
  const chain = await loadChainForNewPlan(context, actor, body.organization);
  const values = await resolvePlanBody(context, actor, body, { chain, existing: null });
  const now = context.clock.now();
  return context.db.transaction().execute((trx) => insertPlanValues(trx, actor, values, now));
}

/**
 * Writes a plan whose values `resolvePlanBody` checked, with its audit entry, inside the caller's
 * transaction (one plan here; the spreadsheet import writes many in one).
 */
export async function insertPlanValues(
  trx: Kysely<Database>,
  actor: PlanningActor,
  values: PlanValues,
  now: Date,
): Promise<{ id: number; start: Date | null; end: Date | null }> {
  const id = await insertPlan(trx, {
    ...toColumns(values),
    created_at: now,
    created_by: actor.userId,
    updated_at: now,
    updated_by: actor.userId,
  });
  await appendAudit(trx, {
    ...toAuditActor(actor),
    action: 'collection_plan.created',
    objectType: 'collection_plan',
    objectId: id,
    data: summarize(values),
    at: now,
  });
  return { id, start: values.start_at, end: values.end_at };
}

/** Every field of a plan that has not started. */
export async function updatePlanFields(
  context: AppContext,
  actor: PlanningActor,
  id: number,
  body: PlanBody,
): Promise<void> {
  const { row, chain } = await loadChangeablePlan(context, actor, id);
  assertGroupPlanUpdate(actor, row, body);
  if (hasStarted(toPlanTiming(row), context.clock.now())) {
    throw new DomainError('conflict', PLANNING_MESSAGES.alreadyStarted);
  }
  const values = await resolvePlanBody(context, actor, body, { chain, existing: row });
  await writeUpdate(context, actor, row, toColumns(values), {
    action: 'collection_plan.updated',
    ...summarize(values),
  });
}

export type PlanPatch = { end: 'now' } | { meta: PlanMeta } | { allow_recurring: boolean };

export async function patchPlan(context: AppContext, actor: PlanningActor, id: number, patch: PlanPatch) {
  if ('end' in patch) return closePlan(context, actor, id);
  if ('meta' in patch) return patchMeta(context, actor, id, patch.meta);
  return patchRecurring(context, actor, id, patch.allow_recurring);
}

/** "closing an active plan sets its end to now; for a group parent all members get the same end" */
async function closePlan(context: AppContext, actor: PlanningActor, id: number): Promise<void> {
  const { row } = await loadChangeablePlan(context, actor, id);
  const now = context.clock.now();
  if (row.parent_id !== null) throw new DomainError('conflict', PLANNING_MESSAGES.groupMember);
  if (!isCurrentlyActive(toPlanTiming(row), now))
    throw new DomainError('conflict', PLANNING_MESSAGES.notRunning);
  await context.db.transaction().execute(async (trx) => {
    const closed = await closePlanAndMembers(trx, row.id, now, actor.userId);
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'collection_plan.closed',
      objectType: 'collection_plan',
      objectId: row.id,
      data: {
        end_before: toPlanTiming(row).end?.toISOString() ?? null,
        end: now.toISOString(),
        plans: closed,
      },
      at: now,
    });
  });
}

/**
 * Meta before the start: like any other edit. After the start ("edit-after-start patches only meta"):
 * superusers and collection planners only, and the description stays as it was ("It is only
 * editable before the collection has started").
 */
async function patchMeta(
  context: AppContext,
  actor: PlanningActor,
  id: number,
  input: PlanMeta,
): Promise<void> {
  const { row, chain } = await loadChangeablePlan(context, actor, id);
  const started = hasStarted(toPlanTiming(row), context.clock.now());
  if (started && !hasPlanningPrivileges(actor, chain.path)) {
    throw new DomainError('forbidden', PLANNING_MESSAGES.editAfterStartNotAllowed);
  }
  const meta = mergeMeta(row.meta, input);
  const errors: FieldErrors = {};
  const description = readDescription(meta);
  if (started && description !== readDescription(row.meta)) {
    errors['meta.description.text'] = [PLANNING_MESSAGES.descriptionAfterStart];
  } else if (description !== null) {
    const message = validateDescription(description, 'edit', row.is_group_parent);
    if (message) errors['meta.description.text'] = [message];
  }
  const ibanMessage = validateIban(readSection(meta, 'external_fields').IBAN);
  if (ibanMessage) errors['meta.external_fields.IBAN'] = [ibanMessage];
  const externalListMessage = validateMetaList(readSection(meta, 'external_fields'));
  if (externalListMessage) errors['meta.external_fields'] = [externalListMessage];
  const accountingListMessage = validateMetaList(readSection(meta, 'accounting'));
  if (accountingListMessage) errors['meta.accounting'] = [accountingListMessage];
  else {
    for (const [key, value] of Object.entries(readSection(meta, 'accounting'))) {
      const message = validateAccountingValue(value);
      if (message) errors[`meta.accounting.${key}`] = [message];
    }
  }
  if (Object.keys(errors).length > 0) throw new DomainError('validation', undefined, { fieldErrors: errors });
  assertMetaChangesAllowed(actor, chain.path, row.meta, meta);
  await writeUpdate(
    context,
    actor,
    row,
    { meta: JSON.stringify(meta) },
    {
      action: 'collection_plan.updated',
      meta: true,
      after_start: started,
    },
  );
}

/** The recurring-donation switch, also after the start when the rules allow it (§5). */
async function patchRecurring(context: AppContext, actor: PlanningActor, id: number, requested: boolean) {
  const { row, chain } = await loadChangeablePlan(context, actor, id);
  const now = context.clock.now();
  const timing = toPlanTiming(row);
  const allowRecurringPayments = isPlanningFeatureOn(chain, 'allow_recurring_payments');
  const started = hasStarted(timing, now);
  if (
    !canChangeRecurring({
      hasStarted: started,
      allowRecurringPayments,
      currentlyAllowed: row.allow_recurring,
      requested,
    })
  ) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { allow_recurring: [PLAN_MESSAGES.recurringLocked] },
    });
  }
  const eligible = isRecurringDonationEligible({
    type: row.type as PlanType,
    mode: 'edit',
    allowRecurringPayments,
    start: timing.start,
    end: timing.end,
    now,
  });
  if (requested && !eligible) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { allow_recurring: [PLAN_MESSAGES.recurringNotAvailable] },
    });
  }
  await writeUpdate(
    context,
    actor,
    row,
    { allow_recurring: requested },
    {
      action: 'collection_plan.updated',
      allow_recurring: requested,
    },
  );
}

/** "A plan that has not started can be deleted irreversibly, except in group mode." */
export async function deletePlan(context: AppContext, actor: PlanningActor, id: number): Promise<void> {
  const { row } = await loadChangeablePlan(context, actor, id);
  // "Groups can be deleted as a whole": deleting a group's parent deletes the group
  if (row.is_group_parent) return deletePlanGroup(context, actor, id);
  const now = context.clock.now();
  if (row.parent_id !== null) throw new DomainError('conflict', PLANNING_MESSAGES.groupMember);
  if (hasStarted(toPlanTiming(row), now))
    throw new DomainError('conflict', PLANNING_MESSAGES.cannotDeleteStarted);
  try {
    await context.db.transaction().execute(async (trx) => {
      await deletePlanRow(trx, row.id);
      await appendAudit(trx, {
        ...toAuditActor(actor),
        action: 'collection_plan.deleted',
        objectType: 'collection_plan',
        objectId: row.id,
        data: {
          name: row.name,
          organization_id: row.organization_id,
          start: toPlanTiming(row).start?.toISOString() ?? null,
        },
        at: now,
      });
    });
  } catch (error) {
    // payments point at the plan (the database restricts the delete)
    if (isForeignKeyViolation(error)) throw new DomainError('conflict', PLANNING_MESSAGES.hasPayments);
    throw error;
  }
}

/**
 * A plan the caller may see (else 404) and change: WRITE_CPLAN on the plan's own organisation (else
 * 403). Changes are always made from the plan's own organisation, so it "belongs to the current
 * organisation or a location".
 */
async function loadChangeablePlan(context: AppContext, actor: PlanningActor, id: number) {
  const loaded = await loadReadablePlan(context, actor, id);
  if (!hasPermission(actor, loaded.chain.path, 'WRITE_CPLAN')) {
    throw new DomainError('forbidden', PLANNING_MESSAGES.noWritePermission);
  }
  await assertNoStoppedDisbursement(context, loaded.row.id);
  return loaded;
}

type PlanColumns = Omit<PlanValues, 'display' | 'meta'> & { display: string; meta: string };

function toColumns(values: PlanValues): PlanColumns {
  return { ...values, display: JSON.stringify(values.display), meta: JSON.stringify(values.meta) };
}

async function writeUpdate(
  context: AppContext,
  actor: PlanningActor,
  row: PlanRow,
  columns: Partial<PlanColumns> & { allow_recurring?: boolean },
  audit: { action: string } & Record<string, unknown>,
): Promise<void> {
  const now = context.clock.now();
  const { action, ...data } = audit;
  await context.db.transaction().execute(async (trx) => {
    await updatePlan(trx, row.id, { ...columns, updated_at: now, updated_by: actor.userId });
    await syncGroupMembers(trx, row);
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action,
      objectType: 'collection_plan',
      objectId: row.id,
      data,
      at: now,
    });
  });
}

function summarize(values: PlanValues): Record<string, unknown> {
  return {
    name: values.name,
    organization_id: values.organization_id,
    start: values.start_at?.toISOString() ?? null,
    end: values.end_at?.toISOString() ?? null,
    targets: values.targets,
    date: values.date_day,
  };
}

/** foreign_key_violation, or restrict_violation as PostgreSQL names an ON DELETE RESTRICT refusal */
function isForeignKeyViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23503' || code === '23001';
}
