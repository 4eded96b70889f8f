/** Queries of the notification mails: what may be due, the sums a mail shows, and who gets it. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type PlanRow = {
  id: number;
  name: string;
  organization_id: number;
  start_at: Date | null;
  end_at: Date | null;
  meta: Record<string, unknown>;
};

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toPlan(row: {
  id: number;
  name: string;
  organization_id: number;
  start_at: Date | string | null;
  end_at: Date | string | null;
  meta: unknown;
}): PlanRow {
  return {
    ...row,
    start_at: toDate(row.start_at),
    end_at: toDate(row.end_at),
    meta: (row.meta ?? {}) as Record<string, unknown>,
  };
}

/** Active plans that ended between `from` and `until`. */
export async function findPlansEndedBetween(
  db: Kysely<Database>,
  from: Date,
  until: Date,
): Promise<PlanRow[]> {
  const rows = await db
    .selectFrom('collection_plan')
    .select(['id', 'name', 'organization_id', 'start_at', 'end_at', 'meta'])
    .where('active', '=', true)
    .where('end_at', '>=', from)
    .where('end_at', '<=', until)
    .orderBy('id')
    .execute();
  return rows.map(toPlan);
}

/** Active plans running at `now` that started more than `minDays` ago or run open-ended. */
export async function findRunningPlans(db: Kysely<Database>, now: Date): Promise<PlanRow[]> {
  const rows = await db
    .selectFrom('collection_plan')
    .select(['id', 'name', 'organization_id', 'start_at', 'end_at', 'meta'])
    .where('active', '=', true)
    .where('start_at', '<=', now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .orderBy('id')
    .execute();
  return rows.map(toPlan);
}

/** For each plan, the organisations its completed payments went to (inherited plans: the parishes). */
export async function findPaymentOrganizations(
  db: Kysely<Database>,
  planIds: readonly number[],
): Promise<{ plan_id: number; organization_id: number }[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .selectFrom('payment')
    .select(['collection_plan_id as plan_id', 'dst_organization_id as organization_id'])
    .distinct()
    .where('collection_plan_id', 'in', [...planIds])
    .where('state', '=', 'completed')
    .execute();
  return rows.map((row) => ({ plan_id: Number(row.plan_id), organization_id: row.organization_id }));
}

export type PlanSums = {
  ecomCents: number;
  posCents: number;
  cashCents: number;
  totalCents: number;
  payments: number;
};

/** What the completed payments of a plan brought an organisation, by payment type (until `until`). */
export async function sumPlanPayments(
  db: Kysely<Database>,
  planIds: readonly number[],
  organizationId: number,
  until: Date,
): Promise<Map<number, PlanSums>> {
  const sums = new Map<number, PlanSums>();
  if (planIds.length === 0) return sums;
  const rows = await db
    .selectFrom('payment')
    .select([
      'collection_plan_id as plan_id',
      'type',
      sql<string>`sum(amount_cents)`.as('cents'),
      sql<string>`count(*)`.as('payments'),
    ])
    .where('collection_plan_id', 'in', [...planIds])
    .where('dst_organization_id', '=', organizationId)
    .where('state', '=', 'completed')
    .where('created_at', '<=', until)
    .groupBy(['collection_plan_id', 'type'])
    .execute();
  for (const row of rows) {
    const planId = Number(row.plan_id);
    const sum = sums.get(planId) ?? { ecomCents: 0, posCents: 0, cashCents: 0, totalCents: 0, payments: 0 };
    const cents = Number(row.cents);
    if (row.type === 'ecom') sum.ecomCents += cents;
    else if (row.type === 'pos') sum.posCents += cents;
    else if (row.type === 'cash') sum.cashCents += cents;
    sum.totalCents += cents;
    sum.payments += Number(row.payments);
    sums.set(planId, sum);
  }
  return sums;
}

export type OrganizationInfo = {
  id: number;
  name: string;
  path: string;
  currency: string;
  settings_local: Record<string, unknown>;
  settings_inherit: Record<string, unknown>;
};

export async function findOrganizations(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, OrganizationInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('organization')
    .select(['id', 'name', 'path', 'currency', 'settings_local', 'settings_inherit'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        settings_local: row.settings_local as Record<string, unknown>,
        settings_inherit: row.settings_inherit as Record<string, unknown>,
      },
    ]),
  );
}

export type Recipient = { email: string; name: string | null; attachFiles: boolean };

/**
 * The contacts of a type of the organisations, each address once per organisation (contacts belong
 * to their own organisation; the contacts module passes none down the tree).
 */
export async function findRecipients(
  db: Kysely<Database>,
  organizationIds: readonly number[],
  type: string,
): Promise<Map<number, Recipient[]>> {
  const result = new Map<number, Recipient[]>();
  if (organizationIds.length === 0) return result;
  const rows = await db
    .selectFrom('contact')
    .select(['organization_id', 'email', 'name', 'attach_files'])
    .where('organization_id', 'in', [...new Set(organizationIds)])
    .where(sql<boolean>`${type} = any(types)`)
    .where('email', 'is not', null)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const email = row.email?.trim() ?? '';
    if (email === '') continue;
    const list = result.get(row.organization_id) ?? [];
    const known = list.find((recipient) => recipient.email.toLowerCase() === email.toLowerCase());
    if (known) known.attachFiles ||= row.attach_files;
    else list.push({ email, name: row.name, attachFiles: row.attach_files });
    result.set(row.organization_id, list);
  }
  return result;
}

/** Which of the (event, address) pairs were mailed already. */
export async function findSentPairs(
  db: Kysely<Database>,
  eventKeys: readonly string[],
): Promise<Set<string>> {
  if (eventKeys.length === 0) return new Set();
  const rows = await db
    .selectFrom('notification_sent')
    .select(['event_key', 'recipient'])
    .where('event_key', 'in', [...new Set(eventKeys)])
    .execute();
  return new Set(rows.map((row) => `${row.event_key}\n${row.recipient.toLowerCase()}`));
}

/** Outbox rows of these events that were neither sent nor failed (SMTP only). */
export async function findUndeliveredMails(
  db: Kysely<Database>,
  eventKeys: readonly string[],
): Promise<number[]> {
  if (eventKeys.length === 0) return [];
  const rows = await db
    .selectFrom('notification_sent as n')
    .innerJoin('mail_outbox as m', 'm.id', 'n.mail_id')
    .select('m.id')
    .where('n.event_key', 'in', [...new Set(eventKeys)])
    .where('m.sent_at', 'is', null)
    .where('m.error', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

export async function findWaitingCash(db: Kysely<Database>, enteredBefore: Date) {
  const rows = await db
    .selectFrom('cash_payment as c')
    .innerJoin('collection_plan as p', 'p.id', 'c.plan_id')
    .select([
      'c.id',
      'c.organization_id',
      'c.plan_id',
      'p.name as plan_name',
      'c.amount_cents',
      'c.currency',
      'c.collected_at',
      'c.created_at',
      'c.state',
    ])
    .where('c.state', '=', 'entered')
    .where('c.created_at', '<', enteredBefore)
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    amount_cents: Number(row.amount_cents),
    collected_at: new Date(row.collected_at),
    created_at: new Date(row.created_at),
  }));
}

export async function findReadyOrders(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('disbursement_order as d')
    .innerJoin('collection_plan as p', 'p.id', 'd.plan_id')
    .select([
      'd.id',
      'd.organization_id',
      'd.plan_id',
      'p.name as plan_name',
      'p.start_at',
      'p.end_at',
      'd.currency',
    ])
    .where('d.state', '=', 'ready')
    .where('d.stop_cash_payments', 'is', null)
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({ ...row, start_at: toDate(row.start_at), end_at: toDate(row.end_at) }));
}

export type RecurringChange = {
  id: number;
  organization_id: number;
  plan_name: string;
  name: string;
  schedule: 'monthly' | 'quarterly' | 'half_yearly' | 'yearly';
  amount_cents: number;
  currency: string;
  created_at: Date;
  cancelled_at: Date | null;
};

/** Recurring donations started or ended between `from` and `until`. */
export async function findRecurringChanges(
  db: Kysely<Database>,
  from: Date,
  until: Date,
): Promise<RecurringChange[]> {
  const rows = await db
    .selectFrom('recurring_payment as r')
    .innerJoin('collection_plan as p', 'p.id', 'r.collection_plan_id')
    .select([
      'r.id',
      'r.organization_id',
      'p.name as plan_name',
      'r.name',
      'r.schedule',
      'r.amount_cents',
      'r.currency',
      'r.created_at',
      'r.cancelled_at',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('r.created_at', '>=', from), eb('r.created_at', '<', until)]),
        eb.and([eb('r.cancelled_at', '>=', from), eb('r.cancelled_at', '<', until)]),
      ]),
    )
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    schedule: row.schedule as RecurringChange['schedule'],
    amount_cents: Number(row.amount_cents),
    created_at: new Date(row.created_at),
    cancelled_at: toDate(row.cancelled_at),
  }));
}

export async function findActiveDevices(db: Kysely<Database>) {
  return db
    .selectFrom('device as d')
    .leftJoin('location as l', 'l.id', 'd.location_id')
    .select(['d.id', 'd.name', 'd.organization_id', 'd.mqtt_identity', 'l.name as location_name'])
    .where('d.active', '=', true)
    .orderBy('d.id')
    .execute();
}

export async function findBillingDocumentsSince(db: Kysely<Database>, since: Date) {
  const rows = await db
    .selectFrom('billing_document')
    .select([
      'id',
      'organization_id',
      'type',
      'name',
      'number',
      'period_start',
      'period_end',
      'gross_cents',
      'content_type',
      'file_path',
      'created_at',
    ])
    .where('created_at', '>=', since)
    .where('archived', '=', false)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    gross_cents: Number(row.gross_cents),
    created_at: new Date(row.created_at),
  }));
}
