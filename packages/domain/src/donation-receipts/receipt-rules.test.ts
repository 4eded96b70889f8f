import { describe, expect, it } from 'vitest';
import {
  buildReceiptCode,
  checkReceiptClaimPerson,
  checkReceiptConfiguration,
  decideReceipt,
  describeReceiptNotRequired,
  findConfigurationOn,
  findDonorAddressGap,
  isPaymentConfirmed,
  isReceiptCodeDue,
  normalizeReceiptCode,
  periodsOverlap,
  RECEIPT_CODE_ALPHABET,
  RECEIPT_MESSAGES,
  receiptPurposeClause,
} from './receipt-rules';

describe('decideReceipt (minimum of the organisation, 300 € threshold)', () => {
  it.each([
    { amountCents: 5000, minimumCents: 0, expected: 'issue' },
    { amountCents: 5000, minimumCents: 5000, expected: 'issue' },
    { amountCents: 4999, minimumCents: 5000, expected: 'not_required' },
    { amountCents: 30_000, minimumCents: 50_000, expected: 'not_required' },
    // above 300 € a bank statement is no longer enough: issued whatever the minimum
    { amountCents: 30_001, minimumCents: 50_000, expected: 'issue' },
    { amountCents: 100_000, minimumCents: 200_000, expected: 'issue' },
  ] as const)('$amountCents cents, minimum $minimumCents → $expected', ({ expected, ...values }) => {
    expect(decideReceipt(values)).toBe(expected);
  });

  it('tells the donor the bank statement suffices', () => {
    expect(
      describeReceiptNotRequired({ minimumCents: 20_000, organization: 'Ev. Kirchengemeinde Lauffen' }),
    ).toBe(
      'Ev. Kirchengemeinde Lauffen stellt für Spenden unter 200,00\u00a0€ keine Zuwendungsbestätigung aus. Für Spenden bis 300 € genügt dem Finanzamt Ihr Kontoauszug als Nachweis (vereinfachter Zuwendungsnachweis).',
    );
  });
});

describe('isPaymentConfirmed', () => {
  it.each([
    { state: 'completed', isReconciled: true, expected: true },
    { state: 'completed', isReconciled: false, expected: false },
    { state: 'reversed', isReconciled: true, expected: false },
    // a card gift at a device is confirmed by the terminal's authorisation
    { state: 'completed', isReconciled: false, type: 'pos', expected: true },
    { state: 'reversed', isReconciled: false, type: 'pos', expected: false },
    { state: 'completed', isReconciled: false, type: 'ecom', expected: false },
  ])('$state, reconciled $isReconciled, type $type → $expected', ({ expected, ...payment }) => {
    expect(isPaymentConfirmed(payment)).toBe(expected);
  });
});

describe('isReceiptCodeDue (confirmationMinAmount)', () => {
  it.each([
    { amountCents: 30_000, confirmationMinAmount: 300, collectionMinimumCents: 0, expected: true },
    { amountCents: 29_999, confirmationMinAmount: 300, collectionMinimumCents: 0, expected: false },
    { amountCents: 100_000, confirmationMinAmount: -1, collectionMinimumCents: 0, expected: false },
    { amountCents: 100, confirmationMinAmount: 0, collectionMinimumCents: 0, expected: true },
    { amountCents: 100, confirmationMinAmount: null, collectionMinimumCents: 0, expected: false },
    // below the organisation's minimum for collection gifts and within 300 €: no receipt, no code
    { amountCents: 5000, confirmationMinAmount: 10, collectionMinimumCents: 10_000, expected: false },
  ])('$amountCents cents with $confirmationMinAmount → $expected', ({ expected, ...values }) => {
    expect(isReceiptCodeDue(values)).toBe(expected);
  });
});

describe('receipt codes', () => {
  it('builds grouped codes from the unambiguous alphabet only', () => {
    const bytes = new Uint8Array(32).map((_, index) => index * 8);
    const code = buildReceiptCode(bytes);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
    for (const character of code.replaceAll('-', '')) expect(RECEIPT_CODE_ALPHABET).toContain(character);
    expect(RECEIPT_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('skips bytes that would bias the alphabet', () => {
    const bytes = new Uint8Array([250, 251, 252, 253, 254, 255, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(buildReceiptCode(bytes)).toBe('ABCD-EFGH-JK');
  });

  it.each([
    ['K7QF-3XMA-9P', 'K7QF-3XMA-9P'],
    ['k7qf 3xma 9p', 'K7QF-3XMA-9P'],
    ['K7QF3XMA9P', 'K7QF-3XMA-9P'],
    ['K7QF-3XMA-9', null],
    ['K7QF-3XMA-0P', null],
    ['', null],
  ])('normalises %j → %j', (input, expected) => {
    expect(normalizeReceiptCode(input)).toBe(expected);
  });
});

describe('checkReceiptConfiguration', () => {
  const existing = [
    { validFrom: '2025-01-01', validNotAfter: '2025-12-31' },
    { validFrom: '2027-01-01', validNotAfter: null },
  ];
  const input = {
    minDonationCents: 0,
    minCollectionCents: 2500,
    validFrom: '2026-01-01',
    validNotAfter: '2026-12-31',
  };

  it('accepts a period between the others', () => {
    expect(checkReceiptConfiguration(input, existing)).toEqual({});
  });

  it.each([
    [{ validFrom: '2025-06-01', validNotAfter: '2026-06-30' }],
    [{ validFrom: '2026-01-01', validNotAfter: null }],
    [{ validFrom: '2024-01-01', validNotAfter: '2025-01-01' }],
  ])('refuses an overlap %j', (period) => {
    expect(checkReceiptConfiguration({ ...input, ...period }, existing)).toEqual({
      valid_from: [RECEIPT_MESSAGES.configurationOverlap],
    });
  });

  it('refuses negative amounts and an end before the start', () => {
    expect(
      checkReceiptConfiguration(
        {
          minDonationCents: -1,
          minCollectionCents: null,
          validFrom: '2026-05-01',
          validNotAfter: '2026-04-30',
        },
        [],
      ),
    ).toEqual({
      min_amount_donation: [RECEIPT_MESSAGES.amountNegative],
      min_amount_collection: [RECEIPT_MESSAGES.amountInvalid],
      valid_notafter: [RECEIPT_MESSAGES.validNotAfterBeforeFrom],
    });
  });

  it('treats an open end as for ever', () => {
    expect(
      periodsOverlap(
        { validFrom: '2026-01-01', validNotAfter: null },
        { validFrom: '2030-01-01', validNotAfter: null },
      ),
    ).toBe(true);
    expect(findConfigurationOn(existing, '2031-02-03')).toBe(existing[1]);
    expect(findConfigurationOn(existing, '2026-02-03')).toBeUndefined();
  });
});

describe('donor address on a receipt', () => {
  const donor = {
    first_name: 'Jürgen',
    last_name: 'Weiß',
    street: 'Hauptstraße 1',
    postal_code: '74348',
    city: 'Lauffen',
  };

  it('names what is missing', () => {
    expect(findDonorAddressGap(donor)).toBeNull();
    expect(findDonorAddressGap({ ...donor, postal_code: ' ' })).toBe(
      'Die Anschrift des Spenders ist unvollständig: Postleitzahl fehlt.',
    );
    expect(findDonorAddressGap({ ...donor, street: '', city: '' })).toBe(
      'Die Anschrift des Spenders ist unvollständig: Straße, Ort fehlen.',
    );
  });

  it('checks the claim form field by field', () => {
    expect(checkReceiptClaimPerson({ ...donor, email: 'a@example.org' })).toEqual({});
    expect(checkReceiptClaimPerson({ ...donor, postal_code: '', email: 'kein' })).toEqual({
      postal_code: [RECEIPT_MESSAGES.postalCodeRequired],
      email: [RECEIPT_MESSAGES.emailInvalid],
    });
    expect(checkReceiptClaimPerson({ ...donor, last_name: 'ß'.repeat(201) })).toEqual({
      last_name: [RECEIPT_MESSAGES.nameTooLong],
    });
  });
});

describe('receiptPurposeClause', () => {
  it.each([
    ['Orgelsanierung', 'kirchlicher Zwecke (Orgelsanierung)'],
    ['  Diakonie in der eigenen Gemeinde ', 'kirchlicher Zwecke (Diakonie in der eigenen Gemeinde)'],
    ['', 'kirchlicher Zwecke'],
    ['kirchlicher Zwecke (Jugendarbeit)', 'kirchlicher Zwecke (Jugendarbeit)'],
  ])('%j → %j', (name, clause) => {
    expect(receiptPurposeClause(name)).toBe(clause);
  });
});
