/**
 * What a public page says when its link does not load (administration.md §8): 404 is a wrong,
 * expired or revoked link; too many tries get the server's words; anything else could not load.
 */
import { isApiError, readDetail } from '../../lib/api-client';
import { PUBLIC_PAGE_TEXT } from './messages';

export function describeLoadFailure(error: unknown): string {
  if (isApiError(error) && error.status === 404) return PUBLIC_PAGE_TEXT.linkInvalid;
  if (isApiError(error) && error.status === 429) return readDetail(error) ?? PUBLIC_PAGE_TEXT.tooManyRequests;
  return PUBLIC_PAGE_TEXT.loadFailed;
}
