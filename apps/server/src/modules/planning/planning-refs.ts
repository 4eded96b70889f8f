/**
 * Urls of planning objects, and reading the urls a client sends for related objects (Django REST
 * style: relations are referenced by url). A bare id or day is accepted too.
 */
import { isDatabaseId } from '@kollekta/contract';
import type { IsoDay } from '@kollekta/domain';

type Kind =
  | 'organization'
  | 'location'
  | 'collection_plan'
  | 'collection_plan_exclusion'
  | 'collection_plan_extension'
  | 'date';

export function buildUrl(apiBase: string, kind: Kind, id: number | string): string {
  return `${apiBase}${kind}/${id}/`;
}

/** A day of the church year has no id of its own: its url names the day. */
export function churchYearDateUrl(apiBase: string, day: IsoDay): string {
  return buildUrl(apiBase, 'date', day);
}

/** The id in `…/{kind}/{id}/` (or a bare id); null for anything else. */
export function parseRef(value: string | null | undefined, kind: Kind): number | null {
  if (!value) return null;
  const match = new RegExp(`(?:^|/)${kind}/(\\d+)/?$`).exec(value.trim()) ?? /^(\d+)$/.exec(value.trim());
  const id = Number(match?.[1]);
  // an id beyond the database's integer names nothing (and the database would refuse it)
  return isDatabaseId(id) ? id : null;
}

export type DateRef = { kind: 'custom'; id: number } | { kind: 'church_year'; day: IsoDay };

/** `…/date/{id}/`, `…/date/{YYYY-MM-DD}/` or a bare 'YYYY-MM-DD'. */
export function parseDateRef(value: string): DateRef | null {
  const trimmed = value.trim();
  const day = /(?:^|\/date\/)(\d{4}-\d{2}-\d{2})\/?$/.exec(trimmed)?.[1];
  if (day) return { kind: 'church_year', day };
  const id = parseRef(trimmed, 'date');
  return id === null ? null : { kind: 'custom', id };
}
