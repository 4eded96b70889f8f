import { describe, expect, it } from 'vitest';
import {
  acceptsCash,
  chooseHandlingOrganization,
  DISBURSEMENT_ICON_LABELS,
  DISBURSEMENT_MESSAGES,
  DISBURSEMENT_NAME_LIMIT,
  DISBURSEMENT_STATE_VALUES,
  type DisbursementFacts,
  type DisbursementState,
  disbursementIcon,
  isCancellable,
  mayOrderTransfer,
  refuseCancel,
  refuseConfirmTransfer,
  refuseMarkTransferred,
  refuseStopCash,
  stateAfterCollectionEnded,
  truncateDisbursementName,
} from './disbursement-rules';

const facts = (
  state: DisbursementState,
  stopCashPayments = false,
  hasEnteredCash = false,
): DisbursementFacts => ({ state, stopCashPayments, hasEnteredCash });

describe('disbursementIcon (administration.md §4 "Disbursement states")', () => {
  it.each([
    ['transferred', 'done', 'erledigt'],
    ['in_progress', 'to_process', 'zu bearbeiten'],
    ['ready', 'deselected', 'abgewählt'],
    ['ordered', 'deselected', 'abgewählt'],
    ['confirmed', 'deselected', 'abgewählt'],
    ['cancelled', 'deselected', 'abgewählt'],
  ] as const)('%s → %s (%s)', (state, icon, label) => {
    expect(disbursementIcon(state)).toBe(icon);
    expect(DISBURSEMENT_ICON_LABELS[disbursementIcon(state)]).toBe(label);
  });

  it('knows the six states of the spec', () => {
    expect(DISBURSEMENT_STATE_VALUES).toEqual([
      'in_progress',
      'ready',
      'ordered',
      'confirmed',
      'transferred',
      'cancelled',
    ]);
  });
});

describe('truncateDisbursementName (§9: 45 characters in disbursement tables)', () => {
  const exactly45 = 'A'.repeat(45);
  it.each([
    ['a short name stays', 'Ev. Kirchengemeinde Lauffen', 'Ev. Kirchengemeinde Lauffen'],
    ['45 characters stay', exactly45, exactly45],
    ['46 characters are cut to 44 and an ellipsis', 'B'.repeat(46), `${'B'.repeat(44)}…`],
    ['umlauts count as one character each', 'Ä'.repeat(50), `${'Ä'.repeat(44)}…`],
  ])('%s', (_name, input, expected) => {
    expect(truncateDisbursementName(input)).toBe(expected);
    expect(Array.from(truncateDisbursementName(input)).length).toBeLessThanOrEqual(DISBURSEMENT_NAME_LIMIT);
  });
});

describe("refuseStopCash ('abschließen' while stop_cash_payments is null, one-way)", () => {
  it.each([
    ['a running collection', facts('in_progress'), null],
    ['an ended collection', facts('ready'), null],
    ['closed already', facts('ready', true), 'alreadyStopped'],
    ['closed and ordered', facts('ordered', true), 'alreadyStopped'],
    ['confirmed', facts('confirmed', true), 'alreadyStopped'],
    ['transferred', facts('transferred', true), 'alreadyStopped'],
    ['deselected', facts('cancelled'), 'cancelled'],
    ['cash waiting for its confirmation', facts('in_progress', false, true), 'cashWaiting'],
    ['cash waiting after the end', facts('ready', false, true), 'cashWaiting'],
  ] as const)('%s → %s', (_name, input, refusal) => {
    expect(refuseStopCash(input)).toBe(refusal);
  });
});

describe("refuseCancel ('Kollekte abwählen' only if cancellable and no cash entered)", () => {
  it.each([
    ['running', facts('in_progress'), null],
    ['ready and closed', facts('ready', true), null],
    ['cash entered', facts('in_progress', false, true), 'cancelCashWaiting'],
    ['ordered', facts('ordered', true), 'notCancellable'],
    ['confirmed', facts('confirmed', true), 'notCancellable'],
    ['transferred', facts('transferred', true), 'notCancellable'],
    ['cancelled already', facts('cancelled'), 'cancelled'],
  ] as const)('%s → %s', (_name, input, refusal) => {
    expect(refuseCancel(input)).toBe(refusal);
    expect(isCancellable(input)).toBe(input.state === 'in_progress' || input.state === 'ready');
  });
});

describe('mayOrderTransfer: ready and closed only', () => {
  it.each([
    [facts('ready', true), true],
    [facts('ready', false), false],
    [facts('in_progress', true), false],
    [facts('ordered', true), false],
    [facts('cancelled', true), false],
  ])('%o → %s', (input, expected) => {
    expect(mayOrderTransfer(input)).toBe(expected);
  });
});

describe('stateAfterCollectionEnded', () => {
  it.each([
    ['in_progress', 'ready'],
    ['ready', 'ready'],
    ['ordered', 'ordered'],
    ['confirmed', 'confirmed'],
    ['transferred', 'transferred'],
    ['cancelled', 'cancelled'],
  ] as const)('%s → %s', (state, next) => {
    expect(stateAfterCollectionEnded(state)).toBe(next);
  });
});

describe('acceptsCash: cash only while not closed and not deselected', () => {
  it.each([
    [facts('in_progress'), true],
    [facts('ready'), true],
    [facts('ready', true), false],
    [facts('ordered', true), false],
    [facts('cancelled'), false],
  ])('%o → %s', (input, expected) => {
    expect(acceptsCash(input)).toBe(expected);
  });
});

describe('refuseConfirmTransfer / refuseMarkTransferred: ordered → confirmed → transferred', () => {
  it.each([
    ['in_progress', 'notOrdered', 'notOrdered'],
    ['ready', 'notOrdered', 'notOrdered'],
    ['ordered', null, 'notConfirmed'],
    ['confirmed', 'alreadyConfirmed', null],
    ['transferred', 'alreadyTransferred', 'alreadyTransferred'],
    ['cancelled', 'cancelled', 'cancelled'],
  ] as const)('%s: confirm → %s, mark transferred → %s', (state, confirm, transferred) => {
    expect(refuseConfirmTransfer(state)).toBe(confirm);
    expect(refuseMarkTransferred(state)).toBe(transferred);
  });
});

describe('chooseHandlingOrganization: the district below the ordering organisation', () => {
  const root = { id: 1, level: 'country' };
  const region = { id: 2, level: 'region' };
  const district = { id: 3, level: 'district' };
  const parish = { id: 4, level: 'parish' };
  const other = { id: 5, level: 'other' };
  it.each([
    ['a regional church collection goes to the parish’s district', [root, region, district, parish], 1, 3],
    ['a region’s collection goes to the district', [root, region, district, parish], 2, 3],
    ['a district’s collection to the district itself', [root, region, district, parish], 3, 3],
    ['no district in between: to the ordering organisation', [root, region, parish], 1, 1],
    [
      'a parish ordering for an organisation below it handles it itself',
      [root, district, parish, other],
      4,
      4,
    ],
    ['an unknown owner: itself', [root, district, parish], 99, 99],
  ] as const)('%s', (_name, chain, owner, expected) => {
    expect(chooseHandlingOrganization(chain, owner)).toBe(expected);
  });
});

describe('messages', () => {
  it('quotes the permission text of the spec (§6)', () => {
    expect(DISBURSEMENT_MESSAGES.noPermission).toBe(
      'Sie haben nicht ausreichend Rechte, um diese Seite anzuzeigen. Wenden Sie sich an Ihren Administrator.',
    );
  });
  it('names the collection that is not ready for a run', () => {
    expect(DISBURSEMENT_MESSAGES.notReadyForOrder('Brot für die Welt')).toBe(
      'Die Kollekte „Brot für die Welt“ ist noch nicht abgeschlossen oder wurde bereits beauftragt.',
    );
  });
});
