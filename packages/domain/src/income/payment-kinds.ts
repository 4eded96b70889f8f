/**
 * How income is grouped and named (devices-income-kirchgeld.md §3, §4, §8; planning.md §3): payment
 * type labels, the kinds of collection a payment went to, and the states of a payment.
 */
import { PLAN_VARIANT_LABELS } from '../planning/plan-types';

export const PAYMENT_STATES = ['completed', 'reversed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Only completed payments count in sums; a reversed one is kept, shown struck through, and left out. */
export function isCountedPayment(payment: { state: string }): boolean {
  return payment.state === 'completed';
}

/** 'Diese Zahlung wurde zurückgegeben …' (devices-income-kirchgeld.md §4). */
export const REVERSED_PAYMENT_TOOLTIP =
  'Diese Zahlung wurde zurückgegeben / storniert / rückgebucht. Mehr Informationen hat Ihre Buchhaltung.';
export const UNCONFIRMED_PAYMENT_TEXT = 'noch nicht bestätigt';

export const ONLINE_PAYMENT_TYPES = [
  'creditcard',
  'giropay',
  'sepadd',
  'googlepay',
  'applepay',
  'paypal',
  'girocard',
] as const;
export type OnlinePaymentType = (typeof ONLINE_PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_LABELS: Record<OnlinePaymentType, string> = {
  creditcard: 'Kreditkarte',
  giropay: 'giropay',
  sepadd: 'SEPA-Lastschrift',
  googlepay: 'Google Pay',
  applepay: 'Apple Pay',
  paypal: 'PayPal',
  girocard: 'girocard',
};

export const UNKNOWN_PAYMENT_TYPE_LABEL = 'unbekannter Typ';
export const CASH_PAYMENT_LABEL = 'Bargeld';

/** The label of a payment method: its online payment type; cash without one is 'Bargeld'. */
export function paymentTypeLabel(onlinePaymentType: string | null, type?: string | null): string {
  if (onlinePaymentType && onlinePaymentType in PAYMENT_TYPE_LABELS)
    return PAYMENT_TYPE_LABELS[onlinePaymentType as OnlinePaymentType];
  if (!onlinePaymentType && type === 'cash') return CASH_PAYMENT_LABEL;
  return UNKNOWN_PAYMENT_TYPE_LABEL;
}

/**
 * The kinds of collection income is split into: the three collection variants, donation purposes,
 * and payments that reached no plan.
 */
export const COLLECTION_KINDS = ['inner', 'outer', 'x', 'donation', 'none'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

export function toCollectionKind(
  collectionType: string | null,
  collectionVariant: string | null,
): CollectionKind {
  if (collectionType === 'donation') return 'donation';
  if (collectionVariant === 'inner' || collectionVariant === 'outer' || collectionVariant === 'x')
    return collectionVariant;
  return collectionType === null ? 'none' : 'donation';
}

export const COLLECTION_KIND_LABELS: Record<CollectionKind, string> = {
  inner: PLAN_VARIANT_LABELS.inner,
  outer: PLAN_VARIANT_LABELS.outer,
  x: PLAN_VARIANT_LABELS.x,
  donation: PLAN_VARIANT_LABELS._donation,
  none: 'Ohne Sammlung',
};

/** The tabs of the month screen: main, side and free collections, donations; the rest only when there is some. */
export const COLLECTION_KIND_TAB_LABELS: Record<CollectionKind, string> = {
  inner: 'Hauptkollekten',
  outer: 'Nebenkollekten',
  x: 'Freie Kollekten',
  donation: 'Spenden',
  none: 'Ohne Zuordnung',
};

/** Chart colours per kind: the spec leaves their values open; these follow the product's palette. */
export const COLLECTION_KIND_COLORS: Record<CollectionKind, string> = {
  inner: '#723288',
  outer: '#89313d',
  x: '#d7a928',
  donation: '#03867b',
  none: '#8c8c8c',
};

/** Collection names are cut to 40 characters in the income table (devices-income-kirchgeld.md §9). */
export const INCOME_NAME_LENGTH = 40;

export function truncateName(name: string, length: number = INCOME_NAME_LENGTH): string {
  const characters = [...name];
  if (characters.length <= length) return name;
  return `${characters.slice(0, length - 1).join('')}…`;
}
