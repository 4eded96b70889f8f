import type { CashPayment } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import { type CashFormState, evaluateCashForm, initialCashForm, toCashBody } from './cash-form';

const NOW = new Date('2026-11-22T11:30:00Z');
const refs = { plan: 'http://x/api/v2/collection_plan/5/', organization: 'http://x/api/v2/organization/4/' };

const calculator = (counts: Record<string, string>): CashFormState => ({
  ...initialCashForm(null, NOW, 'EUR'),
  tab: 'calculator',
  counts: { ...initialCashForm(null, NOW, 'EUR').counts, ...counts },
});

describe('the calculator (Rechner)', () => {
  it('3 × 20 €, 7 × 2 €, 11 × 0,50 € are 79,50 €, sent as "79.50" with the split', () => {
    const state = calculator({ '2000': '3', '200': '7', '50': '11' });
    const result = evaluateCashForm(state, NOW);
    expect(result).toMatchObject({ amountCents: 7950, canSubmit: true, countErrors: {} });
    expect(toCashBody(state, result, refs)).toEqual({
      amount: '79.50',
      ...refs,
      collection_datetime: NOW.toISOString(),
      meta: { cash: { split: { '2000': 3, '200': 7, '50': 11 } } },
    });
  });

  it.each([
    ['a negative count', '-1'],
    ['a fraction', '1,5'],
    ['a word', 'drei'],
  ])('%s shows the tooltip and cannot be sent', (_name, text) => {
    const result = evaluateCashForm(calculator({ '2000': '3', '500': text }), NOW);
    expect(result.countErrors).toEqual({ '500': 'Bitte geben Sie eine gültige Anzahl an' });
    expect(result.canSubmit).toBe(false);
  });

  it('nothing counted is 0 and cannot be sent (amount above 0)', () => {
    expect(evaluateCashForm(calculator({}), NOW)).toMatchObject({ amountCents: 0, canSubmit: false });
  });
});

describe('the sum (Summe)', () => {
  it.each([
    ['1.234,56', 123456, true],
    ['79,5', 7950, true],
    ['', 0, false],
    ['0,00', 0, false],
  ])('%j → %i cents, can be sent: %s', (amountText, cents, canSubmit) => {
    const state = { ...initialCashForm(null, NOW, 'EUR'), amountText };
    expect(evaluateCashForm(state, NOW)).toMatchObject({ amountCents: cents, amountError: null, canSubmit });
  });

  it.each([
    // Intl puts a no-break space before the currency sign
    ['12.50', 1250, 'Gelesen als 12,50\u00a0€: der Punkt zählt als Komma.'],
    ['1.250', 125000, null],
    ['12,50', 1250, null],
  ])('%j → %i cents, hint %j', (amountText, cents, amountHint) => {
    const state = { ...initialCashForm(null, NOW, 'EUR'), amountText };
    expect(evaluateCashForm(state, NOW, 'EUR')).toMatchObject({
      amountCents: cents,
      amountError: null,
      amountHint,
      canSubmit: true,
    });
    expect(toCashBody(state, evaluateCashForm(state, NOW), refs)?.amount).toBe(
      cents === 1250 ? '12.50' : '1250.00',
    );
  });

  it('an invalid amount says so', () => {
    const state = { ...initialCashForm(null, NOW, 'EUR'), amountText: '12,345' };
    expect(evaluateCashForm(state, NOW)).toMatchObject({
      amountError: 'Ungültiger Betrag',
      canSubmit: false,
    });
  });

  it('sends no split', () => {
    const state = { ...initialCashForm(null, NOW, 'EUR'), amountText: '50' };
    expect(toCashBody(state, evaluateCashForm(state, NOW), refs)?.meta).toEqual({ cash: { split: null } });
  });
});

describe('the timestamp', () => {
  it.each([
    ['1900', '1900-11-22T09:30:00Z', 'Der Zeitpunkt der Sammlung darf nicht vor dem 01.01.2000 liegen.'],
    ['tomorrow', '2026-11-23T09:30:00Z', 'Der Zeitpunkt der Sammlung darf nicht in der Zukunft liegen.'],
    ['this morning', '2026-11-22T09:30:00Z', null],
  ])('%s: %s', (_name, collectedAt, timestampError) => {
    const state = { ...initialCashForm(null, NOW, 'EUR'), amountText: '50', collectedAt };
    expect(evaluateCashForm(state, NOW)).toMatchObject({
      timestampError,
      canSubmit: timestampError === null,
    });
  });

  it('is required', () => {
    const state = { ...initialCashForm(null, NOW, 'EUR'), amountText: '50', collectedAt: null };
    expect(evaluateCashForm(state, NOW)).toMatchObject({
      timestampError: 'Dieses Feld ist erforderlich.',
      canSubmit: false,
    });
  });
});

describe('editing starts from the entry', () => {
  const payment = {
    amount: '79.50',
    collection_datetime: '2026-11-22T10:00:00.000Z',
    meta: { cash: { split: { '2000': 3, '200': 7, '50': 11 } } },
  } as unknown as CashPayment;

  it('with a split: the calculator with its counts', () => {
    const state = initialCashForm(payment, NOW, 'EUR');
    expect(state).toMatchObject({
      tab: 'calculator',
      amountText: '79,50',
      collectedAt: payment.collection_datetime,
    });
    expect(state.counts).toMatchObject({ '2000': '3', '200': '7', '50': '11', '10000': '' });
  });

  it('without a split: the sum', () => {
    const state = initialCashForm({ ...payment, meta: { cash: { split: null } } }, NOW, 'EUR');
    expect(state).toMatchObject({ tab: 'sum', amountText: '79,50' });
  });

  it('a CHF organisation counts 1000 franc notes and no Rappen coins', () => {
    const counts = Object.keys(initialCashForm(null, NOW, 'CHF').counts);
    expect(counts).toContain('100000');
    expect(counts).not.toContain('1');
  });
});
