/**
 * The income of a collection plan group for accounting (planning.md §3 "Collection plan group"): the
 * payments a device books on the group (its parent plan) are split by weight among its members.
 */
import type { PlanGroupSplit } from '@kollekta/contract';
import { canReadIncome, centsToDecimalString, splitAmountByWeights } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { findGroupMembers, sumGroupPayments } from './plan-groups.repository';
import { loadGroup } from './plan-groups.service';
import type { PlanningActor } from './planning-actor';
import { buildUrl } from './planning-refs';

export const NO_INCOME_PERMISSION = 'Sie dürfen die Einnahmen dieser Organisation nicht sehen.';

/**
 * "A group's payment is split by weight among members for accounting": the completed payments to the
 * group so far, per currency, and each member's part (whole cents, adding up to the sum). Who may read
 * the organisation's income may read this.
 */
export async function getPlanGroupSplit(
  context: AppContext,
  actor: PlanningActor,
  id: number,
  apiBase: string,
): Promise<PlanGroupSplit> {
  const { row, chain } = await loadGroup(context, actor, id);
  if (!canReadIncome(actor, chain.path)) throw new DomainError('forbidden', NO_INCOME_PERMISSION);
  const members = await findGroupMembers(context.db, [row.id]);
  const weights = members.map((member) => member.weight);
  const sums = await sumGroupPayments(context.db, row.id);
  return {
    group: buildUrl(apiBase, 'collection_plan', row.id),
    totals: sums.map((sum) => {
      const amounts = splitAmountByWeights(sum.amount_cents, weights);
      const fees = splitAmountByWeights(sum.fee_cents, weights);
      return {
        currency: sum.currency,
        count: sum.count,
        amount: centsToDecimalString(sum.amount_cents),
        fee_amount: centsToDecimalString(sum.fee_cents),
        members: members.map((member, index) => ({
          id: member.id,
          url: buildUrl(apiBase, 'collection_plan', member.id),
          name: member.name,
          weight: member.weight,
          amount: centsToDecimalString(amounts[index] ?? 0),
          fee_amount: centsToDecimalString(fees[index] ?? 0),
        })),
      };
    }),
  };
}
