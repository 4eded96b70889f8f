/** The values of 'Zahlung erfassen' and what is sent (§5 "Manual payment"). */
import type { KgCreatePaymentBody } from '@kollekta/contract';
import { decimalStringToCents } from '@kollekta/domain';

export type PaymentFormValues = {
  bookingDate: string;
  amount: string;
  type: string;
  disallowReceipt: boolean;
  specialPurpose: string;
  comment: string;
};

export function emptyPaymentForm(): PaymentFormValues {
  return { bookingDate: '', amount: '', type: '', disallowReceipt: false, specialPurpose: '', comment: '' };
}

/** '12,50' or '12.50' → '12.50'; anything else stays as typed, for the server's message. */
export function normaliseAmount(text: string): string {
  const trimmed = text.trim().replace(/\s|€/g, '');
  const cents = decimalStringToCents(trimmed.replace(',', '.'));
  if (cents === null) return trimmed;
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}

/** Save is enabled with a date not after today, a numeric amount and a type. */
export function isPaymentFormComplete(form: PaymentFormValues, today: string): boolean {
  return (
    form.bookingDate !== '' &&
    form.bookingDate <= today &&
    decimalStringToCents(normaliseAmount(form.amount)) !== null &&
    form.type !== ''
  );
}

export function toPaymentBody(personId: string, form: PaymentFormValues): KgCreatePaymentBody {
  return {
    person: personId,
    booking_date: form.bookingDate,
    amount: normaliseAmount(form.amount),
    type: form.type,
    state: 'completed',
    disallow_receipt: form.disallowReceipt,
    special_purpose: form.specialPurpose || null,
    comment: form.comment.trim() || null,
  };
}
