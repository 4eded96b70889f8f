/**
 * The days an income call asks for: `since` (first day) and `before` (the day after the last),
 * Europe/Berlin calendar days as the spec's calls send them. Either may be left open.
 */
import { countDaysBetween, type IsoDay, parseIsoDay, toZonedInstant } from '@kollekta/domain';
import { DomainError } from '../../platform/errors';
import type { DayBounds } from './statistics.repository';

export const RANGE_MESSAGES = {
  invalidDay: 'Kein gültiges Datum.',
  beforeNotAfterSince: '„before“ muss nach „since“ liegen.',
  tooLong: (days: number) => `Höchstens ${days} Tage auf einmal.`,
} as const;

function checkDay(field: string, day: string | undefined): IsoDay | null {
  if (day === undefined) return null;
  try {
    parseIsoDay(day);
  } catch {
    throw new DomainError('validation', undefined, { fieldErrors: { [field]: [RANGE_MESSAGES.invalidDay] } });
  }
  return day;
}

export function readDayBounds(query: { since?: string; before?: string }): DayBounds {
  const since = checkDay('since', query.since);
  const before = checkDay('before', query.before);
  if (since !== null && before !== null && before <= since)
    throw new DomainError('validation', undefined, {
      fieldErrors: { before: [RANGE_MESSAGES.beforeNotAfterSince] },
    });
  return { since, before };
}

/** A range no longer than `maxDays`, both ends given; else a field error on `field`. */
export function requireShortRange(
  bounds: DayBounds,
  maxDays: number,
  field: string,
): { since: IsoDay; before: IsoDay } {
  const { since, before } = bounds;
  if (since === null || before === null || countDaysBetween(since, before) > maxDays)
    throw new DomainError('validation', undefined, {
      fieldErrors: { [field]: [RANGE_MESSAGES.tooLong(maxDays)] },
    });
  return { since, before };
}

/** Berlin midnight at the start of a day, as an instant. */
export function startOfBerlinDay(day: IsoDay): Date {
  return toZonedInstant(day, '00:00', 'Europe/Berlin');
}
