/**
 * The date list of the planning screen and the editor (planning.md §2, §9): "The date list includes
 * dates no more than 7 days in the past." "A collection can be added for a date only if the date has
 * a name, lies in the future and the view is not the archive."
 */
import { countDaysBetween, type IsoDay } from '../church-year/calendar-day';

export const DATE_LIST_PAST_DAYS = 7;

/** `today` is the calendar day in Europe/Berlin (toLocalDay(now)). */
export function isInDateList(day: IsoDay, today: IsoDay): boolean {
  return countDaysBetween(day, today) <= DATE_LIST_PAST_DAYS;
}

export function filterDateList<T extends { day: IsoDay }>(dates: readonly T[], today: IsoDay): T[] {
  return dates.filter((date) => isInDateList(date.day, today));
}

export function canAddPlanForDate(
  date: { day: IsoDay; name: string | null },
  view: { today: IsoDay; isArchiveView: boolean },
): boolean {
  return (date.name ?? '').trim().length > 0 && date.day > view.today && !view.isArchiveView;
}
