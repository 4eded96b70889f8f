/**
 * Use cases of the page 'Lastschriftdateien' and of returns: list files, download one (the XML as
 * stored when it was made), mark it processed, confirm it collected, start a run and watch it,
 * record a return.
 *
 * Marking a file processed records only that it was downloaded ('Bereits heruntergeladen'): a
 * download is no proof the bank collected anything. Its debits stay 'due' (in a file: submitted) and
 * their payments 'noch nicht bestätigt' until the treasurer confirms the file collected (the bank
 * statement shows its total); a return, before or after, reverses the payment.
 */
import { DIRECT_DEBIT_MESSAGES } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import type { JobView } from '../../platform/jobs';
import { appendAudit } from '../audit';
import { confirmReceiptRequests } from '../donation-receipts';
import { changePayments } from '../income';
import { findOrganizationById } from '../organizations';
import {
  assertMayAdministerFiles,
  assertMayRecordReturn,
  type DirectDebitActor,
  mayAdministerFiles,
} from './direct-debit-access';
import { ensureDirectDebitJobs, FILE_RUN_JOB, runKey } from './direct-debits.jobs';
import {
  collectDebitsOfFile,
  type DebitRow,
  type FileRow,
  findCreditorIds,
  findCreditorPaths,
  findDebitById,
  findFileById,
  findFiles,
  findFileXml,
  lockDebit,
  lockFile,
  markDebitReturned,
  markFileCollected,
  markFileProcessed,
} from './direct-debits.repository';

/** A list answers at most this many files (a parish makes about one a week). */
export const MAX_LISTED_FILES = 1000;
const RUNS_LISTED = 5;

async function loadAdministeredOrganization(context: AppContext, actor: DirectDebitActor, id: number) {
  const organization = await findOrganizationById(context.db, id);
  if (!organization) throw new DomainError('not_found', DIRECT_DEBIT_MESSAGES.fileNotFound);
  assertMayAdministerFiles(actor, organization.path);
  return organization;
}

export async function listFiles(
  context: AppContext,
  actor: DirectDebitActor,
  organizationId: number | undefined,
): Promise<FileRow[]> {
  if (organizationId !== undefined) {
    await loadAdministeredOrganization(context, actor, organizationId);
    return findFiles(context.db, [organizationId], MAX_LISTED_FILES);
  }
  if (actor.isSuperuser) return findFiles(context.db, null, MAX_LISTED_FILES);
  const creditors = await findCreditorPaths(context.db);
  const mine = creditors.filter((creditor) => mayAdministerFiles(actor, creditor.path));
  return findFiles(
    context.db,
    mine.map((creditor) => creditor.id),
    MAX_LISTED_FILES,
  );
}

async function loadAdministeredFile(context: AppContext, actor: DirectDebitActor, id: number) {
  const file = await findFileById(context.db, id);
  if (!file) throw new DomainError('not_found', DIRECT_DEBIT_MESSAGES.fileNotFound);
  assertMayAdministerFiles(actor, file.organization_path);
  return file;
}

export async function getFile(context: AppContext, actor: DirectDebitActor, id: number): Promise<FileRow> {
  return loadAdministeredFile(context, actor, id);
}

export async function getFileDownload(
  context: AppContext,
  actor: DirectDebitActor,
  id: number,
): Promise<{ xml: string; fileName: string }> {
  await loadAdministeredFile(context, actor, id);
  const stored = await findFileXml(context.db, id);
  if (!stored) throw new DomainError('not_found', DIRECT_DEBIT_MESSAGES.fileNotFound);
  return { xml: stored.xml, fileName: stored.file_name };
}

export async function markProcessed(context: AppContext, actor: DirectDebitActor, id: number): Promise<void> {
  const file = await loadAdministeredFile(context, actor, id);
  if (file.processed) return;
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    await markFileProcessed(trx, id, now, actor.userId);
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'direct_debit_file.processed',
      objectType: 'direct_debit_file',
      objectId: id,
      data: { organization_id: file.creditor_organization_id },
      at: now,
    });
  });
}

/**
 * The treasurer saw the file's total credited on the bank statement: its debits still due become
 * collected and their payments confirmed, in one transaction that locks the file and then the
 * debits, so a second confirmation (also a concurrent one) changes nothing and a return recorded at
 * the same time is either before (its debit stays returned) or after (it reverses a confirmed payment).
 */
export async function markCollected(context: AppContext, actor: DirectDebitActor, id: number): Promise<void> {
  await loadAdministeredFile(context, actor, id);
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const file = await lockFile(trx, id);
    if (!file) throw new DomainError('not_found', DIRECT_DEBIT_MESSAGES.fileNotFound);
    if (file.collected_at) throw new DomainError('conflict', DIRECT_DEBIT_MESSAGES.alreadyCollected);
    if (!file.processed) throw new DomainError('conflict', DIRECT_DEBIT_MESSAGES.collectBeforeDownload);
    const paymentIds = await collectDebitsOfFile(trx, id);
    const confirmed = await changePayments({ ...context, db: trx }, paymentIds.map(Number), {
      is_reconciled: true,
    });
    // donors' receipt wishes on these payments: 'Zahlung eingegangen', their receipts become due
    await confirmReceiptRequests(context, trx, paymentIds);
    await markFileCollected(trx, id, now, actor.userId);
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'direct_debit_file.collected',
      objectType: 'direct_debit_file',
      objectId: id,
      data: { organization_id: file.creditor_organization_id, payments_confirmed: confirmed },
      at: now,
    });
  });
}

/** Starts a run for the organisation, or answers the one already under way. */
export async function startRun(
  context: AppContext,
  actor: DirectDebitActor,
  organizationId: number,
): Promise<JobView> {
  await loadAdministeredOrganization(context, actor, organizationId);
  if ((await findCreditorIds(context.db, organizationId)).length === 0) {
    throw new DomainError('validation', DIRECT_DEBIT_MESSAGES.noCreditor);
  }
  await ensureDirectDebitJobs(context);
  // twice at most: the unfinished run that refused ours may finish in between, and then ours starts
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const id = await context.jobs.send(
      FILE_RUN_JOB,
      { organizationId },
      { singletonKey: runKey(organizationId) },
    );
    const job = id
      ? await context.jobs.getJob(FILE_RUN_JOB.name, id)
      : (
          await context.jobs.listJobs({
            kind: FILE_RUN_JOB.name,
            organizationId,
            states: ['created', 'retry', 'active'],
            limit: 1,
          })
        )[0];
    if (job) return job;
  }
  throw new DomainError('conflict');
}

export async function listRuns(
  context: AppContext,
  actor: DirectDebitActor,
  organizationId: number,
): Promise<JobView[]> {
  await loadAdministeredOrganization(context, actor, organizationId);
  return context.jobs.listJobs({ kind: FILE_RUN_JOB.name, organizationId, limit: RUNS_LISTED });
}

/**
 * A return (Rücklastschrift) of a debit that went to the bank in a file: the debit becomes
 * 'returned' and its payment is reversed, in one transaction that locks the debit first, so a
 * second return (also a concurrent one) finds it returned and changes nothing.
 */
export async function returnDebit(
  context: AppContext,
  actor: DirectDebitActor,
  id: number,
): Promise<DebitRow> {
  const visible = await findDebitById(context.db, id);
  if (!visible) throw new DomainError('not_found', DIRECT_DEBIT_MESSAGES.debitNotFound);
  assertMayRecordReturn(actor, visible.organization_path);
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const debit = await lockDebit(trx, id);
    if (!debit) throw new DomainError('not_found', DIRECT_DEBIT_MESSAGES.debitNotFound);
    if (debit.state === 'returned') throw new DomainError('conflict', DIRECT_DEBIT_MESSAGES.alreadyReturned);
    if (debit.file_id === null) throw new DomainError('conflict', DIRECT_DEBIT_MESSAGES.notSubmitted);
    await markDebitReturned(trx, id, now, actor.userId);
    const reversed =
      debit.payment_id === null
        ? 0
        : await changePayments({ ...context, db: trx }, [Number(debit.payment_id)], { state: 'reversed' });
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'direct_debit.returned',
      objectType: 'direct_debit',
      objectId: id,
      data: {
        organization_id: debit.creditor_organization_id,
        amount_cents: Number(debit.amount_cents),
        payment_id: debit.payment_id,
        payments_reversed: reversed,
      },
      at: now,
    });
  });
  const returned = await findDebitById(context.db, id);
  if (!returned) throw new DomainError('not_found', DIRECT_DEBIT_MESSAGES.debitNotFound);
  return returned;
}
