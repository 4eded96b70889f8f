/**
 * The fee ratio (planning.md §9): fees divided by donations times 100, where only reconciled
 * payments with a fee count toward the fees. Reversed payments count toward neither.
 */
export type FeePayment = {
  amountCents: number;
  feeCents: number;
  isReconciled: boolean;
  state: string;
};

/** The fees that count: those of reconciled, completed payments. */
export function countedFeeCents(payment: FeePayment): number {
  return payment.state === 'completed' && payment.isReconciled ? payment.feeCents : 0;
}

/** Percent, or null without donations. */
export function computeFeeRatio(feeCents: number, donationCents: number): number | null {
  if (donationCents <= 0) return null;
  return (feeCents / donationCents) * 100;
}
