/**
 * Who may see and do what with disbursement orders (administration.md §6): the DISBURSEMENT_ORDER
 * permission on the collecting organisation (closing cash, deselecting, confirming the transfer) or
 * on the handling organisation (ordering runs, recording the money as arrived, statistics), and the
 * DisbursementOrderFeature valid for that organisation; otherwise 403 with the spec's text. Orders of
 * organisations the caller may not see at all answer 404, as if they did not exist.
 */
import { type Actor, canSee, DISBURSEMENT_MESSAGES, hasPermission } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import {
  type FeatureCheck,
  formatPath,
  loadFeatureCheck as loadOrganizationFeatureCheck,
  parsePath,
} from '../organizations';
import { loadChain, type OrganizationChain } from '../planning';
import type { OrderRow } from './disbursement.repository';

/** Who acts: a signed-in user, or the system (sweep, demo world, the public stop link). */
export type DisbursementActor = Actor & { userId: number | null; impersonatorId?: number | null };

export function toAuditActor(actor: Pick<DisbursementActor, 'userId' | 'impersonatorId'>) {
  return { actorUserId: actor.userId, impersonatorUserId: actor.impersonatorId ?? null };
}

export const FEATURE_TYPE = 'DisbursementOrderFeature';

export type { FeatureCheck } from '../organizations';

/** Whether the DisbursementOrderFeature reaches each organisation today. */
export function loadFeatureCheck(context: AppContext): Promise<FeatureCheck> {
  return loadOrganizationFeatureCheck(context, FEATURE_TYPE);
}

const noPermission = () => new DomainError('forbidden', DISBURSEMENT_MESSAGES.noPermission);
export const orderNotFound = () => new DomainError('not_found', DISBURSEMENT_MESSAGES.orderNotFound);

export function mayHandle(actor: Actor, path: readonly number[]): boolean {
  return hasPermission(actor, path, 'DISBURSEMENT_ORDER');
}

export type OrderPaths = { collecting: number[]; handling: number[]; owner: number[] };

export function pathsOf(row: OrderRow): OrderPaths {
  return {
    collecting: parsePath(row.organization_path),
    handling: parsePath(row.handling_path),
    owner: parsePath(row.plan_organization_path),
  };
}

/** The parish, the district that handles it, or the organisation that ordered the collection. */
export function canReadOrder(actor: Actor, row: OrderRow, hasFeature: FeatureCheck): boolean {
  const paths = pathsOf(row);
  return (
    hasFeature(paths.collecting) &&
    (mayHandle(actor, paths.collecting) || mayHandle(actor, paths.handling) || mayHandle(actor, paths.owner))
  );
}

/** An order the caller may read: 404 when it cannot even see its organisations, 403 without the right. */
export function assertMayReadOrder(
  actor: Actor,
  row: OrderRow | undefined,
  hasFeature: FeatureCheck,
): OrderRow {
  if (!row) throw orderNotFound();
  const paths = pathsOf(row);
  if (!canSee(actor, paths.collecting) && !canSee(actor, paths.handling)) throw orderNotFound();
  if (!canReadOrder(actor, row, hasFeature)) throw noPermission();
  return row;
}

/** Closing cash, deselecting, confirming the transfer: the collecting organisation's part. */
export function assertMayActAsChild(
  actor: Actor,
  row: OrderRow | undefined,
  hasFeature: FeatureCheck,
): OrderRow {
  const order = assertMayReadOrder(actor, row, hasFeature);
  if (!mayHandle(actor, pathsOf(order).collecting)) throw noPermission();
  return order;
}

/** Recording the money as arrived: the handling organisation's part. */
export function assertMayActAsParent(
  actor: Actor,
  row: OrderRow | undefined,
  hasFeature: FeatureCheck,
): OrderRow {
  const order = assertMayReadOrder(actor, row, hasFeature);
  const handling = pathsOf(order).handling;
  if (!mayHandle(actor, handling) || !hasFeature(handling)) throw noPermission();
  return order;
}

/** An organisation whose forwarding the caller works with: 404 unseen, 403 without right or feature. */
export async function loadDisbursementOrganization(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  hasFeature: FeatureCheck,
): Promise<OrganizationChain> {
  const chain = await loadChain(context, organizationId);
  if (!chain || !canSee(actor, chain.path)) {
    throw new DomainError('not_found', 'Organisation nicht gefunden.');
  }
  if (!mayHandle(actor, chain.path) || !hasFeature(chain.path)) throw noPermission();
  return chain;
}

/**
 * Where the caller works with orders: each organisation it holds DISBURSEMENT_ORDER on through a
 * role there (its descendants follow by path); undefined for superusers (everywhere).
 */
export function getHandledPathPrefixes(actor: Actor): string[] | undefined {
  if (actor.isSuperuser) return undefined;
  return actor.grants
    .filter((grant) => mayHandle(actor, grant.organizationPath))
    .map((grant) => formatPath(grant.organizationPath));
}
