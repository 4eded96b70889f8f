/**
 * The church-tax app's session: its token and expiry in localStorage (`kollekta.kirchgeld.session`),
 * apart from the platform's. The token is read through the §4 rule: within 2 minutes of its expiry
 * it is discarded, and the signed-out app shows the index.
 */
import { isKgSessionAlive, type KgStoredSession } from '@kollekta/domain';

export const KG_SESSION_STORAGE_KEY = 'kollekta.kirchgeld.session';

type Listener = () => void;

function readStorage(): KgStoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(KG_SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<KgStoredSession> | null;
    return typeof value?.token === 'string' && typeof value.expiry === 'string'
      ? { token: value.token, expiry: value.expiry }
      : null;
  } catch {
    return null;
  }
}

export function createKgSessionStore(now: () => Date = () => new Date()) {
  let session = readStorage();
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const store = {
    /** the session while it is alive; a dying one is discarded on the way */
    getSession(): KgStoredSession | null {
      if (session && !isKgSessionAlive(session, now())) store.signOut();
      return session;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(next: KgStoredSession): void {
      session = next;
      globalThis.localStorage?.setItem(KG_SESSION_STORAGE_KEY, JSON.stringify(next));
      emit();
    },
    signOut(): void {
      if (session === null && readStorage() === null) return;
      session = null;
      globalThis.localStorage?.removeItem(KG_SESSION_STORAGE_KEY);
      emit();
    },
  };
  return store;
}

export type KgSessionStore = ReturnType<typeof createKgSessionStore>;

export const kgSessionStore = createKgSessionStore();

/** The token source of the API client (`setTokenSource(readToken, 'kirchgeld')`). */
export function readToken(): string | null {
  return kgSessionStore.getSession()?.token ?? null;
}
