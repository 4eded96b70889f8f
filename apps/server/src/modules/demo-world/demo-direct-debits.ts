/**
 * A year of recurring gifts (Dauerspenden) in the demo world: about thirty donors of Lauffen and
 * Talheim with a recurring SEPA mandate signed nine to twelve months ago, on all four schedules, a few
 * cancelled; every debit due before today with its payment (booked through recordPayments on its
 * due day, so the roll-ups hold it), and the pain.008 files those debits went into, one per creditor
 * and month. A world of fewer days of payments (the tests' two weeks) gets all of it squeezed into
 * those days, so that nothing is booked before the world's first day. All files are downloaded and
 * their debits collected and reconciled, except Lauffen's newest file: not downloaded yet, its debits
 * still due and their payments 'noch nicht bestätigt'.
 *
 * Debits due today or later are left to the file job, which creates them from the last one here on
 * (listRecurringDebits), exactly as for a gift made through the donor apps.
 */
import {
  addDays,
  buildDirectDebitFileName,
  buildMandateReference,
  getRequestedCollectionDay,
  getSubmissionWindow,
  type IsoDay,
  listRecurringDebits,
  normalizeIban,
  type RecurringInterval,
  toLocalDay,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { generateSecretToken, hashSecretToken } from '../auth';
import { buildPain008 } from '../direct-debits';
import { buildMessageId } from '../direct-debits/direct-debit-files.service';
import { type PaymentInsert, recordPayments } from '../income';
import { remittanceText } from '../online-giving/sepa-gift';
import type { Random } from './seeded-random';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoCreditor = {
  organizationId: number;
  /** how many recurring gifts the parish gets */
  gifts: number;
  /** who marked the downloaded files processed (null: nobody named) */
  processedBy: number | null;
  /** whether its newest file is left not downloaded */
  leaveNewestOpen: boolean;
};

const SCHEDULES: readonly RecurringInterval[] = ['monthly', 'quarterly', 'half_yearly', 'yearly'];

/** whole euros a donor gives per debit, by schedule */
const AMOUNTS: Record<RecurringInterval, readonly number[]> = {
  monthly: [5, 10, 10, 15, 20, 30, 40, 50],
  quarterly: [20, 30, 40, 50, 75, 100],
  half_yearly: [30, 50, 60, 100, 150],
  yearly: [50, 100, 120, 150, 200, 250, 300],
};

const FIRST_NAMES = [
  'Andreas',
  'Barbara',
  'Christine',
  'Dieter',
  'Elisabeth',
  'Frank',
  'Gabriele',
  'Hans',
  'Ingrid',
  'Jürgen',
  'Karin',
  'Lukas',
  'Monika',
  'Norbert',
  'Ursula',
  'Rainer',
  'Sabine',
  'Tobias',
  'Ulrike',
  'Werner',
  'Helga',
  'Stefan',
  'Renate',
  'Matthias',
  'Gisela',
  'Bernd',
  'Sophie',
  'Klaus',
] as const;

const LAST_NAMES = [
  'Müller',
  'Schmid',
  'Schneider',
  'Fischer',
  'Weber',
  'Kaiser',
  'Wagner',
  'Becker',
  'Bauer',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Köhler',
  'Haas',
  'Seitz',
  'Ziegler',
  'Pfeiffer',
] as const;

/** Bank codes of the region (Kreissparkasse Heilbronn, Volksbank Heilbronn, BW-Bank) and the DKB. */
const BANK_CODES = ['62050000', '62091800', '60050101', '12030000'] as const;

type DemoGift = {
  schedule: RecurringInterval;
  signedAt: Date;
  signedOn: IsoDay;
  cancelledAt: Date | null;
  name: string;
  email: string | null;
  iban: string;
  amountCents: number;
  plan: { id: number; name: string };
  reference: string;
};

type PlannedDebit = {
  giftIndex: number;
  dueDay: IsoDay;
  sequenceType: 'FRST' | 'RCUR';
};

export async function addDemoDirectDebits(
  context: AppContext,
  random: Random,
  creditors: readonly DemoCreditor[],
  /** the days of history the world holds (365: mandates nine to twelve months old) */
  days: number,
): Promise<void> {
  const now = context.clock.now();
  const today = toLocalDay(now);
  await context.db.transaction().execute(async (trx) => {
    const trxContext = { ...context, db: trx };
    for (const creditorSpec of creditors) {
      const creditor = await trx
        .selectFrom('sepa_creditor')
        .innerJoin('organization', 'organization.id', 'sepa_creditor.organization_id')
        .select([
          'sepa_creditor.creditor_name',
          'sepa_creditor.creditor_identifier',
          'sepa_creditor.iban',
          'sepa_creditor.bic',
          'sepa_creditor.mandate_prefix',
          'sepa_creditor.next_mandate_number',
          'organization.name as organization_name',
        ])
        .where('sepa_creditor.organization_id', '=', creditorSpec.organizationId)
        .executeTakeFirst();
      const plans = await trx
        .selectFrom('collection_plan')
        .select(['id', 'name'])
        .where('organization_id', '=', creditorSpec.organizationId)
        .where('type', '=', 'donation')
        .orderBy('id')
        .limit(3)
        .execute();
      if (!creditor || plans.length === 0) continue;
      const organizationId = creditorSpec.organizationId;

      // the gifts, their mandates and their debits up to yesterday
      const gifts: DemoGift[] = [];
      const planned: PlannedDebit[] = [];
      for (let index = 0; index < creditorSpec.gifts; index++) {
        const schedule = SCHEDULES[index % SCHEDULES.length] as RecurringInterval;
        const signedAt = new Date(now.getTime() - random.integer(Math.floor(days * 0.74), days) * DAY_MS);
        signedAt.setUTCHours(random.integer(6, 19), random.integer(0, 59), random.integer(0, 59), 0);
        if (signedAt > now) signedAt.setTime(now.getTime());
        const signedOn = toLocalDay(signedAt);
        // every seventh gift ended a few weeks ago, after it had been collected a while
        const cancelledAt =
          index % 7 === 3
            ? new Date(
                now.getTime() - random.integer(Math.floor(days * 0.03), Math.floor(days * 0.16)) * DAY_MS,
              )
            : null;
        const firstName = random.pick(FIRST_NAMES);
        const lastName = random.pick(LAST_NAMES);
        const plan = plans[index % plans.length] as (typeof plans)[number];
        gifts.push({
          schedule,
          signedAt,
          signedOn,
          cancelledAt,
          name: `${firstName} ${lastName}`,
          email: random.next() < 0.8 ? demoEmail(firstName, lastName, index) : null,
          iban: demoIban(random),
          amountCents: random.pick(AMOUNTS[schedule]) * 100,
          plan,
          reference: buildMandateReference(creditor.mandate_prefix, creditor.next_mandate_number + index),
        });
        const debits = listRecurringDebits(
          {
            interval: schedule,
            mandateDate: signedOn,
            endDay: cancelledAt ? toLocalDay(cancelledAt) : null,
          },
          signedOn,
          addDays(today, -1),
        );
        for (const debit of debits)
          planned.push({ giftIndex: index, dueDay: debit.dueDay, sequenceType: debit.sequenceType });
      }
      if (gifts.length === 0) continue;

      const mandateRows = await trx
        .insertInto('sepa_mandate')
        .values(
          gifts.map((gift) => ({
            creditor_organization_id: organizationId,
            reference: gift.reference,
            kind: 'recurring' as const,
            debtor_name: gift.name,
            iban: gift.iban,
            bic: null,
            signed_on: gift.signedOn,
            created_at: gift.signedAt,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .updateTable('sepa_creditor')
        .set({ next_mandate_number: creditor.next_mandate_number + gifts.length, updated_at: now })
        .where('organization_id', '=', organizationId)
        .execute();
      const giftRows = await trx
        .insertInto('recurring_payment')
        .values(
          gifts.map((gift, index) => ({
            organization_id: organizationId,
            collection_plan_id: gift.plan.id,
            mandate_id: mandateRows[index]?.id ?? null,
            schedule: gift.schedule,
            amount_cents: gift.amountCents,
            currency: 'EUR',
            email: gift.email,
            name: gift.name,
            state: gift.cancelledAt ? ('cancelled' as const) : ('active' as const),
            cancel_token_hash: hashSecretToken(generateSecretToken()),
            created_at: gift.signedAt,
            cancelled_at: gift.cancelledAt,
            cancelled_by: null,
          })),
        )
        .returning('id')
        .execute();

      // a world of a day or two has no debit due yet
      if (planned.length === 0) continue;
      // one file per month of due days, made a week before the month's first due day
      planned.sort((a, b) => a.dueDay.localeCompare(b.dueDay) || a.giftIndex - b.giftIndex);
      const months = new Map<string, PlannedDebit[]>();
      for (const debit of planned) {
        const month = debit.dueDay.slice(0, 7);
        months.set(month, [...(months.get(month) ?? []), debit]);
      }
      const groups = [...months.values()].map((debits, index, all) => {
        const first = debits[0] as PlannedDebit;
        const createdAt = new Date(`${addDays(first.dueDay, -7)}T05:30:00Z`);
        const open = creditorSpec.leaveNewestOpen && index === all.length - 1;
        return { debits, createdAt, open, number: index + 1 };
      });

      const allDebits = groups.flatMap((group) => group.debits.map((debit) => ({ debit, group })));
      const payments: PaymentInsert[] = allDebits.map(({ debit, group }) => {
        const gift = gifts[debit.giftIndex] as DemoGift;
        return {
          dst_organization_id: organizationId,
          created_at: new Date(`${debit.dueDay}T09:00:00Z`),
          amount_cents: gift.amountCents,
          fee_cents: 0,
          currency: 'EUR',
          state: 'completed',
          type: 'ecom',
          online_payment_type: 'sepadd',
          is_reconciled: !group.open,
          device_id: null,
          collection_plan_id: gift.plan.id,
          count: 1,
        };
      });
      const paymentIds = await recordPayments(trxContext, payments);
      const debitRows = await trx
        .insertInto('direct_debit')
        .values(
          allDebits.map(({ debit, group }, index) => {
            const gift = gifts[debit.giftIndex] as DemoGift;
            return {
              creditor_organization_id: organizationId,
              mandate_id: mandateRows[debit.giftIndex]?.id as number,
              online_donation_id: null,
              recurring_payment_id: giftRows[debit.giftIndex]?.id as number,
              end_to_end_id: demoEndToEndId(organizationId, debit),
              amount_cents: gift.amountCents,
              currency: 'EUR',
              due_day: debit.dueDay,
              sequence_type: debit.sequenceType,
              remittance_text: remittanceText(true, gift.plan.name, creditor.organization_name),
              state: group.open ? ('due' as const) : ('collected' as const),
              payment_id: paymentIds[index] ?? null,
              // the FRST with the gift, every later one by the file run that took it
              created_at: debit.sequenceType === 'FRST' ? gift.signedAt : group.createdAt,
            };
          }),
        )
        .returning('id')
        .execute();

      let offset = 0;
      for (const group of groups) {
        const debitIds = debitRows.slice(offset, offset + group.debits.length).map((row) => row.id);
        const entries = allDebits.slice(offset, offset + group.debits.length);
        offset += group.debits.length;
        const window = getSubmissionWindow(group.createdAt);
        const messageId = buildMessageId(organizationId, group.createdAt, group.number);
        const file = buildPain008({
          creditor: {
            name: creditor.creditor_name,
            creditorIdentifier: creditor.creditor_identifier,
            iban: creditor.iban,
            bic: creditor.bic,
          },
          messageId,
          createdAt: group.createdAt,
          debits: entries.map(({ debit }) => {
            const gift = gifts[debit.giftIndex] as DemoGift;
            return {
              endToEndId: demoEndToEndId(organizationId, debit),
              amountCents: gift.amountCents,
              mandateReference: gift.reference,
              mandateDate: gift.signedOn,
              debtorName: gift.name,
              debtorIban: gift.iban,
              debtorBic: null,
              remittanceText: remittanceText(true, gift.plan.name, creditor.organization_name),
              sequenceType: debit.sequenceType,
              dueDay: getRequestedCollectionDay(debit.dueDay, window),
            };
          }),
        });
        const processedAt = new Date(group.createdAt.getTime() + random.integer(2, 30) * 60 * 60 * 1000);
        const fileRow = await trx
          .insertInto('direct_debit_file')
          .values({
            creditor_organization_id: organizationId,
            message_id: messageId,
            file_name: buildDirectDebitFileName(group.createdAt, creditor.organization_name),
            xml: file.xml,
            number_of_transactions: file.numberOfTransactions,
            control_sum_cents: file.controlSumCents,
            created_at: group.createdAt,
            processed: !group.open,
            processed_at: group.open ? null : processedAt < now ? processedAt : now,
            processed_by: group.open ? null : creditorSpec.processedBy,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('direct_debit_file_entry')
          .values(debitIds.map((id) => ({ direct_debit_id: id, file_id: fileRow.id })))
          .execute();
      }
    }
  });
}

/** Unique by gift and due day (a gift has one debit per day), and the same on every build. */
function demoEndToEndId(organizationId: number, debit: PlannedDebit): string {
  return `KOLDEMO${organizationId}R${debit.giftIndex + 1}D${debit.dueDay.replaceAll('-', '')}`;
}

function demoEmail(firstName: string, lastName: string, index: number): string {
  const ascii = (value: string) =>
    value
      .toLowerCase()
      .replaceAll('ä', 'ae')
      .replaceAll('ö', 'oe')
      .replaceAll('ü', 'ue')
      .replaceAll('ß', 'ss');
  return `${ascii(firstName)}.${ascii(lastName)}${index % 3 === 0 ? index : ''}@example.org`;
}

/** A German IBAN with correct check digits (ISO 13616, mod 97) on a made-up account. */
function demoIban(random: Random): string {
  const bban = `${random.pick(BANK_CODES)}${String(random.integer(100_000, 9_999_999_999)).padStart(10, '0')}`;
  // 'DE00' moved to the end, letters as numbers (D = 13, E = 14)
  const remainder = Number(BigInt(`${bban}131400`) % 97n);
  const iban = `DE${String(98 - remainder).padStart(2, '0')}${bban}`;
  const checked = normalizeIban(iban);
  if (checked === null) throw new Error(`invalid demo IBAN ${iban}`);
  return checked;
}
