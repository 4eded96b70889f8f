import { describe, expect, it } from 'vitest';
import { bookingsOfYears, isPersonId, targetGroupsText } from './legacy-display';

const booking = (year: number, amount: string) => ({
  booking_date: `${year}-03-01`,
  amount,
  purpose: '',
  payment_method: '',
  year,
});

describe('bookingsOfYears', () => {
  const record = { buchungen: [booking(2016, '20.00'), booking(2021, '1234.50'), booking(2022, '12.50')] };
  it.each([
    [[2021, 2022], 2, 124700],
    [[2016], 1, 2000],
    [[2019], 0, 0],
    [[], 3, 126700],
  ])('years %j → %i bookings, %i cents', (years, count, cents) => {
    const result = bookingsOfYears(record, years);
    expect(result.bookings).toHaveLength(count);
    expect(result.sumCents).toBe(cents);
  });
});

describe('targetGroupsText', () => {
  it('joins the target groups', () => {
    expect(
      targetGroupsText({ zielgruppen: [{ Zielgruppe: 'Kirchgeldzahler' }, { Zielgruppe: 'Senioren' }] }),
    ).toBe('Kirchgeldzahler, Senioren');
  });
});

describe('isPersonId', () => {
  it.each([
    ['0b6f2d6e-4a4f-4c1e-9d1e-2f1a3b4c5d6e', true],
    ['  0B6F2D6E-4A4F-4C1E-9D1E-2F1A3B4C5D6E ', true],
    ['keine-uuid', false],
    ['0b6f2d6e4a4f4c1e9d1e2f1a3b4c5d6e', false],
  ])('%j → %s', (text, expected) => {
    expect(isPersonId(text)).toBe(expected);
  });
});
