/**
 * Billing plans (administration.md §3 "Billing plan", §6: superusers only): monthly or yearly, with
 * conditions per scope, e.g. a base fee and a percentage of online income.
 */
import type { BillingPlan, BillingPlanBody } from '@kollekta/contract';
import { type Actor, BILLING_MESSAGES, toBusinessDay, validateBillingPlan } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { toBillingPlanResponse } from './contract.mapper';
import {
  countContractsByPlan,
  findBillingPlanByName,
  findBillingPlans,
  insertBillingPlan,
  updateBillingPlanRow,
} from './contracts.repository';
import { audit, type ContractActor } from './contracts.service';

function assertSuperuser(actor: Actor): void {
  if (!actor.isSuperuser) throw new DomainError('forbidden', BILLING_MESSAGES.superuserOnly);
}

export async function listBillingPlans(
  context: AppContext,
  actor: Actor,
  apiBase: string,
): Promise<BillingPlan[]> {
  assertSuperuser(actor);
  const [plans, counts] = await Promise.all([
    findBillingPlans(context.db),
    countContractsByPlan(context.db, toBusinessDay(context.clock.now())),
  ]);
  return plans.map((plan) => toBillingPlanResponse(plan, counts.get(plan.id) ?? 0, apiBase));
}

function checkPlan(body: BillingPlanBody) {
  const result = validateBillingPlan(body);
  if (result.errors) throw new DomainError('validation', undefined, { fieldErrors: result.errors });
  return {
    name: result.values.name,
    type: result.values.type,
    conditions: result.values.conditions.map((condition) => ({
      scope: condition.scope,
      base_fee_cents: condition.baseFeeCents,
      percentage_basis_points: condition.percentageBasisPoints,
    })),
  };
}

function nameTaken(): DomainError {
  return new DomainError('validation', undefined, {
    fieldErrors: { name: [BILLING_MESSAGES.planNameTaken] },
  });
}

export async function createBillingPlan(
  context: AppContext,
  actor: ContractActor,
  body: BillingPlanBody,
  apiBase: string,
): Promise<BillingPlan> {
  assertSuperuser(actor);
  const values = checkPlan(body);
  const row = await context.db.transaction().execute(async (tx) => {
    if (await findBillingPlanByName(tx, values.name)) throw nameTaken();
    const created = await insertBillingPlan(tx, values);
    await audit(tx, actor, 'billing_plan.created', 'billing_plan', created.id, values);
    return created;
  });
  return toBillingPlanResponse(row, 0, apiBase);
}

export async function updateBillingPlan(
  context: AppContext,
  actor: ContractActor,
  id: number,
  body: BillingPlanBody,
  apiBase: string,
): Promise<BillingPlan> {
  assertSuperuser(actor);
  const values = checkPlan(body);
  const row = await context.db.transaction().execute(async (tx) => {
    const stored = await tx
      .selectFrom('billing_plan')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!stored) throw new DomainError('not_found', BILLING_MESSAGES.planNotFound);
    const sameName = await findBillingPlanByName(tx, values.name);
    if (sameName && sameName.id !== id) throw nameTaken();
    const updated = await updateBillingPlanRow(tx, id, values, context.clock.now());
    await audit(tx, actor, 'billing_plan.updated', 'billing_plan', id, {
      before: { name: stored.name, type: stored.type, conditions: stored.conditions },
      after: values,
    });
    return updated;
  });
  const counts = await countContractsByPlan(context.db, toBusinessDay(context.clock.now()));
  return toBillingPlanResponse(row, counts.get(row.id) ?? 0, apiBase);
}
