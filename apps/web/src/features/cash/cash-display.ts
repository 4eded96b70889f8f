/** How cash payments read in the dialog: amounts in German money format, their sums, the people's names. */
import type { CashPayment, User } from '@kollekta/contract';
import {
  type CashConfirmationBlock,
  type Currency,
  decimalStringToCents,
  describeCashUser,
  formatMoney,
  getConfirmationBlock,
} from '@kollekta/domain';

export function toCents(amount: string): number {
  return decimalStringToCents(amount) ?? 0;
}

/** '79.50' → '79,50 €' */
export function formatCashAmount(amount: string, currency: Currency): string {
  return formatMoney(toCents(amount), currency);
}

export function sumCashPayments(payments: readonly CashPayment[]): { total: number; entered: number } {
  let total = 0;
  let entered = 0;
  for (const payment of payments) {
    total += toCents(payment.amount);
    if (payment.state === 'entered') entered += toCents(payment.amount);
  }
  return { total, entered };
}

export function enteredByName(payment: CashPayment): string {
  return describeCashUser(payment.created_by, payment.created_by_name);
}

export function confirmedByName(payment: CashPayment): string {
  return describeCashUser(payment.confirmed_by, payment.confirmed_by_name);
}

/**
 * Why the signed-in user may not confirm an entry: the server's can_confirm decides; the four-eyes
 * rules (entered it, or changed it last) are named so the button can say why it is off.
 */
export function confirmationBlockOf(payment: CashPayment, user: User | null): CashConfirmationBlock | null {
  if (!user) return null;
  return getConfirmationBlock(
    { isSuperuser: user.is_superuser, userId: user.id },
    { state: payment.state, createdById: payment.created_by_id, lastChangedById: payment.changed_by_id },
  );
}
