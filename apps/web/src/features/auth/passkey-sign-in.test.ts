import { describe, expect, it } from 'vitest';
import { ceremonyKey, isRelyingPartyHost } from './passkey-sign-in';

describe('isRelyingPartyHost (passkeys belong to the host of PUBLIC_URL)', () => {
  it.each([
    ['localhost', 'localhost', true],
    ['kollekta.example', 'kollekta.example', true],
    ['kollekta.example', 'admin.kollekta.example', true],
    ['Kollekta.Example', 'kollekta.example', true],
    ['localhost', '127.0.0.1', false],
    ['kollekta.example', '192.168.1.20', false],
    ['kollekta.example', 'notkollekta.example', false],
    ['admin.kollekta.example', 'kollekta.example', false],
  ])('relying party %s, page on %s → %s', (relyingParty, hostname, expected) => {
    expect(isRelyingPartyHost(relyingParty, hostname)).toBe(expected);
  });
});

describe('ceremonyKey', () => {
  it('is the last segment of the ceremony url', () => {
    expect(ceremonyKey('http://kollekta.test/api/v2/auth/authentication/abc123/')).toBe('abc123');
  });
});
