import { describe, expect, it } from 'vitest';
import { validateZipPeriod } from './zip-period';

describe('validateZipPeriod (devices-income-kirchgeld.md "Bulk receipts")', () => {
  it.each([
    [
      { dateFrom: '', dateBefore: '' },
      { dateFrom: 'Verpflichtend', dateBefore: 'Verpflichtend' },
    ],
    [{ dateFrom: '2026-01-01', dateBefore: '' }, { dateBefore: 'Verpflichtend' }],
    [{ dateFrom: '', dateBefore: '2027-01-01' }, { dateFrom: 'Verpflichtend' }],
    [{ dateFrom: '2026-02-30', dateBefore: '2027-01-01' }, { dateFrom: 'Bitte ein gültiges Datum angeben.' }],
    // before is exclusive: the same day is an empty period
    [
      { dateFrom: '2026-01-01', dateBefore: '2026-01-01' },
      { dateBefore: 'Das Ende des Zeitraums muss nach seinem Beginn liegen.' },
    ],
    [
      { dateFrom: '2026-06-01', dateBefore: '2026-01-01' },
      { dateBefore: 'Das Ende des Zeitraums muss nach seinem Beginn liegen.' },
    ],
    [{ dateFrom: '2026-01-01', dateBefore: '2026-01-02' }, {}],
    [{ dateFrom: '2026-01-01', dateBefore: '2027-01-01' }, {}],
    // a leap year and a day at most
    [{ dateFrom: '2028-01-01', dateBefore: '2029-01-01' }, {}],
    [
      { dateFrom: '2026-01-01', dateBefore: '2027-01-03' },
      { dateBefore: 'Der Zeitraum darf höchstens 366 Tage umfassen.' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(validateZipPeriod(input)).toEqual(expected);
  });
});
