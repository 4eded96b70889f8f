/**
 * The sign-in of the church-tax app through the platform (OAuth 2.0 authorization code with PKCE,
 * S256; ARCHITECTURE.md §4, administration.md `authorize`):
 * 1. `auth/login/` makes a state and a code verifier, keeps them 10 minutes and sends the browser to
 *    the platform's authorize page with the verifier's challenge;
 * 2. there the signed-in user allows, and `user/authorize/` answers the redirect with a code
 *    (kept as its hash, 2 minutes, single use);
 * 3. `auth/login/return/` finds the state, checks the code against the verifier and issues a
 *    church-tax token. Any failure is one German message: nothing is learned from which check failed.
 */
import type { KgSession, OauthAuthorizeParameters } from '@kollekta/contract';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { generateSecretToken, hashSecretToken } from '../../auth/secret-tokens';
import { issueKirchgeldToken } from './kirchgeld-tokens';
import {
  insertAuthorizationCode,
  insertLoginState,
  lockAuthorizationCode,
  lockLoginState,
  markAuthorizationCodeUsed,
  markLoginStateUsed,
} from './oauth.repository';
import { findOauthClient, KIRCHGELD_CLIENT_ID, KIRCHGELD_LOGIN_PATH } from './oauth-clients';
import { isPkceMatch, pkceChallenge } from './pkce';

export const AUTHORIZATION_CODE_LIFETIME_MS = 2 * 60 * 1000;
export const LOGIN_STATE_LIFETIME_MS = 10 * 60 * 1000;

export const OAUTH_MESSAGES = {
  unknownClient: 'Diese Anwendung ist nicht bekannt.',
  foreignRedirect: 'Die Rücksprungadresse ist für diese Anwendung nicht erlaubt.',
  loginFailed: 'Die Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
  loginDenied: 'Die Anmeldung wurde abgelehnt.',
} as const;

/** `POST user/authorize/`: the signed-in user allows or refuses the client; answers where to go next. */
export async function authorizeOauthClient(
  context: AppContext,
  caller: AuthenticatedCaller,
  request: OauthAuthorizeParameters & { allow: boolean },
  origin: string,
): Promise<{ redirect: string }> {
  const client = findOauthClient(request.client_id);
  if (!client)
    throw new DomainError('validation', OAUTH_MESSAGES.unknownClient, {
      fieldErrors: { client_id: [OAUTH_MESSAGES.unknownClient] },
    });
  if (!client.redirectUris([context.config.publicUrl, origin]).includes(request.redirect_uri))
    throw new DomainError('validation', OAUTH_MESSAGES.foreignRedirect, {
      fieldErrors: { redirect_uri: [OAUTH_MESSAGES.foreignRedirect] },
    });
  const redirect = new URL(request.redirect_uri);
  if (!request.allow) {
    redirect.searchParams.set('error', 'access_denied');
    redirect.searchParams.set('state', request.state);
    return { redirect: redirect.toString() };
  }
  const code = generateSecretToken();
  const now = context.clock.now();
  await insertAuthorizationCode(context.db, {
    codeHash: hashSecretToken(code),
    userId: caller.userId,
    clientId: client.id,
    redirectUri: request.redirect_uri,
    codeChallenge: request.code_challenge,
    scope: request.scope ?? '',
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_LIFETIME_MS),
  });
  redirect.searchParams.set('code', code);
  redirect.searchParams.set('state', request.state);
  return { redirect: redirect.toString() };
}

/**
 * `auth/login/`: the platform's authorize page to send the browser to, with a fresh state and
 * challenge; the state also goes into a cookie, so only the browser that started may complete.
 */
export async function startKirchgeldLogin(
  context: AppContext,
  origin: string,
): Promise<{ location: string; state: string }> {
  const state = generateSecretToken();
  const verifier = generateSecretToken();
  const redirectUri = `${origin}${KIRCHGELD_LOGIN_PATH}`;
  const now = context.clock.now();
  await insertLoginState(context.db, {
    stateHash: hashSecretToken(state),
    codeVerifier: verifier,
    redirectUri,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_STATE_LIFETIME_MS),
  });
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: KIRCHGELD_CLIENT_ID,
    redirect_uri: redirectUri,
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  return { location: `${origin}/#/authorize?${query.toString()}`, state };
}

/** `auth/login/return/`: exchanges the code for a church-tax token; state and code are used up either way. */
export async function completeKirchgeldLogin(
  context: AppContext,
  query: { code?: string; state?: string; error?: string },
  /** the state of the cookie `auth/login/` set in this browser */
  browserState: string | null,
): Promise<KgSession> {
  if (query.error === 'access_denied') throw new DomainError('validation', OAUTH_MESSAGES.loginDenied);
  const { code, state } = query;
  if (!code || !state || query.error) throw new DomainError('validation', OAUTH_MESSAGES.loginFailed);
  // a code another browser obtained (a link sent to this user) would sign them in as somebody else
  if (browserState !== state) throw new DomainError('validation', OAUTH_MESSAGES.loginFailed);
  const now = context.clock.now();
  const userId = await context.db.transaction().execute(async (trx) => {
    const login = await lockLoginState(trx, hashSecretToken(state));
    const grant = await lockAuthorizationCode(trx, hashSecretToken(code));
    if (login) await markLoginStateUsed(trx, login.id, now);
    if (grant) await markAuthorizationCodeUsed(trx, grant.id, now);
    const isValid =
      login !== undefined &&
      grant !== undefined &&
      login.used_at === null &&
      grant.used_at === null &&
      new Date(login.expires_at) > now &&
      new Date(grant.expires_at) > now &&
      grant.client_id === KIRCHGELD_CLIENT_ID &&
      grant.redirect_uri === login.redirect_uri &&
      isPkceMatch(login.code_verifier, grant.code_challenge);
    return isValid ? grant.user_id : null;
  });
  if (userId === null) throw new DomainError('validation', OAUTH_MESSAGES.loginFailed);
  const isActive = await context.db
    .selectFrom('app_user')
    .select('id')
    .where('id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!isActive) throw new DomainError('validation', OAUTH_MESSAGES.loginFailed);
  const session = await issueKirchgeldToken(context, userId);
  return { token: session.token, expiry: session.expiresAt.toISOString() };
}
