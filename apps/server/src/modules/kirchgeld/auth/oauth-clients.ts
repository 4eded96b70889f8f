/**
 * The OAuth clients the platform knows (ARCHITECTURE.md §4): one, the church-tax app. Its only
 * redirect uri is its `/login` page on this server, under the public address or the address the
 * request came to; a code is never sent anywhere else.
 */
export const KIRCHGELD_CLIENT_ID = 'kirchgeld';
export const KIRCHGELD_LOGIN_PATH = '/kirchgeld/login';

type OauthClient = { id: string; name: string; redirectUris(origins: readonly string[]): string[] };

const CLIENTS: Record<string, OauthClient> = {
  [KIRCHGELD_CLIENT_ID]: {
    id: KIRCHGELD_CLIENT_ID,
    name: 'Kollekta Kirchgeld',
    redirectUris: (origins) => origins.map((origin) => `${origin.replace(/\/$/, '')}${KIRCHGELD_LOGIN_PATH}`),
  },
};

export function findOauthClient(clientId: string): OauthClient | null {
  return Object.hasOwn(CLIENTS, clientId) ? (CLIENTS[clientId] ?? null) : null;
}
