/** PKCE (RFC 7636) with S256, the only method the platform accepts: challenge = base64url(sha256(verifier)). */
import { createHash, timingSafeEqual } from 'node:crypto';

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether the verifier belongs to the challenge, compared in constant time. */
export function isPkceMatch(verifier: string, challenge: string): boolean {
  const expected = Buffer.from(pkceChallenge(verifier));
  const given = Buffer.from(challenge);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
