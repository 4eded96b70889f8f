/**
 * The period of a plan download (planning.md §2 'Kollektenplan herunterladen', §7 start__gte and
 * start__lt): the dialog's days, its defaults, the query sent, and the file names.
 */
import { addDays, countDaysBetween, type IsoDay, parseIsoDay } from '../church-year/calendar-day';
import type { Permission } from '../permissions/permission-types';

/** "start defaults to the start of last year"; the end to the end of next year, so the plans ahead are in it. */
export function getDefaultExportRange(today: IsoDay): { start: IsoDay; end: IsoDay } {
  const { year } = parseIsoDay(today);
  return { start: `${year - 1}-01-01`, end: `${year + 1}-12-31` };
}

/** The dialog's end day counts in full: plans starting on it are part of the download. */
export function toExportQuery(
  start: IsoDay,
  endInclusive: IsoDay,
): { start__gte: IsoDay; start__lt: IsoDay } {
  return { start__gte: start, start__lt: addDays(endInclusive, 1) };
}

export const EXPORT_MAX_YEARS = 10;

export const EXPORT_RANGE_MESSAGES = {
  endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  tooLong: `Der Zeitraum darf höchstens ${EXPORT_MAX_YEARS} Jahre umfassen.`,
} as const;

/** A message when the range [start, before) is not one to export, else null. */
export function validateExportRange(start: IsoDay, before: IsoDay): string | null {
  const days = countDaysBetween(start, before);
  if (days <= 0) return EXPORT_RANGE_MESSAGES.endBeforeStart;
  if (days > EXPORT_MAX_YEARS * 366) return EXPORT_RANGE_MESSAGES.tooLong;
  return null;
}

/** Letters, digits, dot and hyphen stay; every other run of characters becomes one '_'. */
function toFileNamePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}.-]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

/** 'Kollektenplan_Ev._Kirchengemeinde_Lauffen_2025-01-01_2027-12-31.xlsx' (the last day included). */
export function getExportFileName(organizationName: string, start: IsoDay, before: IsoDay): string {
  return `Kollektenplan_${toFileNamePart(organizationName)}_${start}_${addDays(before, -1)}.xlsx`;
}

export function getTemplateFileName(organizationName: string): string {
  return `Kollektenplan_Vorlage_${toFileNamePart(organizationName)}.xlsx`;
}

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};

/** The same name in plain ASCII, for programs that cannot read the UTF-8 one. */
export function toAsciiFileName(fileName: string): string {
  return fileName
    .replace(/[äöüÄÖÜß]/g, (character) => TRANSLITERATION[character] ?? character)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/**
 * "Download of the plan needs the export permission (or superuser)": the product has no permission
 * of that name; exporting shows what reading the organisation's plans shows, so READ_CPLAN is it
 * (superusers hold every permission). Importing creates plans: WRITE_CPLAN.
 */
export const PLAN_EXPORT_PERMISSION = 'READ_CPLAN' satisfies Permission;
export const PLAN_IMPORT_PERMISSION = 'WRITE_CPLAN' satisfies Permission;
