/** API shapes of contracts, billing plans and associations. */
import type { BillingPlan, BillingPlanAssociation, Contract } from '@kollekta/contract';
import {
  type BillingPlanType,
  type BillingScope,
  type ContractType,
  centsToDecimalString,
  findWindowOn,
  formatBasisPoints,
} from '@kollekta/domain';
import type { AssociationRow, BillingPlanRow, ContractRow } from './contracts.repository';

export const contractUrl = (apiBase: string, id: number) => `${apiBase}contract/${id}/`;
export const billingPlanUrl = (apiBase: string, id: number) => `${apiBase}billing/manage/plan/${id}/`;

export function toAssociationResponse(row: AssociationRow, apiBase: string): BillingPlanAssociation {
  return {
    id: row.id,
    contract: contractUrl(apiBase, row.contract_id),
    billing_plan: billingPlanUrl(apiBase, row.billing_plan_id),
    billing_plan_id: row.billing_plan_id,
    billing_plan_name: row.billing_plan_name,
    valid_from: row.valid_from,
    valid_notafter: row.valid_notafter,
  };
}

export function toContractResponse(
  row: ContractRow,
  associations: readonly AssociationRow[],
  today: string,
  apiBase: string,
): Contract {
  const current = findWindowOn(
    associations
      .filter((association) => association.contract_id === row.id)
      .map((association) => ({
        association,
        validFrom: association.valid_from,
        validNotafter: association.valid_notafter,
      })),
    today,
  )?.association;
  return {
    id: row.id,
    url: contractUrl(apiBase, row.id),
    organization: `${apiBase}organization/${row.organization_id}/`,
    organization_id: row.organization_id,
    type: row.type as ContractType,
    sepadd_active: row.sepadd_active,
    billing_plan: current ? billingPlanUrl(apiBase, current.billing_plan_id) : null,
    current_billing: current ? toAssociationResponse(current, apiBase) : null,
  };
}

export function toBillingPlanResponse(
  row: BillingPlanRow,
  contractCount: number,
  apiBase: string,
): BillingPlan {
  return {
    id: row.id,
    url: billingPlanUrl(apiBase, row.id),
    name: row.name,
    type: row.type as BillingPlanType,
    conditions: row.conditions.map((condition) => ({
      scope: condition.scope as BillingScope,
      base_fee: centsToDecimalString(condition.base_fee_cents),
      percentage: formatBasisPoints(condition.percentage_basis_points),
    })),
    contract_count: contractCount,
  };
}
