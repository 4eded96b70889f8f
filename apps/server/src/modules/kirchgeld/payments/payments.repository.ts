/** Kysely queries of church-tax payments, their receipts and special purposes. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import type { KgPaymentTable } from '../../../platform/database-schema-kirchgeld';

type Db = Kysely<Database>;

export type KgPaymentRow = Selectable<KgPaymentTable>;

/** A payment of the tenant, locked for the rest of the transaction. */
export function lockPayment(db: Db, tenantId: number, paymentId: number) {
  return db
    .selectFrom('kg_payment')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirst();
}

export function findPayment(db: Db, tenantId: number, paymentId: number) {
  return db
    .selectFrom('kg_payment')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/** Payments of the tenant, locked, in id order (so two transactions lock them in the same order). */
export function lockPayments(db: Db, tenantId: number, paymentIds: readonly number[]) {
  if (paymentIds.length === 0) return Promise.resolve([] as KgPaymentRow[]);
  return db
    .selectFrom('kg_payment')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...paymentIds])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export type KgReceiptLinkRow = {
  kg_payment_id: number;
  id: number;
  number: string;
  file_name: string;
  created_at: Date;
  archived_at: Date | null;
};

/** The receipts of the payments (archived ones too), newest first. */
export async function findReceiptsOfPayments(
  db: Db,
  paymentIds: readonly number[],
): Promise<KgReceiptLinkRow[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .selectFrom('kg_payment_receipt')
    .innerJoin('donation_receipt', 'donation_receipt.id', 'kg_payment_receipt.donation_receipt_id')
    .select([
      'kg_payment_receipt.kg_payment_id',
      'donation_receipt.id',
      'donation_receipt.number',
      'donation_receipt.file_name',
      'donation_receipt.created_at',
      'donation_receipt.archived_at',
    ])
    .where('kg_payment_receipt.kg_payment_id', 'in', [...paymentIds])
    .orderBy('donation_receipt.created_at', 'desc')
    .orderBy('donation_receipt.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    kg_payment_id: Number(row.kg_payment_id),
    created_at: new Date(row.created_at),
    archived_at: row.archived_at === null ? null : new Date(row.archived_at),
  }));
}

/** A receipt of the tenant's church-tax payments (a platform receipt that no payment links is none). */
export function findTenantReceipt(db: Db, tenantId: number, receiptId: number) {
  return db
    .selectFrom('donation_receipt')
    .select(['id', 'number', 'file_name', 'created_at', 'archived_at'])
    .where('id', '=', receiptId)
    .where('organization_id', '=', tenantId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('kg_payment_receipt')
          .innerJoin('kg_payment', 'kg_payment.id', 'kg_payment_receipt.kg_payment_id')
          .select('kg_payment_receipt.donation_receipt_id')
          .whereRef('kg_payment_receipt.donation_receipt_id', '=', 'donation_receipt.id')
          .where('kg_payment.tenant_id', '=', tenantId),
      ),
    )
    .executeTakeFirst();
}

export async function linkReceipt(db: Db, receiptId: number, paymentIds: readonly number[]) {
  await db
    .insertInto('kg_payment_receipt')
    .values(paymentIds.map((paymentId) => ({ kg_payment_id: paymentId, donation_receipt_id: receiptId })))
    .execute();
}

/** The person's newest data (the donor of a receipt), with its type. */
export function findDonorData(db: Db, tenantId: number, personIds: readonly string[]) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('kg_person')
    .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select([
      'kg_person.id as person_id',
      'kg_person.type',
      'kg_person_data.vornamen',
      'kg_person_data.rufname',
      'kg_person_data.familienname',
      'kg_person_data.strassenname',
      'kg_person_data.hausnr',
      'kg_person_data.hausnr_zusatz',
      'kg_person_data.hausnr_teilnr',
      'kg_person_data.plz',
      'kg_person_data.kommune',
      'kg_person_data.kro_nr',
    ])
    .where('kg_person.tenant_id', '=', tenantId)
    .where('kg_person.id', 'in', [...personIds])
    .execute();
}

export function findSpecialPurposes(db: Db, tenantId: number) {
  return db
    .selectFrom('kg_special_purpose')
    .select(['id', 'special_purpose'])
    .where('tenant_id', '=', tenantId)
    .orderBy('special_purpose')
    .orderBy('id')
    .execute();
}

/** Inserts unless the tenant has it already; answers the (new or existing) row's id. */
export async function insertSpecialPurpose(db: Db, tenantId: number, specialPurpose: string) {
  const inserted = await db
    .insertInto('kg_special_purpose')
    .values({ tenant_id: tenantId, special_purpose: specialPurpose })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'special_purpose']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? { id: inserted.id, created: true } : { id: 0, created: false };
}
