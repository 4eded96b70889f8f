/** Queries of billing documents: contracts and their plans, the period's payments, the documents. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/database-schema';
import type { StoredBillingCondition } from '../../platform/database-schema-contracts';

type Db = Kysely<Database> | Transaction<Database>;

export type ContractPlanRow = {
  contract_id: number;
  organization_id: number;
  contract_type: string;
  association_id: number;
  valid_from: string;
  valid_notafter: string | null;
  plan_name: string;
  plan_type: string;
  conditions: StoredBillingCondition[];
};

/** Every plan association of the contracts (of one organisation, or all), oldest first. */
export async function findContractPlans(db: Db, organizationId: number | null): Promise<ContractPlanRow[]> {
  let query = db
    .selectFrom('contract')
    .innerJoin('billing_plan_association as association', 'association.contract_id', 'contract.id')
    .innerJoin('billing_plan as plan', 'plan.id', 'association.billing_plan_id')
    .select([
      'contract.id as contract_id',
      'contract.organization_id',
      'contract.type as contract_type',
      'association.id as association_id',
      'association.valid_from',
      'association.valid_notafter',
      'plan.name as plan_name',
      'plan.type as plan_type',
      'plan.conditions',
    ])
    .where('contract.type', 'in', ['op', 'ps'])
    .orderBy('contract.id')
    .orderBy('association.valid_from');
  if (organizationId !== null) query = query.where('contract.organization_id', '=', organizationId);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    // PGlite hands jsonb back parsed, pg too; an old row stored as text is parsed here
    conditions: typeof row.conditions === 'string' ? JSON.parse(row.conditions) : row.conditions,
  }));
}

export type BillablePaymentRow = {
  id: string;
  created_at: Date;
  type: string;
  online_payment_type: string | null;
  amount_cents: number;
};

/**
 * The completed payments of the organisation itself (its own locations and devices, not the
 * organisations below it: each has its own contract) in [from, until).
 */
export async function findPeriodPayments(
  db: Db,
  organizationId: number,
  from: Date,
  until: Date,
): Promise<BillablePaymentRow[]> {
  const rows = await db
    .selectFrom('payment')
    .select(['id', 'created_at', 'type', 'online_payment_type', 'amount_cents'])
    .where('dst_organization_id', '=', organizationId)
    .where('state', '=', 'completed')
    .where('currency', '=', 'EUR')
    .where('created_at', '>=', from)
    .where('created_at', '<', until)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, id: String(row.id), amount_cents: Number(row.amount_cents) }));
}

export async function findDocumentsOfPeriod(
  db: Db,
  contractId: number,
  periodStart: string,
): Promise<{ id: number; type: 'booking-report' | 'invoice' }[]> {
  return db
    .selectFrom('billing_document')
    .select(['id', 'type'])
    .where('contract_id', '=', contractId)
    .where('period_start', '=', periodStart)
    .execute();
}

/**
 * The next invoice sequence of the year, from the locked counter: taken only in the transaction
 * that inserts the invoice, so a failed or killed transaction gives its number back (gap-free).
 * Taking the lock first also queues concurrent runs up behind each other.
 */
export async function lockInvoiceCounter(trx: Transaction<Database>, year: number): Promise<number> {
  await trx
    .insertInto('invoice_number_counter')
    .values({ year, last_sequence: 0 })
    .onConflict((conflict) => conflict.column('year').doNothing())
    .execute();
  const counter = await trx
    .selectFrom('invoice_number_counter')
    .select('last_sequence')
    .where('year', '=', year)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(counter.last_sequence);
}

export async function storeInvoiceSequence(
  trx: Transaction<Database>,
  year: number,
  sequence: number,
): Promise<void> {
  await trx
    .updateTable('invoice_number_counter')
    .set({ last_sequence: sequence })
    .where('year', '=', year)
    .execute();
}

export type BillingDocumentRow = {
  id: number;
  organization_id: number;
  organization_path: string;
  type: 'booking-report' | 'invoice';
  period_start: string;
  period_end: string;
  name: string;
  number: string | null;
  gross_cents: number;
  first_download_at: Date | null;
  first_download_user: string | null;
  archived: boolean;
};

function selectDocuments(db: Db) {
  return db
    .selectFrom('billing_document as document')
    .innerJoin('organization', 'organization.id', 'document.organization_id')
    .leftJoin('app_user', 'app_user.id', 'document.first_download_by')
    .select([
      'document.id',
      'document.organization_id',
      'organization.path as organization_path',
      'document.type',
      'document.period_start',
      'document.period_end',
      'document.name',
      'document.number',
      'document.gross_cents',
      'document.first_download_at',
      'app_user.username as first_download_user',
      'document.archived',
    ]);
}

const toRow = <T extends { gross_cents: number | string }>(row: T) => ({
  ...row,
  gross_cents: Number(row.gross_cents),
});

export async function findDocuments(
  db: Db,
  organizationId: number,
  type: 'booking-report' | 'invoice',
): Promise<BillingDocumentRow[]> {
  const rows = await selectDocuments(db)
    .where('document.organization_id', '=', organizationId)
    .where('document.type', '=', type)
    .orderBy('document.period_start', 'desc')
    .orderBy('document.id', 'desc')
    .execute();
  return rows.map(toRow);
}

export async function findDocumentById(db: Db, id: number): Promise<BillingDocumentRow | undefined> {
  const row = await selectDocuments(db).where('document.id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

export type StoredDocumentFile = {
  id: number;
  organization_id: number;
  type: 'booking-report' | 'invoice';
  name: string;
  number: string | null;
  period_start: string;
  period_end: string;
  content_type: string;
  file_path: string;
  sha256: string;
  gross_cents: number;
  first_download_at: Date | null;
};

const DOCUMENT_FILE_COLUMNS = [
  'id',
  'organization_id',
  'type',
  'name',
  'number',
  'period_start',
  'period_end',
  'content_type',
  'file_path',
  'sha256',
  'gross_cents',
  'first_download_at',
] as const;

export async function lockDocumentFile(
  trx: Transaction<Database>,
  id: number,
): Promise<StoredDocumentFile | undefined> {
  const row = await trx
    .selectFrom('billing_document')
    .select(DOCUMENT_FILE_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && toRow(row);
}

export async function findDocumentFile(db: Db, id: number): Promise<StoredDocumentFile | undefined> {
  const row = await db
    .selectFrom('billing_document')
    .select(DOCUMENT_FILE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRow(row);
}

/** Whether the mail of an event went to the recipient already. */
export async function isNotificationSent(db: Db, eventKey: string, recipient: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_sent')
    .select('event_key')
    .where('event_key', '=', eventKey)
    .where('recipient', '=', recipient)
    .executeTakeFirst();
  return row !== undefined;
}
