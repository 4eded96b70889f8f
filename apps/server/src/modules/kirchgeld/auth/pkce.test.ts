import { describe, expect, it } from 'vitest';
import { isPkceMatch, pkceChallenge } from './pkce';

describe('PKCE S256 (RFC 7636)', () => {
  it.each([
    // RFC 7636 appendix B
    ['dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
  ])('turns the verifier %s into the challenge %s', (verifier, challenge) => {
    expect(pkceChallenge(verifier)).toBe(challenge);
    expect(isPkceMatch(verifier, challenge)).toBe(true);
  });

  it.each([
    ['another verifier', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
    ['dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cm'],
    ['dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'],
    ['dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', ''],
  ])('refuses %s for %s', (verifier, challenge) => {
    expect(isPkceMatch(verifier, challenge)).toBe(false);
  });
});
