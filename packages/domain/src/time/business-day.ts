/** Business days are counted in Europe/Berlin, whatever the server's own time zone. */
export const BUSINESS_TIME_ZONE = 'Europe/Berlin';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) an instant falls on in Europe/Berlin. */
export function toBusinessDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** The calendar year an instant falls in in Europe/Berlin (New Year's Eve 23:30 UTC is already next year). */
export function toBusinessYear(instant: Date): number {
  return Number(toBusinessDay(instant).slice(0, 4));
}
