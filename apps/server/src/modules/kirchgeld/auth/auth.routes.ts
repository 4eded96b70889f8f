/**
 * HTTP of the church-tax area's sign-in (devices-income-kirchgeld.md §7; ARCHITECTURE.md §4): the
 * platform's `user/authorize/` (a platform route, Token auth) and the church-tax API's `auth/…`,
 * `tenant/` and `configuration/static/`.
 */
import { authorizeOauthClient as authorizeRoute, kgAuthRoutes } from '@kollekta/contract';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../platform/errors';
import type { RouteRegistrar } from '../../../platform/http-app';
import { listTenants, toTenantResponse } from '../tenancy';
import { revokeKirchgeldToken } from './kirchgeld-tokens';
import {
  authorizeOauthClient,
  completeKirchgeldLogin,
  LOGIN_STATE_LIFETIME_MS,
  startKirchgeldLogin,
} from './oauth.service';
import { readStaticConfiguration } from './static-configuration';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** binds a sign-in to the browser that started it (the state of `auth/login/`) */
export const LOGIN_STATE_COOKIE = 'kollekta_kirchgeld_login';
const COOKIE_PATH = '/api/kirchgeld/v1/auth/';

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

export const registerKgAuthRoutes: RouteRegistrar = (register, context) => {
  register(authorizeRoute, ({ caller, body, request }) =>
    authorizeOauthClient(context, caller, body, originOf(request)),
  );

  register(kgAuthRoutes.kgStartLogin, async ({ request, reply }) => {
    const { location, state } = await startKirchgeldLogin(context, originOf(request));
    const secure = request.protocol === 'https' ? '; Secure' : '';
    // a redirect, not JSON: the browser is sent here and goes on to the platform's authorize page
    reply
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        `${LOGIN_STATE_COOKIE}=${state}; Path=${COOKIE_PATH}; Max-Age=${LOGIN_STATE_LIFETIME_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
      )
      .redirect(location, 302);
  });
  register(kgAuthRoutes.kgCompleteLogin, async ({ query, request, reply }) => {
    const browserState = readCookie(request.headers.cookie, LOGIN_STATE_COOKIE);
    // the state is used up either way: the cookie goes too
    reply.header(
      'set-cookie',
      `${LOGIN_STATE_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
    return completeKirchgeldLogin(context, query, browserState);
  });
  register(kgAuthRoutes.kgLogout, ({ caller }) => revokeKirchgeldToken(context, caller.tokenId));
  register(kgAuthRoutes.kgGetMe, async ({ caller }) => {
    const user = await context.db
      .selectFrom('app_user')
      .select(['id', 'username', 'name'])
      .where('id', '=', caller.userId)
      .executeTakeFirst();
    if (!user) throw new DomainError('unauthenticated');
    return user;
  });
  register(kgAuthRoutes.kgListTenants, async ({ caller, query, apiBase }) => {
    const tenants = await listTenants(context, caller);
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 100;
    const page = tenants.slice(offset, offset + limit);
    const link = (at: number) => `${apiBase}tenant/?limit=${limit}&offset=${at}`;
    return {
      count: tenants.length,
      next: offset + limit < tenants.length ? link(offset + limit) : null,
      previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
      results: page.map((tenant) => toTenantResponse(tenant, apiBase)),
    };
  });
  register(kgAuthRoutes.kgGetStaticConfiguration, async () =>
    readStaticConfiguration(context.config.version),
  );
};
