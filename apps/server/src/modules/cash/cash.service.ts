/**
 * Use cases of cash collections (planning.md §4 "Cash payment", §6, §7): enter, edit while entered,
 * confirm by a second person (then it is booked as income), read and list. Each change is written
 * together with its audit-log entry. Edits and confirmations decide on the row they lock, so that
 * an edit racing a confirmation can never book an amount other than the one stored.
 */
import type {
  CashConfirmationBody,
  CashPayment,
  CashPaymentBody,
  CashPaymentPatch,
  CashPaymentsQuery,
} from '@kollekta/contract';
import {
  applyCashEdit,
  CASH_MESSAGES,
  type CashPaymentState,
  CONFIRMATION_BLOCK_MESSAGES,
  type Currency,
  canReadCash,
  centsToDecimalString,
  getConfirmationBlock,
  hasChangedSinceSeen,
  isArchived,
  relatePlan,
  type SeenCashPayment,
  validateCollectionTime,
} from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { assertCashAccepted } from '../disbursement';
import { recordPayments } from '../income';
import { findPlanById, toPlacement, toPlanTiming, toViewingOrganization } from '../planning';
import { toCashPaymentResponse } from './cash.mapper';
import {
  type CashPaymentRow,
  findCashPaymentById,
  findCashPayments,
  insertCashPayment,
  type LockedCashPayment,
  lockCashPayment,
  markCashPaymentProcessed,
  updateEnteredCashPayment,
} from './cash.repository';
import {
  assertMayEnterCash,
  assertMayReadPayment,
  type CashActor,
  canReadPayment,
  getCashAbilities,
  getReadablePathPrefixes,
  loadCashFeatures,
  loadVisibleOrganizationChain,
  toAuditActor,
} from './cash-access';
import { invalid, readAmount, readCashValues } from './cash-input';
import { parseRef } from './cash-refs';

/** Lists answer at most this many payments, newest collection first. */
export const MAX_LISTED_CASH_PAYMENTS = 1000;

export async function createCashPayment(
  context: AppContext,
  actor: CashActor,
  body: CashPaymentBody,
): Promise<number> {
  const organizationId = parseRef(body.organization, 'organization');
  if (organizationId === null) throw invalid({ organization: ['Ungültiger Verweis.'] });
  const chain = await loadVisibleOrganizationChain(context, actor, organizationId);
  assertMayEnterCash(actor, chain);

  const now = context.clock.now();
  const planId = parseRef(body.plan, 'collection_plan');
  const plan = planId === null ? undefined : await findPlanById(context.db, planId);
  // a plan that does not reach this organisation is answered like one that does not exist
  if (!plan || relatePlan(toPlacement(plan), toViewingOrganization(chain)) === null) {
    throw invalid({ plan: [CASH_MESSAGES.planNotHere] });
  }
  if (plan.location_id !== null) throw invalid({ plan: [CASH_MESSAGES.planAtLocation] });
  if (isArchived(toPlanTiming(plan), now)) throw invalid({ plan: [CASH_MESSAGES.planArchived] });

  const collectedAt = new Date(body.collection_datetime);
  const timeError = validateCollectionTime(collectedAt, now);
  if (timeError) throw invalid({ collection_datetime: [timeError] });
  const currency = chain.organization.currency as Currency;
  const values = readCashValues({ amount: body.amount, split: body.meta?.cash?.split ?? null }, currency);

  return context.db.transaction().execute(async (trx) => {
    // closed for forwarding ('abschließen') or deselected: no more cash (decided on the locked order)
    await assertCashAccepted(trx, plan.id, organizationId);
    const id = await insertCashPayment(trx, {
      organizationId,
      planId: plan.id,
      amountCents: values.amountCents,
      currency,
      collectedAt,
      split: values.split,
      createdAt: now,
      createdBy: actor.userId,
    });
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'cash_payment.created',
      objectType: 'cash_payment',
      objectId: id,
      data: {
        organization: organizationId,
        plan: plan.id,
        amount_cents: values.amountCents,
        currency,
        collected_at: collectedAt.toISOString(),
        split: values.split,
      },
      at: now,
    });
    return id;
  });
}

/** An entered payment, for a change by the actor: visible, theirs to change, not yet confirmed. */
async function loadChangeablePayment(context: AppContext, actor: CashActor, id: number) {
  const row = assertMayReadPayment(actor, await findCashPaymentById(context.db, id));
  const chain = await loadVisibleOrganizationChain(context, actor, row.organization_id);
  assertMayEnterCash(actor, chain);
  if (row.state !== 'entered') throw new DomainError('conflict', CASH_MESSAGES.alreadyConfirmed);
  return { row, currency: chain.organization.currency as Currency };
}

/**
 * The payment locked for this transaction, still entered. The checks above ran on a read without
 * a lock; between it and here another request may have confirmed or changed it.
 */
async function lockEnteredPayment(trx: Kysely<Database>, id: number): Promise<LockedCashPayment> {
  const row = await lockCashPayment(trx, id);
  if (!row) throw new DomainError('not_found', CASH_MESSAGES.cashPaymentNotFound);
  if (row.state !== 'entered') throw new DomainError('conflict', CASH_MESSAGES.alreadyConfirmed);
  return row;
}

const changedMeanwhile = () => new DomainError('conflict', CASH_MESSAGES.changedMeanwhile);

/** Same bills and coins, in whatever order the keys come (jsonb reorders them). */
function isSameSplit(a: Record<string, number> | null, b: Record<string, number> | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Amount and split change; the organisation and the plan cannot, and the timestamp stays. An edit
 * that changes neither is no change: it leaves the version and who changed it last as they were
 * (else saving an unchanged form would bar its author from confirming).
 */
export async function updateCashPayment(
  context: AppContext,
  actor: CashActor,
  id: number,
  patch: CashPaymentPatch,
): Promise<void> {
  const { row: visible, currency } = await loadChangeablePayment(context, actor, id);
  const movesOrganization =
    patch.organization !== undefined &&
    parseRef(patch.organization, 'organization') !== visible.organization_id;
  const movesPlan = patch.plan !== undefined && parseRef(patch.plan, 'collection_plan') !== visible.plan_id;
  if (movesOrganization || movesPlan) {
    throw invalid({ [movesOrganization ? 'organization' : 'plan']: [CASH_MESSAGES.notChangeable] });
  }
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const row = await lockEnteredPayment(trx, id);
    await assertCashAccepted(trx, row.plan_id, row.organization_id);
    if (patch.version !== undefined && patch.version !== row.version) throw changedMeanwhile();
    const values = readCashValues(
      {
        amount: patch.amount ?? centsToDecimalString(row.amount_cents),
        split: patch.meta === undefined ? row.split : (patch.meta.cash?.split ?? null),
      },
      currency,
    );
    const edited = applyCashEdit(
      { amountCents: row.amount_cents, collectedAt: row.collected_at, split: row.split },
      { ...values, collectedAt: row.collected_at },
    );
    if (edited.amountCents === row.amount_cents && isSameSplit(edited.split, row.split)) return;
    const changed = await updateEnteredCashPayment(trx, id, row.version, {
      amountCents: edited.amountCents,
      split: edited.split === null ? null : { ...edited.split },
      changedAt: now,
      changedBy: actor.userId,
    });
    // the row is locked: only a database without row locks could get here
    if (!changed) throw changedMeanwhile();
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'cash_payment.changed',
      objectType: 'cash_payment',
      objectId: id,
      data: {
        amount_cents_before: row.amount_cents,
        split_before: row.split,
        amount_cents: edited.amountCents,
        split: edited.split,
        version_before: row.version,
        version: row.version + 1,
      },
      at: now,
    });
  });
}

/** What the confirmation names as seen, in cents; a 400 for an amount that is none. */
function readSeen(body: CashConfirmationBody | undefined): SeenCashPayment | null {
  if (body === undefined || body === null) return null;
  if (body.amount === undefined) return { version: body.version };
  const amountCents = readAmount(body.amount);
  if (amountCents === null) throw invalid({ amount: [CASH_MESSAGES.invalidAmount] });
  return { version: body.version, amountCents };
}

/**
 * entered → processed by a second person (a superuser may confirm their own entry) who did not
 * change it last, and only as the confirmer saw it (`seen`: version or amount; see the contract's
 * cashConfirmationBody). In the same transaction, on the locked row, the cash becomes income: a
 * payment of type 'cash' for the plan and the organisation, on the day it was collected, with the
 * daily roll-ups the dashboard and evaluations read.
 */
export async function confirmCashPayment(
  context: AppContext,
  actor: CashActor,
  id: number,
  body?: CashConfirmationBody,
): Promise<void> {
  await loadChangeablePayment(context, actor, id);
  const userId = actor.userId;
  if (userId === null) throw new DomainError('forbidden');
  const seen = readSeen(body);
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const row = await lockEnteredPayment(trx, id);
    const block = getConfirmationBlock(
      { isSuperuser: actor.isSuperuser, userId },
      { state: row.state as CashPaymentState, createdById: row.created_by, lastChangedById: row.changed_by },
    );
    if (block === 'four_eyes' || block === 'last_changer') {
      throw new DomainError('forbidden', CONFIRMATION_BLOCK_MESSAGES[block]);
    }
    if (block) throw new DomainError('conflict', CONFIRMATION_BLOCK_MESSAGES[block]);
    if (hasChangedSinceSeen({ version: row.version, amountCents: row.amount_cents }, seen)) {
      throw changedMeanwhile();
    }
    const confirmed = await markCashPaymentProcessed(trx, id, row.version, {
      confirmedAt: now,
      confirmedBy: userId,
    });
    if (!confirmed) throw changedMeanwhile();
    await recordPayments({ ...context, db: trx }, [
      {
        dst_organization_id: row.organization_id,
        created_at: row.collected_at,
        amount_cents: row.amount_cents,
        fee_cents: 0,
        currency: row.currency,
        state: 'completed',
        type: 'cash',
        online_payment_type: null,
        // counted by one person and confirmed by a second: nothing left to reconcile
        is_reconciled: true,
        device_id: null,
        collection_plan_id: row.plan_id,
        count: 1,
      },
    ]);
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'cash_payment.confirmed',
      objectType: 'cash_payment',
      objectId: id,
      data: {
        amount_cents: row.amount_cents,
        currency: row.currency,
        entered_by: row.created_by,
        last_changed_by: row.changed_by,
        version: row.version,
        // what the confirmer named as seen; null: the spec's call without a body
        seen:
          seen === null ? null : { version: seen.version ?? null, amount_cents: seen.amountCents ?? null },
      },
      at: now,
    });
  });
}

export async function getCashPayment(
  context: AppContext,
  actor: CashActor,
  id: number,
  apiBase: string,
): Promise<CashPayment> {
  const row = assertMayReadPayment(actor, await findCashPaymentById(context.db, id));
  const [payment] = await present(context, actor, [row], apiBase);
  if (!payment) throw new DomainError('not_found', CASH_MESSAGES.cashPaymentNotFound);
  return payment;
}

/**
 * The payments the actor may read: of one organisation (READ there), of one plan, or everywhere the
 * actor holds roles. Newest collection first.
 */
export async function listCashPayments(
  context: AppContext,
  actor: CashActor,
  query: CashPaymentsQuery,
  apiBase: string,
): Promise<CashPayment[]> {
  if (query.organization !== undefined) {
    const chain = await loadVisibleOrganizationChain(context, actor, query.organization);
    if (!canReadCash(actor, chain.path)) throw new DomainError('forbidden');
  }
  const rows = await findCashPayments(
    context.db,
    {
      organizationId: query.organization,
      planId: query.plan,
      state: query.state,
      ...(actor.isSuperuser ? {} : { pathPrefixes: getReadablePathPrefixes(actor) }),
    },
    MAX_LISTED_CASH_PAYMENTS,
  );
  return present(
    context,
    actor,
    rows.filter((row) => canReadPayment(actor, row)),
    apiBase,
  );
}

async function present(context: AppContext, actor: CashActor, rows: CashPaymentRow[], apiBase: string) {
  const features = await loadCashFeatures(
    context,
    rows.map((row) => row.organization_id),
  );
  return rows.map((row) =>
    toCashPaymentResponse(
      row,
      getCashAbilities(actor, row, features.get(row.organization_id) ?? false),
      apiBase,
    ),
  );
}
