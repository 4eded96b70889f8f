/** Queries of direct-debit files and returns: Kysely only, no rules. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type CreditorForFile = {
  organization_id: number;
  creditor_name: string;
  creditor_identifier: string;
  iban: string;
  bic: string | null;
  organization_name: string;
};

/** The creditor, locked: runs for one creditor take turns, whatever process they run in. */
export async function lockCreditor(
  db: Kysely<Database>,
  organizationId: number,
): Promise<CreditorForFile | undefined> {
  return db
    .selectFrom('sepa_creditor')
    .innerJoin('organization', 'organization.id', 'sepa_creditor.organization_id')
    .select([
      'sepa_creditor.organization_id',
      'sepa_creditor.creditor_name',
      'sepa_creditor.creditor_identifier',
      'sepa_creditor.iban',
      'sepa_creditor.bic',
      'organization.name as organization_name',
    ])
    .where('sepa_creditor.organization_id', '=', organizationId)
    .forUpdate('sepa_creditor')
    .executeTakeFirst();
}

export async function findCreditorIds(
  db: Kysely<Database>,
  organizationId?: number | null,
): Promise<number[]> {
  let query = db.selectFrom('sepa_creditor').select('organization_id').orderBy('organization_id');
  if (organizationId != null) query = query.where('organization_id', '=', organizationId);
  return (await query.execute()).map((row) => row.organization_id);
}

export type DebitForFile = {
  id: number;
  end_to_end_id: string;
  amount_cents: number;
  due_day: string;
  sequence_type: 'OOFF' | 'FRST' | 'RCUR';
  remittance_text: string;
  mandate_reference: string;
  mandate_signed_on: string;
  debtor_name: string;
  iban: string;
  bic: string | null;
};

/**
 * Debits of the creditor still due and in no file, due up to `lastDueDay`, whose mandate stands
 * (a revoked mandate's debits are never collected).
 */
export async function findDebitsForFile(
  db: Kysely<Database>,
  organizationId: number,
  lastDueDay: string,
): Promise<DebitForFile[]> {
  return db
    .selectFrom('direct_debit')
    .innerJoin('sepa_mandate', 'sepa_mandate.id', 'direct_debit.mandate_id')
    .select([
      'direct_debit.id',
      'direct_debit.end_to_end_id',
      'direct_debit.amount_cents',
      'direct_debit.due_day',
      'direct_debit.sequence_type',
      'direct_debit.remittance_text',
      'sepa_mandate.reference as mandate_reference',
      'sepa_mandate.signed_on as mandate_signed_on',
      'sepa_mandate.debtor_name',
      'sepa_mandate.iban',
      'sepa_mandate.bic',
    ])
    .where('direct_debit.creditor_organization_id', '=', organizationId)
    .where('direct_debit.state', '=', 'due')
    .where('direct_debit.due_day', '<=', lastDueDay)
    .where('sepa_mandate.revoked_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('direct_debit_file_entry')
            .select(sql.lit(1).as('one'))
            .whereRef('direct_debit_file_entry.direct_debit_id', '=', 'direct_debit.id'),
        ),
      ),
    )
    .orderBy('direct_debit.due_day')
    .orderBy('direct_debit.id')
    .execute();
}

export async function countFilesOf(db: Kysely<Database>, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('direct_debit_file')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('creditor_organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type NewDirectDebitFile = {
  creditorOrganizationId: number;
  messageId: string;
  fileName: string;
  xml: string;
  numberOfTransactions: number;
  controlSumCents: number;
  createdAt: Date;
};

/** The file and one entry per debit; the entry's key (the debit) refuses a debit in a second file. */
export async function insertFileWithEntries(
  db: Kysely<Database>,
  file: NewDirectDebitFile,
  debitIds: readonly number[],
): Promise<number> {
  const { id } = await db
    .insertInto('direct_debit_file')
    .values({
      creditor_organization_id: file.creditorOrganizationId,
      message_id: file.messageId,
      file_name: file.fileName,
      xml: file.xml,
      number_of_transactions: file.numberOfTransactions,
      control_sum_cents: file.controlSumCents,
      created_at: file.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // two bind parameters a row: far below PostgreSQL's 65535 per statement
  for (let start = 0; start < debitIds.length; start += 5000) {
    await db
      .insertInto('direct_debit_file_entry')
      .values(
        debitIds.slice(start, start + 5000).map((debitId) => ({ direct_debit_id: debitId, file_id: id })),
      )
      .execute();
  }
  return id;
}

export type FileRow = {
  id: number;
  creditor_organization_id: number;
  organization_path: string;
  file_name: string;
  number_of_transactions: number;
  control_sum_cents: number;
  created_at: Date;
  processed: boolean;
  processed_at: Date | null;
  collected_at: Date | null;
};

function selectFiles(db: Kysely<Database>) {
  return db
    .selectFrom('direct_debit_file')
    .innerJoin('organization', 'organization.id', 'direct_debit_file.creditor_organization_id')
    .select([
      'direct_debit_file.id',
      'direct_debit_file.creditor_organization_id',
      'organization.path as organization_path',
      'direct_debit_file.file_name',
      'direct_debit_file.number_of_transactions',
      'direct_debit_file.control_sum_cents',
      'direct_debit_file.created_at',
      'direct_debit_file.processed',
      'direct_debit_file.processed_at',
      'direct_debit_file.collected_at',
    ]);
}

/** Files of the given creditors (all when null), newest first. */
export async function findFiles(
  db: Kysely<Database>,
  organizationIds: readonly number[] | null,
  limit: number,
): Promise<FileRow[]> {
  if (organizationIds?.length === 0) return [];
  let query = selectFiles(db)
    .orderBy('direct_debit_file.created_at', 'desc')
    .orderBy('direct_debit_file.id', 'desc')
    .limit(limit);
  if (organizationIds)
    query = query.where('direct_debit_file.creditor_organization_id', 'in', organizationIds);
  return query.execute();
}

export async function findFileById(db: Kysely<Database>, id: number): Promise<FileRow | undefined> {
  return selectFiles(db).where('direct_debit_file.id', '=', id).executeTakeFirst();
}

export async function findFileXml(
  db: Kysely<Database>,
  id: number,
): Promise<{ xml: string; file_name: string } | undefined> {
  return db
    .selectFrom('direct_debit_file')
    .select(['xml', 'file_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markFileProcessed(db: Kysely<Database>, id: number, at: Date, userId: number) {
  // the first download counts: a repeated PATCH leaves who and when as they were
  await db
    .updateTable('direct_debit_file')
    .set({ processed: true, processed_at: at, processed_by: userId })
    .where('id', '=', id)
    .where('processed', '=', false)
    .execute();
}

export async function lockFile(db: Kysely<Database>, id: number): Promise<FileRow | undefined> {
  return selectFiles(db)
    .where('direct_debit_file.id', '=', id)
    .forUpdate('direct_debit_file')
    .executeTakeFirst();
}

/**
 * Marks the file's debits that are still due as collected, locking them first (a return running at
 * the same time waits), and answers their payments.
 */
export async function collectDebitsOfFile(db: Kysely<Database>, fileId: number): Promise<string[]> {
  const due = await db
    .selectFrom('direct_debit')
    .innerJoin('direct_debit_file_entry', 'direct_debit_file_entry.direct_debit_id', 'direct_debit.id')
    .select(['direct_debit.id', 'direct_debit.payment_id'])
    .where('direct_debit_file_entry.file_id', '=', fileId)
    .where('direct_debit.state', '=', 'due')
    .forUpdate('direct_debit')
    .execute();
  if (due.length === 0) return [];
  await db
    .updateTable('direct_debit')
    .set({ state: 'collected' })
    .where(
      'id',
      'in',
      due.map((debit) => debit.id),
    )
    .execute();
  return due.flatMap((debit) => (debit.payment_id === null ? [] : [debit.payment_id]));
}

export async function markFileCollected(db: Kysely<Database>, id: number, at: Date, userId: number) {
  await db
    .updateTable('direct_debit_file')
    .set({ collected_at: at, collected_by: userId })
    .where('id', '=', id)
    .execute();
}

/** Creditors with their organisation's path: who may see whose files. */
export async function findCreditorPaths(db: Kysely<Database>): Promise<{ id: number; path: string }[]> {
  return db
    .selectFrom('sepa_creditor')
    .innerJoin('organization', 'organization.id', 'sepa_creditor.organization_id')
    .select(['organization.id', 'organization.path'])
    .execute();
}

export type DebitRow = {
  id: number;
  creditor_organization_id: number;
  organization_path: string;
  end_to_end_id: string;
  amount_cents: number;
  due_day: string;
  sequence_type: 'OOFF' | 'FRST' | 'RCUR';
  state: 'due' | 'collected' | 'returned';
  payment_id: string | null;
  file_id: number | null;
  returned_at: Date | null;
};

function selectDebits(db: Kysely<Database>) {
  return db
    .selectFrom('direct_debit')
    .innerJoin('organization', 'organization.id', 'direct_debit.creditor_organization_id')
    .leftJoin('direct_debit_file_entry', 'direct_debit_file_entry.direct_debit_id', 'direct_debit.id')
    .select([
      'direct_debit.id',
      'direct_debit.creditor_organization_id',
      'organization.path as organization_path',
      'direct_debit.end_to_end_id',
      'direct_debit.amount_cents',
      'direct_debit.due_day',
      'direct_debit.sequence_type',
      'direct_debit.state',
      'direct_debit.payment_id',
      'direct_debit_file_entry.file_id',
      'direct_debit.returned_at',
    ]);
}

export async function findDebitById(db: Kysely<Database>, id: number): Promise<DebitRow | undefined> {
  return selectDebits(db).where('direct_debit.id', '=', id).executeTakeFirst();
}

/** The debit locked for a return: two returns of it take turns, and the second sees the first. */
export async function lockDebit(db: Kysely<Database>, id: number): Promise<DebitRow | undefined> {
  return selectDebits(db).where('direct_debit.id', '=', id).forUpdate('direct_debit').executeTakeFirst();
}

export async function markDebitReturned(db: Kysely<Database>, id: number, at: Date, userId: number) {
  await db
    .updateTable('direct_debit')
    .set({ state: 'returned', returned_at: at, returned_by: userId })
    .where('id', '=', id)
    .execute();
}
