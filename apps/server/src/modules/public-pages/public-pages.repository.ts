/** Queries of the public token pages: the links of an organisation and the objects they name. */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/database-schema';
import type { PublicTokenPurpose } from '../../platform/database-schema-money-onward';

type Db = Kysely<Database> | Transaction<Database>;

export type PublicTokenListRow = {
  id: number;
  purpose: PublicTokenPurpose;
  object_id: number;
  organization_id: number;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  created_by_name: string | null;
  plan_name: string | null;
};

/** A link with the name of its collection (through the order for the stop-cash link). */
function selectTokens(db: Db) {
  return db
    .selectFrom('public_token as t')
    .leftJoin('app_user as u', 'u.id', 't.created_by')
    .leftJoin('disbursement_order as d', (join) =>
      join.onRef('d.id', '=', 't.object_id').on('t.purpose', '=', 'stop_cash_payments'),
    )
    .leftJoin('collection_plan as p', (join) =>
      join.on(
        sql<boolean>`p.id = case when t.purpose = 'stop_cash_payments' then d.plan_id else t.object_id end`,
      ),
    )
    .select([
      't.id',
      't.purpose',
      't.object_id',
      't.organization_id',
      't.created_at',
      't.expires_at',
      't.revoked_at',
      'u.name as created_by_name',
      'p.name as plan_name',
    ]);
}

export async function findTokensOfOrganization(
  db: Db,
  organizationId: number,
  limit: number,
): Promise<PublicTokenListRow[]> {
  return selectTokens(db)
    .where('t.organization_id', '=', organizationId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findTokenById(db: Db, id: number): Promise<PublicTokenListRow | undefined> {
  return selectTokens(db).where('t.id', '=', id).executeTakeFirst();
}

/** Locks the link for its revocation, so that two administrators revoking at once audit it once. */
export async function lockToken(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('public_token')
    .select(['id', 'revoked_at', 'organization_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markTokenRevoked(trx: Transaction<Database>, id: number, at: Date, by: number) {
  await trx
    .updateTable('public_token')
    .set({ revoked_at: at, revoked_by: by })
    .where('id', '=', id)
    .execute();
}

export async function findOrderOfOrganization(db: Db, orderId: number) {
  return db
    .selectFrom('disbursement_order')
    .select(['id', 'organization_id', 'plan_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}
