import { describe, expect, it } from 'vitest';
import { getEarliestCollectionDay, getNextCollectionDay } from './collection-day';

describe('getNextCollectionDay (one-off gift, D-1 after the Berlin day the file is made)', () => {
  it.each([
    ['2026-03-02T08:00:00Z', '2026-03-03'], // Monday → Tuesday
    ['2026-03-06T09:00:00Z', '2026-03-09'], // Friday → Monday
    ['2026-03-07T12:00:00Z', '2026-03-10'], // Saturday: the bank handles it Monday → Tuesday
    ['2026-03-08T22:59:00Z', '2026-03-10'], // Sunday 23:59 in Berlin
    ['2026-03-05T23:30:00Z', '2026-03-09'], // Friday 00:30 in Berlin, still Thursday in UTC
    ['2026-04-02T12:00:00Z', '2026-04-07'], // Maundy Thursday → after Good Friday and Easter Monday
    ['2026-04-03T12:00:00Z', '2026-04-08'], // Good Friday: handled Tuesday → Wednesday
    ['2026-04-30T12:00:00Z', '2026-05-04'], // before 1 May
    ['2026-12-23T12:00:00Z', '2026-12-24'],
    ['2026-12-24T12:00:00Z', '2026-12-28'],
    ['2026-12-31T12:00:00Z', '2027-01-04'],
  ])('a gift at %s is due %s', (instant, day) => {
    expect(getNextCollectionDay(new Date(instant))).toBe(day);
  });

  it('moves a file made after the bank cut-off to the next TARGET2 day', () => {
    // Monday 2 March 2026, 15:30 and 14:59 in Berlin (UTC+1)
    expect(getNextCollectionDay(new Date('2026-03-02T14:30:00Z'), { cutOffTime: '15:00' })).toBe(
      '2026-03-04',
    );
    expect(getNextCollectionDay(new Date('2026-03-02T13:59:00Z'), { cutOffTime: '15:00' })).toBe(
      '2026-03-03',
    );
    // a cut-off means nothing on a Saturday: Monday is the day the bank handles it anyway
    expect(getNextCollectionDay(new Date('2026-03-07T16:00:00Z'), { cutOffTime: '15:00' })).toBe(
      '2026-03-10',
    );
  });

  it('takes a longer lead', () => {
    expect(getNextCollectionDay(new Date('2026-03-02T08:00:00Z'), { leadDays: 2 })).toBe('2026-03-04');
    expect(getEarliestCollectionDay('2026-03-05', 5)).toBe('2026-03-12');
  });

  it('refuses less than D-1 and a malformed cut-off', () => {
    expect(() => getEarliestCollectionDay('2026-03-02', 0)).toThrow(RangeError);
    expect(() => getNextCollectionDay(new Date(), { cutOffTime: '25:00' })).toThrow(RangeError);
  });
});
