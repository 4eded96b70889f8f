/**
 * Rows of online giving for the direct-debit tests and the benchmark, inserted directly: a creditor,
 * mandates and due debits (each from a gift of its own, as a one-off SEPA gift makes them), and a
 * booked payment where a test needs one.
 */
import { buildMandateReference } from '@kollekta/domain';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { recordPayments } from '../income';

export const TEST_CREDITOR_ID = 'DE98ZZZ09999999999';
export const TEST_IBAN = 'DE02120300000000202051';
const DEBTOR_IBANS = ['DE89370400440532013000', 'DE02120300000000202051', 'DE12500105170648489890'];

export async function ensureCreditor(db: Kysely<Database>, organizationId: number, now = new Date()) {
  await db
    .insertInto('sepa_creditor')
    .values({
      organization_id: organizationId,
      creditor_name: `Ev. Kirchengemeinde Test ${organizationId}`,
      creditor_identifier: TEST_CREDITOR_ID,
      iban: TEST_IBAN,
      bic: null,
      mandate_prefix: `T${organizationId}`,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('organization_id').doNothing())
    .execute();
}

export type DebitSpec = {
  organizationId: number;
  count: number;
  dueDay: string;
  amountCents?: (index: number) => number;
  sequenceType?: 'OOFF' | 'FRST' | 'RCUR';
  /** a distinct tag for end-to-end ids and references, so that batches never collide */
  tag: string;
};

/** Inserts `count` due debits with mandates and gifts; answers their ids in order. */
export async function insertDueDebits(db: Kysely<Database>, spec: DebitSpec): Promise<number[]> {
  const plan = await db
    .selectFrom('collection_plan')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const now = new Date('2026-11-01T10:00:00Z');
  const ids: number[] = [];
  for (let start = 0; start < spec.count; start += 2000) {
    const size = Math.min(2000, spec.count - start);
    const indexes = Array.from({ length: size }, (_, offset) => start + offset);
    const mandates = await db
      .insertInto('sepa_mandate')
      .values(
        indexes.map((index) => ({
          creditor_organization_id: spec.organizationId,
          reference: buildMandateReference(`${spec.tag}`, index + 1),
          kind: 'one_off' as const,
          debtor_name: index % 7 === 0 ? 'Jürgen Weiß' : `Spender ${index + 1}`,
          iban: DEBTOR_IBANS[index % DEBTOR_IBANS.length] ?? TEST_IBAN,
          bic: null,
          signed_on: '2026-10-30',
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    const gifts = await db
      .insertInto('online_donation')
      .values(
        indexes.map((index) => ({
          reference: `${spec.tag}-${index + 1}`,
          organization_id: spec.organizationId,
          collection_plan_id: plan.id,
          app: 'bart',
          amount_cents: spec.amountCents?.(index) ?? 2500,
          currency: 'EUR',
          payment_method: 'sepadd' as const,
          state: 'pending' as const,
          mandate_id: mandates[index - start]?.id ?? null,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    const debits = await db
      .insertInto('direct_debit')
      .values(
        indexes.map((index) => ({
          creditor_organization_id: spec.organizationId,
          mandate_id: mandates[index - start]?.id ?? 0,
          online_donation_id: gifts[index - start]?.id ?? null,
          end_to_end_id: `${spec.tag}-${index + 1}`,
          amount_cents: spec.amountCents?.(index) ?? 2500,
          currency: 'EUR',
          due_day: spec.dueDay,
          sequence_type: spec.sequenceType ?? 'OOFF',
          remittance_text: `Spende ${spec.tag} ${index + 1}`,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...debits.map((debit) => debit.id));
  }
  return ids;
}

/** Books the debit's payment through recordPayments (not yet reconciled) and links it. */
export async function bookDebitPayment(context: AppContext, debitId: number): Promise<number> {
  const debit = await context.db
    .selectFrom('direct_debit')
    .innerJoin('online_donation', 'online_donation.id', 'direct_debit.online_donation_id')
    .select([
      'direct_debit.amount_cents',
      'online_donation.organization_id',
      'online_donation.collection_plan_id',
    ])
    .where('direct_debit.id', '=', debitId)
    .executeTakeFirstOrThrow();
  return context.db.transaction().execute(async (trx) => {
    await recordPayments({ ...context, db: trx }, [
      {
        dst_organization_id: debit.organization_id,
        created_at: context.clock.now(),
        amount_cents: Number(debit.amount_cents),
        fee_cents: 0,
        currency: 'EUR',
        state: 'completed',
        type: 'ecom',
        online_payment_type: 'sepadd',
        is_reconciled: false,
        device_id: null,
        collection_plan_id: debit.collection_plan_id,
        count: 1,
      },
    ]);
    const { id } = await trx
      .selectFrom('payment')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('direct_debit')
      .set({ payment_id: String(id) })
      .where('id', '=', debitId)
      .execute();
    return Number(id);
  });
}

/** How many files each of the debits is in (the entry's key makes more than one impossible). */
export async function countFilesPerDebit(db: Kysely<Database>, debitIds: readonly number[]) {
  const rows = await sql<{ id: number; files: number | string }>`
    select d.id, count(e.file_id) as files from direct_debit d
    left join direct_debit_file_entry e on e.direct_debit_id = d.id
    where d.id = any(${sql.val([...debitIds])}::int[])
    group by d.id`.execute(db);
  return rows.rows.map((row) => Number(row.files));
}
