/**
 * The evaluation of one collection (planning.md §2 "Evaluation view"): counts, average, highest
 * single donation, best day, shares by payment type and by device, and the fee ratio. Reversed
 * payments are listed but count in none of the figures.
 */
import { addDays, type IsoDay } from '../church-year/calendar-day';
import { decimalStringToCents } from '../money/money';
import { addMonthsToDay } from '../planning/zoned-days';
import { toBusinessDay } from '../time/business-day';
import { computeFeeRatio, countedFeeCents } from './fee-ratio';
import { isCountedPayment, paymentTypeLabel } from './payment-kinds';
import { firstOfMonth } from './period-split';

/** 'Für diesen Zweck ist (bisher) keine Spende eingegangen.' when the highest donation is 0,00 (planning.md §8). */
export const NO_DONATION_YET = 'Für diesen Zweck ist (bisher) keine Spende eingegangen.';

/** Single donations per page in the evaluation table (planning.md §9). */
export const EVALUATION_PAGE_SIZE = 10;

export type EvaluatedPayment = {
  /** the instant, ISO */
  date: string;
  amountCents: number;
  feeCents: number;
  isReconciled: boolean;
  state: string;
  /** what the pie by payment type groups by (the online payment type) */
  paymentType: string;
  /** what the pie by device groups by (the device's url, '' without one) */
  device: string;
};

/** A payment as the payments call answers it (only what the evaluation reads). */
export type PaymentForEvaluation = {
  date: string;
  amount: string;
  fee_amount: string;
  is_reconciled: boolean;
  state: string;
  type: string;
  online_payment_type: string | null;
  device: { url: string } | null;
};

/** What the evaluation reads of a payment of the payments call: the one way the web and tests read it. */
export function toEvaluatedPayment(payment: PaymentForEvaluation): EvaluatedPayment {
  return {
    date: payment.date,
    amountCents: decimalStringToCents(payment.amount) ?? 0,
    feeCents: decimalStringToCents(payment.fee_amount) ?? 0,
    isReconciled: payment.is_reconciled,
    state: payment.state,
    paymentType: paymentTypeLabel(payment.online_payment_type, payment.type),
    device: payment.device?.url ?? '',
  };
}

export type EvaluationShare = { key: string; amountCents: number; payments: number };

export type Evaluation = {
  payments: number;
  reversed: number;
  totalCents: number;
  /** rounded to whole cents; 0 without payments */
  averageCents: number;
  highestCents: number;
  bestDay: { day: IsoDay; amountCents: number; payments: number } | null;
  byPaymentType: EvaluationShare[];
  byDevice: EvaluationShare[];
  feeCents: number;
  /** percent, null without donations */
  feeRatio: number | null;
};

function addShare(shares: Map<string, EvaluationShare>, key: string, amountCents: number) {
  const share = shares.get(key) ?? { key, amountCents: 0, payments: 0 };
  share.amountCents += amountCents;
  share.payments += 1;
  shares.set(key, share);
}

const byAmount = (a: EvaluationShare, b: EvaluationShare) =>
  b.amountCents - a.amountCents || a.key.localeCompare(b.key);

export function evaluatePayments(payments: readonly EvaluatedPayment[]): Evaluation {
  let counted = 0;
  let reversed = 0;
  let totalCents = 0;
  let highestCents = 0;
  let feeCents = 0;
  const days = new Map<IsoDay, EvaluationShare>();
  const types = new Map<string, EvaluationShare>();
  const devices = new Map<string, EvaluationShare>();
  for (const payment of payments) {
    if (!isCountedPayment(payment)) {
      reversed += 1;
      continue;
    }
    counted += 1;
    totalCents += payment.amountCents;
    highestCents = Math.max(highestCents, payment.amountCents);
    feeCents += countedFeeCents(payment);
    addShare(days, toBusinessDay(new Date(payment.date)), payment.amountCents);
    addShare(types, payment.paymentType, payment.amountCents);
    addShare(devices, payment.device, payment.amountCents);
  }
  // the best day is the one with the most money; on a tie the earlier one
  const best = [...days.values()].sort(
    (a, b) => b.amountCents - a.amountCents || a.key.localeCompare(b.key),
  )[0];
  return {
    payments: counted,
    reversed,
    totalCents,
    averageCents: counted === 0 ? 0 : Math.round(totalCents / counted),
    highestCents,
    bestDay: best ? { day: best.key, amountCents: best.amountCents, payments: best.payments } : null,
    byPaymentType: [...types.values()].sort(byAmount),
    byDevice: [...devices.values()].sort(byAmount),
    feeCents,
    feeRatio: computeFeeRatio(feeCents, totalCents),
  };
}

/** Single donations newest first, as the evaluation table lists them. */
export function sortNewestFirst<T extends { date: string }>(payments: readonly T[]): T[] {
  return [...payments].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * Without a start a plan has no beginning to read back to: then the evaluation reads the last 12
 * months (our choice; a plan with a start is read back to its start, as the spec says).
 */
export const EVALUATION_MONTHS_WITHOUT_START = 12;

/**
 * The days an evaluation reads: from the plan's start to its end, at most to today; `before` is the
 * day after the last one. A plan that has not started yet reads nothing (since = before).
 */
export function evaluationRange(
  plan: { start: Date | null; end: Date | null },
  today: IsoDay,
): { since: IsoDay; before: IsoDay } {
  const since = plan.start
    ? toBusinessDay(plan.start)
    : firstOfMonth(addMonthsToDay(today, -(EVALUATION_MONTHS_WITHOUT_START - 1)));
  const lastDay = plan.end && toBusinessDay(plan.end) < today ? toBusinessDay(plan.end) : today;
  const before = addDays(lastDay, 1);
  return { since: since < before ? since : before, before };
}

/**
 * The calls of an evaluation (planning.md §7): "month by month going backwards until the plan
 * start", each a calendar month cut to the range, the newest first.
 */
export function evaluationMonths(range: {
  since: IsoDay;
  before: IsoDay;
}): { since: IsoDay; before: IsoDay }[] {
  const months: { since: IsoDay; before: IsoDay }[] = [];
  let before = range.before;
  while (before > range.since) {
    const monthStart = firstOfMonth(addDays(before, -1));
    const since = monthStart > range.since ? monthStart : range.since;
    months.push({ since, before });
    before = since;
  }
  return months;
}
