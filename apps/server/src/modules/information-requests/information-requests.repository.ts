/** Queries of information requests and of the online gifts that came with a wish, per subtree. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';
import type { DonorPerson } from '../../platform/database-schema-online-giving';

export type SubscriberRow = {
  id: number;
  created_at: Date;
  email: string;
  name: string | null;
  organization_name: string;
  plan_name: string | null;
  plan_type: string | null;
  amount_cents: number | null;
  currency: string | null;
};

function selectSubscribers(db: Kysely<Database>, pathPrefix: string) {
  return db
    .selectFrom('information_request as ir')
    .innerJoin('organization as o', 'o.id', 'ir.organization_id')
    .leftJoin('collection_plan as p', 'p.id', 'ir.collection_plan_id')
    .leftJoin('online_donation as d', 'd.id', 'ir.online_donation_id')
    .where('o.path', 'like', `${pathPrefix}%`);
}

export async function countSubscribers(db: Kysely<Database>, pathPrefix: string): Promise<number> {
  const row = await selectSubscribers(db, pathPrefix)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Newest first; `id` breaks ties, so that pages never overlap. */
export async function findSubscribers(
  db: Kysely<Database>,
  pathPrefix: string,
  page: { limit: number; offset: number },
): Promise<SubscriberRow[]> {
  const rows = await selectSubscribers(db, pathPrefix)
    .select([
      'ir.id',
      'ir.created_at',
      'ir.email',
      'ir.name',
      'o.name as organization_name',
      'p.name as plan_name',
      'p.type as plan_type',
      'd.amount_cents',
      'd.currency',
    ])
    .orderBy('ir.created_at', 'desc')
    .orderBy('ir.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  // PGlite answers bigint as a number, pg as a string
  return rows.map((row) => ({
    ...row,
    amount_cents: row.amount_cents === null ? null : Number(row.amount_cents),
  }));
}

export type PaymentDetailRow = {
  id: number;
  created_at: Date;
  amount_cents: number;
  currency: string;
  plan_name: string;
  plan_type: string;
  email: string | null;
  person: DonorPerson | null;
  wants_information: boolean;
  wants_donation_receipt: boolean;
  payment_method: string;
  state: 'pending' | 'completed' | 'failed';
  organization_name: string;
};

/** Gifts with a wish that are not failed: a failed payment asked for nothing that still stands. */
function selectPaymentDetails(db: Kysely<Database>, pathPrefix: string) {
  return db
    .selectFrom('online_donation as d')
    .innerJoin('organization as o', 'o.id', 'd.organization_id')
    .innerJoin('collection_plan as p', 'p.id', 'd.collection_plan_id')
    .where('o.path', 'like', `${pathPrefix}%`)
    .where('d.state', '!=', 'failed')
    .where((eb) => eb.or([eb('d.wants_information', '=', true), eb('d.wants_donation_receipt', '=', true)]));
}

export async function countPaymentDetails(db: Kysely<Database>, pathPrefix: string): Promise<number> {
  const row = await selectPaymentDetails(db, pathPrefix)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findPaymentDetails(
  db: Kysely<Database>,
  pathPrefix: string,
  page: { limit: number; offset: number },
): Promise<PaymentDetailRow[]> {
  const rows = await selectPaymentDetails(db, pathPrefix)
    .select([
      'd.id',
      'd.created_at',
      'd.amount_cents',
      'd.currency',
      'p.name as plan_name',
      'p.type as plan_type',
      'd.email',
      'd.person',
      'd.wants_information',
      'd.wants_donation_receipt',
      'd.payment_method',
      'd.state',
      'o.name as organization_name',
    ])
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
}
