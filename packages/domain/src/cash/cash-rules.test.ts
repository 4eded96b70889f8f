import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/permission-check';
import {
  applyCashEdit,
  canEnterCash,
  canReadCash,
  describeCashUser,
  getCashActionState,
  getConfirmationBlock,
  hasChangedSinceSeen,
  isCashPaymentChangeable,
  validateCollectionTime,
} from './cash-rules';

describe('states: entered → processed (planning.md §4)', () => {
  it.each([
    ['entered', true],
    ['processed', false],
  ] as const)('%s can be edited or confirmed: %s', (state, expected) => {
    expect(isCashPaymentChangeable(state)).toBe(expected);
  });
});

describe('four-eyes rule (planning.md §6)', () => {
  const KASSE = 7;
  const KASSE2 = 8;
  const ADMIN = 1;
  it.each([
    ['a second person confirms', { isSuperuser: false, userId: KASSE2 }, 'entered', KASSE, null],
    [
      'the person who entered it may not',
      { isSuperuser: false, userId: KASSE },
      'entered',
      KASSE,
      'four_eyes',
    ],
    ['a superuser may confirm their own entry', { isSuperuser: true, userId: ADMIN }, 'entered', ADMIN, null],
    [
      'an anonymous entry needs just one person',
      { isSuperuser: false, userId: KASSE },
      'entered',
      null,
      null,
    ],
    [
      'a confirmed payment cannot be confirmed again',
      { isSuperuser: false, userId: KASSE2 },
      'processed',
      KASSE,
      'already_processed',
    ],
    [
      'not even by a superuser',
      { isSuperuser: true, userId: ADMIN },
      'processed',
      KASSE,
      'already_processed',
    ],
  ] as const)('%s', (_name, confirmer, state, createdById, expected) => {
    expect(getConfirmationBlock(confirmer, { state, createdById })).toBe(expected);
  });

  // kasse enters 100,00; whoever changes it last has seen the new amount alone (issue 11)
  it.each([
    ['kasse2 changed it: kasse2 may not confirm', KASSE2, KASSE2, 'last_changer'],
    ['kasse2 changed it: kasse still may not (she entered it)', KASSE, KASSE2, 'four_eyes'],
    ['kasse changed her own entry: kasse2 confirms', KASSE2, KASSE, null],
    ['kasse2 changed it, a third person confirms', 9, KASSE2, null],
    ['nobody changed it', KASSE2, null, null],
  ] as const)('%s', (_name, confirmerId, lastChangedById, expected) => {
    expect(
      getConfirmationBlock(
        { isSuperuser: false, userId: confirmerId },
        { state: 'entered', createdById: KASSE, lastChangedById },
      ),
    ).toBe(expected);
  });

  it('a superuser may confirm what they changed themselves', () => {
    expect(
      getConfirmationBlock(
        { isSuperuser: true, userId: ADMIN },
        { state: 'entered', createdById: KASSE, lastChangedById: ADMIN },
      ),
    ).toBe(null);
  });
});

describe('hasChangedSinceSeen: a confirmation books only what the confirmer saw', () => {
  const entered = { version: 1, amountCents: 10000 };
  const changed = { version: 2, amountCents: 100 };
  it.each([
    ['the version seen is the current one', entered, { version: 1 }, false],
    ['an older version was seen', changed, { version: 1 }, true],
    ['the amount seen is the stored one', changed, { amountCents: 100 }, false],
    ['100,00 seen, 1,00 stored', changed, { amountCents: 10000 }, true],
    ['version and amount both current', changed, { version: 2, amountCents: 100 }, false],
    ['current version, other amount', changed, { version: 2, amountCents: 10000 }, true],
    ['nothing said, never changed (the spec’s bare call)', entered, null, false],
    ['nothing said, changed since it was entered', changed, null, true],
    ['an empty body is nothing said', changed, {}, true],
  ] as const)('%s', (_name, current, seen, expected) => {
    expect(hasChangedSinceSeen(current, seen)).toBe(expected);
  });
});

describe('applyCashEdit: the timestamp never changes', () => {
  it('takes amount and split, keeps the time it was entered for', () => {
    const collectedAt = new Date('2026-11-22T10:30:00Z');
    const edited = applyCashEdit(
      { amountCents: 7950, collectedAt, split: { '2000': 3, '200': 7, '50': 11 } },
      { amountCents: 8000, collectedAt: new Date('2026-11-23T09:00:00Z'), split: null },
    );
    expect(edited).toEqual({ amountCents: 8000, collectedAt, split: null });
  });
});

describe('who enters and confirms cash', () => {
  // Landeskirche 1 › Region 2 › Bezirk 3 › Lauffen 4; Brackenheim 9 elsewhere
  const LAUFFEN = [1, 2, 3, 4];
  const as = (
    role: 'user' | 'collection_plan_editor' | 'treasurer' | 'viewer' | 'admin',
    path = LAUFFEN,
  ): Actor => ({
    isSuperuser: false,
    grants: [{ role, organizationPath: path }],
  });
  it.each([
    ['kasse (role user in Lauffen)', as('user'), true, true],
    ['a collection planner in Lauffen', as('collection_plan_editor'), true, true],
    ['a treasurer in Lauffen', as('treasurer'), true, true],
    ['the administrator of Lauffen', as('admin'), true, true],
    ['the administrator of the district above', as('admin', [1, 2, 3]), true, true],
    ['a viewer only reads', as('viewer'), false, true],
    ['a user of the district above only reads', as('user', [1, 2, 3]), false, true],
    ['the administrator of Brackenheim', as('admin', [1, 2, 8, 9]), false, false],
    ['a superuser', { isSuperuser: true, grants: [] }, true, true],
    ['nobody', { isSuperuser: false, grants: [] }, false, false],
  ])('%s: enter %s, read %s', (_name, actor, enters, reads) => {
    expect(canEnterCash(actor, LAUFFEN)).toBe(enters);
    expect(canReadCash(actor, LAUFFEN)).toBe(reads);
  });
});

describe('the cash action of a collection card (planning.md §5, §6)', () => {
  it.each([
    ['feature on, no location, current', true, false, false, 'enabled'],
    ['feature off: disabled with "Bargeldmodul fehlt"', false, false, false, 'disabled'],
    ['a plan of a location', true, true, false, 'hidden'],
    ['an archived plan', true, false, true, 'hidden'],
    ['feature off and archived', false, false, true, 'hidden'],
  ])('%s', (_name, isCashFeatureOn, hasLocation, isArchived, expected) => {
    expect(getCashActionState({ isCashFeatureOn, hasLocation, isArchived })).toBe(expected);
  });
});

describe('names of who entered and confirmed (planning.md §8)', () => {
  it.each([
    ['http://host/api/v2/user/7/', 'Anna Keller', 'Anna Keller'],
    [7, null, 'Unbekannt'],
    ['http://host/api/v2/user/7/', '  ', 'Unbekannt'],
    [null, null, 'Anonym'],
  ])('%j, %j → %s', (reference, name, expected) => {
    expect(describeCashUser(reference, name)).toBe(expected);
  });
});

describe('validateCollectionTime: required, not before 2000, not in the future', () => {
  const now = new Date('2026-11-22T11:00:00Z');
  it.each([
    ['the moment it is entered', now, null],
    ['the morning service', new Date('2026-11-22T09:30:00Z'), null],
    ['last year', new Date('2025-12-24T17:00:00Z'), null],
    ['a clock four minutes ahead', new Date('2026-11-22T11:04:00Z'), null],
    ['the first minute of 2000 in Berlin', new Date('1999-12-31T23:00:00Z'), null],
    [
      'the last minute of 1999 in Berlin',
      new Date('1999-12-31T22:59:00Z'),
      'Der Zeitpunkt der Sammlung darf nicht vor dem 01.01.2000 liegen.',
    ],
    [
      '1900',
      new Date('1900-11-22T09:30:00Z'),
      'Der Zeitpunkt der Sammlung darf nicht vor dem 01.01.2000 liegen.',
    ],
    [
      'year 20 (a typo)',
      new Date('0020-11-22T09:30:00Z'),
      'Der Zeitpunkt der Sammlung darf nicht vor dem 01.01.2000 liegen.',
    ],
    ['missing', null, 'Dieses Feld ist erforderlich.'],
    ['not a time', new Date('nonsense'), 'Bitte geben Sie einen gültigen Zeitpunkt an.'],
    [
      'tomorrow',
      new Date('2026-11-23T09:30:00Z'),
      'Der Zeitpunkt der Sammlung darf nicht in der Zukunft liegen.',
    ],
  ])('%s', (_name, collectedAt, expected) => {
    expect(validateCollectionTime(collectedAt, now)).toBe(expected);
  });
});
