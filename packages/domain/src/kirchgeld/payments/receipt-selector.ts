/**
 * The receipt selector of bulk receipts ('Bescheinigungen', devices-income-kirchgeld.md §3 "Receipt
 * selector", §5 "Bulk receipts"): organisations, a period (from inclusive, before exclusive) and an
 * optional minimum total in whole euros; or a list of payments. Which payments then get receipts:
 * every completed payment that allows a receipt and has none active, of persons whose such payments
 * in the period sum to at least the minimum; with `collective`, one Sammelbestätigung per person and
 * year, else one receipt per payment.
 */
import { isKgDay } from '../persons/person-validation';
import type { KgFieldErrors } from './payment-rules';

export const KG_SELECTOR_MESSAGES = {
  required: 'Verpflichtend',
  wholeNumbers: 'Nur ganze Zahlenwerte erlaubt',
  invalidDate: 'Das eingegebene Datum ist ungültig',
  beforeNotAfterFrom: 'Das Enddatum muss nach dem Anfangsdatum liegen',
  unknownOrganization: 'Diese Organisation gibt es nicht.',
  unknownPayment: 'Diese Zahlung gibt es nicht.',
  nothingToIssue: 'Für die Auswahl gibt es keine Zahlungen ohne Zuwendungsbestätigung.',
} as const;

export type KgReceiptSelectorInput = {
  organizations?: readonly unknown[] | null;
  date_from?: string | null;
  date_before?: string | null;
  sum_min_amount?: string | number | null;
};

/** The field errors of a selector, and the minimum in cents (0 without one). */
export function validateReceiptSelector(input: KgReceiptSelectorInput): {
  errors: KgFieldErrors;
  minCents: number;
} {
  const errors: KgFieldErrors = {};
  if (!input.organizations || input.organizations.length === 0)
    errors.organizations = [KG_SELECTOR_MESSAGES.required];
  const from = input.date_from?.trim() ?? '';
  const before = input.date_before?.trim() ?? '';
  if (from === '') errors.date_from = [KG_SELECTOR_MESSAGES.required];
  else if (!isKgDay(from)) errors.date_from = [KG_SELECTOR_MESSAGES.invalidDate];
  if (before === '') errors.date_before = [KG_SELECTOR_MESSAGES.required];
  else if (!isKgDay(before)) errors.date_before = [KG_SELECTOR_MESSAGES.invalidDate];
  else if (isKgDay(from) && before <= from) errors.date_before = [KG_SELECTOR_MESSAGES.beforeNotAfterFrom];
  const min = input.sum_min_amount == null ? '' : String(input.sum_min_amount).trim();
  let minCents = 0;
  if (min !== '') {
    if (!/^\d{1,9}$/.test(min)) errors.sum_min_amount = [KG_SELECTOR_MESSAGES.wholeNumbers];
    else minCents = Number(min) * 100;
  }
  return { errors, minCents };
}

export type KgReceiptCandidate = {
  paymentId: number;
  personId: string;
  /** YYYY-MM-DD */
  bookingDate: string;
  amountCents: number;
};

export type KgReceiptGroup = {
  personId: string;
  kind: 'single' | 'collective';
  paymentIds: number[];
};

/**
 * The receipts to issue, in a fixed order (person, then booking date, then payment): persons whose
 * candidates sum below `minCents` get none. With `collective`, a person's payments of one year make
 * one collective receipt (a single payment stays a single receipt).
 */
export function planReceiptGroups(
  candidates: readonly KgReceiptCandidate[],
  options: { minCents: number; collective: boolean },
): KgReceiptGroup[] {
  const byPerson = new Map<string, KgReceiptCandidate[]>();
  for (const candidate of candidates) {
    const list = byPerson.get(candidate.personId) ?? [];
    list.push(candidate);
    byPerson.set(candidate.personId, list);
  }
  const groups: KgReceiptGroup[] = [];
  for (const personId of [...byPerson.keys()].sort()) {
    const payments = (byPerson.get(personId) ?? []).sort(
      (a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.paymentId - b.paymentId,
    );
    const total = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
    if (total <= 0 || total < options.minCents) continue;
    if (!options.collective) {
      for (const payment of payments)
        groups.push({ personId, kind: 'single', paymentIds: [payment.paymentId] });
      continue;
    }
    const byYear = new Map<string, number[]>();
    for (const payment of payments) {
      const year = payment.bookingDate.slice(0, 4);
      byYear.set(year, [...(byYear.get(year) ?? []), payment.paymentId]);
    }
    for (const paymentIds of byYear.values())
      groups.push({ personId, kind: paymentIds.length > 1 ? 'collective' : 'single', paymentIds });
  }
  return groups;
}

/** The task kind of bulk receipts (task progress). */
export const KG_RECEIPT_TASK_KIND = 'donation_receipt.generate';

/** The audit action of generated receipts, as the certificates page filters it. */
export const KG_RECEIPTS_GENERATED_ACTION = 'DonationReceiptAPIAction.GENERATED';
