/** Shapes shared by many routes: ids, urls, field errors, paging. */
import { z } from 'zod';

export const idParams = z.object({ id: z.coerce.number().int().positive() });

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
