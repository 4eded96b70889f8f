import { describe, expect, it } from 'vitest';
import { checkQrNotification, formatPlanPeriod, type QrNotificationSituation } from './qr-notification';

const ready: QrNotificationSituation = {
  canReadPlans: true,
  hasAdvancedNotification: true,
  recipientCount: 2,
  hasStarted: false,
};

describe('checkQrNotification: READ_CPLAN, the feature, contacts, not started (planning.md §6)', () => {
  it.each([
    ['everything in place', ready, null],
    ['without READ_CPLAN', { ...ready, canReadPlans: false }, 'no_permission'],
    [
      'without the advanced notification feature',
      { ...ready, hasAdvancedNotification: false },
      'feature_missing',
    ],
    ['without contacts', { ...ready, recipientCount: 0 }, 'no_contacts'],
    ['after the start', { ...ready, hasStarted: true }, 'already_started'],
    [
      'nothing at all: the permission is named first',
      { canReadPlans: false, hasAdvancedNotification: false, recipientCount: 0, hasStarted: true },
      'no_permission',
    ],
  ] as const)('%s → %s', (_name, situation, expected) => {
    expect(checkQrNotification(situation)).toBe(expected);
  });
});

describe('formatPlanPeriod: Berlin wall-clock times, across daylight saving time', () => {
  it.each([
    ['2026-11-28T17:00:00Z', '2026-12-05T16:59:00Z', 'vom 28.11.2026, 18:00 Uhr bis 05.12.2026, 17:59 Uhr'],
    ['2026-05-09T16:00:00Z', '2026-05-16T15:59:00Z', 'vom 09.05.2026, 18:00 Uhr bis 16.05.2026, 17:59 Uhr'],
    ['2026-12-01T09:30:00Z', null, 'ab 01.12.2026, 10:30 Uhr, unbefristet'],
    [null, null, 'ohne festgelegten Zeitraum'],
  ] as const)('%s – %s', (start, end, expected) => {
    expect(formatPlanPeriod(start ? new Date(start) : null, end ? new Date(end) : null)).toBe(expected);
  });
});
