/**
 * Signed webhooks: `Kollekta-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}`,
 * the scheme most providers use. The timestamp is signed too, so an old request replayed outside
 * the tolerance is refused even before its event id is looked up; comparison is timing-safe.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'kollekta-signature';
/** how far a signature's time may be from ours */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'expired';

export function checkWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  now: Date,
): SignatureCheck {
  if (typeof header !== 'string' || header === '') return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestampText = parts.get('t') ?? '';
  const signature = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/.test(signature)) return 'malformed';
  const timestamp = Number(timestampText);
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'expired';
  return 'valid';
}

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}
