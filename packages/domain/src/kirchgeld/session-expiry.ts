/**
 * The church-tax app's sign-in state (devices-income-kirchgeld.md §4 "Auth"): logged in while a
 * token exists and is not within 2 minutes of its expiry; otherwise the token is discarded and the
 * user goes to the index.
 */

/** how long before its expiry a church-tax token is no longer used */
export const KG_SESSION_EXPIRY_MARGIN_MS = 2 * 60 * 1000;

export type KgStoredSession = { token: string; expiry: string };

export function isKgSessionAlive(session: KgStoredSession | null | undefined, now: Date): boolean {
  if (!session || typeof session.token !== 'string' || session.token.length === 0) return false;
  const expiry = Date.parse(session.expiry);
  if (Number.isNaN(expiry)) return false;
  return expiry - now.getTime() > KG_SESSION_EXPIRY_MARGIN_MS;
}
