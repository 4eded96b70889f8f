// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test-support/fixtures';
import { createSessionStore, SESSION_STORAGE_KEY } from './session-store';

beforeEach(() => localStorage.clear());

describe('session store (administration.md §4: user, auth and preferences persisted locally)', () => {
  it('keeps token, user and preferences across a reload', () => {
    const store = createSessionStore();
    store.signIn('token-1', makeUser({ username: 'kasse' }));
    store.updatePreferences({ levelFilter: 'parish', recursive: true });

    const reloaded = createSessionStore().getState();
    expect(reloaded.token).toBe('token-1');
    expect(reloaded.user?.username).toBe('kasse');
    expect(reloaded.preferences).toMatchObject({ levelFilter: 'parish', recursive: true, orgapanels: [] });
  });

  it('forgets token, user and the user’s preferences on sign-out: the server keeps them', () => {
    const store = createSessionStore();
    store.signIn('token-1', makeUser());
    store.updatePreferences({ levelFilter: 'district', recursive: false });
    store.signOut();
    expect(createSessionStore().getState()).toMatchObject({
      token: null,
      user: null,
      preferences: { levelFilter: 'all', recursive: true },
    });
  });

  it('never shows one user’s preferences to the next: a sign-in starts from the defaults', () => {
    const store = createSessionStore();
    store.signIn('token-1', makeUser({ username: 'bezirk' }));
    store.updatePreferences({ recursive: false, orgafilter: ['Lauffen'] });
    store.signIn('token-2', makeUser({ username: 'landeskirche' }));
    expect(store.getState().preferences).toEqual({
      levelFilter: 'all',
      recursive: true,
      orgapanels: [],
      orgafilter: [],
    });
  });

  it('takes over the server’s preferences, and tells nobody when they are the same', () => {
    const store = createSessionStore();
    store.signIn('token-1');
    let calls = 0;
    store.subscribe(() => calls++);
    const fromServer = {
      levelFilter: 'parish',
      recursive: false,
      orgapanels: ['4'],
      orgafilter: [],
    } as const;
    store.replacePreferences({ ...fromServer, orgapanels: ['4'], orgafilter: [] });
    store.replacePreferences({ ...fromServer, orgapanels: ['4'], orgafilter: [] });
    expect(calls).toBe(1);
    expect(createSessionStore().getState().preferences).toEqual(fromServer);
  });

  it('survives broken storage', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      '{"token": 5, "preferences": {"levelFilter": "planet", "orgafilter": ["a"]}',
    );
    expect(createSessionStore().getState()).toMatchObject({
      token: null,
      preferences: { levelFilter: 'all' },
    });
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        token: 't',
        user: { id: 'x' },
        preferences: { levelFilter: 'planet', orgafilter: ['a'] },
      }),
    );
    expect(createSessionStore().getState()).toMatchObject({
      token: 't',
      user: null,
      preferences: { levelFilter: 'all', orgafilter: ['a'] },
    });
  });

  it('tells subscribers about every change', () => {
    const store = createSessionStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.signIn('t');
    store.updatePreferences({ recursive: true });
    unsubscribe();
    store.signOut();
    expect(calls).toBe(2);
  });
});

describe('impersonation (administration.md §4)', () => {
  it('keeps the original token and restores it', () => {
    const store = createSessionStore();
    store.signIn('admin-token', makeUser({ username: 'admin', is_superuser: true }));
    store.updatePreferences({ recursive: false });
    store.startImpersonation('user-token', makeUser({ username: 'gemeinde' }));
    // the user acted as has preferences of their own, loaded from the server
    expect(store.getState().preferences.recursive).toBe(true);
    expect(createSessionStore().getState()).toMatchObject({
      token: 'user-token',
      impersonatorToken: 'admin-token',
    });
    expect(store.stopImpersonation()).toBe(true);
    expect(store.getState()).toMatchObject({ token: 'admin-token', user: null, impersonatorToken: null });
    expect(store.stopImpersonation()).toBe(false);
  });

  it('forgets both tokens on sign-out', () => {
    const store = createSessionStore();
    store.signIn('admin-token');
    store.startImpersonation('user-token');
    store.signOut();
    expect(store.getState()).toMatchObject({ token: null, impersonatorToken: null });
  });
});
