/**
 * Text no field of the API may hold: the NUL character (PostgreSQL refuses it in every text column
 * and query) and a lone UTF-16 surrogate (`"\ud800"` is valid JSON but no character at all).
 * Checked once for every route, in path, query and body, before the contract's validation, so no
 * feature can forget it and no such text ever reaches a query.
 */
import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors';

export const INPUT_GUARD_MESSAGES = {
  unsafeText: 'Dieses Feld enthält unzulässige Zeichen.',
} as const;

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/**
 * The path (`display.title`, `permissions.0.role`) of the first text holding unsafe characters, in a
 * value or in an object key; '' for the value itself; null when all is well. Walks with its own
 * stack: a deeply nested JSON body must not overflow the call stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; path: string[] };
    if (typeof next.value === 'string') {
      if (isUnsafeText(next.value)) return next.path.join('.');
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => {
        pending.push({ value: item, path: [...next.path, String(index)] });
      });
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        // The key itself cannot name the field in the answer: the field is the object holding it.
        if (isUnsafeText(key)) return next.path.join('.');
        pending.push({ value: item, path: [...next.path, key] });
      }
    }
  }
  return null;
}

/** Fastify preValidation hook of every contract route. */
export async function rejectUnsafeText(request: FastifyRequest): Promise<void> {
  // A path with such text names nothing, as any path that does not fit its route.
  if (findUnsafeText(request.params) !== null) throw new DomainError('not_found');
  for (const input of [request.query, request.body]) {
    const field = findUnsafeText(input);
    if (field === null) continue;
    const message = INPUT_GUARD_MESSAGES.unsafeText;
    throw new DomainError('validation', message, {
      fieldErrors: { [field || 'non_field_errors']: [message] },
    });
  }
}
