/**
 * The one way money enters the books: payments are stored together with the daily totals and the
 * income roll-ups that the statistics read, in the same transaction, so they never disagree. A
 * later change of a payment (reversed, reconciled) goes through here too and moves its sums.
 */
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { findPlanKinds } from '../planning';
import { RollupDeltas, type StoredPayment, toPaymentFacts } from './income-rollups';
import {
  addToDailyTotals,
  type DailyTotalDelta,
  findPaymentsForChange,
  insertPayments,
  markPayments,
  type PaymentInsert,
} from './payments.repository';
import { applyRollupDeltas, findDeviceKinds, findOrganizationPaths } from './rollups.repository';

/** Each payment keeps the kind of its plan as it was when the payment came in. */
async function withPlanKinds(
  context: AppContext,
  payments: readonly PaymentInsert[],
): Promise<PaymentInsert[]> {
  const planIds = payments.flatMap((payment) =>
    payment.collection_plan_id === null ? [] : [payment.collection_plan_id],
  );
  const kinds = await findPlanKinds(context.db, planIds);
  return payments.map((payment) => {
    const kind = payment.collection_plan_id === null ? undefined : kinds.get(payment.collection_plan_id);
    return {
      ...payment,
      collection_type: payment.collection_type ?? kind?.type ?? null,
      collection_variant: payment.collection_variant ?? kind?.collectionVariant ?? null,
    };
  });
}

type PaymentOfOrganization = StoredPayment & { dst_organization_id: number };

/** Daily totals that changed, in one fixed order so that concurrent transactions lock rows alike. */
function changedTotals(totals: Map<string, DailyTotalDelta>): DailyTotalDelta[] {
  return [...totals.values()]
    .filter((total) => total.amount_cents !== 0 || total.fee_cents !== 0 || total.count !== 0)
    .sort(
      (a, b) =>
        a.organization_id - b.organization_id ||
        a.day.localeCompare(b.day) ||
        a.currency.localeCompare(b.currency),
    );
}

/** The roll-up deltas and daily totals of payments, each counted with `sign`. */
async function collectSums(
  db: Kysely<Database>,
  entries: readonly { payment: PaymentOfOrganization; sign: 1 | -1 }[],
  deltas: RollupDeltas,
  totals: Map<string, DailyTotalDelta>,
): Promise<void> {
  const [paths, devices] = await Promise.all([
    findOrganizationPaths(
      db,
      entries.map((entry) => entry.payment.dst_organization_id),
    ),
    findDeviceKinds(
      db,
      entries.flatMap((entry) => (entry.payment.device_id === null ? [] : [entry.payment.device_id])),
    ),
  ]);
  for (const { payment, sign } of entries) {
    const path = paths.get(payment.dst_organization_id);
    if (!path) throw new Error(`organisation ${payment.dst_organization_id} not found`);
    const facts = toPaymentFacts(
      payment,
      path,
      payment.device_id === null ? undefined : devices.get(payment.device_id),
    );
    if (!facts) continue; // reversed payments do not count
    deltas.add(facts, sign);
    const key = `${payment.dst_organization_id}|${facts.day}|${payment.currency}`;
    const total = totals.get(key) ?? {
      organization_id: payment.dst_organization_id,
      day: facts.day,
      currency: payment.currency,
      amount_cents: 0,
      fee_cents: 0,
      count: 0,
    };
    total.amount_cents += sign * payment.amount_cents;
    total.fee_cents += sign * payment.fee_cents;
    total.count += sign * payment.count;
    totals.set(key, total);
  }
}

/**
 * Stores payments with their sums. Given a context whose `db` is a transaction, it writes inside it,
 * so that a caller can book income together with its own change (a cash payment confirmed).
 * Answers the new payments' ids in the order given, for callers that link to them (a gift, a debit).
 */
export async function recordPayments(
  context: AppContext,
  payments: readonly PaymentInsert[],
): Promise<string[]> {
  if (payments.length === 0) return [];
  const rows = await withPlanKinds(context, payments);
  const deltas = new RollupDeltas();
  const totals = new Map<string, DailyTotalDelta>();
  await collectSums(
    context.db,
    rows.map((payment) => ({ payment, sign: 1 as const })),
    deltas,
    totals,
  );
  const write = async (trx: Kysely<Database>) => {
    const ids = await insertPayments(trx, rows);
    await addToDailyTotals(trx, changedTotals(totals));
    await applyRollupDeltas(trx, deltas);
    return ids;
  };
  if (context.db.isTransaction) return write(context.db);
  return context.db.transaction().execute(write);
}

export type PaymentChange = { state: 'reversed' } | { is_reconciled: true };

/**
 * Changes stored payments and moves their sums with them, in one transaction: a reversal of a
 * counted payment takes it out of every sum; reconciling it lets its fee count toward the fees.
 * Answers how many payments changed (those already in the target state are left alone).
 */
export async function changePayments(
  context: AppContext,
  ids: readonly number[],
  change: PaymentChange,
): Promise<number> {
  if (ids.length === 0) return 0;
  // Given a context whose `db` is a transaction, it changes inside it (a return locks its debit first).
  const applyChange = async (trx: Kysely<Database>) => {
    const before = (await findPaymentsForChange(trx, ids)).filter((payment) =>
      'state' in change ? payment.state !== change.state : !payment.is_reconciled,
    );
    if (before.length === 0) return 0;
    const after = before.map((payment) => ({ ...payment, ...change }));
    const deltas = new RollupDeltas();
    const totals = new Map<string, DailyTotalDelta>();
    await collectSums(
      trx,
      [
        ...before.map((payment) => ({ payment, sign: -1 as const })),
        ...after.map((payment) => ({ payment, sign: 1 as const })),
      ],
      deltas,
      totals,
    );
    await markPayments(
      trx,
      before.map((payment) => payment.id),
      change,
    );
    await addToDailyTotals(trx, changedTotals(totals));
    await applyRollupDeltas(trx, deltas);
    return before.length;
  };
  return context.db.isTransaction ? applyChange(context.db) : context.db.transaction().execute(applyChange);
}

/** A payment given back, cancelled or charged back: kept, struck through, out of every sum. */
export function reversePayments(context: AppContext, ids: readonly number[]): Promise<number> {
  return changePayments(context, ids, { state: 'reversed' });
}

/** Payments the accounting has confirmed ('Eingang bestätigt'): their fees count from now on. */
export function confirmPayments(context: AppContext, ids: readonly number[]): Promise<number> {
  return changePayments(context, ids, { is_reconciled: true });
}
