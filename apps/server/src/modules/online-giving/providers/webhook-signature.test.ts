import { describe, expect, it } from 'vitest';
import { checkWebhookSignature, signWebhook } from './webhook-signature';

const SECRET = 'x'.repeat(43);
const AT = new Date('2026-12-01T10:00:00Z');
const BODY = '{"id":"evt_1","type":"payment.completed","data":{"payment_id":"tp_1"}}';

describe('webhook signatures', () => {
  const header = signWebhook(SECRET, BODY, AT);

  it('accepts its own signature within five minutes', () => {
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(checkWebhookSignature(SECRET, BODY, header, new Date(AT.getTime() + 299_000))).toBe('valid');
  });

  it.each([
    ['another secret', 'y'.repeat(43), BODY, header, AT, 'mismatch'],
    ['a changed body', SECRET, BODY.replace('tp_1', 'tp_2'), header, AT, 'mismatch'],
    ['a changed time', SECRET, BODY, header.replace(/t=\d+/, 't=1'), AT, 'mismatch'],
    ['no header', SECRET, BODY, undefined, AT, 'missing'],
    ['two headers', SECRET, BODY, [header, header], AT, 'missing'],
    ['garbage', SECRET, BODY, 'v1=zz', AT, 'malformed'],
    ['an old signature', SECRET, BODY, header, new Date(AT.getTime() + 301_000), 'expired'],
  ] as const)('refuses %s', (_name, secret, body, given, now, expected) => {
    expect(checkWebhookSignature(secret, body, given as string | string[] | undefined, now)).toBe(expected);
  });
});
