/**
 * The QR-code notification mail of a plan (planning.md §2 "Send QR notification", §6): announces a
 * coming collection to the organisation's notification contacts, with the plan's direct link and
 * its QR code.
 *
 * Spec: "The QR notification mail needs READ_CPLAN, the advanced_notification feature,
 * notification contacts, and a plan that has not started."
 */
import { DEFAULT_TIME_ZONE } from '../church-year/collection-window';

export type QrNotificationSituation = {
  /** READ_CPLAN on the organisation that announces */
  canReadPlans: boolean;
  /** its AdvancedNotificationFeature is valid today */
  hasAdvancedNotification: boolean;
  /** contacts of type announce_collection with an e-mail address */
  recipientCount: number;
  hasStarted: boolean;
};

export type QrNotificationRefusal = 'no_permission' | 'feature_missing' | 'no_contacts' | 'already_started';

export const QR_NOTIFICATION_MESSAGES: Record<QrNotificationRefusal, string> & {
  sent: string;
  confirmTitle: string;
} = {
  no_permission: 'Sie haben nicht ausreichend Rechte, um diese Sammlung anzukündigen.',
  feature_missing:
    'Die Benachrichtigungsmail braucht das Zusatzfeature „Erweiterte Benachrichtigungen“ für diese Organisation.',
  no_contacts:
    'Es ist kein Kontakt mit E-Mail-Adresse für die Vorankündigung von Sammlungen hinterlegt (Benachrichtigungen).',
  already_started: 'Die Sammlung hat bereits begonnen. Eine Vorankündigung ist nur vorher möglich.',
  /** administration.md §8 */
  sent: 'Vorankündigungen werden verschickt',
  /** planning.md §2 */
  confirmTitle: 'Benachrichtigungsmail wirklich versenden?',
};

/** The first rule that stops the mail, in the order a user can act on them; null: it may go. */
export function checkQrNotification(situation: QrNotificationSituation): QrNotificationRefusal | null {
  if (!situation.canReadPlans) return 'no_permission';
  if (!situation.hasAdvancedNotification) return 'feature_missing';
  if (situation.hasStarted) return 'already_started';
  if (situation.recipientCount === 0) return 'no_contacts';
  return null;
}

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: DEFAULT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: DEFAULT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '29.11.2026, 18:00 Uhr' in Europe/Berlin. */
export function formatMailInstant(instant: Date): string {
  return `${dayFormat.format(instant)}, ${timeFormat.format(instant)} Uhr`;
}

/** The period of a plan as a mail names it. */
export function formatPlanPeriod(start: Date | null, end: Date | null): string {
  if (start === null && end === null) return 'ohne festgelegten Zeitraum';
  if (start === null) return `bis ${formatMailInstant(end as Date)}`;
  if (end === null) return `ab ${formatMailInstant(start)}, unbefristet`;
  return `vom ${formatMailInstant(start)} bis ${formatMailInstant(end)}`;
}
