import { describe, expect, it } from 'vitest';
import {
  dueIntermediateSumDay,
  dueSummaryDays,
  findDeviceIncidents,
  isBillingCopyDue,
  isCashWaitingDue,
  isEndedCollectionDue,
  isLongRunningPlan,
  notificationEventKeys,
} from './notification-timing';

// 2026-11-26 is a Thursday; Berlin is UTC+1 in November.
const at = (iso: string) => new Date(iso);

describe('isEndedCollectionDue (§9: the following day, in the morning)', () => {
  it.each([
    ['ended Sunday 18:00, Monday 05:59', '2026-11-22T17:00:00Z', '2026-11-23T04:59:00Z', false],
    ['ended Sunday 18:00, Monday 06:00', '2026-11-22T17:00:00Z', '2026-11-23T05:00:00Z', true],
    ['ended Sunday 23:59, Monday 06:00', '2026-11-22T22:59:00Z', '2026-11-23T05:00:00Z', true],
    ['ended today', '2026-11-23T01:00:00Z', '2026-11-23T10:00:00Z', false],
    ['three days later, before the morning', '2026-11-22T17:00:00Z', '2026-11-25T03:00:00Z', true],
    ['four days later: too old', '2026-11-22T17:00:00Z', '2026-11-26T10:00:00Z', false],
    ['not ended yet', '2026-11-30T17:00:00Z', '2026-11-23T10:00:00Z', false],
  ])('%s', (_label, end, now, expected) => {
    expect(isEndedCollectionDue(at(end), at(now))).toBe(expected);
  });
  it('a plan without end never ends', () => {
    expect(isEndedCollectionDue(null, at('2026-11-23T10:00:00Z'))).toBe(false);
  });
});

describe('isLongRunningPlan (more than 28 days, or open-ended)', () => {
  it.each([
    ['a Sunday collection of 7 days', '2026-11-01T00:00:00Z', '2026-11-08T00:00:00Z', true, false],
    ['exactly 28 days', '2026-11-01T00:00:00Z', '2026-11-29T00:00:00Z', true, false],
    ['29 days', '2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z', true, true],
    ['open-ended', '2026-11-01T00:00:00Z', null, true, true],
    ['no start', null, null, false, false],
  ])('%s', (_label, start, end, _hasStart, expected) => {
    expect(isLongRunningPlan(start ? at(start) : null, end ? at(end) : null)).toBe(expected);
  });
});

describe('dueIntermediateSumDay (§9 weekly summary Thursday)', () => {
  it.each([
    ['Thursday 06:00', '2026-11-26T05:00:00Z', '2026-11-26'],
    ['Thursday 05:59', '2026-11-26T04:59:00Z', null],
    ['Thursday 23:30', '2026-11-26T22:30:00Z', '2026-11-26'],
    ['Wednesday', '2026-11-25T10:00:00Z', null],
    ['Friday 00:30 Berlin (Thursday in UTC)', '2026-11-26T23:30:00Z', null],
  ])('%s', (_label, now, expected) => {
    expect(dueIntermediateSumDay(at(now))).toBe(expected);
  });
});

describe('isCashWaitingDue (entered for more than a day)', () => {
  it.each([
    ['entered 25 hours ago', 'entered', '2026-11-22T10:00:00Z', '2026-11-23T11:00:00Z', true],
    ['entered exactly 24 hours ago', 'entered', '2026-11-22T10:00:00Z', '2026-11-23T10:00:00Z', false],
    ['entered 2 hours ago', 'entered', '2026-11-23T08:00:00Z', '2026-11-23T10:00:00Z', false],
    ['confirmed', 'processed', '2026-11-20T10:00:00Z', '2026-11-23T10:00:00Z', false],
  ])('%s', (_label, state, created, now, expected) => {
    expect(isCashWaitingDue(state, at(created), at(now))).toBe(expected);
  });
});

describe('dueSummaryDays (next morning, up to three days back)', () => {
  it('Monday 07:00 covers Friday to Sunday', () => {
    expect(dueSummaryDays(at('2026-11-23T06:00:00Z'))).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });
  it('before 06:00 yesterday is not due yet', () => {
    expect(dueSummaryDays(at('2026-11-23T04:00:00Z'))).toEqual(['2026-11-20', '2026-11-21']);
  });
});

describe('findDeviceIncidents (offline over 120 minutes, battery below 20 %)', () => {
  const now = at('2026-11-23T12:00:00Z');
  const base = {
    lastSeenAt: at('2026-11-23T11:59:00Z'),
    isOnline: true,
    batteryPercent: 80,
    batteryLowSince: null,
  };
  it.each([
    ['online, full battery', base, []],
    ['offline 119 minutes', { ...base, isOnline: false, lastSeenAt: at('2026-11-23T10:01:00Z') }, []],
    [
      'offline 121 minutes',
      { ...base, isOnline: false, lastSeenAt: at('2026-11-23T09:59:00Z') },
      [{ kind: 'offline', since: at('2026-11-23T09:59:00Z') }],
    ],
    ['never seen', { ...base, isOnline: false, lastSeenAt: null }, []],
    [
      'battery 19 %',
      { ...base, batteryPercent: 19, batteryLowSince: at('2026-11-23T08:00:00Z') },
      [{ kind: 'battery', since: at('2026-11-23T08:00:00Z') }],
    ],
    ['battery 20 %', { ...base, batteryPercent: 20, batteryLowSince: at('2026-11-23T08:00:00Z') }, []],
  ])('%s', (_label, device, expected) => {
    expect(findDeviceIncidents(device, now)).toEqual(expected);
  });
  it('keys an offline incident by its start and a battery incident by its day', () => {
    expect(
      notificationEventKeys.deviceIncident(7, { kind: 'offline', since: at('2026-11-23T09:59:00Z') }),
    ).toBe('device_attendant:7:offline:2026-11-23T09:59:00.000Z');
    expect(
      notificationEventKeys.deviceIncident(7, { kind: 'battery', since: at('2026-11-23T23:30:00Z') }),
    ).toBe('device_attendant:7:battery:2026-11-24');
  });
});

describe('isBillingCopyDue (documents of the last 14 days)', () => {
  it.each([
    ['today', '2026-11-23T08:00:00Z', true],
    ['14 days ago', '2026-11-09T12:00:00Z', true],
    ['15 days ago', '2026-11-08T12:00:00Z', false],
  ])('%s', (_label, created, expected) => {
    expect(isBillingCopyDue(at(created), at('2026-11-23T12:00:00Z'))).toBe(expected);
  });
});
