/**
 * The evaluation of one device class (administration.md §2 "Organisation submenu": 'per-device-class
 * evaluations'): the dashboard at `#/o/{id}/?device_class=KB`. The statistics give the sums per
 * device type with its class (byDeviceType), so a class's income, its donations and their average
 * are summed from there, per month over the last 12 months (§9 "Evaluations default: last 12 months").
 */
import type { Statistics } from '@kollekta/contract';
import { centsToDecimalString, DEVICE_CLASS_LABELS } from '@kollekta/domain';
import { toCents } from './income-format';

/** Evaluations default to the last 12 months (administration.md §9). */
export const EVALUATION_MONTHS = 12;

export function isEvaluableDeviceClass(value: string | null): value is keyof typeof DEVICE_CLASS_LABELS {
  return value !== null && Object.hasOwn(DEVICE_CLASS_LABELS, value);
}

export type DeviceClassSums = { amount: string; currency: string; payments: number; average: string };

/** The device types of the class in the organisation's currency (the first aggregate row). */
export function deviceClassRows(statistics: Statistics, deviceClass: string): Statistics['byDeviceType'] {
  const currency = statistics.aggregate[0]?.currency;
  return statistics.byDeviceType.filter(
    (row) => row.device_class === deviceClass && (currency === undefined || row.currency === currency),
  );
}

/** Income, donations and average of the class; null without any income of it. */
export function sumDeviceClass(statistics: Statistics, deviceClass: string): DeviceClassSums | null {
  const rows = deviceClassRows(statistics, deviceClass);
  const first = rows[0];
  if (!first) return null;
  const cents = rows.reduce((sum, row) => sum + toCents(row.amount), 0);
  const payments = rows.reduce((sum, row) => sum + row.payments, 0);
  return {
    amount: centsToDecimalString(cents),
    currency: first.currency,
    payments,
    average: centsToDecimalString(payments === 0 ? 0 : Math.round(cents / payments)),
  };
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

function isoMonth(index: number): string {
  const year = Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
}
