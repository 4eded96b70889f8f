/**
 * A gift by SEPA direct debit, in one transaction: the creditor row is locked and its next mandate
 * number taken, the mandate stored, the gift and its debit created (OOFF on the next collection
 * day; for a recurring gift its FRST on the first schedule day, with the recurring gift itself), and
 * the payment booked at once through recordPayments, 'noch nicht bestätigt' until the debit is
 * collected and reconciled. Any failure leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import {
  buildMandateReference,
  type CheckedDonation,
  getFirstRecurringDebit,
  getNextCollectionDay,
  sanitizeSepaRemittance,
  toLocalDay,
} from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { appendAudit } from '../audit';
import { generateSecretToken, hashSecretToken } from '../auth';
import { createReceiptRequest } from '../donation-receipts';
import { recordPayments } from '../income';
import type { GivingState } from './giving-state';
import { recordInformationRequest } from './information-requests';
import {
  advanceMandateNumber,
  completeDonation,
  insertDirectDebit,
  insertDonation,
  insertMandate,
  insertRecurringPayment,
  linkDebitPayment,
  lockCreditor,
  storeIdempotentAnswer,
} from './online-giving.repository';

export type NewGift = {
  state: GivingState;
  donation: CheckedDonation & { sepa: NonNullable<CheckedDonation['sepa']> };
  reference: string;
  deviceId: number | null;
  collectionName: string;
  /** with an Idempotency-Key: its hashes, and the answer a repeat gets, stored with the gift */
  idempotency: { keyHash: string; requestHash: string; answer: (booked: BookedSepaGift) => string } | null;
};

export type BookedSepaGift = {
  donationId: number;
  mandateReference: string;
  firstDueDay: string;
  /** the secret of the cancel link (only its hash is stored), for a recurring gift */
  cancelToken: string | null;
};

export async function bookSepaGift(context: AppContext, gift: NewGift): Promise<BookedSepaGift> {
  const { state, donation } = gift;
  const creditorId = state.creditor?.organization_id;
  if (creditorId === undefined) throw new Error('a SEPA gift needs a creditor');
  const now = context.clock.now();
  const mandateDate = toLocalDay(now);
  const interval = donation.recurringInterval;
  const first = interval ? getFirstRecurringDebit({ interval, mandateDate }) : null;
  if (interval && !first) throw new Error('a recurring gift without a first debit');
  const dueDay = first?.dueDay ?? getNextCollectionDay(now);

  return context.db.transaction().execute(async (trx) => {
    const creditor = await lockCreditor(trx, creditorId);
    const mandateReference = buildMandateReference(creditor.mandate_prefix, creditor.next_mandate_number);
    await advanceMandateNumber(trx, creditorId, creditor.next_mandate_number + 1, now);
    const mandateId = await insertMandate(trx, {
      creditor_organization_id: creditorId,
      reference: mandateReference,
      kind: interval ? 'recurring' : 'one_off',
      debtor_name: donation.sepa.accountHolder,
      iban: donation.sepa.iban,
      bic: donation.sepa.bic,
      signed_on: mandateDate,
      created_at: now,
    });
    const cancelToken = interval ? generateSecretToken() : null;
    const recurringId =
      interval && cancelToken
        ? await insertRecurringPayment(trx, {
            organization_id: state.organization.id,
            collection_plan_id: donation.collectionId,
            mandate_id: mandateId,
            schedule: interval,
            amount_cents: donation.amountCents,
            currency: 'EUR',
            email: donation.email,
            name: donorName(donation),
            cancel_token_hash: hashSecretToken(cancelToken),
            created_at: now,
          })
        : null;
    const donationId = await insertDonation(trx, {
      reference: gift.reference,
      organization_id: state.organization.id,
      collection_plan_id: donation.collectionId,
      device_id: gift.deviceId,
      app: state.app,
      amount_cents: donation.amountCents,
      currency: 'EUR',
      payment_method: 'sepadd',
      // completed together with its payment below (a check constraint ties the two)
      state: 'pending',
      mandate_id: mandateId,
      recurring_payment_id: recurringId,
      email: donation.email,
      wants_donation_receipt: donation.wantsDonationReceipt,
      person: donation.person ? JSON.stringify(donation.person) : null,
      wants_information: donation.wantsInformation,
      created_at: now,
      idempotency_key_hash: gift.idempotency?.keyHash ?? null,
      request_hash: gift.idempotency?.requestHash ?? null,
    });
    const debitId = await insertDirectDebit(trx, {
      creditor_organization_id: creditorId,
      mandate_id: mandateId,
      online_donation_id: donationId,
      recurring_payment_id: recurringId,
      end_to_end_id: newEndToEndId(),
      amount_cents: donation.amountCents,
      currency: 'EUR',
      due_day: dueDay,
      sequence_type: first ? first.sequenceType : 'OOFF',
      remittance_text: remittanceText(interval !== null, gift.collectionName, state.organization.name),
      created_at: now,
    });
    if (debitId === null) throw new Error('the first debit of a new recurring gift already exists');
    const [paymentId] = await recordPayments({ ...context, db: trx }, [
      {
        dst_organization_id: state.organization.id,
        created_at: now,
        amount_cents: donation.amountCents,
        fee_cents: 0,
        currency: 'EUR',
        state: 'completed',
        type: 'ecom',
        online_payment_type: 'sepadd',
        // promised, not received: confirmed once the debit is collected and reconciled
        is_reconciled: false,
        device_id: gift.deviceId,
        collection_plan_id: donation.collectionId,
        count: 1,
      },
    ]);
    if (!paymentId) throw new Error('no payment booked');
    await completeDonation(trx, donationId, paymentId, now);
    await linkDebitPayment(trx, debitId, paymentId);
    if (donation.wantsDonationReceipt && donation.person) {
      // waits as 'Warte auf Zahlungseingang' until the debit is collected (direct-debits markCollected)
      await createReceiptRequest(trx, {
        organizationId: state.organization.id,
        onlineDonationId: donationId,
        person: donation.person,
        email: donation.email,
        purposeName: gift.collectionName,
        amountCents: donation.amountCents,
        currency: 'EUR',
        paymentId,
        at: now,
      });
    }
    if (donation.wantsInformation && donation.email) {
      await recordInformationRequest(trx, {
        organizationId: state.organization.id,
        collectionPlanId: donation.collectionId,
        donationId,
        email: donation.email,
        name: donation.person ? `${donation.person.first_name} ${donation.person.last_name}` : null,
        at: now,
      });
    }
    await auditGift(trx, {
      donationId,
      paymentId,
      debitId,
      recurringId,
      amountCents: donation.amountCents,
      now,
    });
    const booked = { donationId, mandateReference, firstDueDay: dueDay, cancelToken };
    if (gift.idempotency) await storeIdempotentAnswer(trx, donationId, gift.idempotency.answer(booked));
    return booked;
  });
}

export function newEndToEndId(): string {
  // 3 + 24 characters of the SEPA id set, unique by chance of 2^96
  return `KOL${randomBytes(12).toString('hex').toUpperCase()}`;
}

export function remittanceText(isRecurring: boolean, collection: string, organization: string): string {
  return sanitizeSepaRemittance(`${isRecurring ? 'Dauerspende' : 'Spende'} ${collection} - ${organization}`);
}

function donorName(donation: NewGift['donation']): string {
  return donation.person
    ? `${donation.person.first_name} ${donation.person.last_name}`
    : donation.sepa.accountHolder;
}

async function auditGift(
  db: Kysely<Database>,
  values: {
    donationId: number;
    paymentId: string;
    debitId: number;
    recurringId: number | null;
    amountCents: number;
    now: Date;
  },
) {
  await appendAudit(db, {
    actorUserId: null,
    action: 'online_donation.booked',
    objectType: 'online_donation',
    objectId: values.donationId,
    data: {
      payment_id: values.paymentId,
      direct_debit_id: values.debitId,
      recurring_payment_id: values.recurringId,
      amount_cents: values.amountCents,
      payment_method: 'sepadd',
    },
    at: values.now,
  });
}
