/** The API shapes of the information-request lists (administration.md §3 "Subscriber entry"), in one place. */
import type { PaymentDetail, SubscriberEntry } from '@kollekta/contract';
import { centsToDecimalString } from '@kollekta/domain';
import type { PaymentDetailRow, SubscriberRow } from './information-requests.repository';

const toCurrency = (currency: string): 'EUR' | 'CHF' => (currency === 'CHF' ? 'CHF' : 'EUR');

export function toSubscriberEntry(row: SubscriberRow): SubscriberEntry {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    email: row.email,
    name: row.name,
    collection_name: row.plan_name,
    collection_type: row.plan_type,
    amount: row.amount_cents === null ? null : centsToDecimalString(row.amount_cents),
    currency: row.currency === null ? null : toCurrency(row.currency),
    organization_name: row.organization_name,
  };
}

/** First and last name of the person data, when the donor gave them. */
export function donorName(person: PaymentDetailRow['person']): string | null {
  if (!person) return null;
  const name = [person.first_name, person.last_name].filter((part) => part?.trim()).join(' ');
  return name.length > 0 ? name : null;
}

export function toPaymentDetail(row: PaymentDetailRow): PaymentDetail {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    amount: centsToDecimalString(row.amount_cents),
    currency: toCurrency(row.currency),
    collection_name: row.plan_name,
    collection_type: row.plan_type,
    email: row.email,
    name: donorName(row.person),
    wants_information: row.wants_information,
    wants_donation_receipt: row.wants_donation_receipt,
    payment_method: row.payment_method,
    state: row.state,
    organization_name: row.organization_name,
  };
}
