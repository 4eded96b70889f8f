/** Responses of the church-tax bank API: rows and their assignments in the contract's shape. */
import type { KgBankAccount, KgBankStatement, KgBankTransaction } from '@kollekta/contract';
import { centsToDecimalString, isKgBankTransactionAssignable, kgBankOpenCents } from '@kollekta/domain';
import {
  type AssignmentRow,
  type BankAccountRow,
  type BankStatementRow,
  type BankTransactionRow,
  personDisplayName,
} from './bank.repository';
import { bankObjectUrl } from './bank-references';

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();
const money = (value: string | number | null) =>
  value === null ? null : centsToDecimalString(Number(value));

export function toBankAccountResponse(row: BankAccountRow, apiBase: string): KgBankAccount {
  return {
    id: row.id,
    url: bankObjectUrl(apiBase, row.tenant_id, 'bank_account', row.id),
    name: row.name,
    iban: row.iban,
    bic: row.bic,
    created_at: iso(row.created_at),
  };
}

export function toBankStatementResponse(row: BankStatementRow, apiBase: string): KgBankStatement {
  return {
    id: row.id,
    url: bankObjectUrl(apiBase, row.tenant_id, 'bank_statement', row.id),
    file_name: row.file_name,
    file_size: row.file_size,
    sha256: row.sha256,
    message_type: row.message_type,
    statement_ids: row.statement_ids,
    from_date: row.from_date ? String(row.from_date).slice(0, 10) : null,
    to_date: row.to_date ? String(row.to_date).slice(0, 10) : null,
    transaction_count: row.transaction_count,
    imported_count: row.imported_count,
    duplicate_count: row.duplicate_count,
    skipped_count: row.skipped_count,
    created_at: iso(row.created_at),
  };
}

export function toBankTransactionResponse(
  row: BankTransactionRow,
  assignments: readonly AssignmentRow[],
  receipts: ReadonlySet<number>,
  apiBase: string,
): KgBankTransaction {
  const amountCents = Number(row.amount_cents);
  const assignedCents = assignments.reduce((sum, assignment) => sum + Number(assignment.amount_cents), 0);
  const isReturn = row.is_return;
  return {
    id: Number(row.id),
    url: bankObjectUrl(apiBase, row.tenant_id, 'bank_transaction', Number(row.id)),
    camt_file: bankObjectUrl(apiBase, row.tenant_id, 'bank_statement', row.bank_statement_id),
    account: bankObjectUrl(apiBase, row.tenant_id, 'bank_account', row.bank_account_id),
    amount: centsToDecimalString(amountCents),
    currency: row.currency,
    open_amount: centsToDecimalString(
      row.state === 'ignored' ? 0 : kgBankOpenCents(amountCents, assignedCents),
    ),
    state: row.state,
    is_assignable: isKgBankTransactionAssignable({ amountCents, isReturn }),
    is_return: isReturn,
    return_reason: row.return_reason,
    charges: money(row.charges_cents),
    instructed_amount: money(row.instructed_amount_cents),
    instructed_currency: row.instructed_currency,
    payments: assignments.map((assignment) => ({
      id: assignment.id,
      payment: bankObjectUrl(apiBase, row.tenant_id, 'payment', Number(assignment.kg_payment_id)),
      person: bankObjectUrl(apiBase, row.tenant_id, 'person', assignment.person_id),
      person_name: personDisplayName({ ...assignment, type: assignment.person_type }),
      letter:
        assignment.letter_id === null
          ? null
          : bankObjectUrl(apiBase, row.tenant_id, 'letter', assignment.letter_id),
      letter_name: assignment.letter_name ?? null,
      target_purpose: assignment.target_purpose,
      special_purpose: assignment.special_purpose,
      amount: centsToDecimalString(Number(assignment.amount_cents)),
      has_receipt: receipts.has(Number(assignment.kg_payment_id)),
    })),
    booking_date: String(row.booking_date).slice(0, 10),
    value_date: row.value_date ? String(row.value_date).slice(0, 10) : null,
    their_name: row.their_name,
    their_iban: row.their_iban,
    purpose: row.purpose,
    end_to_end_id: row.end_to_end_id,
  };
}
