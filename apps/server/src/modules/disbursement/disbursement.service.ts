/**
 * Use cases of disbursement orders (administration.md "Disbursement", §4, §6): listing and reading
 * orders with their money, the parent's statistics, and the state changes of both sides. Each state
 * change runs in one transaction that locks the order row first and decides on what it then reads,
 * so that of two requests at once one wins and the other gets a German 409; each writes its audit
 * entry in the same transaction. Closing cash fixes the sums: from then on nothing changes them.
 */
import {
  API_PREFIX,
  type Disbursement,
  type DisbursementOrder,
  type DisbursementOrderState,
  type DisbursementStatistic,
} from '@kollekta/contract';
import {
  DISBURSEMENT_MESSAGES,
  type DisbursementRefusal,
  type DisbursementState,
  refuseCancel,
  refuseConfirmTransfer,
  refuseMarkTransferred,
  refuseStopCash,
} from '@kollekta/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { formatPath } from '../organizations';
import {
  type OrderMoney,
  toDisbursementResponse,
  toOrderMoney,
  toOrderResponse,
  toStatistics,
} from './disbursement.mapper';
import {
  findOrderById,
  findOrders,
  type LockedOrder,
  lockOrder,
  type OrderFilter,
  type OrderRow,
  sumCollected,
  sumKeyOf,
  updateOrder,
} from './disbursement.repository';
import {
  assertMayActAsChild,
  assertMayActAsParent,
  assertMayReadOrder,
  canReadOrder,
  type DisbursementActor,
  getHandledPathPrefixes,
  loadDisbursementOrganization,
  loadFeatureCheck,
  orderNotFound,
  toAuditActor,
} from './disbursement-access';
import { syncDisbursementOrders } from './disbursement-sync';

/** Lists answer at most this many orders. */
export const MAX_LISTED_ORDERS = 2000;

export function refusalMessage(refusal: DisbursementRefusal): string {
  const message = DISBURSEMENT_MESSAGES[refusal];
  return typeof message === 'string' ? message : DISBURSEMENT_MESSAGES.alreadyOrdered;
}

const refused = (refusal: DisbursementRefusal) => new DomainError('conflict', refusalMessage(refusal));

/** The money of each order: fixed ones as stored, open ones summed now. */
export async function withMoney(
  context: AppContext,
  rows: readonly OrderRow[],
): Promise<{ row: OrderRow; money: OrderMoney }[]> {
  const live = await sumCollected(
    context.db,
    rows.map((row) => ({ planId: row.plan_id, organizationId: row.organization_id, currency: row.currency })),
  );
  return rows.map((row) => ({
    row,
    money: toOrderMoney(row, live.get(sumKeyOf(row.plan_id, row.organization_id))),
  }));
}

async function presentOne(context: AppContext, row: OrderRow, apiBase: string): Promise<DisbursementOrder> {
  const [entry] = await withMoney(context, [row]);
  if (!entry) throw orderNotFound();
  return toOrderResponse(entry.row, entry.money, apiBase);
}

export type OrderListQuery = {
  organization?: string | undefined;
  plan?: number | undefined;
  handling_organization?: number | undefined;
  state?: DisbursementOrderState | undefined;
};

/**
 * The orders the caller may see: of the named collecting organisations, of one plan, of one handling
 * organisation, or everywhere the caller holds DISBURSEMENT_ORDER. The orders of the organisations
 * read are brought up to date first.
 */
export async function listOrders(
  context: AppContext,
  actor: DisbursementActor,
  query: OrderListQuery,
  apiBase: string,
): Promise<DisbursementOrder[]> {
  const hasFeature = await loadFeatureCheck(context);
  const filter: OrderFilter = {};
  let syncPrefixes: string[] | undefined = getHandledPathPrefixes(actor);
  if (query.organization !== undefined) {
    const ids = [...new Set(query.organization.split(',').map(Number))];
    const chains = [];
    for (const id of ids) chains.push(await loadDisbursementOrganization(context, actor, id, hasFeature));
    filter.organizationIds = ids;
    syncPrefixes = chains.map((chain) => formatPath(chain.path));
  }
  if (query.handling_organization !== undefined) {
    const chain = await loadDisbursementOrganization(context, actor, query.handling_organization, hasFeature);
    filter.handlingOrganizationId = chain.organization.id;
    syncPrefixes = [formatPath(chain.path)];
  }
  if (query.plan !== undefined) filter.planId = query.plan;
  if (query.state !== undefined) filter.state = query.state;
  const prefixes = getHandledPathPrefixes(actor);
  if (
    prefixes !== undefined &&
    filter.organizationIds === undefined &&
    filter.handlingOrganizationId === undefined
  )
    filter.pathPrefixes = prefixes;
  await syncDisbursementOrders(context, context.clock.now(), { pathPrefixes: syncPrefixes });
  const rows = (await findOrders(context.db, filter, MAX_LISTED_ORDERS)).filter((row) =>
    canReadOrder(actor, row, hasFeature),
  );
  return (await withMoney(context, rows)).map(({ row, money }) => toOrderResponse(row, money, apiBase));
}

export async function getOrder(
  context: AppContext,
  actor: DisbursementActor,
  id: number,
  apiBase: string,
): Promise<DisbursementOrder> {
  const hasFeature = await loadFeatureCheck(context);
  const row = assertMayReadOrder(actor, await findOrderById(context.db, id), hasFeature);
  return presentOne(context, row, apiBase);
}

export async function getDisbursement(
  context: AppContext,
  actor: DisbursementActor,
  id: number,
  apiBase: string,
): Promise<Disbursement> {
  const hasFeature = await loadFeatureCheck(context);
  const row = assertMayReadOrder(actor, await findOrderById(context.db, id), hasFeature);
  const [entry] = await withMoney(context, [row]);
  if (!entry) throw orderNotFound();
  return toDisbursementResponse(entry.row, entry.money, apiBase);
}

/** The order as the public stop link and the mails show it (urls from the configured public address). */
export async function loadDisbursementOrder(
  context: AppContext,
  orderId: number,
): Promise<DisbursementOrder | null> {
  const row = await findOrderById(context.db, orderId);
  if (!row) return null;
  return presentOne(context, row, `${context.config.publicUrl}${API_PREFIX}`);
}

/**
 * Per collection the organisation handles or ordered: counts by state, number of parishes, sums
 * (administration.md §3 "Statistics"). The orders below it are brought up to date first.
 */
export async function getStatistics(
  context: AppContext,
  actor: DisbursementActor,
  organizationId: number,
  apiBase: string,
): Promise<DisbursementStatistic[]> {
  const hasFeature = await loadFeatureCheck(context);
  const chain = await loadDisbursementOrganization(context, actor, organizationId, hasFeature);
  await syncDisbursementOrders(context, context.clock.now(), { pathPrefixes: [formatPath(chain.path)] });
  const rows = await findOrders(context.db, { handledOrOwnedBy: organizationId }, 100_000);
  return toStatistics(await withMoney(context, rows), apiBase);
}

type StateChange = {
  action: string;
  refuse: (order: LockedOrder, trx: Transaction<Database>) => Promise<DisbursementRefusal | null>;
  apply: (
    order: LockedOrder,
    trx: Transaction<Database>,
    now: Date,
  ) => Promise<{ state: DisbursementState; data?: Record<string, unknown> }>;
};

/** Locks the order, decides on the locked row, writes the change and its audit entry, all in one transaction. */
async function changeOrder(
  context: AppContext,
  actor: Pick<DisbursementActor, 'userId' | 'impersonatorId'>,
  id: number,
  change: StateChange,
): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, id);
    if (!order) throw orderNotFound();
    const refusal = await change.refuse(order, trx);
    if (refusal) throw refused(refusal);
    const { state, data } = await change.apply(order, trx, now);
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: change.action,
      objectType: 'disbursement_order',
      objectId: id,
      data: { state_before: order.state, state, ...data },
      at: now,
    });
  });
}

async function hasEnteredCash(trx: Transaction<Database>, order: LockedOrder): Promise<boolean> {
  const sums = await sumCollected(trx, [
    { planId: order.plan_id, organizationId: order.organization_id, currency: order.currency },
  ]);
  return sums.get(sumKeyOf(order.plan_id, order.organization_id))?.hasEnteredCash ?? false;
}

/**
 * Closes the cash of an order ('abschließen') for a user or the public stop link (issue 17): fixes
 * the sums, makes a running order ready, and refuses further cash. No permission check here: the
 * route and the link check theirs first.
 */
export async function stopCashPaymentsOfOrder(
  context: AppContext,
  input: {
    orderId: number;
    actor: { userId: number | null; via: 'user' | 'secure_link' };
    impersonatorId?: number | null;
  },
): Promise<DisbursementOrder> {
  const userId = input.actor.userId;
  await changeOrder(context, { userId, impersonatorId: input.impersonatorId ?? null }, input.orderId, {
    action: 'disbursement_order.cash_stopped',
    refuse: async (order, trx) =>
      refuseStopCash({
        state: order.state,
        stopCashPayments: order.stop_cash_payments !== null,
        hasEnteredCash: await hasEnteredCash(trx, order),
      }),
    // the sums as of now are written into the order; nothing changes them afterwards
    apply: async (order, trx, now) => {
      const sums = (
        await sumCollected(trx, [
          { planId: order.plan_id, organizationId: order.organization_id, currency: order.currency },
        ])
      ).get(sumKeyOf(order.plan_id, order.organization_id));
      const ecom = sums?.ecomCents ?? 0;
      const pos = sums?.posCents ?? 0;
      const cash = sums?.cashCents ?? 0;
      const count = sums?.countPayments ?? 0;
      // closing cash makes a running collection ready for its transfer
      const state = order.state === 'in_progress' ? 'ready' : order.state;
      await updateOrder(trx, order.id, {
        state,
        stop_cash_payments: now,
        stopped_by: userId,
        sum_ecom_cents: ecom,
        sum_pos_cents: pos,
        sum_cash_cents: cash,
        sum_total_cents: ecom + pos + cash,
        count_payments: count,
        updated_at: now,
        updated_by: userId,
      });
      return {
        state,
        data: {
          via: input.actor.via,
          sum_ecom_cents: ecom,
          sum_pos_cents: pos,
          sum_cash_cents: cash,
          sum_total_cents: ecom + pos + cash,
          count_payments: count,
          currency: order.currency,
        },
      };
    },
  });
  const order = await loadDisbursementOrder(context, input.orderId);
  if (!order) throw orderNotFound();
  return order;
}

export async function stopCashPayments(
  context: AppContext,
  actor: DisbursementActor,
  id: number,
  apiBase: string,
): Promise<DisbursementOrder> {
  const hasFeature = await loadFeatureCheck(context);
  assertMayActAsChild(actor, await findOrderById(context.db, id), hasFeature);
  await stopCashPaymentsOfOrder(context, {
    orderId: id,
    actor: { userId: actor.userId, via: 'user' },
    impersonatorId: actor.impersonatorId ?? null,
  });
  return getOrder(context, actor, id, apiBase);
}

type OrderMove = {
  /** who may make it: the collecting organisation (child) or the handling one (parent) */
  side: 'child' | 'parent';
  action: string;
  target: 'cancelled' | 'confirmed' | 'transferred';
  refuse: (order: LockedOrder, trx: Transaction<Database>) => Promise<DisbursementRefusal | null>;
};

/** A state change of one order, checked on its side of the tree, locked, audited, and answered. */
async function moveOrder(
  context: AppContext,
  actor: DisbursementActor,
  id: number,
  apiBase: string,
  move: OrderMove,
): Promise<DisbursementOrder> {
  const hasFeature = await loadFeatureCheck(context);
  const row = await findOrderById(context.db, id);
  if (move.side === 'child') assertMayActAsChild(actor, row, hasFeature);
  else assertMayActAsParent(actor, row, hasFeature);
  await changeOrder(context, actor, id, {
    action: move.action,
    refuse: move.refuse,
    apply: async (order, trx, now) => {
      await updateOrder(trx, order.id, { state: move.target, updated_at: now, updated_by: actor.userId });
      return { state: move.target };
    },
  });
  return getOrder(context, actor, id, apiBase);
}

/** 'Kollekte abwählen': while cancellable, and not while cash waits for its confirmation. */
export function cancelOrder(context: AppContext, actor: DisbursementActor, id: number, apiBase: string) {
  return moveOrder(context, actor, id, apiBase, {
    side: 'child',
    action: 'disbursement_order.cancelled',
    target: 'cancelled',
    refuse: async (order, trx) =>
      refuseCancel({
        state: order.state,
        stopCashPayments: order.stop_cash_payments !== null,
        hasEnteredCash: await hasEnteredCash(trx, order),
      }),
  });
}

/** The parish confirms it has sent the ordered transfer. */
export function confirmTransfer(context: AppContext, actor: DisbursementActor, id: number, apiBase: string) {
  return moveOrder(context, actor, id, apiBase, {
    side: 'child',
    action: 'disbursement_order.transfer_confirmed',
    target: 'confirmed',
    refuse: async (order) => refuseConfirmTransfer(order.state),
  });
}

/** The handling organisation records that the money has arrived. */
export function markTransferred(context: AppContext, actor: DisbursementActor, id: number, apiBase: string) {
  return moveOrder(context, actor, id, apiBase, {
    side: 'parent',
    action: 'disbursement_order.transferred',
    target: 'transferred',
    refuse: async (order) => refuseMarkTransferred(order.state),
  });
}
