/**
 * What a form tells its user about a refusal and about limits. A 400 answers `{field: [messages]}`
 * with German texts (the server's zod messages, validation-messages.ts): a message of a field the
 * form shows belongs next to that field; whatever is left (another field, `detail`, a lost
 * connection) becomes plain German text for the error bar, never the answer's JSON. Inputs take their
 * `maxLength` from the contract, so the browser stops where the server would refuse.
 */
import { describeApiError, readDetail, readFieldErrors } from './api-client';
import { FORM_MESSAGES } from './messages';

export type RefusalSplit<Field extends string> = {
  /** the first message per field the form shows */
  fields: Partial<Record<Field, string>>;
  /** the rest as one German text, or null when everything has its field */
  rest: string | null;
};

export function splitRefusal<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
): RefusalSplit<Field> {
  const fields: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(readFieldErrors(error))) {
    if (field === 'detail') continue; // read below, once
    if ((formFields as readonly string[]).includes(field) && messages[0])
      fields[field as Field] = messages[0];
    else others.push(...messages);
  }
  const detail = readDetail(error);
  if (detail) others.unshift(detail);
  if (others.length > 0) return { fields, rest: others.join(' ') };
  return { fields, rest: Object.keys(fields).length > 0 ? null : describeApiError(error) };
}

type MaybeString = { maxLength?: number | null; unwrap?: () => unknown };

/** The `maxLength` of a contract string, also inside `.optional()` or `.nullable()`. */
export function maxLengthOf(schema: unknown): number | undefined {
  let current = schema as MaybeString | undefined;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current.maxLength === 'number') return current.maxLength;
    current = typeof current.unwrap === 'function' ? (current.unwrap() as MaybeString) : undefined;
  }
  return undefined;
}

/**
 * At the limit the browser takes no more characters, silently; the field then says why
 * ('Höchstens 150 Zeichen.', the server's own words for a longer text).
 */
export function describeLengthLimit(value: string, maxLength: number | undefined): string | null {
  if (maxLength === undefined || value.length < maxLength) return null;
  return FORM_MESSAGES.maxLength(maxLength);
}
