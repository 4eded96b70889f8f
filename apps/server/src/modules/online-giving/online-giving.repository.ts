/** Queries of online giving: creditors, mandates, gifts, recurring gifts, debits, information requests. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/database-schema';
import type {
  DirectDebitTable,
  OnlineDonationTable,
  RecurringPaymentTable,
  SepaCreditorTable,
} from '../../platform/database-schema-online-giving';

export type SepaCreditorRow = Selectable<SepaCreditorTable>;
export type OnlineDonationRow = Selectable<OnlineDonationTable>;

/**
 * The creditor that collects for an organisation: the organisation itself when it is one, else the
 * nearest ancestor that is (a district collecting for its parishes). `pathIds` runs from the root
 * down to the organisation.
 */
export async function findNearestCreditor(
  db: Kysely<Database>,
  pathIds: readonly number[],
): Promise<SepaCreditorRow | null> {
  if (pathIds.length === 0) return null;
  const rows = await db
    .selectFrom('sepa_creditor')
    .selectAll()
    .where('organization_id', 'in', pathIds)
    .execute();
  const byOrganization = new Map(rows.map((row) => [row.organization_id, row]));
  for (const id of [...pathIds].reverse()) {
    const row = byOrganization.get(id);
    if (row) return row;
  }
  return null;
}

/** The creditor row, locked until the transaction ends: mandate numbers are taken one at a time. */
export async function lockCreditor(db: Kysely<Database>, organizationId: number): Promise<SepaCreditorRow> {
  return db
    .selectFrom('sepa_creditor')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function advanceMandateNumber(
  db: Kysely<Database>,
  organizationId: number,
  next: number,
  now: Date,
) {
  await db
    .updateTable('sepa_creditor')
    .set({ next_mandate_number: next, updated_at: now })
    .where('organization_id', '=', organizationId)
    .execute();
}

export async function insertMandate(
  db: Kysely<Database>,
  values: Insertable<Database['sepa_mandate']>,
): Promise<number> {
  const row = await db.insertInto('sepa_mandate').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRecurringPayment(
  db: Kysely<Database>,
  values: Insertable<RecurringPaymentTable>,
): Promise<number> {
  const row = await db
    .insertInto('recurring_payment')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDonation(
  db: Kysely<Database>,
  values: Insertable<OnlineDonationTable>,
): Promise<number> {
  const row = await db.insertInto('online_donation').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A debit; null when the recurring gift already has one on that day (a rerun). */
export async function insertDirectDebit(
  db: Kysely<Database>,
  values: Insertable<DirectDebitTable>,
): Promise<number | null> {
  const row = await db
    .insertInto('direct_debit')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .columns(['recurring_payment_id', 'due_day'])
        .where('recurring_payment_id', 'is not', null)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function linkDebitPayment(db: Kysely<Database>, debitId: number, paymentId: string) {
  await db.updateTable('direct_debit').set({ payment_id: paymentId }).where('id', '=', debitId).execute();
}

export async function completeDonation(
  db: Kysely<Database>,
  donationId: number,
  paymentId: string,
  now: Date,
) {
  await db
    .updateTable('online_donation')
    .set({ state: 'completed', payment_id: paymentId, completed_at: now })
    .where('id', '=', donationId)
    .execute();
}

export async function storeIdempotentAnswer(db: Kysely<Database>, donationId: number, answer: string) {
  await db
    .updateTable('online_donation')
    .set({ idempotency_response: answer })
    .where('id', '=', donationId)
    .execute();
}

export async function failDonation(db: Kysely<Database>, donationId: number) {
  await db.updateTable('online_donation').set({ state: 'failed' }).where('id', '=', donationId).execute();
}

export async function insertInformationRequest(
  db: Kysely<Database>,
  values: Insertable<Database['information_request']>,
) {
  await db.insertInto('information_request').values(values).execute();
}

/** The active device of the app's class (WA, WS) at the organisation, to book gifts on; null for a flag-only app. */
export async function findAppDeviceId(
  db: Kysely<Database>,
  organizationId: number,
  deviceClass: 'WA' | 'WS',
): Promise<number | null> {
  const row = await db
    .selectFrom('device')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('device_class', '=', deviceClass)
    .where('active', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findDonationByIdempotencyKey(
  db: Kysely<Database>,
  keyHash: string,
): Promise<OnlineDonationRow | null> {
  return (
    (await db
      .selectFrom('online_donation')
      .selectAll()
      .where('idempotency_key_hash', '=', keyHash)
      .executeTakeFirst()) ?? null
  );
}

export async function findDonationByReference(
  db: Kysely<Database>,
  reference: string,
): Promise<OnlineDonationRow | null> {
  return (
    (await db
      .selectFrom('online_donation')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst()) ?? null
  );
}

export async function findDonationByProviderPayment(
  db: Kysely<Database>,
  providerPaymentId: string,
  options: { lock?: boolean } = {},
): Promise<OnlineDonationRow | null> {
  let query = db
    .selectFrom('online_donation')
    .selectAll()
    .where('provider_payment_id', '=', providerPaymentId);
  if (options.lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

/** The debit of a gift (one-off or the first of a recurring gift), for its answer. */
export async function findFirstDebitOfDonation(db: Kysely<Database>, donationId: number) {
  return db
    .selectFrom('direct_debit as d')
    .innerJoin('sepa_mandate as m', 'm.id', 'd.mandate_id')
    .select(['d.due_day', 'm.reference as mandate_reference'])
    .where('d.online_donation_id', '=', donationId)
    .orderBy('d.due_day')
    .limit(1)
    .executeTakeFirst();
}

/** Records a provider's event once: false when it was taken before (a replay). */
export async function recordProviderEvent(
  db: Kysely<Database>,
  provider: string,
  eventId: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('payment_provider_event')
    .values({ provider, event_id: eventId, received_at: now })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The organisation's contacts with an e-mail address that receive a notification type. */
export async function findContactEmails(
  db: Kysely<Database>,
  organizationId: number,
  type: string,
): Promise<{ email: string; name: string | null }[]> {
  const rows = await db
    .selectFrom('contact')
    .select(['email', 'name', 'types'])
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) =>
    row.email && row.types.includes(type) ? [{ email: row.email, name: row.name }] : [],
  );
}

/** The organisation's and the plan's names, for the mails about a gift. */
export async function findGiftNames(db: Kysely<Database>, organizationId: number, planId: number) {
  const [organization, plan] = await Promise.all([
    db.selectFrom('organization').select('name').where('id', '=', organizationId).executeTakeFirst(),
    db.selectFrom('collection_plan').select('name').where('id', '=', planId).executeTakeFirst(),
  ]);
  return { organizationName: organization?.name ?? '', collectionName: plan?.name ?? '' };
}

/** Active recurring gifts, oldest first: the ones a run may have to create debits for. */
export async function findRecurringGiftsToSchedule(db: Kysely<Database>): Promise<{ id: number }[]> {
  return db
    .selectFrom('recurring_payment')
    .select('id')
    .where('state', '=', 'active')
    .where('mandate_id', 'is not', null)
    .orderBy('id')
    .execute();
}

/** A recurring gift with its mandate and its latest debit, locked until the transaction ends. */
export async function lockRecurringGift(db: Kysely<Database>, id: number) {
  const gift = await db
    .selectFrom('recurring_payment as r')
    .innerJoin('sepa_mandate as m', 'm.id', 'r.mandate_id')
    .select([
      'r.id',
      'r.organization_id',
      'r.collection_plan_id',
      'r.mandate_id',
      'r.schedule',
      'r.amount_cents',
      'r.state',
      'r.cancelled_at',
      'm.signed_on as mandate_signed_on',
      'm.creditor_organization_id',
    ])
    .where('r.id', '=', id)
    .forUpdate('r')
    .executeTakeFirst();
  if (!gift) return null;
  const last = await db
    .selectFrom('direct_debit')
    .select((eb) => eb.fn.max('due_day').as('last_due_day'))
    .where('recurring_payment_id', '=', id)
    .executeTakeFirst();
  return {
    ...gift,
    mandate_signed_on: toDay(gift.mandate_signed_on),
    last_due_day: last?.last_due_day ? toDay(last.last_due_day) : null,
  };
}

/** A date column as YYYY-MM-DD (the database module hands dates over as text already). */
function toDay(value: unknown): string {
  return String(value).slice(0, 10);
}
