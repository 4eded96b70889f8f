import { describe, expect, it } from 'vitest';
import { KG_LETTER_MESSAGES as M } from './letter-messages';
import { findLetterReferences, formatLetterReference } from './letter-reference';
import {
  canRenderLetter,
  checkMarkAsSent,
  effectiveDonationStatus,
  forcedDonationStatus,
  type KgLetterDraft,
  letterPaymentYear,
  validateKgLetterDraft,
} from './letter-rules';

const draft: KgLetterDraft = {
  name: 'Kirchgeld 2026',
  type: 'donation',
  hasTargetGroup: true,
  donationStatus: 'unimportant',
  donationYear: 0,
  currentYearForPayments: false,
  noChurchTax: false,
  specialPurpose: null,
  isFollowUp: false,
};

describe('letter rules (§5 "Letter", "Letter rules")', () => {
  it.each([
    ['reminder', 'not_donated'],
    ['appreciation', 'donated'],
    ['donation', null],
  ] as const)('%s forces %s', (type, status) => {
    expect(forcedDonationStatus(type)).toBe(status);
    expect(effectiveDonationStatus(type, 'unimportant')).toBe(status ?? 'unimportant');
  });

  it.each<[string, Partial<KgLetterDraft>, Record<string, string[]>]>([
    ['a valid donation letter', {}, {}],
    ['no name', { name: '  ' }, { name: [M.nameRequired] }],
    ['no type', { type: null }, { type: [M.typeRequired] }],
    ['no target group', { hasTargetGroup: false }, { filter: [M.filterRequired] }],
    [
      'kein Kirchgeld without purpose',
      { noChurchTax: true },
      { special_purpose: [M.specialPurposeRequired] },
    ],
    ['kein Kirchgeld with purpose', { noChurchTax: true, specialPurpose: 'Orgel' }, {}],
    ['year 0', { donationYear: 0 }, {}],
    ['the current year', { donationYear: 2026, donationStatus: 'donated' }, {}],
    ['a future year', { donationYear: 2027 }, { additional_filter: [M.donationYearRange(2026)] }],
    ['a negative year', { donationYear: -1 }, { additional_filter: [M.donationYearRange(2026)] }],
    ['a fraction', { donationYear: 2025.5 }, { additional_filter: [M.donationYearNumeric] }],
    [
      'reminder with "has donated"',
      { type: 'reminder', donationStatus: 'donated', donationYear: 2025 },
      { additional_filter: [M.reminderForcesNotDonated] },
    ],
    [
      'reminder with "has not donated"',
      { type: 'reminder', donationStatus: 'not_donated', donationYear: 2025 },
      {},
    ],
    [
      'appreciation with "unimportant"',
      { type: 'appreciation', donationStatus: 'unimportant', donationYear: 2025 },
      { additional_filter: [M.appreciationForcesDonated] },
    ],
    [
      'a status without year',
      { type: 'appreciation', donationStatus: 'donated' },
      { additional_filter: [M.donationYearRequired] },
    ],
    [
      'a status with the current year option',
      { type: 'appreciation', donationStatus: 'donated', currentYearForPayments: true },
      {},
    ],
    ['follow-up donation letter', { isFollowUp: true }, { type: [M.followUpTypes] }],
    [
      'follow-up reminder',
      { isFollowUp: true, type: 'reminder', donationStatus: 'not_donated', donationYear: 2025 },
      {},
    ],
  ])('%s', (_case, change, errors) => {
    expect(validateKgLetterDraft({ ...draft, ...change }, 2026)).toEqual(errors);
  });

  it.each([
    [{ donationYear: 2024, currentYearForPayments: false }, 2024],
    [{ donationYear: 2024, currentYearForPayments: true }, 2026],
    [{ donationYear: 0, currentYearForPayments: false }, 2026],
  ])('payment year %j → %d', (options, year) => {
    expect(letterPaymentYear(options, 2026)).toBe(year);
  });

  it.each([
    ['created', false, M.sentNeedsFinalized],
    ['finalized', true, null],
    ['sent', true, M.alreadySent],
  ] as const)('%s: render %s, mark as sent %s', (state, render, sent) => {
    expect(canRenderLetter(state)).toBe(render);
    expect(checkMarkAsSent(state)).toBe(sent);
  });
});

describe('letter references (KG-{letter}-{sequence, 5 digits})', () => {
  it.each([
    [12, 45, 'KG-12-00045'],
    [1, 1, 'KG-1-00001'],
    [7, 123456, 'KG-7-123456'],
  ])('%d, %d → %s', (letter, sequence, reference) => {
    expect(formatLetterReference(letter, sequence)).toBe(reference);
  });

  it.each([
    ['Kirchgeld KG-12-00045 Müller', ['KG-12-00045']],
    ['kg 12 00045', ['KG-12-00045']],
    ['KG1200045', ['KG-12-00045']],
    ['KG-12-00045 und KG-12-00046', ['KG-12-00045', 'KG-12-00046']],
    ['Spende 2026', []],
  ])('finds %j', (text, references) => {
    expect(findLetterReferences(text)).toEqual(references);
  });
});
