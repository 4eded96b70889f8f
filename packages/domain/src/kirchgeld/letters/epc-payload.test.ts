import { describe, expect, it } from 'vitest';
import { buildEpcPayload, EPC_MESSAGES, letterRemittance } from './epc-payload';
import { letterPurpose, letterText } from './letter-text';

const account = { name: 'Ev. Kirchengemeinde Lauffen', iban: 'DE89 3704 0044 0532 0130 00' };

describe('buildEpcPayload (EPC069-12, version 002)', () => {
  it('writes the eleven lines of a transfer', () => {
    const result = buildEpcPayload({
      ...account,
      bic: 'cobadeffxxx',
      amountCents: 2500,
      remittance: 'KG-12-00045 Kirchgeld 2026',
    });
    expect(result).toEqual({
      ok: true,
      payload: [
        'BCD',
        '002',
        '1',
        'SCT',
        'COBADEFFXXX',
        'Ev. Kirchengemeinde Lauffen',
        'DE89370400440532013000',
        'EUR25.00',
        '',
        '',
        'KG-12-00045 Kirchgeld 2026',
      ].join('\n'),
    });
  });

  it.each([
    [1, 'EUR0.01'],
    [123456, 'EUR1234.56'],
    [null, ''],
  ])('amount %j → %j, BIC optional', (amountCents, amountLine) => {
    const result = buildEpcPayload({ ...account, remittance: 'x', amountCents });
    if (!result.ok) throw new Error(result.message);
    const lines = result.payload.split('\n');
    expect(lines[4]).toBe('');
    expect(lines[7]).toBe(amountLine);
  });

  it.each([
    [{ iban: 'DE00 1234' }, EPC_MESSAGES.invalidIban],
    [{ bic: 'XYZ' }, EPC_MESSAGES.invalidBic],
    [{ name: ' ' }, EPC_MESSAGES.nameRequired],
    [{ amountCents: 0 }, EPC_MESSAGES.amountRange],
    [{ amountCents: 100_000_000_000 }, EPC_MESSAGES.amountRange],
  ])('refuses %j', (change, message) => {
    expect(buildEpcPayload({ ...account, amountCents: 100, remittance: 'x', ...change })).toEqual({
      ok: false,
      message,
    });
  });

  it('cuts the name to 70 and the remittance to 140 characters, within 331 bytes', () => {
    const result = buildEpcPayload({
      ...account,
      name: 'N'.repeat(90),
      amountCents: 100,
      remittance: 'ü'.repeat(200),
    });
    if (!result.ok) throw new Error(result.message);
    const lines = result.payload.split('\n');
    expect(lines[5]).toHaveLength(70);
    expect(Array.from(lines[10] ?? '').length).toBeLessThanOrEqual(140);
    expect(new TextEncoder().encode(result.payload).length).toBeLessThanOrEqual(331);
  });

  it('puts the reference first in the remittance', () => {
    expect(letterRemittance('KG-3-00001', 'Kirchgeld 2026 \n Müller')).toBe(
      'KG-3-00001 Kirchgeld 2026 Müller',
    );
  });
});

describe('letterText', () => {
  const input = {
    year: 2026,
    parishName: 'Ev. Kirchengemeinde Lauffen',
    specialPurpose: null,
    suggestedAmount: '25,00 €',
    reference: 'KG-1-00001',
    hasGiroCode: true,
  };
  it.each([
    ['donation', 'Bitte um Ihren Beitrag – Kirchgeld 2026'],
    ['appreciation', 'Herzlichen Dank für Ihre Unterstützung – Kirchgeld 2026'],
    ['reminder', 'Erinnerung – Kirchgeld 2026'],
  ] as const)('%s', (type, subject) => {
    const text = letterText({ ...input, type });
    expect(text.subject).toBe(subject);
    expect(text.paragraphs.join(' ')).toContain('KG-1-00001');
  });

  it('names a special purpose instead of the Kirchgeld', () => {
    expect(letterPurpose({ year: 2026, specialPurpose: 'Orgel' })).toBe('Spende Orgel 2026');
  });
});
