/** Shapes shared by many routes: ids, urls, field errors, paging. */
import { z } from 'zod';

/** The largest PostgreSQL `integer`: any whole number the API stores must stay below it. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/** Ids are `integer` columns: a larger number names nothing, and the database would refuse it. */
export const MAX_ID = MAX_DATABASE_INTEGER;

export function isDatabaseId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

const ID_MESSAGE = 'Bitte eine gültige Id angeben.';

/** Every id the API takes (path, query or body) goes through this one schema. */
export const entityId = z.coerce
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .min(1, { error: ID_MESSAGE })
  .max(MAX_ID, { error: ID_MESSAGE });

/** A bad id in the path names no object: the server answers 404, as for an id that does not exist. */
export const idParams = z.object({ id: entityId });

const DAY_MESSAGE = 'Bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.';
const MONTH_MESSAGE = 'Bitte einen gültigen Monat im Format JJJJ-MM angeben.';
const INSTANT_MESSAGE = 'Bitte einen gültigen Zeitpunkt angeben (z. B. 2026-11-20T10:00:00+01:00).';
// The database has no year 0, and a year below 1000 is a typo (and JavaScript reads 0–99 as 1900–1999).
const FOUR_DIGIT_YEAR = /^[1-9]\d{3}-/;

/** A calendar day that exists: '2026-02-30' is refused here, never by the database. */
export const isoDay = z.iso.date({ error: DAY_MESSAGE }).regex(FOUR_DIGIT_YEAR, { error: DAY_MESSAGE });
export const isoMonth = z.string().regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE });
/** An instant with its offset; the date part must exist, as for `isoDay`. */
export const isoInstant = z.iso
  .datetime({ offset: true, error: INSTANT_MESSAGE })
  .regex(FOUR_DIGIT_YEAR, { error: INSTANT_MESSAGE });

/** Django-REST style field errors: `{ field: [messages] }`, `detail` for the request as a whole. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export const detailError = z.object({ detail: z.string() });

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const pagingQuery = z.object({
  limit: z.coerce.number().int().min(0).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
