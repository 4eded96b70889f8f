/**
 * CAMT uploads (§7 `{tenant}bank_statement/`): the file is checked by content and size, parsed in a
 * worker thread, each statement's IBAN must be one of the tenant's accounts, the file is stored under
 * its SHA-256, and the booked transactions are inserted once (a dedupe key per transaction), all in
 * one database transaction with the statement row and its audit entry.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { KgBankStatement } from '@kollekta/contract';
import { formatKgIban, KG_BANK_MESSAGES } from '@kollekta/domain';
import { createFileStorage } from '../../../adapters/file-storage';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { UploadedFile } from '../../../platform/multipart-upload';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import { requireTenant, tenantUrl } from '../tenancy';
import { toBankStatementResponse } from './bank.mapper';
import {
  type BankStatementRow,
  findBankAccounts,
  insertBankStatement,
  insertBankTransactions,
  listBankStatements,
  type NewBankTransaction,
  updateBankStatementCounts,
} from './bank.repository';
import { parseCamtInWorker } from './camt-worker';

export const CAMT_LIMIT_MEGABYTES = 20;
export const CAMT_LIMIT_BYTES = CAMT_LIMIT_MEGABYTES * 1024 * 1024;
// small batches: PGlite runs each insert on the event loop, so one batch must stay well under 100 ms
const INSERT_BATCH = 100;

const refuseFile = (message: string) =>
  new DomainError('validation', message, { fieldErrors: { file: [message] } });

export async function uploadKgBankStatement(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  readUpload: () => Promise<UploadedFile | null>,
  apiBase: string,
): Promise<KgBankStatement> {
  await requireTenant(context, caller, tenantId);
  const file = await readUpload();
  if (!file) throw refuseFile(KG_BANK_MESSAGES.noFile);
  if (file.tooLarge || !file.content) throw refuseFile(KG_BANK_MESSAGES.tooLarge(CAMT_LIMIT_MEGABYTES));
  const row = await importKgBankStatement(
    context,
    tenantId,
    { fileName: file.fileName, content: file.content },
    caller.userId,
  );
  return toBankStatementResponse(row, apiBase);
}

/** Imports a CAMT file for a tenant already checked (the demo world and the benchmark use it too). */
export async function importKgBankStatement(
  context: Pick<AppContext, 'db' | 'config' | 'clock'>,
  tenantId: number,
  file: { fileName: string; content: Buffer },
  createdBy: number | null,
): Promise<BankStatementRow> {
  if (file.content.length === 0) throw refuseFile(KG_BANK_MESSAGES.emptyFile);
  if (file.content.length > CAMT_LIMIT_BYTES)
    throw refuseFile(KG_BANK_MESSAGES.tooLarge(CAMT_LIMIT_MEGABYTES));
  const parsed = await parseCamtInWorker(file.content);
  if (!parsed.ok) throw refuseFile(parsed.message);

  const accounts = new Map(
    (await findBankAccounts(context.db, tenantId)).map((account) => [account.iban, account]),
  );
  for (const statement of parsed.statements) {
    if (!accounts.has(statement.iban))
      throw refuseFile(KG_BANK_MESSAGES.foreignAccount(formatKgIban(statement.iban)));
  }

  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const fileKey = `kirchgeld-bank/${tenantId}/${sha256}.xml`;
  await createFileStorage(path.join(context.config.dataDir, 'files')).put(fileKey, file.content);

  const dates = parsed.statements.flatMap((statement) =>
    [statement.fromDate, statement.toDate, ...statement.transactions.map((t) => t.bookingDate)].filter(
      (day): day is string => day !== null,
    ),
  );
  dates.sort();
  const transactionCount = parsed.statements.reduce(
    (sum, statement) => sum + statement.transactions.length,
    0,
  );

  return context.db.transaction().execute(async (trx) => {
    const statementRow = await insertBankStatement(trx, {
      tenant_id: tenantId,
      file_name: cleanFileName(file.fileName),
      file_key: fileKey,
      sha256,
      file_size: file.content.length,
      message_type: parsed.messageType,
      statement_ids: parsed.statements.map((statement) => statement.statementId),
      from_date: dates[0] ?? null,
      to_date: dates.at(-1) ?? null,
      transaction_count: transactionCount,
      imported_count: 0,
      duplicate_count: 0,
      skipped_count: parsed.statements.reduce((sum, statement) => sum + statement.skippedEntries, 0),
      created_at: context.clock.now(),
      created_by: createdBy,
    });
    let imported = 0;
    let batch: NewBankTransaction[] = [];
    for (const statement of parsed.statements) {
      const account = accounts.get(statement.iban);
      if (!account) continue;
      for (const [index, transaction] of statement.transactions.entries()) {
        batch.push({
          tenantId,
          accountId: account.id,
          statementId: statementRow.id,
          dedupeKey: statement.dedupeKeys[index] as string,
          transaction,
        });
        if (batch.length === INSERT_BATCH) {
          imported += await insertBankTransactions(trx, batch);
          batch = [];
        }
      }
    }
    imported += await insertBankTransactions(trx, batch);
    const updated = await updateBankStatementCounts(trx, statementRow.id, {
      imported_count: imported,
      duplicate_count: transactionCount - imported,
    });
    await appendAudit(trx, {
      actorUserId: createdBy,
      action: 'kirchgeld.bank_statement.imported',
      objectType: 'kg_bank_statement',
      objectId: statementRow.id,
      data: {
        tenant_id: tenantId,
        file_name: updated.file_name,
        sha256,
        message_type: parsed.messageType,
        imported,
        duplicates: transactionCount - imported,
      },
    });
    return updated;
  });
}

export async function listKgBankStatements(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: {
    limit?: number | undefined;
    offset?: number | undefined;
    ordering?: 'created_at' | '-created_at' | undefined;
  },
  apiBase: string,
) {
  await requireTenant(context, caller, tenantId);
  const limit = query.limit ?? 100;
  const offset = query.offset ?? 0;
  const ordering = query.ordering ?? '-created_at';
  const { count, rows } = await listBankStatements(context.db, tenantId, {
    limit,
    offset,
    descending: ordering === '-created_at',
  });
  const link = (at: number) =>
    `${tenantUrl(apiBase, tenantId)}bank_statement/?limit=${limit}&offset=${at}&ordering=${ordering}`;
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: rows.map((row) => toBankStatementResponse(row, apiBase)),
  };
}

function cleanFileName(name: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/') || 'kontoauszug.xml')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 200);
  return base || 'kontoauszug.xml';
}
