/**
 * Dates and times as German users read them (DD.MM.YYYY, HH:mm), always in Europe/Berlin,
 * whatever the browser's own time zone. Components format through these, never by hand.
 */
import { BUSINESS_TIME_ZONE, getWeekday, parseIsoDay } from '@kollekta/domain';

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
// Written out: the ICU data of browsers and Node abbreviate differently ('So.' / 'So').
const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'] as const;

type Instant = Date | string;

function toDate(value: Instant): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** '03.01.2027' */
export function formatDate(value: Instant): string {
  return dateFormat.format(toDate(value));
}

/** '18:00' */
export function formatTime(value: Instant): string {
  return timeFormat.format(toDate(value));
}

/** '02.01.2027 18:00' */
export function formatDateTime(value: Instant): string {
  const date = toDate(value);
  return `${formatDate(date)} ${formatTime(date)}`;
}

/** An ISO calendar day ('2027-01-03') as '03.01.2027', without any time-zone shift. */
export function formatIsoDay(day: string): string {
  const { year, month, day: dayOfMonth } = parseIsoDay(day);
  return `${String(dayOfMonth).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/** 'Sonntag' */
export function formatWeekday(day: string): string {
  return WEEKDAYS[getWeekday(day)];
}

/** 'So., 03.01.2027' */
export function formatIsoDayWithWeekday(day: string): string {
  return `${formatWeekday(day).slice(0, 2)}., ${formatIsoDay(day)}`;
}
