/**
 * The evaluation of one collection (planning.md §2 "Evaluation view"): counts, average, highest
 * single donation, best day, shares by payment type and by device, and the fee ratio. Reversed
 * payments are listed but count in none of the figures.
 */
import { addDays, type IsoDay } from '../church-year/calendar-day';
import { addMonthsToDay } from '../planning/zoned-days';
import { toBusinessDay } from '../time/business-day';
import { computeFeeRatio, countedFeeCents } from './fee-ratio';
import { isCountedPayment } from './payment-kinds';
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

/** An evaluation covers at most the last 12 months (planning.md §9), from the plan's start. */
export const EVALUATION_MONTHS = 12;

/** The days an evaluation reads: from the plan's start (at most 12 months back) to today. */
export function evaluationRange(planStart: Date | null, today: IsoDay): { since: IsoDay; before: IsoDay } {
  const earliest = firstOfMonth(addMonthsToDay(today, -(EVALUATION_MONTHS - 1)));
  const start = planStart ? toBusinessDay(planStart) : earliest;
  return { since: start > earliest ? start : earliest, before: addDays(today, 1) };
}
