/**
 * The jobs of billing documents: 'billing-documents.run' makes the documents of one period for the
 * contracts of one organisation (or of all), one transaction per contract (billing-issuing.ts);
 * each new document's mail job 'billing-documents.mail' is enqueued in the transaction that
 * inserts it, so it exists exactly when the document does. Runs are 'exclusive' per organisation
 * and period; a second run anyway finds the documents and makes nothing.
 *
 * The schedule is a timer in each server process (pg-boss's cron is switched off, see
 * direct-debits.jobs.ts): at start and every RUN_INTERVAL_HOURS it sends the run of the previous
 * month (in January also of the previous year, for yearly plans). The first send of a month comes on
 * the 1st, so invoices and reports go out well before the 10th (§9 "Notification timing"); a server
 * that was down then catches up when it starts, and every later send of the month finds nothing to do.
 */
import { type BillingPeriod, dayAfterPeriod, previousBillingPeriod, toBusinessDay } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { defineJobKind, type JobQueue, type JobRun } from '../../platform/jobs';
import { type ContractPlanRow, findContractPlans } from './billing-documents.repository';
import {
  type CreatedDocument,
  choosePlanForPeriod,
  type DocumentCreatedHook,
  issueBillingDocuments,
} from './billing-issuing';
import { sendBillingDocumentMails } from './billing-mails';

export type BillingRunData = { organizationId: number | null; periodStart: string };
export type BillingMailData = { organizationId: number; documentId: number };

export const RUN_INTERVAL_HOURS = 6;

export const BILLING_RUN_JOB = defineJobKind<BillingRunData>('billing-documents.run', {
  policy: 'exclusive',
  retryLimit: 5,
  retryDelaySeconds: 10,
  // a few hundred contracts take well under a minute; a crashed run comes back after two
  expireInSeconds: 120,
});

export const BILLING_MAIL_JOB = defineJobKind<BillingMailData>('billing-documents.mail', {
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 60,
});

export const billingRunKey = (data: BillingRunData) =>
  `${data.organizationId === null ? 'all' : `organization:${data.organizationId}`}:${data.periodStart}`;

/** The contracts' associations, grouped by contract. */
function groupByContract(rows: readonly ContractPlanRow[]): ContractPlanRow[][] {
  const groups = new Map<number, ContractPlanRow[]>();
  for (const row of rows) groups.set(row.contract_id, [...(groups.get(row.contract_id) ?? []), row]);
  return [...groups.values()];
}

/** Whether the period is over on the Berlin day `today` (a period is billed once it has ended). */
export function hasPeriodEnded(period: BillingPeriod, today: string): boolean {
  return dayAfterPeriod(period) <= today;
}

/**
 * Makes the missing documents of the period for every contract of the run. Answers what it made;
 * contracts without a plan for the period, or whose period has not ended, are left alone.
 */
export async function runBillingJob(
  context: AppContext,
  job: Pick<JobRun<BillingRunData>, 'data' | 'reportProgress'>,
  options: { onCreated?: DocumentCreatedHook; issuedAt?: Date } = {},
): Promise<CreatedDocument[]> {
  const today = toBusinessDay(context.clock.now());
  const contracts = groupByContract(await findContractPlans(context.db, job.data.organizationId));
  const created: CreatedDocument[] = [];
  await job.reportProgress(0, contracts.length);
  for (const [index, associations] of contracts.entries()) {
    const chosen = choosePlanForPeriod(associations, job.data.periodStart);
    if (chosen && hasPeriodEnded(chosen.period, today)) {
      created.push(
        ...(await issueBillingDocuments(context, chosen.association, chosen.period, {
          ...(options.onCreated ? { onCreated: options.onCreated } : {}),
          ...(options.issuedAt ? { issuedAt: options.issuedAt } : {}),
        })),
      );
    }
    await job.reportProgress(index + 1, contracts.length);
  }
  return created;
}

/** The hook that enqueues each new document's mail job in the document's transaction. */
export function mailJobHook(context: AppContext): DocumentCreatedHook {
  return async (trx, document) => {
    await context.jobs.send(
      BILLING_MAIL_JOB,
      { organizationId: document.organizationId, documentId: document.id },
      { transaction: trx },
    );
  };
}

const definitions = new WeakMap<JobQueue, Promise<void>>();

/** Defines both kinds on the context's queue once; the promise settles when they can be sent. */
export function ensureBillingJobs(context: AppContext): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = (async () => {
      await context.jobs.define(BILLING_MAIL_JOB, async (job) => {
        await sendBillingDocumentMails(context, job.data);
      });
      await context.jobs.define(BILLING_RUN_JOB, async (job) => {
        await runBillingJob(context, job, { onCreated: mailJobHook(context) });
      });
    })();
    definitions.set(context.jobs, defined);
  }
  return defined;
}

/** The periods a run on `today` bills: the previous month, and in January also the previous year. */
export function scheduledPeriodStarts(today: string): string[] {
  const starts = [previousBillingPeriod('monthly', today).start];
  if (today.slice(5, 7) === '01') starts.push(previousBillingPeriod('yearly', today).start);
  return starts;
}

export async function sendBillingRun(context: AppContext, data: BillingRunData): Promise<string | null> {
  await ensureBillingJobs(context);
  return context.jobs.send(BILLING_RUN_JOB, data, { singletonKey: billingRunKey(data) });
}

/** Sends the runs now and every RUN_INTERVAL_HOURS; answers the stop. */
export function startBillingSchedule(context: AppContext, warn: (message: string) => void): () => void {
  const send = async () => {
    try {
      for (const periodStart of scheduledPeriodStarts(toBusinessDay(context.clock.now())))
        await sendBillingRun(context, { organizationId: null, periodStart });
    } catch (error) {
      warn(`Abrechnungen: Lauf nicht gestartet: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  void send();
  const timer = setInterval(() => void send(), RUN_INTERVAL_HOURS * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
