import { describe, expect, it } from 'vitest';
import { addDays, getWeekday, toIsoDay } from './calendar-day';
import { type ChurchYearDate, listChurchYearDates } from './liturgical-dates';

// Written out by hand from the EKD church-year calendar (Perikopenordnung 2018), not generated:
// [day, name] with the feasts marked by 'f'.
type Row = readonly [day: string, name: string, feast?: 'f'];

const CALENDAR_2026: readonly Row[] = [
  ['2026-01-01', 'Neujahr', 'f'],
  ['2026-01-04', '2. Sonntag nach dem Christfest'],
  ['2026-01-06', 'Epiphanias', 'f'],
  ['2026-01-11', '1. Sonntag nach Epiphanias'],
  ['2026-01-18', '2. Sonntag nach Epiphanias'],
  ['2026-01-25', '3. Sonntag nach Epiphanias'],
  ['2026-02-01', 'Letzter Sonntag nach Epiphanias'], // the Sunday before 2 February; no Septuagesimae
  ['2026-02-08', 'Sexagesimae'],
  ['2026-02-15', 'Estomihi'],
  ['2026-02-18', 'Aschermittwoch', 'f'],
  ['2026-02-22', 'Invokavit'],
  ['2026-03-01', 'Reminiszere'],
  ['2026-03-08', 'Okuli'],
  ['2026-03-15', 'Lätare'],
  ['2026-03-22', 'Judika'],
  ['2026-03-29', 'Palmsonntag'],
  ['2026-04-02', 'Gründonnerstag', 'f'],
  ['2026-04-03', 'Karfreitag', 'f'],
  ['2026-04-04', 'Karsamstag', 'f'],
  ['2026-04-05', 'Ostersonntag'],
  ['2026-04-06', 'Ostermontag', 'f'],
  ['2026-04-12', 'Quasimodogeniti'],
  ['2026-04-19', 'Miserikordias Domini'],
  ['2026-04-26', 'Jubilate'],
  ['2026-05-03', 'Kantate'],
  ['2026-05-10', 'Rogate'],
  ['2026-05-14', 'Christi Himmelfahrt', 'f'],
  ['2026-05-17', 'Exaudi'],
  ['2026-05-24', 'Pfingstsonntag'],
  ['2026-05-25', 'Pfingstmontag', 'f'],
  ['2026-05-31', 'Trinitatis'],
  ['2026-06-07', '1. Sonntag nach Trinitatis'],
  ['2026-06-14', '2. Sonntag nach Trinitatis'],
  ['2026-06-21', '3. Sonntag nach Trinitatis'],
  ['2026-06-24', 'Johannistag', 'f'],
  ['2026-06-28', '4. Sonntag nach Trinitatis'],
  ['2026-07-05', '5. Sonntag nach Trinitatis'],
  ['2026-07-12', '6. Sonntag nach Trinitatis'],
  ['2026-07-19', '7. Sonntag nach Trinitatis'],
  ['2026-07-26', '8. Sonntag nach Trinitatis'],
  ['2026-08-02', '9. Sonntag nach Trinitatis'],
  ['2026-08-09', '10. Sonntag nach Trinitatis'],
  ['2026-08-16', '11. Sonntag nach Trinitatis'],
  ['2026-08-23', '12. Sonntag nach Trinitatis'],
  ['2026-08-30', '13. Sonntag nach Trinitatis'],
  ['2026-09-06', '14. Sonntag nach Trinitatis'],
  ['2026-09-13', '15. Sonntag nach Trinitatis'],
  ['2026-09-20', '16. Sonntag nach Trinitatis'],
  ['2026-09-27', '17. Sonntag nach Trinitatis'],
  ['2026-09-29', 'Michaelis', 'f'],
  ['2026-10-04', '18. Sonntag nach Trinitatis'],
  ['2026-10-04', 'Erntedankfest', 'f'],
  ['2026-10-11', '19. Sonntag nach Trinitatis'],
  ['2026-10-18', '20. Sonntag nach Trinitatis'],
  ['2026-10-25', '21. Sonntag nach Trinitatis'],
  ['2026-10-31', 'Reformationstag', 'f'],
  ['2026-11-01', '22. Sonntag nach Trinitatis'],
  ['2026-11-08', 'Drittletzter Sonntag des Kirchenjahres'],
  ['2026-11-15', 'Vorletzter Sonntag des Kirchenjahres'],
  ['2026-11-18', 'Buß- und Bettag', 'f'],
  ['2026-11-22', 'Ewigkeitssonntag'],
  ['2026-11-29', '1. Advent'],
  ['2026-12-06', '2. Advent'],
  ['2026-12-13', '3. Advent'],
  ['2026-12-20', '4. Advent'],
  ['2026-12-24', 'Heiligabend', 'f'],
  ['2026-12-25', 'Christfest I', 'f'],
  ['2026-12-26', 'Christfest II', 'f'],
  ['2026-12-27', '1. Sonntag nach dem Christfest'],
  ['2026-12-31', 'Altjahresabend', 'f'],
];

const CALENDAR_2027: readonly Row[] = [
  ['2027-01-01', 'Neujahr', 'f'],
  ['2027-01-03', '2. Sonntag nach dem Christfest'],
  ['2027-01-06', 'Epiphanias', 'f'],
  ['2027-01-10', '1. Sonntag nach Epiphanias'],
  ['2027-01-17', '2. Sonntag nach Epiphanias'],
  ['2027-01-24', '3. Sonntag nach Epiphanias'],
  ['2027-01-31', 'Letzter Sonntag nach Epiphanias'], // Septuagesimae and Sexagesimae fall away
  ['2027-02-07', 'Estomihi'],
  ['2027-02-10', 'Aschermittwoch', 'f'],
  ['2027-02-14', 'Invokavit'],
  ['2027-02-21', 'Reminiszere'],
  ['2027-02-28', 'Okuli'],
  ['2027-03-07', 'Lätare'],
  ['2027-03-14', 'Judika'],
  ['2027-03-21', 'Palmsonntag'],
  ['2027-03-25', 'Gründonnerstag', 'f'],
  ['2027-03-26', 'Karfreitag', 'f'],
  ['2027-03-27', 'Karsamstag', 'f'],
  ['2027-03-28', 'Ostersonntag'],
  ['2027-03-29', 'Ostermontag', 'f'],
  ['2027-04-04', 'Quasimodogeniti'],
  ['2027-04-11', 'Miserikordias Domini'],
  ['2027-04-18', 'Jubilate'],
  ['2027-04-25', 'Kantate'],
  ['2027-05-02', 'Rogate'],
  ['2027-05-06', 'Christi Himmelfahrt', 'f'],
  ['2027-05-09', 'Exaudi'],
  ['2027-05-16', 'Pfingstsonntag'],
  ['2027-05-17', 'Pfingstmontag', 'f'],
  ['2027-05-23', 'Trinitatis'],
  ['2027-05-30', '1. Sonntag nach Trinitatis'],
  ['2027-06-06', '2. Sonntag nach Trinitatis'],
  ['2027-06-13', '3. Sonntag nach Trinitatis'],
  ['2027-06-20', '4. Sonntag nach Trinitatis'],
  ['2027-06-24', 'Johannistag', 'f'],
  ['2027-06-27', '5. Sonntag nach Trinitatis'],
  ['2027-07-04', '6. Sonntag nach Trinitatis'],
  ['2027-07-11', '7. Sonntag nach Trinitatis'],
  ['2027-07-18', '8. Sonntag nach Trinitatis'],
  ['2027-07-25', '9. Sonntag nach Trinitatis'],
  ['2027-08-01', '10. Sonntag nach Trinitatis'],
  ['2027-08-08', '11. Sonntag nach Trinitatis'],
  ['2027-08-15', '12. Sonntag nach Trinitatis'],
  ['2027-08-22', '13. Sonntag nach Trinitatis'],
  ['2027-08-29', '14. Sonntag nach Trinitatis'],
  ['2027-09-05', '15. Sonntag nach Trinitatis'],
  ['2027-09-12', '16. Sonntag nach Trinitatis'],
  ['2027-09-19', '17. Sonntag nach Trinitatis'],
  ['2027-09-26', '18. Sonntag nach Trinitatis'],
  ['2027-09-29', 'Michaelis', 'f'],
  ['2027-10-03', '19. Sonntag nach Trinitatis'],
  ['2027-10-03', 'Erntedankfest', 'f'],
  ['2027-10-10', '20. Sonntag nach Trinitatis'],
  ['2027-10-17', '21. Sonntag nach Trinitatis'],
  ['2027-10-24', '22. Sonntag nach Trinitatis'],
  ['2027-10-31', '23. Sonntag nach Trinitatis'],
  ['2027-10-31', 'Reformationstag', 'f'], // on a Sunday: both kept, the organisation chooses
  ['2027-11-07', 'Drittletzter Sonntag des Kirchenjahres'],
  ['2027-11-14', 'Vorletzter Sonntag des Kirchenjahres'],
  ['2027-11-17', 'Buß- und Bettag', 'f'],
  ['2027-11-21', 'Ewigkeitssonntag'],
  ['2027-11-28', '1. Advent'],
  ['2027-12-05', '2. Advent'],
  ['2027-12-12', '3. Advent'],
  ['2027-12-19', '4. Advent'],
  ['2027-12-24', 'Heiligabend', 'f'],
  ['2027-12-25', 'Christfest I', 'f'],
  ['2027-12-26', '1. Sonntag nach dem Christfest'], // Christfest II on a Sunday: both kept
  ['2027-12-26', 'Christfest II', 'f'],
  ['2027-12-31', 'Altjahresabend', 'f'],
];

const FIFTH_BEFORE_PASSION = '5. Sonntag vor der Passionszeit';
const FOURTH_BEFORE_PASSION = '4. Sonntag vor der Passionszeit';

function toDates(rows: readonly Row[]): ChurchYearDate[] {
  return rows.map(([day, name, feast]) => ({ day, name, kind: feast ? 'feast' : 'sunday' }));
}

function findDays(year: number, name: string): string[] {
  return listChurchYearDates(year)
    .filter((date) => date.name === name)
    .map((date) => date.day);
}

describe('listChurchYearDates', () => {
  it.each([
    [2026, CALENDAR_2026],
    [2027, CALENDAR_2027],
  ])('lists every named day of %i', (year, rows) => {
    expect(listChurchYearDates(year)).toEqual(toDates(rows));
  });

  it.each([
    ['1. Advent', '2026-11-29'],
    ['Ewigkeitssonntag', '2026-11-22'],
    ['Buß- und Bettag', '2026-11-18'],
    ['Aschermittwoch', '2026-02-18'],
    ['Pfingstsonntag', '2026-05-24'],
    ['Trinitatis', '2026-05-31'],
    ['Christi Himmelfahrt', '2026-05-14'],
    ['Estomihi', '2026-02-15'],
    ['Erntedankfest', '2026-10-04'],
  ])('2026: %s is on %s', (name, day) => {
    expect(findDays(2026, name)).toEqual([day]);
  });

  // Since 2018 the time after Epiphany always ends with the week of 2 February; the Sundays
  // before the Passion are counted back from Easter and fall away when they come earlier.
  // 2019: "the Sunday after 2 February is no longer the 4. Sonntag nach Epiphanias but the
  // 5. Sonntag vor der Passionszeit"; 2021: the Sunday before Sexagesimae "was the last Sunday
  // after Epiphany; it could have been Septuagesimae" (both from parish publications).
  it.each<[year: number, last: string, following: Array<[name: string, day: string]>]>([
    [
      2019,
      '2019-01-27',
      [
        [FIFTH_BEFORE_PASSION, '2019-02-03'],
        ['Septuagesimae', '2019-02-17'],
      ],
    ],
    [
      2020,
      '2020-02-02',
      [
        ['Septuagesimae', '2020-02-09'],
        ['Estomihi', '2020-02-23'],
      ],
    ],
    [
      2021,
      '2021-01-31',
      [
        ['Sexagesimae', '2021-02-07'],
        ['Estomihi', '2021-02-14'],
      ],
    ],
    [
      2024,
      '2024-01-28',
      [
        ['Sexagesimae', '2024-02-04'],
        ['Estomihi', '2024-02-11'],
      ],
    ],
    [
      2025,
      '2025-02-02',
      [
        [FOURTH_BEFORE_PASSION, '2025-02-09'],
        ['Septuagesimae', '2025-02-16'],
      ],
    ],
    [
      2026,
      '2026-02-01',
      [
        ['Sexagesimae', '2026-02-08'],
        ['Estomihi', '2026-02-15'],
      ],
    ],
    [
      2027,
      '2027-01-31',
      [
        ['Estomihi', '2027-02-07'],
        ['Aschermittwoch', '2027-02-10'],
      ],
    ],
    [
      2038,
      '2038-01-31',
      [
        [FIFTH_BEFORE_PASSION, '2038-02-07'],
        ['Septuagesimae', '2038-02-21'],
      ],
    ],
  ])('%i: Letzter Sonntag nach Epiphanias on %s, then %j', (year, last, following) => {
    const sundays = listChurchYearDates(year).filter((date) => date.kind === 'sunday');
    const lastIndex = sundays.findIndex((date) => date.name === 'Letzter Sonntag nach Epiphanias');
    expect(sundays[lastIndex]?.day).toBe(last);
    expect(sundays[lastIndex + 1]?.day).toBe(addDays(last, 7));
    for (const [name, day] of following) {
      expect(findDays(year, name)).toEqual([day]);
    }
  });

  it('drops every Sunday before the Passion when Easter is on 22 March (2285)', () => {
    const names = listChurchYearDates(2285).map((date) => date.name);
    expect(findDays(2285, 'Letzter Sonntag nach Epiphanias')).toEqual(['2285-02-01']);
    expect(names).not.toContain('Estomihi');
    expect(findDays(2285, 'Aschermittwoch')).toEqual(['2285-02-04']);
  });

  it.each([
    [2019, 20],
    [2023, 22],
    [2024, 23],
    [2025, 20],
    [2026, 22],
    [2027, 23],
    [2038, 19], // latest Easter
    [2285, 24], // earliest Easter
  ])('%i has %i Sundays after Trinitatis', (year, count) => {
    const sundays = listChurchYearDates(year).filter((date) => date.name.endsWith('Sonntag nach Trinitatis'));
    expect(sundays).toHaveLength(count);
    expect(sundays.at(-1)?.name).toBe(`${count}. Sonntag nach Trinitatis`);
    expect(addDays(sundays.at(-1)?.day ?? '', 7)).toBe(
      findDays(year, 'Drittletzter Sonntag des Kirchenjahres')[0],
    );
  });

  it('gives the Christmas Sundays to the year they fall in', () => {
    // 25 December 2022 was a Sunday: its 1. Sonntag nach dem Christfest is New Year's Day 2023,
    // and there is no 2. Sonntag nach dem Christfest before Epiphany.
    expect(findDays(2022, '1. Sonntag nach dem Christfest')).toEqual([]);
    expect(listChurchYearDates(2023).slice(0, 3)).toEqual([
      { day: '2023-01-01', name: '1. Sonntag nach dem Christfest', kind: 'sunday' },
      { day: '2023-01-01', name: 'Neujahr', kind: 'feast' },
      { day: '2023-01-06', name: 'Epiphanias', kind: 'feast' },
    ]);
    // 24 December 2023 was the 4. Advent.
    expect(listChurchYearDates(2023).filter((date) => date.day === '2023-12-24')).toEqual([
      { day: '2023-12-24', name: '4. Advent', kind: 'sunday' },
      { day: '2023-12-24', name: 'Heiligabend', kind: 'feast' },
    ]);
    // 6 January 2019 was a Sunday: Epiphanias, then only two numbered Sundays.
    expect(findDays(2019, 'Epiphanias')).toEqual(['2019-01-06']);
    expect(findDays(2019, '3. Sonntag nach Epiphanias')).toEqual([]);
  });

  it('names every Sunday of the years 1990–2300 exactly once, and only Sundays', () => {
    for (let year = 1990; year <= 2300; year++) {
      const dates = listChurchYearDates(year);
      expect(dates.map((date) => date.day)).toEqual(dates.map((date) => date.day).sort());
      expect(dates.every((date) => date.day.startsWith(`${year}-`))).toBe(true);

      const sundayNames = new Map<string, string>();
      for (const date of dates.filter((entry) => entry.kind === 'sunday')) {
        expect(getWeekday(date.day), `${date.day} ${date.name}`).toBe(0);
        expect(sundayNames.get(date.day), `${date.day} named twice`).toBeUndefined();
        sundayNames.set(date.day, date.name);
      }
      // Only a Christfest I or Epiphanias on a Sunday leaves that Sunday without a Sunday name.
      for (let day = toIsoDay(year, 1, 1); day.startsWith(`${year}-`); day = addDays(day, 1)) {
        if (getWeekday(day) !== 0 || day.endsWith('-12-25') || day.endsWith('-01-06')) continue;
        expect(sundayNames.has(day), `${day} has no name`).toBe(true);
      }
    }
  });
});
