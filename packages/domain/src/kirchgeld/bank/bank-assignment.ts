/**
 * Reconciliation rules (devices-income-kirchgeld.md §4 "Bank transaction", §5 "Bank assignment"): a
 * transaction is unassigned, assigned, partial (the assigned sum differs from its amount) or ignored;
 * only credits that are no returns go to persons; a split is at most what is left, in steps of 0.01.
 */
import { KG_BANK_MESSAGES as M } from './bank-messages';

export type KgBankTransactionState = 'unassigned' | 'assigned' | 'partial' | 'ignored';

export function deriveKgBankTransactionState(
  amountCents: number,
  assignedCents: number,
  isIgnored: boolean,
): KgBankTransactionState {
  if (isIgnored) return 'ignored';
  if (assignedCents === 0) return 'unassigned';
  return assignedCents === amountCents ? 'assigned' : 'partial';
}

/** Credits that are no return can be assigned to persons; everything can be ignored. */
export function isKgBankTransactionAssignable(transaction: {
  amountCents: number;
  isReturn: boolean;
}): boolean {
  return transaction.amountCents > 0 && !transaction.isReturn;
}

export function kgBankOpenCents(amountCents: number, assignedCents: number): number {
  return Math.max(0, amountCents - assignedCents);
}

/** '12,50', '12.50', 12.5 → 1250; null for anything not a positive number with at most 2 decimals. */
export function parseKgAssignmentAmount(value: string | number): number | null {
  const textValue = String(value).trim().replace(/\s|€/g, '');
  const normalized = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(textValue)
    ? textValue.replace(/\./g, '').replace(',', '.')
    : textValue.replace(',', '.');
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(normalized);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export type KgAssignmentCheck =
  | { ok: true; amountCents: number }
  | { ok: false; code: 'validation' | 'conflict'; field?: 'amount' | 'bank_transaction'; message: string };

/**
 * Whether `requested` (cents, or undefined for all that is open) may be assigned now. A transaction
 * that is fully assigned or ignored by the time the lock is held is a conflict: someone else won.
 */
export function checkKgBankAssignment(input: {
  amountCents: number;
  assignedCents: number;
  isReturn: boolean;
  isIgnored: boolean;
  requestedCents: number | null | undefined;
}): KgAssignmentCheck {
  if (!isKgBankTransactionAssignable(input))
    return { ok: false, code: 'validation', field: 'bank_transaction', message: M.notAssignable };
  if (input.isIgnored) return { ok: false, code: 'conflict', message: M.alreadyIgnored };
  const open = kgBankOpenCents(input.amountCents, input.assignedCents);
  if (open === 0) return { ok: false, code: 'conflict', message: M.fullyAssigned };
  const amount = input.requestedCents ?? open;
  if (amount <= 0) return { ok: false, code: 'validation', field: 'amount', message: M.amountPositive };
  if (amount > open)
    return { ok: false, code: 'validation', field: 'amount', message: M.amountAboveOpen(open) };
  return { ok: true, amountCents: amount };
}

/** Ignoring is for transactions nobody was assigned to. */
export function checkKgBankIgnore(input: { assignedCents: number; isIgnored: boolean }): string | null {
  if (input.isIgnored) return null;
  return input.assignedCents > 0 ? M.cannotIgnoreAssigned : null;
}
