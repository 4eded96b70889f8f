import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-day';
import {
  type CalendarSetting,
  type CalendarSettingLink,
  computeCollectionWindow,
  DEFAULT_CALENDAR_SETTING,
  resolveCalendarSetting,
} from './collection-window';

function toUtc(window: { start: Date; end: Date }) {
  return { start: window.start.toISOString(), end: window.end.toISOString() };
}

describe('computeCollectionWindow with the default setting', () => {
  // Spec: "from 18:00 on the previous day to 17:59 six days later", in Europe/Berlin.
  // Berlin is UTC+1 in winter (CET) and UTC+2 in summer (CEST); 2026 switches on 29 March
  // (02:00 → 03:00) and back on 25 October (03:00 → 02:00).
  it.each([
    ['a Sunday in winter (1. Advent)', '2026-11-29', '2026-11-28T17:00:00.000Z', '2026-12-05T16:59:00.000Z'],
    ['the Sunday before the switch', '2026-03-22', '2026-03-21T17:00:00.000Z', '2026-03-28T16:59:00.000Z'],
    [
      'the Sunday of the switch to summer time',
      '2026-03-29',
      '2026-03-28T17:00:00.000Z',
      '2026-04-04T15:59:00.000Z',
    ],
    [
      'a Sunday in summer (Ostersonntag)',
      '2026-04-05',
      '2026-04-04T16:00:00.000Z',
      '2026-04-11T15:59:00.000Z',
    ],
    ['the Sunday of the switch back', '2026-10-25', '2026-10-24T16:00:00.000Z', '2026-10-31T16:59:00.000Z'],
    ['a weekday feast (Karfreitag)', '2026-04-03', '2026-04-02T16:00:00.000Z', '2026-04-09T15:59:00.000Z'],
    [
      'a day at the turn of the year (Altjahresabend)',
      '2026-12-31',
      '2026-12-30T17:00:00.000Z',
      '2027-01-06T16:59:00.000Z',
    ],
  ])('covers %s (%s)', (_, day, start, end) => {
    expect(toUtc(computeCollectionWindow(day, DEFAULT_CALENDAR_SETTING))).toEqual({ start, end });
  });

  it('lets the windows of consecutive Sundays follow each other, also across both switches', () => {
    for (let sunday = '2026-01-04'; sunday < '2027-01-01'; sunday = addDays(sunday, 7)) {
      const window = computeCollectionWindow(sunday, DEFAULT_CALENDAR_SETTING);
      const next = computeCollectionWindow(addDays(sunday, 7), DEFAULT_CALENDAR_SETTING);
      expect(next.start.getTime() - window.end.getTime(), sunday).toBe(60_000);
    }
  });

  it('uses Europe/Berlin unless another time zone is given', () => {
    expect(computeCollectionWindow('2026-11-29', DEFAULT_CALENDAR_SETTING, 'Europe/Berlin')).toEqual(
      computeCollectionWindow('2026-11-29', DEFAULT_CALENDAR_SETTING),
    );
    expect(toUtc(computeCollectionWindow('2026-11-29', DEFAULT_CALENDAR_SETTING, 'Europe/London'))).toEqual({
      start: '2026-11-28T18:00:00.000Z',
      end: '2026-12-05T17:59:00.000Z',
    });
  });
});

describe('computeCollectionWindow with an organisation setting', () => {
  const setting: CalendarSetting = {
    sundayPrerunDays: 0,
    sundayPrerunTime: '08:00',
    sundayPostrunDays: 0,
    sundayPostrunTime: '20:00',
    otherPrerunDays: 2,
    otherPrerunTime: '12:00',
    otherPostrunDays: 1,
    otherPostrunTime: '12:30',
  };

  it.each([
    ['a Sunday uses the Sunday values', '2026-12-27', '2026-12-27T07:00:00.000Z', '2026-12-27T19:00:00.000Z'],
    [
      'a feast on a Sunday uses them too',
      '2027-10-31',
      '2027-10-31T07:00:00.000Z',
      '2027-10-31T19:00:00.000Z',
    ],
    ['a weekday uses the other values', '2026-12-24', '2026-12-22T11:00:00.000Z', '2026-12-25T11:30:00.000Z'],
    ['also in summer', '2026-05-14', '2026-05-12T10:00:00.000Z', '2026-05-15T10:30:00.000Z'],
  ])('%s (%s)', (_, day, start, end) => {
    expect(toUtc(computeCollectionWindow(day, setting))).toEqual({ start, end });
  });

  it.each([
    ['a window that ends before it starts', { ...setting, sundayPostrunTime: '07:59' }],
    ['negative days', { ...setting, sundayPrerunDays: -1 }],
    ['fractional days', { ...setting, sundayPostrunDays: 1.5 }],
    ['a time that is not HH:mm', { ...setting, sundayPrerunTime: '8:00' }],
    ['a time past midnight', { ...setting, sundayPostrunTime: '24:00' }],
  ])('rejects %s', (_, invalid) => {
    expect(() => computeCollectionWindow('2026-12-27', invalid)).toThrow(RangeError);
  });

  it('rejects a day that is not an ISO day', () => {
    expect(() => computeCollectionWindow('27.12.2026', setting)).toThrow(RangeError);
  });
});

describe('resolveCalendarSetting', () => {
  const own = { ...DEFAULT_CALENDAR_SETTING, sundayPrerunTime: '17:00' };
  const district = { ...DEFAULT_CALENDAR_SETTING, sundayPrerunTime: '16:00' };
  const church = { ...DEFAULT_CALENDAR_SETTING, sundayPrerunTime: '15:00' };
  const link = (setting: CalendarSetting | null, noInheritCalendar = false): CalendarSettingLink => ({
    setting,
    noInheritCalendar,
  });

  // Chains run from the organisation itself (a parish) up to the root (a Landeskirche).
  it.each([
    ['no organisation at all: the default', [], DEFAULT_CALENDAR_SETTING],
    ['nobody has a setting: the default', [link(null), link(null), link(null)], DEFAULT_CALENDAR_SETTING],
    ['its own setting', [link(own), link(district), link(church)], own],
    ['inherited from the parent', [link(null), link(district), link(church)], district],
    ['inherited from the root', [link(null), link(null), link(church)], church],
    [
      'noInheritCalendar without a setting: the default',
      [link(null, true), link(district)],
      DEFAULT_CALENDAR_SETTING,
    ],
    ['noInheritCalendar with its own setting: its own', [link(own, true), link(district)], own],
    [
      'a parent with noInheritCalendar stops above it',
      [link(null), link(null, true), link(church)],
      DEFAULT_CALENDAR_SETTING,
    ],
    [
      'a parent with noInheritCalendar still passes on its own',
      [link(null), link(district, true), link(church)],
      district,
    ],
  ])('%s', (_, chain, expected) => {
    expect(resolveCalendarSetting(chain)).toBe(expected);
  });
});
