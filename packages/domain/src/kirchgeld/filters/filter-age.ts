/**
 * Age criteria as birth-date bounds: "at least 18 on 2026-11-20" is "born on or before 2008-11-20".
 * Bounds on the column keep the comparison plain (an index can serve it) and make it exact on
 * birthdays. Someone born on 29 February is a year older on 28 February of a common year.
 */
import type { KgFilterOperator } from './filter-fields';

export type KgBirthDateBounds = {
  /** born on or before this day */
  onOrBefore?: string;
  /** born after this day */
  after?: string;
};

/** The day `years` years before `day` (YYYY-MM-DD); 29 February becomes 28 February. */
export function subtractYears(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) - years;
  const month = day.slice(5, 7);
  let date = day.slice(8, 10);
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === '02' && date === '29' && !isLeap) date = '28';
  return `${String(year).padStart(4, '0')}-${month}-${date}`;
}

/** The birth dates of persons whose age in whole years on `today` stands in `op` to `age`. */
export function birthDateBoundsForAge(op: KgFilterOperator, age: number, today: string): KgBirthDateBounds {
  const reached = (years: number) => subtractYears(today, years);
  switch (op) {
    case 'gte':
      return { onOrBefore: reached(age) };
    case 'gt':
      return { onOrBefore: reached(age + 1) };
    case 'lte':
      return { after: reached(age + 1) };
    case 'lt':
      return { after: reached(age) };
    default:
      return { onOrBefore: reached(age), after: reached(age + 1) };
  }
}
