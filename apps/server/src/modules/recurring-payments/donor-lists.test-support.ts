/**
 * Rows of online giving written straight into the tables, for the tests of the donor lists: a
 * creditor and a mandate, recurring gifts with the token of their stop link, gifts and information
 * requests. Booking is another module's business; nothing here books a payment.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';
import { generateSecretToken, hashSecretToken } from '../auth';

export const TEST_CREDITOR = { identifier: 'DE98ZZZ09999999999', iban: 'DE02120300000000202051' } as const;

export async function findPlanOf(db: Kysely<Database>, organizationId: number): Promise<number> {
  const plan = await db
    .selectFrom('collection_plan')
    .select('id')
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return plan.id;
}

/** The organisation's creditor (kept when it has one) and a new recurring mandate under it. */
export async function insertMandate(db: Kysely<Database>, organizationId: number, debtorName: string) {
  const now = new Date('2026-11-01T10:00:00Z');
  await db
    .insertInto('sepa_creditor')
    .values({
      organization_id: organizationId,
      creditor_name: 'Testgläubiger',
      creditor_identifier: TEST_CREDITOR.identifier,
      iban: TEST_CREDITOR.iban,
      bic: null,
      mandate_prefix: `T${organizationId}`,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('organization_id').doNothing())
    .execute();
  const { id } = await db
    .insertInto('sepa_mandate')
    .values({
      creditor_organization_id: organizationId,
      reference: `TEST-${organizationId}-${generateSecretToken().slice(0, 12)}`,
      kind: 'recurring',
      debtor_name: debtorName,
      iban: TEST_CREDITOR.iban,
      bic: null,
      signed_on: '2026-11-01',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type TestGift = { id: number; token: string };

export async function insertRecurringGift(
  db: Kysely<Database>,
  values: {
    organizationId: number;
    planId: number;
    name: string;
    email?: string | null;
    amountCents?: number;
    schedule?: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly';
    createdAt: string;
    withMandate?: boolean;
  },
): Promise<TestGift> {
  const token = generateSecretToken();
  const mandateId =
    values.withMandate === false ? null : await insertMandate(db, values.organizationId, values.name);
  const { id } = await db
    .insertInto('recurring_payment')
    .values({
      organization_id: values.organizationId,
      collection_plan_id: values.planId,
      mandate_id: mandateId,
      schedule: values.schedule ?? 'monthly',
      amount_cents: values.amountCents ?? 2500,
      currency: 'EUR',
      email:
        values.email === undefined
          ? `${values.name.split(' ')[0]?.toLowerCase()}@spender.example`
          : values.email,
      name: values.name,
      cancel_token_hash: hashSecretToken(token),
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token };
}

export async function insertOnlineGift(
  db: Kysely<Database>,
  values: {
    organizationId: number;
    planId: number;
    amountCents: number;
    createdAt: string;
    email?: string | null;
    person?: { first_name: string; last_name: string } | null;
    wantsInformation?: boolean;
    wantsDonationReceipt?: boolean;
    state?: 'pending' | 'failed';
  },
): Promise<number> {
  const { id } = await db
    .insertInto('online_donation')
    .values({
      reference: `TEST-${generateSecretToken().slice(0, 16)}`,
      organization_id: values.organizationId,
      collection_plan_id: values.planId,
      device_id: null,
      app: 'bart',
      amount_cents: values.amountCents,
      currency: 'EUR',
      payment_method: 'testpay',
      state: values.state ?? 'pending',
      payment_id: null,
      mandate_id: null,
      recurring_payment_id: null,
      email: values.email ?? null,
      wants_donation_receipt: values.wantsDonationReceipt ?? false,
      person: values.person
        ? JSON.stringify({ ...values.person, street: 'Kirchstraße 1', postal_code: '74348', city: 'Lauffen' })
        : null,
      wants_information: values.wantsInformation ?? false,
      provider_payment_id: null,
      created_at: values.createdAt,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertInformationRequest(
  db: Kysely<Database>,
  values: {
    organizationId: number;
    planId: number | null;
    onlineDonationId?: number | null;
    email: string;
    name?: string | null;
    createdAt: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('information_request')
    .values({
      organization_id: values.organizationId,
      collection_plan_id: values.planId,
      online_donation_id: values.onlineDonationId ?? null,
      email: values.email,
      name: values.name ?? null,
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
