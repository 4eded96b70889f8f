/**
 * A server process reduced to its job queue and the billing jobs (the run and the mails), for
 * billing-documents-crash.int.test.ts: the test kills one with SIGKILL in the middle of a run and
 * starts another on the same database. It speaks in JSON lines on stdout.
 *
 *   CRASH_TEST_MODE=send  sends one run over all organisations for each of CRASH_PERIODS (comma-
 *                         separated period starts), then works on the queue (until killed); in the
 *                         first attempt it hangs inside the transaction of the CRASH_PAUSE_AT-th new
 *                         invoice (row inserted, file written, mail job enqueued, counter not yet
 *                         stored), so that the kill lands in the middle of a contract
 *   CRASH_TEST_MODE=work  works until every run of CRASH_TEST_JOB_IDS has completed and no mail
 *                         job is left unfinished, then ends
 * CRASH_EXPIRE_SECONDS: longer than one attempt takes; a killed attempt comes back after it.
 * The database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite); the files: under DATA_DIR either way.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createAppContext } from '../../platform/app-context';
import { readConfig } from '../../platform/config';
import { defineJobKind } from '../../platform/jobs';
import {
  BILLING_MAIL_JOB,
  BILLING_RUN_JOB,
  type BillingMailData,
  type BillingRunData,
  billingRunKey,
  mailJobHook,
  runBillingJob,
} from './billing-documents.jobs';
import { sendBillingDocumentMails } from './billing-mails';

const expireInSeconds = Number(process.env.CRASH_EXPIRE_SECONDS ?? 20);
/** The kinds with their real handlers; a killed attempt comes back within seconds, not minutes. */
const CRASH_RUN_JOB = defineJobKind<BillingRunData>(BILLING_RUN_JOB.name, {
  ...BILLING_RUN_JOB.options,
  expireInSeconds,
  retryDelaySeconds: 0,
});
const CRASH_MAIL_JOB = defineJobKind<BillingMailData>(BILLING_MAIL_JOB.name, {
  ...BILLING_MAIL_JOB.options,
  expireInSeconds,
  retryDelaySeconds: 0,
});

function report(event: Record<string, unknown>) {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

const context = await createAppContext(
  readConfig({
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    DATA_DIR: process.env.DATA_DIR ?? '',
    DEMO_WORLD: 'off',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://kollekta.test',
  }),
);
const pauseAt = Number(process.env.CRASH_PAUSE_AT ?? Number.POSITIVE_INFINITY);
const enqueueMail = mailJobHook(context);
/** invoices made by first attempts in this process (committed or not) */
let firstAttemptInvoices = 0;

await context.jobs.define(CRASH_MAIL_JOB, async (job) => {
  const sent = await sendBillingDocumentMails(context, job.data);
  report({ event: 'mailed', id: job.id, documentId: job.data.documentId, attempt: job.attempt, sent });
});
await context.jobs.define(CRASH_RUN_JOB, async (job) => {
  report({ event: 'started', id: job.id, attempt: job.attempt, periodStart: job.data.periodStart });
  const created = await runBillingJob(
    context,
    {
      data: job.data,
      async reportProgress(done, total) {
        await job.reportProgress(done, total);
        report({ event: 'progress', id: job.id, done, total });
      },
    },
    {
      async onCreated(trx, document) {
        await enqueueMail(trx, document);
        if (job.attempt > 0 || document.type !== 'invoice') return;
        firstAttemptInvoices += 1;
        if (firstAttemptInvoices < pauseAt) return;
        report({ event: 'paused', id: job.id, documentId: document.id, invoices: firstAttemptInvoices });
        await sleep(120_000);
      },
    },
  );
  report({ event: 'outcome', id: job.id, attempt: job.attempt, created: created.length });
});
await context.jobs.start();

if (process.env.CRASH_TEST_MODE === 'send') {
  const ids: (string | null)[] = [];
  for (const periodStart of (process.env.CRASH_PERIODS ?? '').split(',')) {
    const data: BillingRunData = { organizationId: null, periodStart };
    ids.push(await context.jobs.send(CRASH_RUN_JOB, data, { singletonKey: billingRunKey(data) }));
  }
  report({ event: 'sent', ids });
} else {
  const ids = (process.env.CRASH_TEST_JOB_IDS ?? '').split(',');
  const isDone = async () => {
    for (const id of ids)
      if ((await context.jobs.getJob(CRASH_RUN_JOB.name, id))?.state !== 'completed') return false;
    const unfinished = await context.jobs.listJobs({
      kind: CRASH_MAIL_JOB.name,
      states: ['created', 'retry', 'active'],
      limit: 1,
    });
    return unfinished.length === 0;
  };
  while (!(await isDone())) await sleep(200);
  await context.close();
  report({ event: 'completed', ids });
}
