/**
 * Collection forwarding (administration.md §3 "Disbursement", §4 "Disbursement states", §6, §9,
 * issue 16). An order is the share of one collection that one parish holds for the organisation that
 * ordered it; it moves
 *
 *   in_progress → ready → ordered → confirmed → transferred, or → cancelled
 *
 * - in_progress: the collection runs; cash may be entered.
 * - ready: the collection has ended or its cash was closed; the handling organisation may order the
 *   transfer once cash is closed ('abschließen' fixes the sums, one-way).
 * - ordered: the handling organisation ordered the transfer (a run with its booking export).
 * - confirmed: the parish confirmed it has sent the money.
 * - transferred: the handling organisation recorded that the money arrived.
 * - cancelled: the parish deselected the collection ('Kollekte abwählen') before it was ordered.
 */

export const DISBURSEMENT_STATE_VALUES = [
  'in_progress',
  'ready',
  'ordered',
  'confirmed',
  'transferred',
  'cancelled',
] as const;
export type DisbursementState = (typeof DISBURSEMENT_STATE_VALUES)[number];

export const DISBURSEMENT_STATE_LABELS: Record<DisbursementState, string> = {
  in_progress: 'In Bearbeitung',
  ready: 'Bereit zur Weiterleitung',
  ordered: 'Überweisung beauftragt',
  confirmed: 'Überweisung bestätigt',
  transferred: 'Überwiesen',
  cancelled: 'Abgewählt',
};

/** §4: transferred = done (erledigt), in_progress = to process (zu bearbeiten), all others deselected. */
export type DisbursementIcon = 'done' | 'to_process' | 'deselected';

export const DISBURSEMENT_ICON_LABELS: Record<DisbursementIcon, string> = {
  done: 'erledigt',
  to_process: 'zu bearbeiten',
  deselected: 'abgewählt',
};

export function disbursementIcon(state: DisbursementState): DisbursementIcon {
  if (state === 'transferred') return 'done';
  if (state === 'in_progress') return 'to_process';
  return 'deselected';
}

/** §9: names in disbursement tables are cut at 45 characters. */
export const DISBURSEMENT_NAME_LIMIT = 45;

export function truncateDisbursementName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= DISBURSEMENT_NAME_LIMIT) return name;
  return `${characters.slice(0, DISBURSEMENT_NAME_LIMIT - 1).join('')}…`;
}

export const DISBURSEMENT_MESSAGES = {
  noPermission:
    'Sie haben nicht ausreichend Rechte, um diese Seite anzuzeigen. Wenden Sie sich an Ihren Administrator.',
  orderNotFound: 'Der Auftrag zur Kollektenweiterleitung wurde nicht gefunden.',
  alreadyStopped: 'Die Barsammlungen dieser Kollekte wurden bereits abgeschlossen.',
  cashWaiting:
    'Es warten noch Barsammlungen auf ihre Bestätigung. Bitte bestätigen Sie diese, bevor Sie abschließen.',
  notCancellable: 'Diese Kollekte kann nicht mehr abgewählt werden.',
  cancelCashWaiting:
    'Die Kollekte kann nicht abgewählt werden, solange Barsammlungen auf ihre Bestätigung warten.',
  cancelled: 'Diese Kollekte wurde abgewählt.',
  cashClosed:
    'Die Barsammlungen dieser Kollekte sind abgeschlossen. Es können keine Barsammlungen mehr eingetragen oder geändert werden.',
  notReadyForOrder: (name: string) =>
    `Die Kollekte „${name}“ ist noch nicht abgeschlossen oder wurde bereits beauftragt.`,
  alreadyOrdered: 'Die Überweisung wurde bereits beauftragt.',
  mixedYears: (years: readonly string[]) =>
    `Eine Überweisung kann nur Kollekten enthalten, die im selben Jahr abgeschlossen wurden (hier: ${years.join(', ')}). Bitte beauftragen Sie die Jahre getrennt.`,
  notOrdered: 'Die Überweisung wurde noch nicht beauftragt.',
  notConfirmed: 'Die Überweisung wurde noch nicht von der Gemeinde bestätigt.',
  alreadyTransferred: 'Der Eingang wurde bereits verbucht.',
  wrongHandlingOrganization: 'Dieser Auftrag wird von einer anderen Organisation bearbeitet.',
  planLocked:
    'Diese Sammlung kann nicht mehr bearbeitet werden, weil ihre Barsammlungen für die Weiterleitung abgeschlossen wurden.',
  alreadyConfirmed: 'Die Überweisung wurde bereits bestätigt.',
  documentNotReady: 'Das Dokument steht bereit, sobald die Barsammlungen abgeschlossen sind.',
  runNotFound: 'Die Überweisung wurde nicht gefunden.',
  mixedCurrencies: 'Aufträge in verschiedenen Währungen können nicht gemeinsam beauftragt werden.',
} as const;

export type DisbursementFacts = {
  state: DisbursementState;
  stopCashPayments: boolean;
  /** cash in state entered waits for its confirmation */
  hasEnteredCash: boolean;
};

/** §4: 'Kollekte abwählen' is offered while cancellable: not yet ordered, transferred or cancelled. */
export function isCancellable(facts: Pick<DisbursementFacts, 'state'>): boolean {
  return facts.state === 'in_progress' || facts.state === 'ready';
}

export type DisbursementRefusal = keyof typeof DISBURSEMENT_MESSAGES;

/** Why closing cash is refused, or null when it may happen now. */
export function refuseStopCash(facts: DisbursementFacts): DisbursementRefusal | null {
  if (facts.state === 'cancelled') return 'cancelled';
  if (facts.stopCashPayments) return 'alreadyStopped';
  if (facts.state !== 'in_progress' && facts.state !== 'ready') return 'alreadyStopped';
  if (facts.hasEnteredCash) return 'cashWaiting';
  return null;
}

/** Why deselecting is refused, or null. */
export function refuseCancel(facts: DisbursementFacts): DisbursementRefusal | null {
  if (facts.state === 'cancelled') return 'cancelled';
  if (!isCancellable(facts)) return 'notCancellable';
  if (facts.hasEnteredCash) return 'cancelCashWaiting';
  return null;
}

/** Whether the handling organisation may put the order into a transfer run. */
export function mayOrderTransfer(facts: DisbursementFacts): boolean {
  return facts.state === 'ready' && facts.stopCashPayments;
}

/** The state a running order reaches when its collection has ended (a sweep moves it). */
export function stateAfterCollectionEnded(state: DisbursementState): DisbursementState {
  return state === 'in_progress' ? 'ready' : state;
}

/** Whether cash may still be entered, changed or deleted for the plan in this parish. */
export function acceptsCash(facts: Pick<DisbursementFacts, 'state' | 'stopCashPayments'>): boolean {
  return !facts.stopCashPayments && facts.state !== 'cancelled';
}

/** Why the collecting organisation may not confirm it has sent the money: only an ordered transfer. */
export function refuseConfirmTransfer(state: DisbursementState): DisbursementRefusal | null {
  if (state === 'ordered') return null;
  if (state === 'cancelled') return 'cancelled';
  if (state === 'confirmed') return 'alreadyConfirmed';
  if (state === 'transferred') return 'alreadyTransferred';
  return 'notOrdered';
}

/** Why the handling organisation may not record the money as arrived: only after the parish confirmed. */
export function refuseMarkTransferred(state: DisbursementState): DisbursementRefusal | null {
  if (state === 'confirmed') return null;
  if (state === 'cancelled') return 'cancelled';
  if (state === 'transferred') return 'alreadyTransferred';
  if (state === 'ordered') return 'notConfirmed';
  return 'notOrdered';
}

/** Levels at or below which the ordering organisation receives the money itself. */
const HANDLES_ITSELF: readonly string[] = ['district', 'parish', 'other'];

/**
 * Who the money of an order goes to first (the handling organisation): the collecting parish's
 * district below the ordering organisation; the ordering organisation itself when it is a district or
 * below, or when no district lies in between. `chain` runs from the root down to the parish.
 */
export function chooseHandlingOrganization(
  chain: readonly { id: number; level: string }[],
  ownerId: number,
): number {
  const ownerIndex = chain.findIndex((organization) => organization.id === ownerId);
  const owner = chain[ownerIndex];
  if (!owner || HANDLES_ITSELF.includes(owner.level)) return ownerId;
  const between = chain.slice(ownerIndex + 1, -1);
  const district = [...between].reverse().find((organization) => organization.level === 'district');
  return district?.id ?? ownerId;
}
