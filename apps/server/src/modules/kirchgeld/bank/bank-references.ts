/**
 * Objects named in requests by url (as the API gives them) or by id. A url of another tenant, or of
 * another kind, names nothing: the caller gets the same German 400 as for an id that does not exist.
 */
import { DomainError } from '../../../platform/errors';
import { tenantUrl } from '../tenancy';

export type BankObjectKind =
  | 'bank_account'
  | 'bank_statement'
  | 'bank_transaction'
  | 'letter'
  | 'special_purpose';

export function bankObjectUrl(
  apiBase: string,
  tenantId: number,
  kind: BankObjectKind | 'person' | 'payment',
  id: number | string,
): string {
  return `${tenantUrl(apiBase, tenantId)}${kind}/${id}/`;
}

/** The id a url or id names, or null. */
export function readIdReference(
  value: string | number,
  tenantId: number,
  kind: BankObjectKind,
): number | null {
  const text = String(value).trim();
  const byUrl = new RegExp(`tenant/(\\d+)/${kind}/(\\d+)/?$`).exec(text);
  const id = byUrl ? (Number(byUrl[1]) === tenantId ? Number(byUrl[2]) : Number.NaN) : Number(text);
  return Number.isSafeInteger(id) && id >= 1 && id <= 9_007_199_254_740 ? id : null;
}

const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\/?$/i;

/** A person's url or id (uuid) of this tenant, or null. */
export function readPersonReference(value: string, tenantId: number): string | null {
  const text = value.trim();
  const tenantOfUrl = /tenant\/(\d+)\/person\//.exec(text);
  if (tenantOfUrl && Number(tenantOfUrl[1]) !== tenantId) return null;
  if (!tenantOfUrl && text.includes('/')) return null;
  return UUID.exec(text)?.[1]?.toLowerCase() ?? null;
}

export function refuseField(field: string, message: string): never {
  throw new DomainError('validation', message, { fieldErrors: { [field]: [message] } });
}

export function requireIdReference(
  value: string | number,
  tenantId: number,
  kind: BankObjectKind,
  field: string,
  message: string,
): number {
  return readIdReference(value, tenantId, kind) ?? refuseField(field, message);
}
