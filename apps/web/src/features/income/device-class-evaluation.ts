/**
 * The evaluation of one device class (administration.md §2 "Organisation submenu": 'per-device-class
 * evaluations'): the dashboard at `#/o/{id}/?device_class=KB`. The server narrows statistics and
 * payment history to the class (`device_class`); here: which classes can be evaluated, the last 12
 * months (§9 "Evaluations default: last 12 months") and their income summed from the class's days.
 */
import type { DayEntry } from '@kollekta/contract';
import { centsToDecimalString, DEVICE_CLASS_LABELS, type DeviceClass } from '@kollekta/domain';
import { toCents } from './income-format';

/** Evaluations default to the last 12 months (administration.md §9). */
export const EVALUATION_MONTHS = 12;

export function isEvaluableDeviceClass(value: string | null): value is DeviceClass {
  return value !== null && Object.hasOwn(DEVICE_CLASS_LABELS, value);
}

export type EvaluationMonth = { month: string; since: string; before: string };

/** The last `count` calendar months up to the one of `today` (YYYY-MM-DD), newest first. */
export function lastMonths(today: string, count = EVALUATION_MONTHS): EvaluationMonth[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months: EvaluationMonth[] = [];
  for (let back = 0; back < count; back++) {
    const index = year * 12 + (month - 1) - back;
    const next = index + 1;
    months.push({
      month: isoMonth(index),
      since: `${isoMonth(index)}-01`,
      before: `${isoMonth(next)}-01`,
    });
  }
  return months;
}

export type MonthSums = { month: string; amount: string; payments: number };

/**
 * Income and donations of each month from the daily sums, in the organisation's currency (a few
 * payments in another one would not add up); 0 for a month without any.
 */
export function sumDaysPerMonth(
  days: readonly DayEntry[],
  months: readonly EvaluationMonth[],
  currency: string,
): MonthSums[] {
  const sums = new Map(months.map((month) => [month.month, { cents: 0, payments: 0 }]));
  for (const day of days) {
    const sum = sums.get(day.date.slice(0, 7));
    if (!sum || day.currency !== currency) continue;
    sum.cents += toCents(day.amount);
    sum.payments += day.payments;
  }
  return months.map((month) => {
    const sum = sums.get(month.month);
    return {
      month: month.month,
      amount: centsToDecimalString(sum?.cents ?? 0),
      payments: sum?.payments ?? 0,
    };
  });
}

function isoMonth(index: number): string {
  const year = Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
}
