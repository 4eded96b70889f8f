/**
 * The life of a cash payment (planning.md §4, §6): entered → processed (confirmed). Only entered
 * payments can be edited or confirmed; after confirmation nothing changes; the timestamp never
 * changes when editing. Four-eyes rule: a non-superuser cannot confirm a payment they created, nor
 * one whose amount or split they changed last; and a confirmation books only what the confirmer saw.
 */
import { type Actor, hasPermission } from '../permissions/permission-check';
import { CASH_MESSAGES } from './cash-messages';

export const CASH_PAYMENT_STATES = ['entered', 'processed'] as const;
export type CashPaymentState = (typeof CASH_PAYMENT_STATES)[number];

export const CASH_PAYMENT_STATE_LABELS: Record<CashPaymentState, string> = {
  entered: 'Eingetragen',
  processed: 'Bestätigt',
};

/** Edited or confirmed: only while entered. */
export function isCashPaymentChangeable(state: CashPaymentState): boolean {
  return state === 'entered';
}

export type CashConfirmer = { isSuperuser: boolean; userId: number };
export type CashPaymentForConfirmation = {
  state: CashPaymentState;
  /** null: entered anonymously (public submission) */
  createdById: number | null;
  /** who last changed the amount or the split; null while nobody has */
  lastChangedById?: number | null;
};

export type CashConfirmationBlock = 'already_processed' | 'four_eyes' | 'last_changer';

/**
 * Why this person may not confirm this payment, or null when they may. The amount that is booked
 * must have been seen by two people: the one who entered it confirms nothing, and neither does the
 * one who changed it last (else a second person could change 100,00 to 1,00 and confirm it alone).
 */
export function getConfirmationBlock(
  confirmer: CashConfirmer,
  payment: CashPaymentForConfirmation,
): CashConfirmationBlock | null {
  if (!isCashPaymentChangeable(payment.state)) return 'already_processed';
  if (confirmer.isSuperuser) return null;
  if (payment.createdById === confirmer.userId) return 'four_eyes';
  if (payment.lastChangedById === confirmer.userId) return 'last_changer';
  return null;
}

export const CONFIRMATION_BLOCK_MESSAGES: Record<CashConfirmationBlock, string> = {
  already_processed: CASH_MESSAGES.alreadyConfirmed,
  four_eyes: CASH_MESSAGES.fourEyes,
  last_changer: CASH_MESSAGES.lastChanger,
};

/** The first version of a payment, as entered; every change of amount, split or state counts up. */
export const FIRST_CASH_PAYMENT_VERSION = 1;

/**
 * What a confirmer says they saw: the version of the payment they read, or its amount in cents.
 * Nothing at all is the spec's bare `PATCH …/confirm/`.
 */
export type SeenCashPayment = { version?: number | undefined; amountCents?: number | undefined };

/**
 * Whether the payment changed since the confirmer saw it, so that confirming now would book an
 * amount they never saw. A confirmation that names nothing is taken only for a payment nobody has
 * changed since it was entered: whatever the confirmer read, it was this one version.
 */
export function hasChangedSinceSeen(
  current: { version: number; amountCents: number },
  seen: SeenCashPayment | null,
): boolean {
  const version = seen?.version;
  const amountCents = seen?.amountCents;
  if (version === undefined && amountCents === undefined) {
    return current.version !== FIRST_CASH_PAYMENT_VERSION;
  }
  if (version !== undefined && version !== current.version) return true;
  return amountCents !== undefined && amountCents !== current.amountCents;
}

export type CashEntry = {
  amountCents: number;
  collectedAt: Date;
  split: Readonly<Record<string, number>> | null;
};

/** Clocks of browsers and server may differ a little: a few minutes ahead still count as now. */
export const COLLECTION_TIME_TOLERANCE_MS = 5 * 60_000;

/**
 * The earliest collection time taken (Berlin midnight of 1 January 2000): Kollekta's income starts
 * decades later, so anything before is a typo ('1900', '0020') that would book income on a day no
 * evaluation ever shows.
 */
export const EARLIEST_COLLECTION_TIME = new Date('2000-01-01T00:00:00+01:00');

/**
 * When the cash was collected: required, not before 2000 and not in the future (it counts as
 * income on that day).
 */
export function validateCollectionTime(collectedAt: Date | null, now: Date): string | null {
  if (collectedAt === null) return CASH_MESSAGES.required;
  if (Number.isNaN(collectedAt.getTime())) return CASH_MESSAGES.invalidTimestamp;
  if (collectedAt.getTime() < EARLIEST_COLLECTION_TIME.getTime()) return CASH_MESSAGES.timestampTooEarly;
  if (collectedAt.getTime() > now.getTime() + COLLECTION_TIME_TOLERANCE_MS)
    return CASH_MESSAGES.timestampInFuture;
  return null;
}

/** An edit takes the new amount and split; the timestamp stays as it was entered. */
export function applyCashEdit(existing: CashEntry, edit: CashEntry): CashEntry {
  return { amountCents: edit.amountCents, split: edit.split, collectedAt: existing.collectedAt };
}

/**
 * Entering cash and confirming it: what a parish's staff and volunteers do (role user: MEMBER on its
 * organisation), and treasurers and administrators (WRITE). Readers and viewers only read.
 */
export function canEnterCash(actor: Actor, organizationPath: readonly number[]): boolean {
  return hasPermission(actor, organizationPath, 'MEMBER') || hasPermission(actor, organizationPath, 'WRITE');
}

export function canReadCash(actor: Actor, organizationPath: readonly number[]): boolean {
  return hasPermission(actor, organizationPath, 'READ');
}

/**
 * The cash action of a collection card: "shown only if allow_cash_payments is on, the plan has no
 * location and is not archived" (§6); without allow_cash_payments it stays visible but disabled,
 * with the tooltip 'Bargeldmodul fehlt' (§5).
 */
export type CashActionState = 'hidden' | 'disabled' | 'enabled';

export function getCashActionState(input: {
  isCashFeatureOn: boolean;
  hasLocation: boolean;
  isArchived: boolean;
}): CashActionState {
  if (input.hasLocation || input.isArchived) return 'hidden';
  return input.isCashFeatureOn ? 'enabled' : 'disabled';
}

/**
 * Who entered or confirmed a payment, as the list shows it (planning.md §8): 'Anonym' when nobody is
 * named (a public submission), 'Unbekannt' when the person is named but their name is not known.
 */
export function describeCashUser(reference: string | number | null, name: string | null): string {
  if (reference === null) return CASH_MESSAGES.anonymousUser;
  const trimmed = name?.trim();
  return trimmed ? trimmed : CASH_MESSAGES.unknownUser;
}
