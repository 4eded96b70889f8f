// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createKgSessionStore, KG_SESSION_STORAGE_KEY } from './session-store';

let now = new Date('2026-11-20T10:00:00Z');
const clock = () => now;

beforeEach(() => {
  localStorage.clear();
  now = new Date('2026-11-20T10:00:00Z');
});

describe('the church-tax session (§4 Auth)', () => {
  it('keeps token and expiry in its own key across a reload', () => {
    createKgSessionStore(clock).signIn({ token: 't1', expiry: '2026-11-20T20:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem(KG_SESSION_STORAGE_KEY) ?? '')).toEqual({
      token: 't1',
      expiry: '2026-11-20T20:00:00.000Z',
    });
    expect(createKgSessionStore(clock).getSession()?.token).toBe('t1');
    expect(localStorage.getItem('kollekta.session')).toBeNull();
  });

  it('discards a token 2 minutes before its expiry, and tells the app', () => {
    const store = createKgSessionStore(clock);
    store.signIn({ token: 't1', expiry: '2026-11-20T10:05:00.000Z' });
    let told = 0;
    store.subscribe(() => told++);
    now = new Date('2026-11-20T10:02:59Z');
    expect(store.getSession()?.token).toBe('t1');
    now = new Date('2026-11-20T10:03:00Z');
    expect(store.getSession()).toBeNull();
    expect(localStorage.getItem(KG_SESSION_STORAGE_KEY)).toBeNull();
    expect(told).toBe(1);
  });

  it('survives broken storage', () => {
    localStorage.setItem(KG_SESSION_STORAGE_KEY, '{"token": 5');
    expect(createKgSessionStore(clock).getSession()).toBeNull();
    localStorage.setItem(KG_SESSION_STORAGE_KEY, JSON.stringify({ token: 5, expiry: 'x' }));
    expect(createKgSessionStore(clock).getSession()).toBeNull();
  });
});
