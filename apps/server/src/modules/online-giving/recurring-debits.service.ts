/**
 * The debits of recurring gifts (Dauerspenden) as their schedules make them due: for every active
 * gift, each debit due up to `untilDay` that does not exist yet (FRST first, then RCUR, per
 * listRecurringDebits), each with its payment booked through recordPayments in the same
 * transaction. The unique index on (recurring_payment_id, due_day) makes a rerun, or two runs at
 * once, create nothing twice; a cancelled gift creates none (and never one after its cancel day).
 * The direct-debit file job calls this before it collects the due debits into files.
 */
import { addDays, type IsoDay, listRecurringDebits, toLocalDay } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { recordPayments } from '../income';
import {
  findGiftNames,
  findRecurringGiftsToSchedule,
  insertDirectDebit,
  linkDebitPayment,
  lockRecurringGift,
} from './online-giving.repository';
import { newEndToEndId, remittanceText } from './sepa-gift';

export type RecurringDebitRun = { gifts: number; debitsCreated: number };

export async function createDueRecurringDebits(
  context: AppContext,
  untilDay: IsoDay,
): Promise<RecurringDebitRun> {
  const gifts = await findRecurringGiftsToSchedule(context.db);
  let debitsCreated = 0;
  for (const gift of gifts) {
    debitsCreated += await createDebitsOfGift(context, gift.id, untilDay);
  }
  return { gifts: gifts.length, debitsCreated };
}

async function createDebitsOfGift(context: AppContext, giftId: number, untilDay: IsoDay): Promise<number> {
  return context.db.transaction().execute(async (trx) => {
    // locked, so that a cancellation and a run never cross: the run sees the gift as it is now
    const gift = await lockRecurringGift(trx, giftId);
    if (gift?.state !== 'active' || gift.mandate_id === null) return 0;
    const from = gift.last_due_day ? addDays(gift.last_due_day, 1) : gift.mandate_signed_on;
    if (from > untilDay) return 0;
    const due = listRecurringDebits(
      {
        interval: gift.schedule,
        mandateDate: gift.mandate_signed_on,
        endDay: gift.cancelled_at ? toLocalDay(gift.cancelled_at) : null,
      },
      from,
      untilDay,
    );
    if (due.length === 0) return 0;
    const names = await findGiftNames(trx, gift.organization_id, gift.collection_plan_id);
    const now = context.clock.now();
    let created = 0;
    for (const debit of due) {
      const debitId = await insertDirectDebit(trx, {
        creditor_organization_id: gift.creditor_organization_id,
        mandate_id: gift.mandate_id,
        online_donation_id: null,
        recurring_payment_id: gift.id,
        end_to_end_id: newEndToEndId(),
        amount_cents: Number(gift.amount_cents),
        currency: 'EUR',
        due_day: debit.dueDay,
        sequence_type: debit.sequenceType,
        remittance_text: remittanceText(true, names.collectionName, names.organizationName),
        created_at: now,
      });
      if (debitId === null) continue; // made by an earlier or a parallel run
      const [paymentId] = await recordPayments({ ...context, db: trx }, [
        {
          dst_organization_id: gift.organization_id,
          created_at: now,
          amount_cents: Number(gift.amount_cents),
          fee_cents: 0,
          currency: 'EUR',
          state: 'completed',
          type: 'ecom',
          online_payment_type: 'sepadd',
          is_reconciled: false,
          device_id: null,
          collection_plan_id: gift.collection_plan_id,
          count: 1,
        },
      ]);
      if (!paymentId) throw new Error('no payment booked');
      await linkDebitPayment(trx, debitId, paymentId);
      created += 1;
    }
    return created;
  });
}
