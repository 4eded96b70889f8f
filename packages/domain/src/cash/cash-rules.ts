/**
 * The life of a cash payment (planning.md §4, §6): entered → processed (confirmed). Only entered
 * payments can be edited or confirmed; after confirmation nothing changes; the timestamp never
 * changes when editing. Four-eyes rule: a non-superuser cannot confirm a payment they created.
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
};

export type CashConfirmationBlock = 'already_processed' | 'four_eyes';

/** Why this person may not confirm this payment, or null when they may. */
export function getConfirmationBlock(
  confirmer: CashConfirmer,
  payment: CashPaymentForConfirmation,
): CashConfirmationBlock | null {
  if (!isCashPaymentChangeable(payment.state)) return 'already_processed';
  if (!confirmer.isSuperuser && payment.createdById === confirmer.userId) return 'four_eyes';
  return null;
}

export const CONFIRMATION_BLOCK_MESSAGES: Record<CashConfirmationBlock, string> = {
  already_processed: CASH_MESSAGES.alreadyConfirmed,
  four_eyes: CASH_MESSAGES.fourEyes,
};

export type CashEntry = {
  amountCents: number;
  collectedAt: Date;
  split: Readonly<Record<string, number>> | null;
};

/** Clocks of browsers and server may differ a little: a few minutes ahead still count as now. */
export const COLLECTION_TIME_TOLERANCE_MS = 5 * 60_000;

/** When the cash was collected: required, and not in the future (it counts as income on that day). */
export function validateCollectionTime(collectedAt: Date | null, now: Date): string | null {
  if (collectedAt === null) return CASH_MESSAGES.required;
  if (Number.isNaN(collectedAt.getTime())) return CASH_MESSAGES.invalidTimestamp;
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
