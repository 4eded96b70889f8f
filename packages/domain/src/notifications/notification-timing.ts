/**
 * When a notification mail is due (administration.md §3 contact notification types, §9 notification
 * timing: "information mails next morning", "weekly summary Thursday", "collection notices … the
 * following day (ended)"), and the key of each event: a mail goes to one address once per event key.
 * Days are counted in Europe/Berlin.
 */
import { addDays, countDaysBetween, getWeekday, type IsoDay } from '../church-year/calendar-day';
import { toBusinessDay } from '../time/business-day';

export const NOTIFICATION_MAIL_TYPES = [
  'collection_ended',
  'fill_accounting_fields',
  'intermediate_sum',
  'cash_notification',
  'disbursement_order_ready',
  'recurring_payments',
  'device_attendant',
  'forward_billing_emails',
] as const;
export type NotificationMailType = (typeof NOTIFICATION_MAIL_TYPES)[number];

/** §9 "next morning": mails about yesterday go out from 06:00 Berlin time. */
export const NOTIFICATION_MORNING_HOUR = 6;
/**
 * Day-based events older than this are not mailed any more: a server that was down for a while, or
 * a first start over old data, sends no flood of stale mails.
 */
export const NOTIFICATION_LOOKBACK_DAYS = 3;
/** A plan running longer than this is a long-running purpose that gets the weekly interim sum. */
export const LONG_RUNNING_MIN_DAYS = 28;
/** §9 "weekly summary Thursday" (0 = Sunday). */
export const INTERMEDIATE_SUM_WEEKDAY = 4;
/** Cash in state 'entered' longer than this waits for its confirmation (cash_notification). */
export const CASH_WAITING_HOURS = 24;
/** A device whose last sign of life is older than this is reported to its attendants. */
export const DEVICE_OFFLINE_ALERT_MINUTES = 120;
/** A battery below this percentage is reported to the device's attendants. */
export const DEVICE_BATTERY_ALERT_PERCENT = 20;
/** Billing documents newer than this get their copy to forward_billing_emails contacts. */
export const BILLING_COPY_LOOKBACK_DAYS = 14;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour (0–23) in Europe/Berlin. */
export function toBusinessHour(instant: Date): number {
  return Number(hourFormat.format(instant));
}

/** Whether the morning mails of the day may go out (from 06:00 Berlin). */
export function isMorning(now: Date): boolean {
  return toBusinessHour(now) >= NOTIFICATION_MORNING_HOUR;
}

/**
 * collection_ended and fill_accounting_fields: the day after the collection ended, in the morning,
 * and for a few days after that should a sweep have been missed.
 */
export function isEndedCollectionDue(endAt: Date | null, now: Date): boolean {
  if (endAt === null || endAt.getTime() > now.getTime()) return false;
  const days = countDaysBetween(toBusinessDay(endAt), toBusinessDay(now));
  if (days < 1 || days > NOTIFICATION_LOOKBACK_DAYS) return false;
  return days > 1 || isMorning(now);
}

/** The earliest end a due ended collection can have: the sweep's lower bound for its query. */
export function earliestDueCollectionEnd(now: Date): Date {
  return new Date(now.getTime() - (NOTIFICATION_LOOKBACK_DAYS + 1) * DAY_MS);
}

/** A plan of more than LONG_RUNNING_MIN_DAYS, or without end, is a long-running purpose. */
export function isLongRunningPlan(startAt: Date | null, endAt: Date | null): boolean {
  if (startAt === null) return false;
  if (endAt === null) return true;
  return endAt.getTime() - startAt.getTime() > LONG_RUNNING_MIN_DAYS * DAY_MS;
}

/** The Thursday whose interim sums are due now, or null when it is not Thursday morning. */
export function dueIntermediateSumDay(now: Date): IsoDay | null {
  const today = toBusinessDay(now);
  if (getWeekday(today) !== INTERMEDIATE_SUM_WEEKDAY || !isMorning(now)) return null;
  return today;
}

/** cash_notification: an entry still 'entered' more than CASH_WAITING_HOURS after it was entered. */
export function isCashWaitingDue(state: string, createdAt: Date, now: Date): boolean {
  return state === 'entered' && now.getTime() - createdAt.getTime() > CASH_WAITING_HOURS * HOUR_MS;
}

/** recurring_payments: the days whose new and ended recurring donations are due for a summary now. */
export function dueSummaryDays(now: Date): IsoDay[] {
  const today = toBusinessDay(now);
  const days: IsoDay[] = [];
  for (let back = NOTIFICATION_LOOKBACK_DAYS; back >= 1; back--) {
    if (back === 1 && !isMorning(now)) continue;
    days.push(addDays(today, -back));
  }
  return days;
}

export type DeviceTelemetrySnapshot = {
  /** the device's last sign of life (VPN handshake or telemetry 'online'); null when never seen */
  lastSeenAt: Date | null;
  /** whether the telemetry says 'online' right now */
  isOnline: boolean;
  batteryPercent: number | null;
  /** when the battery was first seen below the limit in the current low phase */
  batteryLowSince: Date | null;
};

export type DeviceIncident = { kind: 'offline' | 'battery'; since: Date };

/**
 * device_attendant: a device offline for more than DEVICE_OFFLINE_ALERT_MINUTES (counted from its
 * last sign of life, which is also the incident's start) or a battery below 20 %. A device never
 * seen is no incident (it may not be set up yet).
 */
export function findDeviceIncidents(device: DeviceTelemetrySnapshot, now: Date): DeviceIncident[] {
  const incidents: DeviceIncident[] = [];
  if (
    !device.isOnline &&
    device.lastSeenAt !== null &&
    now.getTime() - device.lastSeenAt.getTime() > DEVICE_OFFLINE_ALERT_MINUTES * 60_000
  )
    incidents.push({ kind: 'offline', since: device.lastSeenAt });
  if (
    device.batteryPercent !== null &&
    device.batteryPercent < DEVICE_BATTERY_ALERT_PERCENT &&
    device.batteryLowSince !== null
  )
    incidents.push({ kind: 'battery', since: device.batteryLowSince });
  return incidents;
}

/** The event keys: one mail per key and address, ever. */
export const notificationEventKeys = {
  collectionEnded: (planId: number, organizationId: number) => `collection_ended:${planId}:${organizationId}`,
  fillAccountingFields: (planId: number) => `fill_accounting_fields:${planId}`,
  intermediateSum: (organizationId: number, thursday: IsoDay) =>
    `intermediate_sum:${organizationId}:${thursday}`,
  cashWaiting: (cashPaymentId: number) => `cash_notification:${cashPaymentId}`,
  disbursementOrderReady: (orderId: number) => `disbursement_order_ready:${orderId}`,
  recurringPayments: (organizationId: number, day: IsoDay) => `recurring_payments:${organizationId}:${day}`,
  /** offline: from the last sign of life (telemetry that survives a restart); battery: by the day first seen low */
  deviceIncident: (deviceId: number, incident: DeviceIncident) =>
    incident.kind === 'offline'
      ? `device_attendant:${deviceId}:offline:${incident.since.toISOString()}`
      : `device_attendant:${deviceId}:battery:${toBusinessDay(incident.since)}`,
  billingCopy: (documentId: number) => `forward_billing_emails:${documentId}`,
} as const;

/** Whether a billing document is still new enough for its copy. */
export function isBillingCopyDue(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= BILLING_COPY_LOOKBACK_DAYS * DAY_MS;
}
