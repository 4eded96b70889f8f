/** The one place where a stored cash payment becomes what clients read. */
import type { CashPayment } from '@kollekta/contract';
import { type CashPaymentState, type Currency, centsToDecimalString } from '@kollekta/domain';
import type { CashPaymentRow } from './cash.repository';
import { buildUrl } from './cash-refs';

export type CashAbilities = { canEdit: boolean; canConfirm: boolean };

export function toCashPaymentResponse(
  row: CashPaymentRow,
  abilities: CashAbilities,
  apiBase: string,
): CashPayment {
  const userUrl = (id: number | null) => (id === null ? null : buildUrl(apiBase, 'user', id));
  return {
    id: row.id,
    url: buildUrl(apiBase, 'cash/cash_payment', row.id),
    amount: centsToDecimalString(row.amount_cents),
    currency: row.currency as Currency,
    state: row.state as CashPaymentState,
    created_at: row.created_at.toISOString(),
    created_by: userUrl(row.created_by),
    created_by_id: row.created_by,
    created_by_name: row.created_by_name,
    changed_at: row.changed_at?.toISOString() ?? null,
    changed_by: userUrl(row.changed_by),
    changed_by_name: row.changed_by_name,
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    confirmed_by: userUrl(row.confirmed_by),
    confirmed_by_name: row.confirmed_by_name,
    changed_by_id: row.changed_by,
    version: row.version,
    organization: buildUrl(apiBase, 'organization', row.organization_id),
    organization_id: row.organization_id,
    plan: buildUrl(apiBase, 'collection_plan', row.plan_id),
    plan_id: row.plan_id,
    plan_name: row.plan_name,
    collection_datetime: row.collected_at.toISOString(),
    meta: { cash: { split: row.split } },
    can_edit: abilities.canEdit,
    can_confirm: abilities.canConfirm,
  };
}
