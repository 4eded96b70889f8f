import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from './plan-messages';
import {
  canChangeRecurring,
  formatIban,
  getDescriptionMaxLength,
  getStartReference,
  isRecurringDonationEligible,
  normalizeAccountingValue,
  type PlanDraft,
  type PlanEditorMode,
  validateAccountingValue,
  validateCollectionAppText,
  validateDescription,
  validateIban,
  validateMetaList,
  validatePlanDraft,
  validatePlanName,
  validatePlanPeriod,
  validatePlanTargets,
} from './plan-validation';

const NOW = new Date('2026-11-20T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('name (spec: "required, \'Dieses Feld darf nicht leer sein\'")', () => {
  it.each([
    ['', 'Dieses Feld darf nicht leer sein'],
    ['   ', 'Dieses Feld darf nicht leer sein'],
    ['Brot für die Welt', null],
  ])('%j → %s', (name, message) => {
    expect(validatePlanName(name)).toBe(message);
  });
});

describe('devices (spec: "At least one device must be selected (except in group mode)")', () => {
  it.each([
    [[], 'new', 'Mindestens ein Gerät muss für die Sammlung ausgewählt werden.'],
    [[], 'edit', 'Mindestens ein Gerät muss für die Sammlung ausgewählt werden.'],
    [[], 'group', null],
    [[], 'group_duplicate', null],
    [['KB'], 'new', null],
  ] as const)('%j in mode %s → %s', (targets, mode, message) => {
    expect(validatePlanTargets(targets, mode)).toBe(message);
  });
});

describe('description (spec: "at most 1000 characters, 5000 in group, group-duplicate or when editing a group")', () => {
  it.each([
    ['new', false, 1000],
    ['edit', false, 1000],
    ['duplicate', false, 1000],
    ['group', false, 5000],
    ['group_duplicate', false, 5000],
    ['edit', true, 5000],
  ] as const)('mode %s, group %s → %i', (mode, isGroup, max) => {
    expect(getDescriptionMaxLength(mode, isGroup)).toBe(max);
    expect(validateDescription('x'.repeat(max), mode, isGroup)).toBeNull();
    expect(validateDescription('x'.repeat(max + 1), mode, isGroup)).toBe(`max. ${max} Zeichen`);
  });
});

describe('period (spec: "end must be after start and after the start reference (one hour before now)")', () => {
  it('puts the start reference one hour before now', () => {
    expect(getStartReference(NOW).toISOString()).toBe('2026-11-20T09:00:00.000Z');
  });

  const START = 'Das Startddatum darf nicht nach dem Enddatum liegen';
  const END = 'Das Enddatum darf nicht in der Vergangenheit oder vor dem Startdatum liegen';
  const PAST = 'Der Beginn darf nicht in der Vergangenheit liegen.';
  const MISSING = 'Bitte geben Sie einen Beginn an. Ohne Beginn startet die Sammlung nie.';
  const cases: [
    string,
    string | null,
    string | null,
    PlanEditorMode,
    boolean,
    string | null,
    string | null,
  ][] = [
    // name, start, end, mode, custom date, start message, end message
    ['a future window', '2026-11-28T17:00:00Z', '2026-12-05T16:59:00Z', 'new', true, null, null],
    ['open-ended ("or empty")', '2026-11-28T17:00:00Z', null, 'new', true, null, null],
    ['end before start', '2026-12-05T16:59:00Z', '2026-11-28T17:00:00Z', 'new', true, START, END],
    ['end equal to start', '2026-11-28T17:00:00Z', '2026-11-28T17:00:00Z', 'new', true, null, END],
    ['custom start exactly at the reference', '2026-11-20T09:00:00Z', null, 'new', true, null, null],
    // a start in the past is not 'after the end': the message says what is wrong (issue 12)
    ['custom start before the reference', '2026-11-20T08:59:59Z', null, 'new', true, PAST, null],
    // 'Eigener Zeitraum' with both fields empty would be a plan that never starts
    ['a custom period without start', null, null, 'new', true, MISSING, null],
    ['a custom period without start, with an end', null, '2026-12-05T16:59:00Z', 'new', true, MISSING, null],
    ['without start when editing', null, null, 'edit', true, MISSING, null],
    ['without start in group mode', null, null, 'group', true, MISSING, null],
    ['a date sets the window: no start of its own needed', null, null, 'new', false, null, null],
    ['edit after start keeps what it has', null, null, 'edit_after_start', true, null, null],
    [
      'a date’s window may start in the past',
      '2026-11-14T17:00:00Z',
      '2026-11-21T16:59:00Z',
      'new',
      false,
      null,
      null,
    ],
    [
      'end at the reference is in the past',
      '2026-11-14T17:00:00Z',
      '2026-11-20T09:00:00Z',
      'new',
      false,
      null,
      END,
    ],
    [
      'end a second after the reference',
      '2026-11-14T17:00:00Z',
      '2026-11-20T09:00:01Z',
      'new',
      false,
      null,
      null,
    ],
    [
      'duplicate is checked like new',
      '2026-11-01T00:00:00Z',
      '2026-11-02T00:00:00Z',
      'duplicate',
      true,
      PAST,
      END,
    ],
    [
      'edit after start is not checked',
      '2026-11-01T00:00:00Z',
      '2026-11-02T00:00:00Z',
      'edit_after_start',
      true,
      null,
      null,
    ],
    ['view is not checked', '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z', 'view', true, null, null],
  ];
  it.each(cases)('%s', (_name, start, end, mode, isCustomDate, startMessage, endMessage) => {
    expect(
      validatePlanPeriod({
        start: start ? at(start) : null,
        end: end ? at(end) : null,
        mode,
        isCustomDate,
        now: NOW,
      }),
    ).toEqual({ start: startMessage, end: endMessage });
  });
});

describe('IBAN (optional, valid after formatting)', () => {
  it.each([
    ['', null],
    ['DE89 3704 0044 0532 0130 00', null],
    ['de89370400440532013000', null],
    ['DE89 3704 0044 0532 0130 01', 'Bitte geben Sie eine gültige IBAN ein.'],
    ['kein iban', 'Bitte geben Sie eine gültige IBAN ein.'],
  ])('%j → %s', (iban, message) => {
    expect(validateIban(iban)).toBe(message);
  });

  it('formats in groups of four', () => {
    expect(formatIban(' de89370400440532013000 ')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('kein iban')).toBe('kein iban');
  });
});

describe('accounting fields ("max 100 characters, trimmed on change")', () => {
  it.each([
    ['  4711  ', '4711', null],
    ['   ', null, null],
    [`${'x'.repeat(100)}  `, 'x'.repeat(100), null],
    ['x'.repeat(101), 'x'.repeat(101), 'max. 100 Zeichen'],
  ])('%j → %j, %s', (value, normalized, message) => {
    expect(normalizeAccountingValue(value)).toBe(normalized);
    expect(validateAccountingValue(value)).toBe(message);
  });
});

describe('meta lists (at most 50 names, each at most 1,000 characters)', () => {
  const list = (count: number, keyLength = 10) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, index) => [String(index).padStart(keyLength, 'k'), null]),
    );
  it.each([
    ['no names', list(0), null],
    ['50 names', list(50), null],
    ['51 names', list(51), 'Höchstens 50 Angaben.'],
    ['a name of 1,000 characters', list(1, 1_000), null],
    [
      'a name of 1,001 characters',
      list(1, 1_001),
      'Die Bezeichnung einer Angabe darf höchstens 1.000 Zeichen lang sein.',
    ],
  ])('%s → %s', (_case, values, message) => {
    expect(validateMetaList(values)).toBe(message);
  });

  it('reports the list at its field in a plan draft', () => {
    const errors = validatePlanDraft(
      {
        name: 'Diakonie',
        type: 'collection',
        targets: ['KB'],
        start: null,
        end: null,
        description: null,
        externalFields: list(51),
        accounting: list(51),
        display: {},
        allowRecurring: false,
      } satisfies PlanDraft,
      { mode: 'new', now: NOW, isCustomDate: false, allowRecurringPayments: false },
    );
    expect(errors['meta.external_fields']).toEqual([PLAN_MESSAGES.metaListTooLong]);
    expect(errors['meta.accounting']).toEqual([PLAN_MESSAGES.metaListTooLong]);
  });
});

describe('collection-app text (spec: "at least 3 characters (\'Text zu kurz!\')")', () => {
  it.each([
    ['ab', 'Text zu kurz!'],
    ['abc', null],
    ['', null],
  ])('%j → %s', (text, message) => {
    expect(validateCollectionAppText(text)).toBe(message);
  });
});

describe('recurring donation eligibility', () => {
  const base = {
    type: 'donation' as const,
    mode: 'new' as PlanEditorMode,
    allowRecurringPayments: true,
    start: at('2026-11-30T23:00:00Z'), // 1 December, 00:00 CET
    end: null as Date | null,
    now: NOW,
  };
  it.each([
    ['an open-ended donation purpose', base, true],
    ['a collection, not a donation', { ...base, type: 'collection' as const }, false],
    ['without the organisation feature', { ...base, allowRecurringPayments: false }, false],
    ['in edit after start', { ...base, mode: 'edit_after_start' as PlanEditorMode }, false],
    // 1 December 00:00 CET + 6 months = 1 June 00:00 CEST = 31 May 22:00Z
    [
      'exactly 6 months (across the switch to summer time)',
      { ...base, end: at('2027-05-31T22:00:00Z') },
      true,
    ],
    ['a minute less than 6 months', { ...base, end: at('2027-05-31T21:59:00Z') }, false],
    ['three months', { ...base, end: at('2027-03-01T00:00:00Z') }, false],
  ])('%s → %s', (_name, input, expected) => {
    expect(isRecurringDonationEligible(input)).toBe(expected);
  });

  it.each([
    // spec: "editable only if not started, or if enabled for the organisation, the plan did not allow it yet and the user ticked it"
    [false, false, true, false, true],
    [false, false, false, true, true],
    [true, true, false, true, true],
    [true, false, false, true, false],
    [true, true, true, false, false],
    [true, true, true, true, true],
  ])(
    'started %s, feature %s, allowed %s, ticked %s → may change %s',
    (hasStarted, allowRecurringPayments, currentlyAllowed, requested, expected) => {
      expect(canChangeRecurring({ hasStarted, allowRecurringPayments, currentlyAllowed, requested })).toBe(
        expected,
      );
    },
  );
});

describe('validatePlanDraft', () => {
  const draft: PlanDraft = {
    name: 'Orgelsanierung',
    type: 'donation',
    targets: ['WS'],
    start: at('2026-12-01T00:00:00Z'),
    end: null,
    description: 'Für die Sanierung der Walcker-Orgel.',
    externalFields: { IBAN: 'DE89 3704 0044 0532 0130 00' },
    accounting: { Kostenstelle: '4711' },
    allowRecurring: true,
    display: { WS: 'Orgelsanierung' },
  };
  const context = { mode: 'new' as const, now: NOW, isCustomDate: true, allowRecurringPayments: true };

  it('accepts a valid plan', () => {
    expect(validatePlanDraft(draft, context)).toEqual({});
  });

  it('reports every broken rule keyed like the API body', () => {
    const broken: PlanDraft = {
      ...draft,
      name: ' ',
      targets: [],
      start: at('2026-11-01T00:00:00Z'),
      end: at('2026-10-01T00:00:00Z'),
      description: 'x'.repeat(1001),
      externalFields: { IBAN: 'DE00' },
      accounting: { Kostenstelle: 'x'.repeat(101) },
      display: { WA: 'ab' },
    };
    expect(validatePlanDraft(broken, context)).toEqual({
      name: [PLAN_MESSAGES.required],
      targets: [PLAN_MESSAGES.noDevice],
      'meta.description.text': ['max. 1000 Zeichen'],
      start: [PLAN_MESSAGES.startInvalid],
      end: [PLAN_MESSAGES.endInvalid],
      'meta.external_fields.IBAN': [PLAN_MESSAGES.invalidIban],
      'meta.accounting.Kostenstelle': ['max. 100 Zeichen'],
      'display.WA': ['Text zu kurz!'],
      allow_recurring: [PLAN_MESSAGES.recurringNotAvailable],
    });
  });
});
