/** Helpers of the online-giving integration tests: a parish that takes gifts, plans, and calls as a donor. */
import type { CollectionPlan, DonationRequest } from '@kollekta/contract';
import { sql } from 'kysely';
import type { TestServer } from '../../test-support/test-server';
import { callerOf, planBody } from '../planning/planning.test-support';

/** The Bundesbank's test creditor id and a test account of its examples. */
export const CREDITOR_ID = 'DE98ZZZ09999999999';
export const IBAN = 'DE02120300000000202051';
/** after the plans below have started (they start on 30 November) */
export const GIVING_NOW = '2026-12-01T10:00:00Z';

export type GivingWorld = {
  parish: number;
  /** open-ended donation purpose that allows recurring gifts */
  recurringPlan: CollectionPlan;
  /** a donation purpose ending in two months: one-off gifts only */
  shortPlan: CollectionPlan;
  /** a plan only starting next year */
  laterPlan: CollectionPlan;
};

/**
 * Lauffen collects as its own SEPA creditor and allows receipts, information requests and
 * recurring gifts; its contacts hear of new recurring gifts and information requests.
 */
export async function prepareGivingWorld(server: TestServer): Promise<GivingWorld> {
  const parish = server.world.ids.parish;
  const db = server.context.db;
  const now = new Date();
  await db
    .insertInto('sepa_creditor')
    .values({
      organization_id: parish,
      creditor_name: 'Ev. Kirchengemeinde Lauffen',
      creditor_identifier: CREDITOR_ID,
      iban: IBAN,
      bic: null,
      mandate_prefix: 'LAUF',
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('organization_id').doNothing())
    .execute();
  await setFeatures(server, parish, {
    allow_recurring_payments: true,
    allow_email_contact: true,
    request_donation_receipt: true,
    require_pdata: false,
  });
  await db
    .insertInto('contact')
    .values([
      {
        organization_id: parish,
        email: 'info@lauffen.example',
        name: 'Infos',
        types: ['newsletter_signup'],
        updated_at: now,
      },
      {
        organization_id: parish,
        email: 'dauer@lauffen.example',
        name: 'Dauerspenden',
        types: ['recurring_payments'],
        updated_at: now,
      },
    ])
    .execute();
  const gemeinde = await callerOf(server, 'gemeinde');
  const donation = {
    type: 'donation' as const,
    collection_variant: null,
    targets: ['WA' as const, 'WS' as const],
  };
  const recurringPlan = await gemeinde.createPlan(
    planBody(parish, { ...donation, name: 'Orgelsanierung', allow_recurring: true }),
  );
  const shortPlan = await gemeinde.createPlan(
    planBody(parish, { ...donation, name: 'Adventsbasar', end: '2027-01-31T22:00:00Z' }),
  );
  const laterPlan = await gemeinde.createPlan(
    planBody(parish, { ...donation, name: 'Sommerfreizeit', start: '2027-06-01T08:00:00Z' }),
  );
  server.clock.set(GIVING_NOW);
  return { parish, recurringPlan, shortPlan, laterPlan };
}

export async function setFeatures(
  server: TestServer,
  organizationId: number,
  features: Record<string, boolean>,
) {
  await sql`
    update organization
    set settings_local = jsonb_set(settings_local, '{features}',
      coalesce(settings_local -> 'features', '{}'::jsonb) || ${JSON.stringify(features)}::jsonb)
    where id = ${organizationId}`.execute(server.context.db);
}

let nextAddress = 0;

/** A fresh client address per call (the server believes 127.0.0.1's X-Forwarded-For), so limits stay out of the way. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

export function give(
  server: TestServer,
  organizationId: number,
  body: DonationRequest,
  options: { app?: 'john' | 'bart'; address?: string; idempotencyKey?: string } = {},
) {
  return server.call({
    method: 'POST',
    url: `/api/v2/public/web_app/${organizationId}/${options.app ?? 'bart'}/donation/`,
    payload: body as unknown as Record<string, unknown>,
    headers: {
      'x-forwarded-for': options.address ?? freshAddress(),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
  });
}

export function sepaGift(planId: number, overrides: Partial<DonationRequest> = {}): DonationRequest {
  return {
    collection: planId,
    amount: '25,00',
    payment_method: 'sepadd',
    sepa: { account_holder: 'Erika Mustermann', iban: 'DE02 1203 0000 0000 2020 51', mandate_accepted: true },
    ...overrides,
  };
}

/** Rows of every table a gift writes: a refused gift leaves them all as they were. */
export async function countGivingRows(server: TestServer) {
  const db = server.context.db;
  const count = async (
    table:
      | 'online_donation'
      | 'payment'
      | 'direct_debit'
      | 'sepa_mandate'
      | 'recurring_payment'
      | 'information_request',
  ) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    online_donation: await count('online_donation'),
    payment: await count('payment'),
    direct_debit: await count('direct_debit'),
    sepa_mandate: await count('sepa_mandate'),
    recurring_payment: await count('recurring_payment'),
    information_request: await count('information_request'),
  };
}
