/**
 * Transfer runs (issue 16): the handling organisation orders the transfer of closed orders as one
 * run, whose booking export (DATEV Buchungsstapel, XLSX) its accountant books. Ordering locks every
 * order of the run; an order not ready and closed, or of another handling organisation, refuses the
 * whole run with a German 409 naming the collection. Two runs of the same orders at once: the first
 * wins, the second finds them ordered.
 */
import type { DisbursementRun } from '@kollekta/contract';
import { canSee, DISBURSEMENT_MESSAGES, mayOrderTransfer, toBusinessDay } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { parsePath } from '../organizations';
import { toRunResponse } from './disbursement.mapper';
import {
  findOrders,
  findRunById,
  findRunsOf,
  insertRun,
  lockOrders,
  type RunRow,
  updateOrder,
} from './disbursement.repository';
import {
  canReadOrder,
  type DisbursementActor,
  type FeatureCheck,
  loadDisbursementOrganization,
  loadFeatureCheck,
  mayHandle,
  orderNotFound,
  toAuditActor,
} from './disbursement-access';

const conflict = (message: string) => new DomainError('conflict', message);

export async function orderRun(
  context: AppContext,
  actor: DisbursementActor,
  body: { handling_organization: number; orders: number[] },
  apiBase: string,
): Promise<DisbursementRun> {
  const hasFeature = await loadFeatureCheck(context);
  const chain = await loadDisbursementOrganization(context, actor, body.handling_organization, hasFeature);
  const handlingId = chain.organization.id;
  const ids = [...new Set(body.orders)];
  const now = context.clock.now();
  const runId = await context.db.transaction().execute(async (trx) => {
    const locked = new Map((await lockOrders(trx, ids)).map((order) => [order.id, order]));
    // read after the locks: what the run books is what the locked rows hold
    const rows = new Map((await findOrders(trx, { ids }, ids.length)).map((row) => [row.id, row]));
    let totalCents = 0;
    let currency: string | null = null;
    const bookingYears = new Set<string>();
    for (const id of ids) {
      const order = locked.get(id);
      const row = rows.get(id);
      if (!order || !row || !canReadOrder(actor, row, hasFeature)) throw orderNotFound();
      if (order.handling_organization_id !== handlingId)
        throw conflict(DISBURSEMENT_MESSAGES.wrongHandlingOrganization);
      const facts = {
        state: order.state,
        stopCashPayments: order.stop_cash_payments !== null,
        hasEnteredCash: false,
      };
      if (!mayOrderTransfer(facts) || row.sum_total_cents === null)
        throw conflict(DISBURSEMENT_MESSAGES.notReadyForOrder(row.plan_name));
      if (currency !== null && currency !== order.currency)
        throw conflict(DISBURSEMENT_MESSAGES.mixedCurrencies);
      currency = order.currency;
      totalCents += Number(row.sum_total_cents);
      if (order.stop_cash_payments !== null)
        bookingYears.add(toBusinessDay(order.stop_cash_payments).slice(0, 4));
    }
    // a DATEV Buchungsstapel holds the bookings of one fiscal year only
    if (bookingYears.size > 1) throw conflict(DISBURSEMENT_MESSAGES.mixedYears([...bookingYears].sort()));
    const id = await insertRun(trx, {
      handlingOrganizationId: handlingId,
      currency: currency ?? chain.organization.currency,
      totalCents,
      orderCount: ids.length,
      createdAt: now,
      createdBy: actor.userId,
    });
    for (const orderId of ids) {
      await updateOrder(trx, orderId, {
        state: 'ordered',
        run_id: id,
        updated_at: now,
        updated_by: actor.userId,
      });
      await appendAudit(trx, {
        ...toAuditActor(actor),
        action: 'disbursement_order.ordered',
        objectType: 'disbursement_order',
        objectId: orderId,
        data: { state_before: 'ready', state: 'ordered', run: id },
        at: now,
      });
    }
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'disbursement_run.created',
      objectType: 'disbursement_run',
      objectId: id,
      data: { handling_organization: handlingId, orders: ids, total_cents: totalCents, currency },
      at: now,
    });
    return id;
  });
  const run = await findRunById(context.db, runId);
  if (!run) throw new DomainError('not_found', DISBURSEMENT_MESSAGES.runNotFound);
  return toRunResponse(run, apiBase);
}

export async function listRuns(
  context: AppContext,
  actor: DisbursementActor,
  organizationId: number,
  apiBase: string,
): Promise<DisbursementRun[]> {
  const hasFeature = await loadFeatureCheck(context);
  await loadDisbursementOrganization(context, actor, organizationId, hasFeature);
  return (await findRunsOf(context.db, organizationId)).map((row) => toRunResponse(row, apiBase));
}

/** A run of a handling organisation the caller works for: 404 unseen, 403 without right or feature. */
export async function loadHandledRun(
  context: AppContext,
  actor: DisbursementActor,
  runId: number,
  hasFeature?: FeatureCheck,
): Promise<RunRow> {
  const run = await findRunById(context.db, runId);
  const notFound = () => new DomainError('not_found', DISBURSEMENT_MESSAGES.runNotFound);
  if (!run) throw notFound();
  const path = parsePath(run.handling_path);
  if (!canSee(actor, path)) throw notFound();
  const check = hasFeature ?? (await loadFeatureCheck(context));
  if (!mayHandle(actor, path) || !check(path)) {
    throw new DomainError('forbidden', DISBURSEMENT_MESSAGES.noPermission);
  }
  return run;
}
