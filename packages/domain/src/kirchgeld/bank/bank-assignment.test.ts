import { describe, expect, it } from 'vitest';
import {
  checkKgBankAssignment,
  checkKgBankIgnore,
  deriveKgBankTransactionState,
  parseKgAssignmentAmount,
} from './bank-assignment';

describe('deriveKgBankTransactionState', () => {
  it.each([
    [5000, 0, false, 'unassigned'],
    [5000, 5000, false, 'assigned'],
    [5000, 2000, false, 'partial'],
    [5000, 0, true, 'ignored'],
  ] as const)('%i with %i assigned, ignored %s → %s', (amount, assigned, ignored, state) =>
    expect(deriveKgBankTransactionState(amount, assigned, ignored)).toBe(state),
  );
});

describe('parseKgAssignmentAmount (step 0.01)', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    ['1.234,56', 123456],
    [12.5, 1250],
    ['0,001', null],
    ['abc', null],
    ['-5', null],
  ] as const)('%s → %s', (value, cents) => expect(parseKgAssignmentAmount(value)).toBe(cents));
});

describe('checkKgBankAssignment', () => {
  const base = { amountCents: 5000, assignedCents: 0, isReturn: false, isIgnored: false };
  it.each([
    [
      { ...base, requestedCents: undefined },
      { ok: true, amountCents: 5000 },
    ],
    [
      { ...base, requestedCents: 2000 },
      { ok: true, amountCents: 2000 },
    ],
    [
      { ...base, assignedCents: 2000, requestedCents: 3001 },
      { ok: false, code: 'validation', field: 'amount' },
    ],
    [
      { ...base, assignedCents: 5000, requestedCents: 1 },
      { ok: false, code: 'conflict' },
    ],
    [
      { ...base, isIgnored: true, requestedCents: 1 },
      { ok: false, code: 'conflict' },
    ],
    [
      { ...base, amountCents: -5000, requestedCents: 1 },
      { ok: false, code: 'validation', field: 'bank_transaction' },
    ],
    [
      { ...base, isReturn: true, requestedCents: 1 },
      { ok: false, code: 'validation', field: 'bank_transaction' },
    ],
    [
      { ...base, requestedCents: 0 },
      { ok: false, code: 'validation', field: 'amount' },
    ],
  ])('%o → %o', (input, expected) => expect(checkKgBankAssignment(input)).toMatchObject(expected));

  it('names the open amount in German', () => {
    const check = checkKgBankAssignment({ ...base, assignedCents: 2000, requestedCents: 4000 });
    expect(check.ok ? '' : check.message).toBe('Höchstens 30,00\u00a0€ sind noch offen.');
  });

  it('refuses to ignore an assigned transaction', () => {
    expect(checkKgBankIgnore({ assignedCents: 100, isIgnored: false })).toContain('nicht ignoriert');
    expect(checkKgBankIgnore({ assignedCents: 0, isIgnored: false })).toBeNull();
  });
});
