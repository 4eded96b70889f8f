/** Queries of the church-tax bank tables, always within one tenant. */
import type { KgBankTransactionStateValue } from '@kollekta/contract';
import type { KgCamtTransaction } from '@kollekta/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import type {
  KgBankAccountTable,
  KgBankStatementTable,
  KgBankTransactionTable,
} from '../../../platform/database-schema-kg-bank';

type Db = Kysely<Database>;
export type BankAccountRow = Selectable<KgBankAccountTable>;
export type BankStatementRow = Selectable<KgBankStatementTable>;
export type BankTransactionRow = Selectable<KgBankTransactionTable>;

export function findBankAccounts(db: Db, tenantId: number): Promise<BankAccountRow[]> {
  return db
    .selectFrom('kg_bank_account')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
}

export function insertBankAccount(
  db: Db,
  row: { tenantId: number; name: string; iban: string; bic: string | null },
): Promise<BankAccountRow> {
  return db
    .insertInto('kg_bank_account')
    .values({ tenant_id: row.tenantId, name: row.name, iban: row.iban, bic: row.bic })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertBankStatement(
  db: Db,
  row: Omit<BankStatementRow, 'id' | 'created_at'> & { created_at: Date },
): Promise<BankStatementRow> {
  return db.insertInto('kg_bank_statement').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateBankStatementCounts(
  db: Db,
  id: number,
  counts: { imported_count: number; duplicate_count: number },
): Promise<BankStatementRow> {
  return db
    .updateTable('kg_bank_statement')
    .set(counts)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listBankStatements(
  db: Db,
  tenantId: number,
  page: { limit: number; offset: number; descending: boolean },
): Promise<{ count: number; rows: BankStatementRow[] }> {
  const direction = page.descending ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    db
      .selectFrom('kg_bank_statement')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at', direction)
      .orderBy('id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('kg_bank_statement')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), rows };
}

export type NewBankTransaction = {
  tenantId: number;
  accountId: number;
  statementId: number;
  dedupeKey: string;
  transaction: KgCamtTransaction;
};

/** Inserts what is new; a transaction already known (same account and key) is left as it is. */
export async function insertBankTransactions(db: Db, rows: readonly NewBankTransaction[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('kg_bank_transaction')
    .values(
      rows.map(({ tenantId, accountId, statementId, dedupeKey, transaction: t }) => ({
        tenant_id: tenantId,
        bank_account_id: accountId,
        bank_statement_id: statementId,
        dedupe_key: dedupeKey,
        booking_date: t.bookingDate,
        value_date: t.valueDate,
        amount_cents: t.amountCents,
        currency: t.currency,
        credit_debit: t.creditDebit,
        is_reversal: t.isReversal,
        is_return: t.isReturn,
        return_reason: t.returnReason,
        charges_cents: t.chargesCents,
        instructed_amount_cents: t.instructedAmountCents,
        instructed_currency: t.instructedCurrency,
        their_name: t.theirName,
        their_iban: t.theirIban,
        purpose: t.purpose,
        end_to_end_id: t.endToEndId,
        account_servicer_reference: t.accountServicerReference,
        mandate_id: t.mandateId,
        bank_transaction_code: t.bankTransactionCode,
      })),
    )
    .onConflict((conflict) => conflict.columns(['tenant_id', 'bank_account_id', 'dedupe_key']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export type TransactionFilter = {
  start?: string | undefined;
  end?: string | undefined;
  accountIds: number[];
  state?: KgBankTransactionStateValue | undefined;
};

function filtered(db: Db, tenantId: number, filter: TransactionFilter) {
  let query = db.selectFrom('kg_bank_transaction').where('kg_bank_transaction.tenant_id', '=', tenantId);
  if (filter.start) query = query.where('booking_date', '>=', filter.start);
  if (filter.end) query = query.where('booking_date', '<=', filter.end);
  if (filter.accountIds.length > 0) query = query.where('bank_account_id', 'in', filter.accountIds);
  if (filter.state) query = query.where('state', '=', filter.state);
  return query;
}

export async function queryBankTransactions(
  db: Db,
  tenantId: number,
  filter: TransactionFilter,
  page: { limit: number; offset: number; descending: boolean },
): Promise<{ count: number; rows: BankTransactionRow[] }> {
  const direction = page.descending ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    filtered(db, tenantId, filter)
      .selectAll()
      .orderBy('booking_date', direction)
      .orderBy('id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, tenantId, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), rows };
}

/** Unassigned credits that are no returns: what the suggestions look at. */
export function findOpenCredits(db: Db, tenantId: number, filter: TransactionFilter & { ids?: number[] }) {
  let query = filtered(db, tenantId, { ...filter, state: 'unassigned' })
    .select([
      'id',
      'amount_cents',
      'booking_date',
      'their_name',
      'their_iban',
      'purpose',
      'bank_statement_id',
    ])
    .where('amount_cents', '>', 0)
    .where('is_return', '=', false);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? filter.ids : [-1]);
  return query.orderBy('booking_date', 'desc').orderBy('id', 'desc').execute();
}

export function findBankTransaction(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('kg_bank_transaction')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The transaction row locked for the rest of the transaction: assignments of it wait for each other. */
export function lockBankTransaction(db: Db, tenantId: number, statementId: number, id: number) {
  return db
    .selectFrom('kg_bank_transaction')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('bank_statement_id', '=', statementId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function setBankTransactionState(db: Db, id: number, state: KgBankTransactionStateValue) {
  return db.updateTable('kg_bank_transaction').set({ state }).where('id', '=', id).execute();
}

export function findAssignmentRows(db: Db, transactionIds: readonly number[]) {
  return db
    .selectFrom('kg_bank_assignment')
    .innerJoin('kg_payment', 'kg_payment.id', 'kg_bank_assignment.kg_payment_id')
    .innerJoin('kg_person', 'kg_person.id', 'kg_bank_assignment.person_id')
    .leftJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .leftJoin('kg_letter', 'kg_letter.id', 'kg_bank_assignment.letter_id')
    .select([
      'kg_bank_assignment.id',
      'kg_bank_assignment.bank_transaction_id',
      'kg_bank_assignment.kg_payment_id',
      'kg_bank_assignment.person_id',
      'kg_bank_assignment.letter_id',
      'kg_bank_assignment.amount_cents',
      'kg_payment.target_purpose',
      'kg_payment.special_purpose',
      'kg_person.type as person_type',
      'kg_person_data.familienname',
      'kg_person_data.vornamen',
      'kg_person_data.rufname',
      'kg_letter.name as letter_name',
    ])
    .where(
      'kg_bank_assignment.bank_transaction_id',
      'in',
      transactionIds.length > 0 ? [...transactionIds] : [-1],
    )
    .orderBy('kg_bank_assignment.id')
    .execute();
}
export type AssignmentRow = Awaited<ReturnType<typeof findAssignmentRows>>[number];

export async function sumAssigned(db: Db, transactionId: number): Promise<number> {
  const row = await db
    .selectFrom('kg_bank_assignment')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount_cents'), eb.lit(0)).as('total'))
    .where('bank_transaction_id', '=', transactionId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function insertAssignment(
  db: Db,
  row: {
    tenantId: number;
    transactionId: number;
    paymentId: number;
    personId: string;
    letterId: number | null;
    amountCents: number;
    createdBy: number | null;
  },
) {
  return db
    .insertInto('kg_bank_assignment')
    .values({
      tenant_id: row.tenantId,
      bank_transaction_id: row.transactionId,
      kg_payment_id: row.paymentId,
      person_id: row.personId,
      letter_id: row.letterId,
      amount_cents: row.amountCents,
      created_by: row.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function deleteAssignments(db: Db, ids: readonly number[]) {
  return db
    .deleteFrom('kg_bank_assignment')
    .where('id', 'in', [...ids])
    .execute();
}

export function findPersonNames(db: Db, tenantId: number, personIds: readonly string[]) {
  return db
    .selectFrom('kg_person')
    .leftJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select([
      'kg_person.id',
      'kg_person.type',
      'kg_person_data.familienname',
      'kg_person_data.vornamen',
      'kg_person_data.rufname',
    ])
    .where('kg_person.tenant_id', '=', tenantId)
    .where(
      'kg_person.id',
      'in',
      personIds.length > 0 ? [...personIds] : ['00000000-0000-4000-8000-000000000000'],
    )
    .execute();
}

export function findLetterNames(db: Db, tenantId: number, letterIds: readonly number[]) {
  return db
    .selectFrom('kg_letter')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', letterIds.length > 0 ? [...letterIds] : [-1])
    .execute();
}

export function personDisplayName(row: {
  type?: string | null;
  familienname: string | null;
  vornamen: string | null;
  rufname: string | null;
}): string {
  const family = row.familienname?.trim() ?? '';
  if (row.type === 'company') return family || 'Firma ohne Namen';
  const first = row.rufname?.trim() || row.vornamen?.trim() || '';
  return [first, family].filter(Boolean).join(' ') || 'Person ohne Namen';
}
