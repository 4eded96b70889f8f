/**
 * The period of 'Zeitraum als ZIP herunterladen' (devices-income-kirchgeld.md "Bulk receipts"):
 * date from (inclusive) and date before (exclusive) are both required ('Verpflichtend'), and the
 * period must be one the server takes (not empty, at most a year: the domain's own check). The
 * dialog says it before sending.
 */
import { checkReceiptZipPeriod } from '@kollekta/domain';
import { ZIP_DIALOG_MESSAGES as TEXT } from './messages';

export type ZipPeriodInput = { dateFrom: string; dateBefore: string };
export type ZipPeriodErrors = Partial<Record<keyof ZipPeriodInput, string>>;

const ISO_DAY = /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function validateZipPeriod({ dateFrom, dateBefore }: ZipPeriodInput): ZipPeriodErrors {
  const errors: ZipPeriodErrors = {};
  if (dateFrom.trim() === '') errors.dateFrom = TEXT.required;
  else if (!isIsoDay(dateFrom)) errors.dateFrom = TEXT.invalidDay;
  if (dateBefore.trim() === '') errors.dateBefore = TEXT.required;
  else if (!isIsoDay(dateBefore)) errors.dateBefore = TEXT.invalidDay;
  if (errors.dateFrom || errors.dateBefore) return errors;
  const periodErrors = checkReceiptZipPeriod(dateFrom, dateBefore);
  if (periodErrors.date_from?.[0]) errors.dateFrom = periodErrors.date_from[0];
  if (periodErrors.date_before?.[0]) errors.dateBefore = periodErrors.date_before[0];
  return errors;
}
