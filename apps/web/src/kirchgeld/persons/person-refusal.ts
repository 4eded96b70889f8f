/** A refused save: the server's `data.<field>` messages by field, the rest as one German text. */
import { KG_PERSON_FIELD_NAMES, type KgPersonFieldName } from '@kollekta/domain';
import { describeApiError, readDetail, readFieldErrors } from '../../lib/api-client';

export function splitPersonRefusal(error: unknown): {
  fields: Partial<Record<KgPersonFieldName, string>>;
  rest: string | null;
} {
  const fields: Partial<Record<KgPersonFieldName, string>> = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(readFieldErrors(error))) {
    if (key === 'detail') continue;
    const name = key.replace(/^data\./, '');
    if ((KG_PERSON_FIELD_NAMES as readonly string[]).includes(name) && messages[0])
      fields[name as KgPersonFieldName] = messages[0];
    else others.push(...messages);
  }
  const detail = readDetail(error);
  if (detail) others.unshift(detail);
  if (others.length > 0) return { fields, rest: others.join(' ') };
  return { fields, rest: Object.keys(fields).length > 0 ? null : describeApiError(error) };
}
