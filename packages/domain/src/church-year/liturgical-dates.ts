/**
 * The named days of the Protestant church year (EKD) that fall in one civil year, following the
 * order of Sundays and feasts in force since 1. Advent 2018 ("Ordnung gottesdienstlicher Texte und
 * Lieder", Perikopenordnung 2018). A date-based collection is planned for one of these days.
 *
 * The rules, and why they are as they are:
 * - Christmas: the 1. Sonntag nach dem Christfest is the first Sunday after 25 December
 *   (26 December to 1 January); a Sunday from 2 to 5 January is the 2. Sonntag nach dem Christfest.
 * - Epiphany (changed in 2018): the time after Epiphany always ends with the week of 2 February
 *   (Darstellung des Herrn). The Letzter Sonntag nach Epiphanias is the Sunday on or before
 *   2 February; the Sundays between 6 January and it are counted 1., 2. (and 3.). So there are
 *   never more than three numbered Sundays, whatever the date of Easter.
 * - Pre-Lent (changed in 2018): up to five Sundays before the Passion, counted back from Easter
 *   (5. and 4. Sonntag vor der Passionszeit, Septuagesimae, Sexagesimae, Estomihi). Only those
 *   after the Letzter Sonntag nach Epiphanias are kept: with an early Easter, Septuagesimae (2021,
 *   2024, 2026) or even Sexagesimae (2027) fall away. (Before 2018 the Letzter Sonntag nach
 *   Epiphanias was simply the Sunday before Septuagesimae; that is no longer so.)
 * - Trinity: the Sundays after Trinitatis are counted until the last three Sundays of the church
 *   year begin (Drittletzter, Vorletzter, Ewigkeitssonntag = the Sunday before 1. Advent).
 * - Fixed feasts that fall on a Sunday (Erntedankfest always does, Reformationstag, Johannistag,
 *   Michaelis, Heiligabend or Christfest II sometimes do) are listed together with that Sunday's
 *   own name: which of the two a congregation celebrates is the organisation's choice, so both
 *   stay available for planning.
 *
 * `kind` says what an entry is, not which collection window applies (that goes by the weekday,
 * see collection-window.ts): 'sunday' for the proper of a Sunday in the sequence of Sundays of the
 * church year (Ostersonntag, Pfingstsonntag and Trinitatis included), 'feast' for a feast or holy
 * day fixed to a date or to another weekday, and for Erntedankfest, which is added to a Sunday.
 * Every Sunday of the year has exactly one 'sunday' entry, except a 25 December or 6 January
 * falling on a Sunday, which carry only the feast.
 */
import { addDays, getSundayAfter, getSundayOnOrBefore, type IsoDay, toIsoDay } from './calendar-day';
import { computeEasterSunday } from './easter';

export type ChurchYearDateKind = 'sunday' | 'feast';

export type ChurchYearDate = {
  day: IsoDay;
  /** The German name as in the Evangelisches Gottesdienstbuch / Perikopenordnung 2018. */
  name: string;
  kind: ChurchYearDateKind;
};

type Offset = readonly [days: number, name: string, kind: ChurchYearDateKind];

const KIND_ORDER: Record<ChurchYearDateKind, number> = { sunday: 0, feast: 1 };

/** Counted back from Easter; kept only when after the Letzter Sonntag nach Epiphanias. */
const PRE_PASSION_SUNDAYS: readonly Offset[] = [
  [-77, '5. Sonntag vor der Passionszeit', 'sunday'],
  [-70, '4. Sonntag vor der Passionszeit', 'sunday'],
  [-63, 'Septuagesimae', 'sunday'],
  [-56, 'Sexagesimae', 'sunday'],
  [-49, 'Estomihi', 'sunday'],
];

/** Aschermittwoch to Trinitatis, counted from Easter Sunday. */
const EASTER_CYCLE: readonly Offset[] = [
  [-46, 'Aschermittwoch', 'feast'],
  [-42, 'Invokavit', 'sunday'],
  [-35, 'Reminiszere', 'sunday'],
  [-28, 'Okuli', 'sunday'],
  [-21, 'Lätare', 'sunday'],
  [-14, 'Judika', 'sunday'],
  [-7, 'Palmsonntag', 'sunday'],
  [-3, 'Gründonnerstag', 'feast'],
  [-2, 'Karfreitag', 'feast'],
  [-1, 'Karsamstag', 'feast'],
  [0, 'Ostersonntag', 'sunday'],
  [1, 'Ostermontag', 'feast'],
  [7, 'Quasimodogeniti', 'sunday'],
  [14, 'Miserikordias Domini', 'sunday'],
  [21, 'Jubilate', 'sunday'],
  [28, 'Kantate', 'sunday'],
  [35, 'Rogate', 'sunday'],
  [39, 'Christi Himmelfahrt', 'feast'],
  [42, 'Exaudi', 'sunday'],
  [49, 'Pfingstsonntag', 'sunday'],
  [50, 'Pfingstmontag', 'feast'],
  [56, 'Trinitatis', 'sunday'],
];

/** Counted back from 1. Advent. */
const END_OF_CHURCH_YEAR: readonly Offset[] = [
  [-21, 'Drittletzter Sonntag des Kirchenjahres', 'sunday'],
  [-14, 'Vorletzter Sonntag des Kirchenjahres', 'sunday'],
  [-11, 'Buß- und Bettag', 'feast'],
  [-7, 'Ewigkeitssonntag', 'sunday'],
];

/** All named days of the church year that fall in the civil year `year`, sorted by day. */
export function listChurchYearDates(year: number): ChurchYearDate[] {
  const easter = computeEasterSunday(year);
  const firstAdvent = getFirstAdventSunday(year);
  const lastSundayAfterEpiphany = getSundayOnOrBefore(toIsoDay(year, 2, 2));

  const dates: ChurchYearDate[] = [
    ...listChristmasSundays(year - 1).filter((date) => date.day.startsWith(`${year}-`)),
    feast(toIsoDay(year, 1, 1), 'Neujahr'),
    feast(toIsoDay(year, 1, 6), 'Epiphanias'),
    ...listSundaysAfterEpiphany(year, lastSundayAfterEpiphany),
    ...fromOffsets(easter, PRE_PASSION_SUNDAYS).filter((date) => date.day > lastSundayAfterEpiphany),
    ...fromOffsets(easter, EASTER_CYCLE),
    ...listSundaysAfterTrinity(addDays(easter, 56), addDays(firstAdvent, -21)),
    feast(toIsoDay(year, 6, 24), 'Johannistag'),
    feast(toIsoDay(year, 9, 29), 'Michaelis'),
    // The first Sunday of October, as in most EKD member churches.
    feast(getSundayAfter(toIsoDay(year, 9, 30)), 'Erntedankfest'),
    feast(toIsoDay(year, 10, 31), 'Reformationstag'),
    ...fromOffsets(firstAdvent, END_OF_CHURCH_YEAR),
    ...[0, 1, 2, 3].map((week) => sunday(addDays(firstAdvent, 7 * week), `${week + 1}. Advent`)),
    feast(toIsoDay(year, 12, 24), 'Heiligabend'),
    feast(toIsoDay(year, 12, 25), 'Christfest I'),
    feast(toIsoDay(year, 12, 26), 'Christfest II'),
    ...listChristmasSundays(year).filter((date) => date.day.startsWith(`${year}-`)),
    feast(toIsoDay(year, 12, 31), 'Altjahresabend'),
  ];
  // On a shared day the Sunday's own name comes before the feast.
  return dates.sort((a, b) => compare(a.day, b.day) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

/** 1. Advent: the fourth Sunday before Christmas, between 27 November and 3 December. */
function getFirstAdventSunday(year: number): IsoDay {
  return addDays(getSundayOnOrBefore(toIsoDay(year, 12, 24)), -21);
}

/** The Sundays after the Christmas of `year`; they may fall in the following January. */
function listChristmasSundays(year: number): ChurchYearDate[] {
  const first = getSundayAfter(toIsoDay(year, 12, 25));
  const second = addDays(first, 7);
  return [
    sunday(first, '1. Sonntag nach dem Christfest'),
    ...(second < toIsoDay(year + 1, 1, 6) ? [sunday(second, '2. Sonntag nach dem Christfest')] : []),
  ];
}

function listSundaysAfterEpiphany(year: number, lastSunday: IsoDay): ChurchYearDate[] {
  const dates: ChurchYearDate[] = [];
  for (let day = getSundayAfter(toIsoDay(year, 1, 6)); day < lastSunday; day = addDays(day, 7)) {
    dates.push(sunday(day, `${dates.length + 1}. Sonntag nach Epiphanias`));
  }
  return [...dates, sunday(lastSunday, 'Letzter Sonntag nach Epiphanias')];
}

function listSundaysAfterTrinity(trinity: IsoDay, thirdLastSunday: IsoDay): ChurchYearDate[] {
  const dates: ChurchYearDate[] = [];
  for (let day = addDays(trinity, 7); day < thirdLastSunday; day = addDays(day, 7)) {
    dates.push(sunday(day, `${dates.length + 1}. Sonntag nach Trinitatis`));
  }
  return dates;
}

function fromOffsets(anchor: IsoDay, offsets: readonly Offset[]): ChurchYearDate[] {
  return offsets.map(([days, name, kind]) => ({ day: addDays(anchor, days), name, kind }));
}

function sunday(day: IsoDay, name: string): ChurchYearDate {
  return { day, name, kind: 'sunday' };
}

function feast(day: IsoDay, name: string): ChurchYearDate {
  return { day, name, kind: 'feast' };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
