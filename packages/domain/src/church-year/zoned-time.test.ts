import { describe, expect, it } from 'vitest';
import { parseWallTime, toZonedInstant } from './zoned-time';

describe('toZonedInstant', () => {
  it.each([
    ['winter time', '2026-01-15', '18:00', 'Europe/Berlin', '2026-01-15T17:00:00.000Z'],
    ['summer time', '2026-07-15', '18:00', 'Europe/Berlin', '2026-07-15T16:00:00.000Z'],
    [
      'just before the switch to summer time',
      '2026-03-29',
      '01:59',
      'Europe/Berlin',
      '2026-03-29T00:59:00.000Z',
    ],
    [
      'a skipped time moves forward (02:30 → 03:30)',
      '2026-03-29',
      '02:30',
      'Europe/Berlin',
      '2026-03-29T01:30:00.000Z',
    ],
    [
      'just after the switch to summer time',
      '2026-03-29',
      '03:00',
      'Europe/Berlin',
      '2026-03-29T01:00:00.000Z',
    ],
    [
      'a repeated time takes the first one',
      '2026-10-25',
      '02:30',
      'Europe/Berlin',
      '2026-10-25T00:30:00.000Z',
    ],
    ['just after the switch back', '2026-10-25', '03:00', 'Europe/Berlin', '2026-10-25T02:00:00.000Z'],
    ['a zone with a half-hour offset', '2026-01-01', '00:00', 'Asia/Kolkata', '2025-12-31T18:30:00.000Z'],
    ['a zone behind UTC', '2026-07-04', '12:00', 'America/New_York', '2026-07-04T16:00:00.000Z'],
  ])('%s', (_, day, time, timeZone, expected) => {
    expect(toZonedInstant(day, time, timeZone).toISOString()).toBe(expected);
  });

  it('rejects an unknown time zone', () => {
    expect(() => toZonedInstant('2026-01-15', '18:00', 'Europe/Nowhere')).toThrow(RangeError);
  });
});

describe('parseWallTime', () => {
  it.each([
    ['00:00', 0, 0],
    ['17:59', 17, 59],
    ['23:59', 23, 59],
  ])('reads %s', (time, hour, minute) => {
    expect(parseWallTime(time)).toEqual({ hour, minute });
  });

  it.each(['24:00', '7:00', '18:60', '18:00:00', ''])('rejects %j', (time) => {
    expect(() => parseWallTime(time)).toThrow(RangeError);
  });
});
