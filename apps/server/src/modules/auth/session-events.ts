/**
 * Ended sessions, for whoever holds a connection that signed in with a token and outlives the
 * request: the telemetry WebSocket. The auth service announces every token it deletes (logout, a
 * session ended from the list, a password set); listeners check again which of their tokens still
 * live and drop the others at once, instead of at their next periodic check.
 * The announcement stays inside this process (and may come before the deleting transaction
 * commits), so listeners re-check against the database rather than trusting it; other processes
 * find out through their own periodic check.
 */
import type { AppContext } from '../../platform/app-context';
import { findLiveTokenHashes } from './auth.repository';
import { hashSecretToken } from './secret-tokens';

/** Which sessions ended: one token, or every token of a user (all but one, possibly). */
export type EndedSessions = { tokenId: number } | { userId: number };

type Listener = (ended: EndedSessions) => void;

const listeners = new Set<Listener>();

/** Calls `listener` for every session ended in this process; answers how to stop. */
export function onSessionsEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionsEnded(ended: EndedSessions): void {
  for (const listener of listeners) {
    try {
      listener(ended);
    } catch {
      // A listener's trouble must not fail the logout that announced it.
    }
  }
}

/** The tokens among `tokens` that still sign someone in now (not deleted, not expired, user active). */
export async function findLiveTokens(context: AppContext, tokens: readonly string[]): Promise<Set<string>> {
  const tokenOfHash = new Map(tokens.map((token) => [hashSecretToken(token), token]));
  const live = await findLiveTokenHashes(context.db, [...tokenOfHash.keys()], context.clock.now());
  return new Set(live.map((hash) => tokenOfHash.get(hash) as string));
}
