/**
 * Urls of the objects a cash payment names, and reading the references a client sends (Django REST
 * style: an absolute url such as `…/organization/4/`, or the bare id).
 */
import { isDatabaseId } from '@kollekta/contract';

type Kind = 'cash/cash_payment' | 'organization' | 'collection_plan' | 'user';

export function buildUrl(apiBase: string, kind: Kind, id: number): string {
  return `${apiBase}${kind}/${id}/`;
}

/** The id in `…/{kind}/{id}/`, a bare id (text or number); null for anything else. */
export function parseRef(value: string | number, kind: Exclude<Kind, 'cash/cash_payment'>): number | null {
  if (typeof value === 'number') return isDatabaseId(value) ? value : null;
  const text = value.trim();
  const match = new RegExp(`(?:^|/)${kind}/(\\d+)/?$`).exec(text) ?? /^(\d+)$/.exec(text);
  const id = Number(match?.[1]);
  return isDatabaseId(id) ? id : null;
}
