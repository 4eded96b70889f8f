import { describe, expect, it } from 'vitest';
import { resolveRelyingParty } from './relying-party';

describe('resolveRelyingParty (passkeys belong to PUBLIC_URL)', () => {
  it.each([
    ['the configured origin', 'https://kollekta.example', 'https://kollekta.example', 'kollekta.example'],
    ['no origin sent', 'https://kollekta.example', undefined, 'kollekta.example'],
    ['another site', 'https://kollekta.example', 'https://evil.example', 'kollekta.example'],
    ['a LAN address', 'http://localhost:8080', 'http://192.168.1.20:8080', 'localhost'],
    [
      '127.0.0.1 beside localhost: an IP is no RP ID',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'localhost',
    ],
    ['localhost beside 127.0.0.1', 'http://127.0.0.1:8080', 'http://localhost:8080', 'localhost'],
    ['localhost on another port', 'http://127.0.0.1:8080', 'http://localhost:5173', '127.0.0.1'],
    ['a broken origin', 'http://localhost:8080', 'nicht-url', 'localhost'],
  ] as const)('%s', (_name, publicUrl, requestOrigin, rpId) => {
    const party = resolveRelyingParty({ publicUrl, deployment: 'demo' }, requestOrigin);
    expect(party.rpId).toBe(rpId);
  });

  it('lets the development server on Vite’s own port use localhost', () => {
    const party = resolveRelyingParty(
      { publicUrl: 'http://localhost:8080', deployment: 'development' },
      'http://localhost:5173',
    );
    expect(party).toEqual({ rpId: 'localhost', origin: 'http://localhost:5173', name: 'Kollekta' });
  });
});
