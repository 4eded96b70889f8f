import { describe, expect, it } from 'vitest';
import {
  buildKgSuggestionIndex,
  findKnownLetterReferences,
  type KgOpenBankTransaction,
  nameTokens,
  suggestKgBankAssignment,
} from './bank-suggestions';

const HANS = 'a0000000-0000-4000-8000-000000000001';
const MARIA = 'a0000000-0000-4000-8000-000000000002';
const OTTO = 'a0000000-0000-4000-8000-000000000003';

const index = buildKgSuggestionIndex({
  recipients: [
    {
      reference: 'KG-12-00045',
      personId: HANS,
      partnerPersonId: MARIA,
      letterId: 12,
      letterName: 'Kirchgeld 2025',
      letterDate: '2025-10-01',
      suggestedAmountCents: 3000,
    },
  ],
  knownIbans: [{ iban: 'DE02120300000000202051', personId: OTTO, bookingDate: '2025-05-02' }],
  persons: [
    {
      personId: HANS,
      familyName: 'Müller',
      firstNames: 'Hans Peter',
      callName: null,
      displayName: 'Hans Müller',
    },
    {
      personId: MARIA,
      familyName: 'Müller',
      firstNames: 'Maria',
      callName: null,
      displayName: 'Maria Müller',
    },
    {
      personId: OTTO,
      familyName: 'Schäfer',
      firstNames: 'Otto',
      callName: null,
      displayName: 'Otto Schäfer',
    },
  ],
  previousPayments: [{ personId: OTTO, amountCents: 1200 }],
});

const tx = (overrides: Partial<KgOpenBankTransaction>): KgOpenBankTransaction => ({
  id: 1,
  amountCents: 3000,
  bookingDate: '2025-10-20',
  theirName: null,
  theirIban: null,
  purpose: null,
  ...overrides,
});

describe('findKnownLetterReferences', () => {
  it.each([
    ['Kirchgeld KG-12-00045', ['KG-12-00045']],
    ['kg 12 00045 danke', ['KG-12-00045']],
    ['KG1200045 2025', ['KG-12-00045']],
    ['KG-12-0 0045', ['KG-12-00045']],
    ['KG-13-00045', []],
  ])('%s → %o', (text, expected) => {
    const known = new Map([['KG-12-00045', true]]);
    expect(findKnownLetterReferences(text, known)).toEqual(expected);
  });
});

describe('suggestKgBankAssignment (cascade)', () => {
  it.each([
    [
      { purpose: 'Kirchgeld kg12-00045' },
      { personId: HANS, step: 'reference', confidence: 'sicher', letterId: 12 },
    ],
    [
      { theirIban: 'DE02120300000000202051', theirName: 'OTTO SCHAEFER' },
      { personId: OTTO, step: 'iban', confidence: 'sicher' },
    ],
    [
      { theirName: 'MUELLER, MARIA' },
      { personId: MARIA, step: 'name', confidence: 'wahrscheinlich', letterId: 12 },
    ],
    [
      { theirName: 'Otto Schaefer', amountCents: 1200 },
      { personId: OTTO, step: 'name', confidence: 'wahrscheinlich' },
    ],
    [
      { theirName: 'Otto Schaefer', amountCents: 999 },
      { personId: OTTO, step: 'name', confidence: 'möglich' },
    ],
    // outside the 60-day window after the letter, two Müllers fit by name: nothing certain to say
    [{ theirName: 'Hans und Maria Müller', bookingDate: '2026-01-15' }, null],
    [{ theirName: 'Unbekannt Jemand' }, null],
    [{ purpose: 'KG-12-00045', amountCents: -3000 }, null],
  ])('%o → %o', (overrides, expected) => {
    const suggestion = suggestKgBankAssignment(index, tx(overrides));
    if (expected === null) expect(suggestion).toBeNull();
    else expect(suggestion).toMatchObject(expected);
  });

  it('gives its reason in German', () => {
    expect(suggestKgBankAssignment(index, tx({ purpose: 'KG-12-00045' }))?.reason).toBe(
      'Verwendungszweck nennt die Brief-Referenz KG-12-00045 (Brief „Kirchgeld 2025“).',
    );
  });

  it('spells names as banks do', () => {
    expect(nameTokens('Müller-Lüdenscheidt, Hans')).toEqual(['mueller', 'luedenscheidt', 'hans']);
  });
});
