/**
 * The login state: token, user and preferences, persisted in localStorage as the spec asks
 * ("The state (user, auth, preferences) is persisted locally", administration.md §4). A tiny
 * external store, so the API client and the query cache can read and clear it outside React.
 * The preferences are the signed-in user's, kept on the server: here is this browser's copy,
 * so that a page shows them before the server answers.
 */
import { type User, user as userSchema } from '@kollekta/contract';
import { DEFAULT_PREFERENCES, isSamePreferences, type Preferences, readPreferences } from './preferences';

export type SessionState = {
  token: string | null;
  user: User | null;
  preferences: Preferences;
  /** while a superuser acts as another user: the superuser's own token, restored on switching back */
  impersonatorToken: string | null;
};

export const SESSION_STORAGE_KEY = 'kollekta.session';

type Listener = () => void;

function readStorage(): SessionState {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const token = typeof stored.token === 'string' && stored.token.length > 0 ? stored.token : null;
    const parsedUser = userSchema.safeParse(stored.user);
    const impersonatorToken =
      token && typeof stored.impersonatorToken === 'string' && stored.impersonatorToken.length > 0
        ? stored.impersonatorToken
        : null;
    return {
      token,
      user: token && parsedUser.success ? parsedUser.data : null,
      preferences: readPreferences(stored.preferences),
      impersonatorToken,
    };
  } catch {
    return { token: null, user: null, preferences: readPreferences(null), impersonatorToken: null };
  }
}

/** Another user's preferences must not show: until the server answers, the defaults do. */
function freshPreferences(): Preferences {
  return { ...DEFAULT_PREFERENCES, orgapanels: [], orgafilter: [] };
}

function writeStorage(state: SessionState): void {
  try {
    globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: the session still works for this page.
  }
}

export function createSessionStore() {
  let state = readStorage();
  const listeners = new Set<Listener>();

  const set = (next: SessionState) => {
    state = next;
    writeStorage(state);
    for (const listener of listeners) listener();
  };

  return {
    getState: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(token: string, user: User | null = null): void {
      set({ ...state, token, user, impersonatorToken: null, preferences: freshPreferences() });
    },
    /** Acts as another user; the own token is kept to switch back (administration.md §4). */
    startImpersonation(token: string, user: User | null = null): void {
      if (!state.token) return;
      set({
        ...state,
        token,
        user,
        impersonatorToken: state.impersonatorToken ?? state.token,
        preferences: freshPreferences(),
      });
    },
    /** Back to the superuser's own token; answers whether there was one. */
    stopImpersonation(): boolean {
      if (!state.impersonatorToken) return false;
      set({
        ...state,
        token: state.impersonatorToken,
        user: null,
        impersonatorToken: null,
        preferences: freshPreferences(),
      });
      return true;
    },
    setUser(user: User): void {
      if (state.token) set({ ...state, user });
    },
    /** Forgets token, user and the user's preferences (the server keeps them for the next sign-in). */
    signOut(): void {
      if (state.token === null && state.user === null) return;
      set({ ...state, token: null, user: null, impersonatorToken: null, preferences: freshPreferences() });
    },
    updatePreferences(patch: Partial<Preferences>): void {
      set({ ...state, preferences: { ...state.preferences, ...patch } });
    },
    /** Takes over the preferences the server keeps for the user. */
    replacePreferences(preferences: Preferences): void {
      if (isSamePreferences(state.preferences, preferences)) return;
      set({ ...state, preferences });
    },
    /** Takes over what another tab stored (sign-in or sign-out there). */
    reload(): void {
      state = readStorage();
      for (const listener of listeners) listener();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) sessionStore.reload();
  });
}
