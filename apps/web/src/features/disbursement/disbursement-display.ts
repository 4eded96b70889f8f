/**
 * What the pages of 'Kollektenweiterleitung' show of an order: amounts and periods in German, and
 * which actions a row offers. The rules themselves are the domain's (the server enforces the same
 * functions); here they only decide what is shown, enabled, or explained.
 */
import type { DisbursementOrder } from '@kollekta/contract';
import {
  type DisbursementFacts,
  decimalStringToCents,
  formatMoney,
  mayOrderTransfer,
  refuseCancel,
  refuseStopCash,
} from '@kollekta/domain';
import { formatDate } from '../../lib/date-format';
import { DISBURSEMENT_PAGE_MESSAGES as M } from './messages';

/** '1.234,50 €' from the API's '1234.50'. */
export function formatAmount(value: string, currency: string): string {
  return formatMoney(decimalStringToCents(value) ?? 0, currency);
}

/** '01.11.2026 – 08.11.2026', or one end when the other is open. */
export function formatPeriod(start: string | null, end: string | null): string {
  if (start && end) return M.period(formatDate(start), formatDate(end));
  if (start) return M.periodFrom(formatDate(start));
  if (end) return M.periodUntil(formatDate(end));
  return '';
}

export function toFacts(order: DisbursementOrder): DisbursementFacts {
  return {
    state: order.state,
    stopCashPayments: order.stop_cash_payments !== null,
    hasEnteredCash: order.disbursement.has_entered_cash,
  };
}

/** An action of a row: not offered, offered, or offered but disabled with the reason. */
export type RowAction = { isShown: false } | { isShown: true; blockedBy: string | null };

const HIDDEN: RowAction = { isShown: false };

/** §4: 'abschließen' while stop_cash_payments is null; disabled while cash waits for confirmation. */
export function stopCashAction(order: DisbursementOrder): RowAction {
  const refusal = refuseStopCash(toFacts(order));
  if (refusal === null) return { isShown: true, blockedBy: null };
  if (refusal === 'cashWaiting') return { isShown: true, blockedBy: M.cashWaiting };
  return HIDDEN;
}

/** §4: 'Kollekte abwählen' only if cancellable; disabled while cash in state entered exists. */
export function cancelAction(order: DisbursementOrder): RowAction {
  if (!order.disbursement.cancellable) return HIDDEN;
  const refusal = refuseCancel(toFacts(order));
  if (refusal === null) return { isShown: true, blockedBy: null };
  if (refusal === 'cancelCashWaiting') return { isShown: true, blockedBy: M.cancelCashWaiting };
  return HIDDEN;
}

/** The parish confirms it has sent an ordered transfer. */
export function canConfirmTransfer(order: Pick<DisbursementOrder, 'state'>): boolean {
  return order.state === 'ordered';
}

/** The handling organisation may put closed ('ready' with cash stopped) orders into a run. */
export function isSelectableForRun(order: DisbursementOrder, organizationId: number): boolean {
  return order.handling_organization.id === organizationId && mayOrderTransfer(toFacts(order));
}

/** The handling organisation records the arrival of a transfer the parish confirmed. */
export function canMarkTransferred(order: DisbursementOrder, organizationId: number): boolean {
  return order.handling_organization.id === organizationId && order.state === 'confirmed';
}

/** The sum of the orders' totals in cents, for the selection's caption. */
export function sumTotals(orders: readonly DisbursementOrder[]): number {
  return orders.reduce(
    (sum, order) => sum + (decimalStringToCents(order.disbursement.sum_amount_total) ?? 0),
    0,
  );
}
