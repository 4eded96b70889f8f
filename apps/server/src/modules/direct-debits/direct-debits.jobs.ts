/**
 * The background jobs of direct-debit files: a run first lets online giving create the debits of
 * recurring gifts due in its window (createDueRecurringDebits), then puts the due debits of one
 * creditor (or of every creditor) into files, and each file's notice mail goes out as a job
 * enqueued in the file's own transaction, so it exists exactly when the file does (only a process
 * killed between a mail and the end of its notice job sends that mail again on the retry; a mail is
 * never lost). Runs are 'exclusive' per key: at most one
 * unfinished run per organisation ('organization:{id}') and one of all creditors ('all'), however
 * many server processes send them; a run that overlaps another anyway waits for the creditor's lock
 * and adds nothing.
 *
 * pg-boss's own cron is switched off here (one schedule poller fewer on PGlite), so the daily run is
 * a timer in each server process: one at start and then every RUN_INTERVAL_HOURS, sent as the
 * exclusive job 'all'. With several processes the extra sends answer null while a run is under way,
 * and a run after a finished one finds nothing due: idempotent either way.
 */
import { getSubmissionWindow } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { defineJobKind, type JobKind, type JobQueue, type JobRun } from '../../platform/jobs';
import { findContactsOfOrganization } from '../contacts';
import { createDueRecurringDebits } from '../online-giving';
import { renderFileMail } from './direct-debit-file-mail';
import { type CreatedFile, createFileForCreditor, type FileRunHooks } from './direct-debit-files.service';
import { findCreditorIds } from './direct-debits.repository';

export type FileRunData = { organizationId: number | null };
export type FileNoticeData = { organizationId: number; fileId: number };

export const RUN_INTERVAL_HOURS = 6;
const NOTICE_CONTACT_TYPE = 'direct_debit_available';

export const FILE_RUN_JOB = defineJobKind<FileRunData>('direct-debits.create-files', {
  policy: 'exclusive',
  retryLimit: 5,
  retryDelaySeconds: 10,
  // 10,000 debits take a few seconds; a crashed run is taken up again after two minutes
  expireInSeconds: 120,
});

export const FILE_NOTICE_JOB = defineJobKind<FileNoticeData>('direct-debits.notify-file', {
  retryLimit: 5,
  expireInSeconds: 60,
});

export const runKey = (organizationId: number | null) =>
  organizationId === null ? 'all' : `organization:${organizationId}`;

/**
 * Puts the due debits of the run's creditors into files, one transaction per creditor. A creditor
 * whose data cannot make a file does not stop the others; the run then fails with its message.
 */
export async function runFileJob(
  context: AppContext,
  job: Pick<JobRun<FileRunData>, 'data' | 'reportProgress'>,
  options: { notices?: JobKind<FileNoticeData>; warn?: (message: string) => void } = {},
): Promise<CreatedFile[]> {
  const notices = options.notices ?? FILE_NOTICE_JOB;
  const warn = options.warn ?? (() => undefined);
  const hooks: FileRunHooks = {
    warn,
    async notifyInTransaction(trx, file) {
      await context.jobs.send(
        notices,
        { organizationId: file.organizationId, fileId: file.id },
        { transaction: trx },
      );
    },
  };
  // recurring gifts first make their debits due in this run's window (all creditors: it is idempotent)
  await createDueRecurringDebits(context, getSubmissionWindow(context.clock.now()).lastDueDay);
  const creditorIds = await findCreditorIds(context.db, job.data.organizationId);
  const created: CreatedFile[] = [];
  let refusal: DomainError | undefined;
  await job.reportProgress(0, creditorIds.length);
  for (const [index, organizationId] of creditorIds.entries()) {
    try {
      const file = await createFileForCreditor(context, organizationId, hooks);
      if (file) created.push(file);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refusal ??= error;
    }
    await job.reportProgress(index + 1, creditorIds.length);
  }
  if (refusal) throw refusal;
  return created;
}

export async function sendFileNotice(context: AppContext, data: FileNoticeData): Promise<void> {
  const file = await context.db
    .selectFrom('direct_debit_file')
    .innerJoin('organization', 'organization.id', 'direct_debit_file.creditor_organization_id')
    .select([
      'direct_debit_file.file_name',
      'direct_debit_file.number_of_transactions',
      'direct_debit_file.control_sum_cents',
      'organization.name as organization_name',
    ])
    .where('direct_debit_file.id', '=', data.fileId)
    .executeTakeFirst();
  if (!file) return;
  const contacts = await findContactsOfOrganization(context, data.organizationId);
  const link = `${context.config.publicUrl}/#/o/${data.organizationId}/directdebits`;
  for (const contact of contacts) {
    if (!contact.email || !contact.types.includes(NOTICE_CONTACT_TYPE)) continue;
    await context.mail.send(
      renderFileMail(
        {
          recipientName: contact.name,
          organizationName: file.organization_name,
          fileName: file.file_name,
          numberOfTransactions: file.number_of_transactions,
          controlSumCents: Number(file.control_sum_cents),
          link,
        },
        contact.email,
      ),
    );
  }
}

const definitions = new WeakMap<JobQueue, Promise<void>>();

/** Defines both kinds on the context's queue once; the promise settles when they can be sent. */
export function ensureDirectDebitJobs(
  context: AppContext,
  warn: (message: string) => void = () => undefined,
) {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = (async () => {
      await context.jobs.define(FILE_NOTICE_JOB, (job) => sendFileNotice(context, job.data));
      await context.jobs.define(FILE_RUN_JOB, async (job) => {
        await runFileJob(context, job, { warn });
      });
    })();
    definitions.set(context.jobs, defined);
  }
  return defined;
}

/** Sends the run of all creditors now and every RUN_INTERVAL_HOURS; answers the stop. */
export function startDirectDebitSchedule(context: AppContext, warn: (message: string) => void): () => void {
  const send = () =>
    ensureDirectDebitJobs(context, warn)
      .then(() => context.jobs.send(FILE_RUN_JOB, { organizationId: null }, { singletonKey: runKey(null) }))
      .catch((error: unknown) =>
        warn(`Lastschriftdateien: Lauf nicht gestartet: ${error instanceof Error ? error.message : error}`),
      );
  void send();
  const timer = setInterval(send, RUN_INTERVAL_HOURS * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
