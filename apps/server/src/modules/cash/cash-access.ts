/**
 * Who may do what with cash, as the server enforces it: reading needs READ on the payment's
 * organisation; entering, editing and confirming need MEMBER or WRITE there and the organisation's
 * feature allow_cash_payments; confirming also the four-eyes rule (not by who entered it, nor by
 * who changed it last). Whoever may not see an organisation gets 404, as if it did not exist.
 */
import {
  type Actor,
  CASH_MESSAGES,
  type CashPaymentState,
  canEnterCash,
  canReadCash,
  canSee,
  getConfirmationBlock,
  isCashPaymentChangeable,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { formatPath, parsePath } from '../organizations';
import { isPlanningFeatureOn, loadChain, type OrganizationChain } from '../planning';
import type { CashAbilities } from './cash.mapper';
import type { CashPaymentRow } from './cash.repository';

/** Who acts: a signed-in user, or the demo-world generator (no user). */
export type CashActor = Actor & { userId: number | null; impersonatorId?: number | null };

export function toAuditActor(actor: CashActor) {
  return { actorUserId: actor.userId, impersonatorUserId: actor.impersonatorId ?? null };
}

const ORGANIZATION_NOT_FOUND = 'Organisation nicht gefunden.';

/** The organisation's chain, when the actor may see it at all; 404 otherwise. */
export async function loadVisibleOrganizationChain(
  context: AppContext,
  actor: Actor,
  organizationId: number,
): Promise<OrganizationChain> {
  const chain = await loadChain(context, organizationId);
  if (!chain || !canSee(actor, chain.path)) throw new DomainError('not_found', ORGANIZATION_NOT_FOUND);
  return chain;
}

/** Entering cash here: the rights, and the cash module switched on. */
export function assertMayEnterCash(actor: Actor, chain: OrganizationChain): void {
  if (!canEnterCash(actor, chain.path)) throw new DomainError('forbidden', CASH_MESSAGES.noPermission);
  if (!isPlanningFeatureOn(chain, 'allow_cash_payments')) {
    throw new DomainError('forbidden', CASH_MESSAGES.featureOff);
  }
}

export function canReadPayment(actor: Actor, row: Pick<CashPaymentRow, 'organization_path'>): boolean {
  return canReadCash(actor, parsePath(row.organization_path));
}

/** A payment the actor may read; 404 for any other, so that nobody learns what exists elsewhere. */
export function assertMayReadPayment(actor: Actor, row: CashPaymentRow | undefined): CashPaymentRow {
  if (!row || !canReadPayment(actor, row))
    throw new DomainError('not_found', CASH_MESSAGES.cashPaymentNotFound);
  return row;
}

/** Where the actor reads cash: every role reads its organisation and all below it. */
export function getReadablePathPrefixes(actor: Actor): string[] {
  return actor.grants.map((grant) => formatPath(grant.organizationPath));
}

/** Whether the cash module is on, per organisation, for the payments of a list. */
export async function loadCashFeatures(
  context: AppContext,
  organizationIds: readonly number[],
): Promise<Map<number, boolean>> {
  const features = new Map<number, boolean>();
  for (const id of new Set(organizationIds)) {
    const chain = await loadChain(context, id);
    features.set(id, chain !== null && isPlanningFeatureOn(chain, 'allow_cash_payments'));
  }
  return features;
}

/** What the actor may do with a payment: the same rules the commands enforce. */
export function getCashAbilities(actor: CashActor, row: CashPaymentRow, isFeatureOn: boolean): CashAbilities {
  const state = row.state as CashPaymentState;
  const canEdit =
    isFeatureOn && isCashPaymentChangeable(state) && canEnterCash(actor, parsePath(row.organization_path));
  const canConfirm =
    canEdit &&
    actor.userId !== null &&
    getConfirmationBlock(
      { isSuperuser: actor.isSuperuser, userId: actor.userId },
      { state, createdById: row.created_by, lastChangedById: row.changed_by },
    ) === null;
  return { canEdit, canConfirm };
}
