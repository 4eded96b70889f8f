/**
 * The OAuth parameters of the authorize page's link, checked with the contract's schema before the
 * page offers anything: a broken link shows an error, never a consent for an unknown client.
 */
import { type OauthAuthorizeParameters, oauthAuthorizeParameters } from '@kollekta/contract';
import { OAUTH_CLIENT_NAMES } from './messages';

export type AuthorizeRequest = { parameters: OauthAuthorizeParameters; clientName: string };

export function readAuthorizeRequest(search: URLSearchParams): AuthorizeRequest | null {
  const parsed = oauthAuthorizeParameters.safeParse(Object.fromEntries(search));
  if (!parsed.success) return null;
  const clientName = OAUTH_CLIENT_NAMES[parsed.data.client_id];
  if (!clientName || !Object.hasOwn(OAUTH_CLIENT_NAMES, parsed.data.client_id)) return null;
  return { parameters: parsed.data, clientName };
}
