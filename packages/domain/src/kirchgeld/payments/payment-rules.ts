/**
 * Church-tax payments of a person (devices-income-kirchgeld.md §3 "Payment", §4 "Payment", §5
 * "Manual payment"): what a manual entry needs, which payment may be deleted and which may get a
 * receipt. A payment is deleted only when it was entered by hand, is not cancelled and no active
 * (not archived) receipt confirms it; a receipt is made only for a completed payment that allows
 * one and has none active.
 */
import { decimalStringToCents } from '../../money';
import { KG_MANUAL_ENTRY_PAYMENT_TYPES, type KgPaymentTypeValue } from '../enums';
import { isKgDay } from '../persons/person-validation';

export const KG_PAYMENT_MESSAGES = {
  required: 'Verpflichtend',
  invalidDate: 'Das eingegebene Datum ist ungültig',
  futureDate: 'Das Buchungsdatum darf nicht nach dem heutigen Tag liegen',
  invalidAmount: 'Bitte einen Betrag mit höchstens zwei Nachkommastellen eingeben',
  amountNotPositive: 'Der Betrag muss größer als 0 sein',
  amountTooLarge: 'Der Betrag ist zu groß',
  invalidType: 'Bitte Bar oder Gemeindekonto wählen',
  invalidState: 'Eine neue Zahlung wird als abgeschlossen erfasst',
  tooLong: (max: number) => `Höchstens ${max} Zeichen`,
  notFound: 'Diese Zahlung gibt es nicht.',
  personNotFound: 'Diese Person gibt es nicht.',
  notManual: 'Nur manuell erfasste Zahlungen können gelöscht werden.',
  cancelled: 'Eine stornierte Zahlung kann nicht gelöscht werden.',
  hasReceipt:
    'Für diese Zahlung gibt es eine Zuwendungsbestätigung. Bitte stornieren Sie zuerst die Bestätigung.',
  receiptNotCompleted: 'Nur für abgeschlossene Zahlungen kann eine Zuwendungsbestätigung erstellt werden.',
  receiptDisallowed: 'Für diese Zahlung ist keine Zuwendungsbestätigung gewünscht.',
  receiptExists: 'Für diese Zahlung gibt es bereits eine Zuwendungsbestätigung.',
  receiptNotFound: 'Diese Zuwendungsbestätigung gibt es nicht.',
  receiptArchived: 'Diese Zuwendungsbestätigung wurde bereits storniert.',
  specialPurposeExists: 'Diesen Verwendungsschlüssel gibt es bereits.',
} as const;

/** The longest purpose, special purpose or comment a payment takes. */
export const KG_PAYMENT_TEXT_MAX = 500;
/** One payment above a million euros is a typing error, not a church-tax payment. */
export const KG_PAYMENT_MAX_CENTS = 100_000_000;

export type KgManualPaymentInput = {
  booking_date?: string | null;
  amount?: string | null;
  type?: string | null;
  state?: string | null;
  purpose?: string | null;
  special_purpose?: string | null;
  comment?: string | null;
};

export type KgFieldErrors = Record<string, string[]>;

/**
 * The field errors of a manual payment and its amount in cents. `today` is the business day
 * (YYYY-MM-DD, Europe/Berlin): the booking date may not lie after it.
 */
export function validateManualPayment(
  input: KgManualPaymentInput,
  today: string,
): { errors: KgFieldErrors; amountCents: number | null } {
  const errors: KgFieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const day = input.booking_date?.trim() ?? '';
  if (day === '') add('booking_date', KG_PAYMENT_MESSAGES.required);
  else if (!isKgDay(day)) add('booking_date', KG_PAYMENT_MESSAGES.invalidDate);
  else if (day > today) add('booking_date', KG_PAYMENT_MESSAGES.futureDate);

  const amountText = (input.amount ?? '').trim().replace(',', '.');
  let amountCents: number | null = null;
  if (amountText === '') add('amount', KG_PAYMENT_MESSAGES.required);
  else {
    amountCents = decimalStringToCents(amountText);
    if (amountCents === null) add('amount', KG_PAYMENT_MESSAGES.invalidAmount);
    else if (amountCents <= 0) add('amount', KG_PAYMENT_MESSAGES.amountNotPositive);
    else if (amountCents > KG_PAYMENT_MAX_CENTS) add('amount', KG_PAYMENT_MESSAGES.amountTooLarge);
  }

  const type = input.type?.trim() ?? '';
  if (type === '') add('type', KG_PAYMENT_MESSAGES.required);
  else if (!(KG_MANUAL_ENTRY_PAYMENT_TYPES as readonly string[]).includes(type))
    add('type', KG_PAYMENT_MESSAGES.invalidType);

  if (input.state != null && input.state !== 'completed') add('state', KG_PAYMENT_MESSAGES.invalidState);
  for (const field of ['purpose', 'special_purpose', 'comment'] as const) {
    if ((input[field] ?? '').length > KG_PAYMENT_TEXT_MAX)
      add(field, KG_PAYMENT_MESSAGES.tooLong(KG_PAYMENT_TEXT_MAX));
  }
  return { errors, amountCents: Object.keys(errors).length === 0 ? amountCents : null };
}

export type KgPaymentStateValue = 'completed' | 'cancelled' | 'cancellation';

export type KgPaymentFacts = {
  paymentType: KgPaymentTypeValue;
  state: KgPaymentStateValue;
  disallowReceipt: boolean;
  hasActiveReceipt: boolean;
};

/** Why the payment may not be deleted; null when it may. */
export function whyPaymentNotDeletable(payment: KgPaymentFacts): string | null {
  if (payment.paymentType !== 'ManualEntryPayment') return KG_PAYMENT_MESSAGES.notManual;
  if (payment.state !== 'completed') return KG_PAYMENT_MESSAGES.cancelled;
  if (payment.hasActiveReceipt) return KG_PAYMENT_MESSAGES.hasReceipt;
  return null;
}

/** Why no receipt may be created for the payment; null when one may. */
export function whyNoReceiptForPayment(payment: KgPaymentFacts): string | null {
  if (payment.state !== 'completed') return KG_PAYMENT_MESSAGES.receiptNotCompleted;
  if (payment.disallowReceipt) return KG_PAYMENT_MESSAGES.receiptDisallowed;
  if (payment.hasActiveReceipt) return KG_PAYMENT_MESSAGES.receiptExists;
  return null;
}

/** What the events table offers for a payment. */
export function paymentActions(payment: KgPaymentFacts): {
  can_delete: boolean;
  can_create_receipt: boolean;
} {
  return {
    can_delete: whyPaymentNotDeletable(payment) === null,
    can_create_receipt: whyNoReceiptForPayment(payment) === null,
  };
}

/** Cancelled payments and their cancellations are shown greyed (§4). */
export function isPaymentGreyed(state: KgPaymentStateValue): boolean {
  return state !== 'completed';
}

/**
 * What a church-tax receipt confirms: a payment with a special purpose is a gift for that purpose,
 * church tax itself (Kirchgeld) is the member's contribution.
 */
export function kgReceiptGiftKind(specialPurpose: string | null): 'Geldzuwendung' | 'Mitgliedsbeitrag' {
  return specialPurpose?.trim() ? 'Geldzuwendung' : 'Mitgliedsbeitrag';
}

/** The purpose a church-tax receipt names. */
export function kgReceiptPurpose(specialPurpose: string | null): string {
  return specialPurpose?.trim() || 'Kirchgeld';
}

export const KG_SPECIAL_PURPOSE_MAX = 100;

/** The field errors of a new special purpose (Verwendungsschlüssel). */
export function validateSpecialPurpose(value: string | null | undefined): KgFieldErrors {
  const text = value?.trim() ?? '';
  if (text === '') return { special_purpose: [KG_PAYMENT_MESSAGES.required] };
  if (text.length > KG_SPECIAL_PURPOSE_MAX)
    return { special_purpose: [KG_PAYMENT_MESSAGES.tooLong(KG_SPECIAL_PURPOSE_MAX)] };
  return {};
}

export type KgReceiptDonorSource = {
  type: 'individual' | 'company';
  vornamen?: string | null;
  rufname?: string | null;
  familienname?: string | null;
  strassenname?: string | null;
  hausnr?: string | null;
  hausnr_zusatz?: string | null;
  hausnr_teilnr?: string | null;
  plz?: string | null;
  kommune?: string | null;
};

/**
 * The donor a church-tax receipt names, from the person's current version: an individual by first
 * names and family name, a company as 'Firma {name}' (the German address line); street with house
 * number. Gaps stay empty: issuing refuses them in German.
 */
export function kgReceiptDonor(person: KgReceiptDonorSource): {
  first_name: string;
  last_name: string;
  street: string;
  postal_code: string;
  city: string;
} {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const houseNumber = [text(person.hausnr) + text(person.hausnr_zusatz), text(person.hausnr_teilnr)]
    .filter(Boolean)
    .join(' ');
  const street = [text(person.strassenname), houseNumber].filter(Boolean).join(' ');
  return {
    first_name: person.type === 'company' ? 'Firma' : text(person.vornamen) || text(person.rufname),
    last_name: text(person.familienname),
    street,
    postal_code: text(person.plz),
    city: text(person.kommune),
  };
}
