/**
 * Which organisation's donor lists a caller may read: whoever may not see the organisation gets 404
 * (its existence stays hidden), whoever sees it without the right 403. The lists hold the
 * organisation and everything below it; the right on it covers the subtree (see canReadDonorLists).
 */
import { type Actor, canReadDonorLists, canSee } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { findOrganizationById, type OrganizationRow, parsePath } from '../organizations';

const ORGANIZATION_NOT_FOUND = 'Organisation nicht gefunden.';

export async function loadDonorListOrganization(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  noPermissionMessage: string,
): Promise<OrganizationRow> {
  const organization = await findOrganizationById(context.db, organizationId);
  const path = organization ? parsePath(organization.path) : [];
  if (!organization || !canSee(actor, path)) throw new DomainError('not_found', ORGANIZATION_NOT_FOUND);
  if (!canReadDonorLists(actor, path)) throw new DomainError('forbidden', noPermissionMessage);
  return organization;
}

/** A page of a list: at most this many rows, this many when the caller names no limit. */
export const MAX_DONOR_LIST_PAGE = 200;
export const DEFAULT_DONOR_LIST_PAGE = 50;

export function readPage(query: { limit?: number | undefined; offset?: number | undefined }) {
  return {
    limit: Math.min(query.limit || DEFAULT_DONOR_LIST_PAGE, MAX_DONOR_LIST_PAGE),
    offset: query.offset ?? 0,
  };
}

/** Django-REST style page links, keeping every other query parameter. */
export function pageLinks(
  base: string,
  query: Record<string, string | number | undefined>,
  page: { limit: number; offset: number },
  count: number,
): { next: string | null; previous: string | null } {
  const link = (offset: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && key !== 'limit' && key !== 'offset') search.set(key, String(value));
    }
    search.set('limit', String(page.limit));
    search.set('offset', String(offset));
    return `${base}?${search.toString()}`;
  };
  return {
    next: page.offset + page.limit < count ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
  };
}
