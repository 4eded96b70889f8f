/**
 * The platform's side of the church-tax sign-in (administration.md route `authorize`,
 * `POST user/authorize/`; ARCHITECTURE.md §4): OAuth 2.0 authorization code with PKCE (S256 only).
 * The signed-in user allows (or refuses) a registered client; the answer is where the browser goes next.
 */
import { z } from 'zod';
import { defineRoute } from './route';

const REQUIRED = 'Dieser Parameter fehlt oder ist ungültig.';

/** The OAuth parameters of the authorize request, as the client put them into the authorize link. */
export const oauthAuthorizeParameters = z.object({
  response_type: z.literal('code', { error: 'Nur response_type=code wird unterstützt.' }),
  client_id: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(100, { error: REQUIRED }),
  redirect_uri: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(2000, { error: REQUIRED }),
  /** base64url of the SHA-256 of the client's code verifier (RFC 7636: 43 characters) */
  code_challenge: z
    .string({ error: REQUIRED })
    .regex(/^[A-Za-z0-9_-]{43,128}$/, { error: 'Die PKCE-Challenge ist ungültig.' }),
  code_challenge_method: z.literal('S256', { error: 'Nur code_challenge_method=S256 wird unterstützt.' }),
  state: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(500, { error: REQUIRED }),
  scope: z.string().max(500).optional(),
});
export type OauthAuthorizeParameters = z.infer<typeof oauthAuthorizeParameters>;

export const authorizeOauthClient = defineRoute({
  method: 'POST',
  path: 'user/authorize/',
  summary:
    'Allow (allow=true) or refuse a registered OAuth client (PKCE S256) for the signed-in user; answers the redirect with `code` and `state`, or with `error=access_denied`',
  auth: true,
  body: oauthAuthorizeParameters.extend({
    allow: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
  }),
  status: 200,
  response: z.object({ redirect: z.string() }),
});
