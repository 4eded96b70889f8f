/** The API shape of a recurring donation (administration.md §3 "Recurring donation"), in one place. */
import type { RecurringPayment } from '@kollekta/contract';
import { centsToDecimalString } from '@kollekta/domain';
import type { RecurringPaymentRow } from './recurring-payments.repository';

export function recurringPaymentUrl(apiBase: string, id: number): string {
  return `${apiBase}payment/recurring_payment/${id}/`;
}

export function toRecurringPaymentResponse(
  row: RecurringPaymentRow,
  apiBase: string,
  canCancel: boolean,
): RecurringPayment {
  return {
    id: row.id,
    url: recurringPaymentUrl(apiBase, row.id),
    created_at: row.created_at.toISOString(),
    schedule: row.schedule,
    email: row.email,
    name: row.name,
    plan: {
      id: row.collection_plan_id,
      url: `${apiBase}collection_plan/${row.collection_plan_id}/`,
      name: row.plan_name,
    },
    amount: centsToDecimalString(row.amount_cents),
    currency: row.currency === 'CHF' ? 'CHF' : 'EUR',
    collection_name: row.plan_name,
    collection_type: row.plan_type,
    state: row.state,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    organization: {
      id: row.organization_id,
      url: `${apiBase}organization/${row.organization_id}/`,
      name: row.organization_name,
    },
    can_cancel: canCancel && row.state === 'active',
  };
}
