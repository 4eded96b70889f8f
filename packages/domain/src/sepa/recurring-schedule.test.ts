import { describe, expect, it } from 'vitest';
import {
  getFirstRecurringDebit,
  isRecurringInterval,
  listRecurringDebits,
  type RecurringGiftSchedule,
  type RecurringInterval,
} from './recurring-schedule';

/** Signed on Saturday 20 December 2025: the 10 December debit is past, so 2026 starts with FRST. */
const SIGNED = '2025-12-20';
const due = (debits: ReturnType<typeof listRecurringDebits>) =>
  debits.map((debit) => `${debit.dueDay} ${debit.sequenceType}`);

describe('a recurring gift across 2026 (spec schedules, moved to TARGET2 days)', () => {
  it.each<[RecurringInterval, string[]]>([
    [
      'monthly',
      [
        '2026-01-12 FRST', // the 10th is a Saturday
        '2026-02-10 RCUR',
        '2026-03-10 RCUR',
        '2026-04-10 RCUR',
        '2026-05-11 RCUR', // Sunday
        '2026-06-10 RCUR',
        '2026-07-10 RCUR',
        '2026-08-10 RCUR',
        '2026-09-10 RCUR',
        '2026-10-12 RCUR', // Saturday
        '2026-11-10 RCUR',
        '2026-12-10 RCUR',
      ],
    ],
    ['quarterly', ['2026-01-12 FRST', '2026-04-10 RCUR', '2026-07-10 RCUR', '2026-10-12 RCUR']],
    ['half_yearly', ['2026-02-10 FRST', '2026-08-10 RCUR']],
    ['yearly', ['2026-03-10 FRST']],
  ])('%s', (interval, expected) => {
    const debits = listRecurringDebits({ interval, mandateDate: SIGNED }, '2026-01-01', '2026-12-31');
    expect(due(debits)).toEqual(expected);
    expect(debits.every((debit) => debit.scheduleDay.endsWith('-10'))).toBe(true);
  });

  it('keeps the schedule day next to the moved due day', () => {
    const [first] = listRecurringDebits(
      { interval: 'monthly', mandateDate: SIGNED },
      '2026-01-01',
      '2026-01-31',
    );
    expect(first).toEqual({ scheduleDay: '2026-01-10', dueDay: '2026-01-12', sequenceType: 'FRST' });
  });

  it('counts FRST from the mandate, not from the window asked for', () => {
    const gift = { interval: 'yearly', mandateDate: SIGNED } as const;
    expect(due(listRecurringDebits(gift, '2027-01-01', '2028-12-31'))).toEqual([
      '2027-03-10 RCUR',
      '2028-03-10 RCUR',
    ]);
    expect(
      due(listRecurringDebits({ interval: 'monthly', mandateDate: SIGNED }, '2026-07-01', '2026-09-30')),
    ).toEqual(['2026-07-10 RCUR', '2026-08-10 RCUR', '2026-09-10 RCUR']);
  });
});

describe('TARGET2 closing days on a schedule day', () => {
  it.each<[RecurringInterval, string, string, string[]]>([
    // Good Friday 10 April 2020, then the weekend and Easter Monday
    [
      'quarterly',
      '2019-12-01',
      '2020',
      ['2020-01-10 FRST', '2020-04-14 RCUR', '2020-07-10 RCUR', '2020-10-12 RCUR'],
    ],
    // Easter Monday 10 April 2023
    [
      'quarterly',
      '2022-12-01',
      '2023',
      ['2023-01-10 FRST', '2023-04-11 RCUR', '2023-07-10 RCUR', '2023-10-10 RCUR'],
    ],
    ['half_yearly', '2026-12-01', '2027', ['2027-02-10 FRST', '2027-08-10 RCUR']],
    ['yearly', '2026-12-01', '2027', ['2027-03-10 FRST']],
  ])('%s signed %s, in %s', (interval, mandateDate, year, expected) => {
    expect(due(listRecurringDebits({ interval, mandateDate }, `${year}-01-01`, `${year}-12-31`))).toEqual(
      expected,
    );
  });
});

describe('the first debit: the first schedule day at least one TARGET2 day after the mandate', () => {
  it.each<[RecurringInterval, string, string]>([
    ['monthly', '2026-01-08', '2026-01-12'], // Thursday: Friday is the earliest, the 10th moves to Monday
    ['monthly', '2026-01-09', '2026-01-12'], // Friday: Monday is the earliest and the due day
    ['monthly', '2026-01-12', '2026-02-10'], // signed on the due day itself: too late for January
    ['monthly', '2026-02-09', '2026-02-10'],
    ['monthly', '2026-02-10', '2026-03-10'],
    ['quarterly', '2020-04-09', '2020-04-14'], // Maundy Thursday: Tuesday after Easter is both
    ['quarterly', '2020-04-14', '2020-07-10'],
    ['half_yearly', '2026-08-07', '2026-08-10'], // Friday before a Monday 10th
    ['half_yearly', '2026-08-10', '2027-02-10'],
    ['yearly', '2026-03-10', '2027-03-10'],
  ])('%s signed %s: FRST on %s', (interval, mandateDate, expected) => {
    expect(getFirstRecurringDebit({ interval, mandateDate })).toMatchObject({
      dueDay: expected,
      sequenceType: 'FRST',
    });
  });

  it('starts no earlier than the start day the donor chose', () => {
    const gift = { interval: 'monthly', mandateDate: SIGNED, startDay: '2026-04-01' } as const;
    expect(due(listRecurringDebits(gift, '2026-01-01', '2026-06-30'))).toEqual([
      '2026-04-10 FRST',
      '2026-05-11 RCUR',
      '2026-06-10 RCUR',
    ]);
  });

  it('needs a longer lead when asked', () => {
    expect(
      getFirstRecurringDebit({ interval: 'monthly', mandateDate: '2026-01-08', leadDays: 2 })?.dueDay,
    ).toBe('2026-01-12');
    expect(
      getFirstRecurringDebit({ interval: 'monthly', mandateDate: '2026-01-08', leadDays: 3 })?.dueDay,
    ).toBe('2026-02-10');
  });
});

describe('cancelling stops the debits after the end day', () => {
  const gift: RecurringGiftSchedule = { interval: 'monthly', mandateDate: SIGNED };

  it.each([
    ['2026-06-15', ['2026-01-12', '2026-02-10', '2026-03-10', '2026-04-10', '2026-05-11', '2026-06-10']],
    ['2026-06-10', ['2026-01-12', '2026-02-10', '2026-03-10', '2026-04-10', '2026-05-11', '2026-06-10']],
    ['2026-06-09', ['2026-01-12', '2026-02-10', '2026-03-10', '2026-04-10', '2026-05-11']],
    ['2026-05-10', ['2026-01-12', '2026-02-10', '2026-03-10', '2026-04-10']], // the Sunday debit is due Monday
    ['2026-01-11', []],
  ])('ended %s', (endDay, expected) => {
    const debits = listRecurringDebits({ ...gift, endDay }, '2026-01-01', '2030-12-31');
    expect(debits.map((debit) => debit.dueDay)).toEqual(expected);
  });

  it('has no first debit when cancelled before it', () => {
    expect(getFirstRecurringDebit({ ...gift, endDay: '2026-01-11' })).toBeNull();
  });
});

describe('isRecurringInterval', () => {
  it.each([
    ['monthly', true],
    ['half_yearly', true],
    ['weekly', false],
    ['halbjährlich', false],
  ])('%s → %s', (value, expected) => {
    expect(isRecurringInterval(value)).toBe(expected);
  });
});
