import { describe, expect, it } from 'vitest';
import { isKgSessionAlive } from './session-expiry';

const NOW = new Date('2026-11-20T10:00:00Z');

describe('the church-tax sign-in state (§4 Auth: "not within 2 minutes of its expiry")', () => {
  it.each([
    ['expires in 10 hours', { token: 't', expiry: '2026-11-20T20:00:00Z' }, true],
    ['expires in 2 minutes and 1 second', { token: 't', expiry: '2026-11-20T10:02:01Z' }, true],
    ['expires in exactly 2 minutes', { token: 't', expiry: '2026-11-20T10:02:00Z' }, false],
    ['expires in 1 minute', { token: 't', expiry: '2026-11-20T10:01:00Z' }, false],
    ['has expired', { token: 't', expiry: '2026-11-20T09:00:00Z' }, false],
    ['has an unreadable expiry', { token: 't', expiry: 'morgen' }, false],
    ['has no token', { token: '', expiry: '2026-11-20T20:00:00Z' }, false],
    ['is missing', null, false],
  ])('a session that %s is alive: %s', (_case, session, isAlive) => {
    expect(isKgSessionAlive(session, NOW)).toBe(isAlive);
  });

  it('reads an expiry with an offset', () => {
    expect(isKgSessionAlive({ token: 't', expiry: '2026-11-20T11:03:00+01:00' }, NOW)).toBe(true);
    expect(isKgSessionAlive({ token: 't', expiry: '2026-11-20T11:02:00+01:00' }, NOW)).toBe(false);
  });
});
