import { describe, expect, it } from 'vitest';
import {
  getDefaultExportRange,
  getExportFileName,
  getTemplateFileName,
  toAsciiFileName,
  toExportQuery,
  validateExportRange,
} from './export-range';

describe('the period of the plan download', () => {
  it('starts at the start of last year and ends at the end of next year by default', () => {
    expect(getDefaultExportRange('2026-11-20')).toEqual({ start: '2025-01-01', end: '2027-12-31' });
  });

  it('sends the end day in full (start__lt is the day after)', () => {
    expect(toExportQuery('2025-01-01', '2027-12-31')).toEqual({
      start__gte: '2025-01-01',
      start__lt: '2028-01-01',
    });
  });

  it.each([
    ['2025-01-01', '2025-01-02', null],
    ['2025-01-01', '2025-01-01', 'Das Enddatum darf nicht vor dem Startdatum liegen.'],
    ['2025-01-02', '2025-01-01', 'Das Enddatum darf nicht vor dem Startdatum liegen.'],
    ['2020-01-01', '2030-01-01', null],
    ['2020-01-01', '2030-02-01', 'Der Zeitraum darf höchstens 10 Jahre umfassen.'],
  ])('[%s, %s) → %s', (start, before, message) => {
    expect(validateExportRange(start, before)).toBe(message);
  });

  it('names the file after the organisation and the days chosen', () => {
    expect(getExportFileName('Ev. Kirchengemeinde Lauffen', '2025-01-01', '2028-01-01')).toBe(
      'Kollektenplan_Ev._Kirchengemeinde_Lauffen_2025-01-01_2027-12-31.xlsx',
    );
    expect(getExportFileName('Kirchenbezirk Zabergäu / Süd', '2026-01-01', '2026-02-01')).toBe(
      'Kollektenplan_Kirchenbezirk_Zabergäu_Süd_2026-01-01_2026-01-31.xlsx',
    );
    expect(getTemplateFileName('Ev. Kirchengemeinde Lauffen')).toBe(
      'Kollektenplan_Vorlage_Ev._Kirchengemeinde_Lauffen.xlsx',
    );
  });

  it('has a plain ASCII name for old programs', () => {
    expect(toAsciiFileName('Kollektenplan_Zabergäu_Süß_Église.xlsx')).toBe(
      'Kollektenplan_Zabergaeu_Suess_Eglise.xlsx',
    );
  });
});
