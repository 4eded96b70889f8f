/**
 * Creating many plans of one organisation at once (the spreadsheet import). Every body is checked
 * by the editor's own path (`resolvePlanBody`: the rules of planning.md §5 and §6) before anything is
 * written; when any body fails, none is written, and otherwise all are written in one transaction.
 */
import type { PlanBody } from '@kollekta/contract';
import type { FieldErrors } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { insertPlanValues } from './plan-editing.service';
import { loadChainForNewPlan, type PlanValues, resolvePlanBody } from './plan-input';
import type { PlanningActor } from './planning-actor';

export type CreatedPlan = { id: number | null; start: Date | null; end: Date | null };

export type PlanBatchOutcome =
  | { ok: true; plans: CreatedPlan[] }
  /** per failing body (by index) its field errors; '' holds what belongs to no field */
  | { ok: false; errors: { index: number; fieldErrors: FieldErrors }[] };

export async function createPlansTogether(
  context: AppContext,
  actor: PlanningActor,
  organization: string,
  bodies: readonly PlanBody[],
  options: { dryRun: boolean },
): Promise<PlanBatchOutcome> {
  const chain = await loadChainForNewPlan(context, actor, organization);
  const resolved: PlanValues[] = [];
  const errors: { index: number; fieldErrors: FieldErrors }[] = [];
  for (const [index, body] of bodies.entries()) {
    try {
      resolved.push(await resolvePlanBody(context, actor, body, { chain, existing: null }));
    } catch (error) {
      if (!(error instanceof DomainError) || !['validation', 'forbidden'].includes(error.code)) throw error;
      errors.push({ index, fieldErrors: error.fieldErrors ?? { '': [error.message] } });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  if (options.dryRun) {
    return {
      ok: true,
      plans: resolved.map((values) => ({ id: null, start: values.start_at, end: values.end_at })),
    };
  }
  const now = context.clock.now();
  const plans = await context.db.transaction().execute(async (trx) => {
    const created: CreatedPlan[] = [];
    for (const values of resolved) created.push(await insertPlanValues(trx, actor, values, now));
    return created;
  });
  return { ok: true, plans };
}
