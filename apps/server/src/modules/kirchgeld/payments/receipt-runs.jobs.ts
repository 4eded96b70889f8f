/**
 * Bulk receipts ('Bescheinigungen', devices-income-kirchgeld.md §4 "Receipt generation (bulk)"): a
 * job per run. First the plan: which receipts to issue (per payment, or per person and year) is
 * stored as the run's items in one transaction with the task's total. Then batches: each batch locks
 * its payments, issues its receipts, links them, marks its items and moves the task's done count, in
 * one transaction. After `kill -9` the retried job goes on with the items still open: a receipt is
 * never issued twice, and numbers stay gap-free (a rolled-back batch gives its numbers back). The
 * end (audit entry 'DonationReceiptAPIAction.GENERATED', the task's result) runs once.
 */
import {
  KG_RECEIPTS_GENERATED_ACTION,
  KG_SELECTOR_MESSAGES,
  type KgReceiptCandidate,
  planReceiptGroups,
  resolveOrganizationByKro,
  toBusinessDay,
} from '@kollekta/domain';
import type { Kysely, Transaction } from 'kysely';
import type { FileStorage } from '../../../adapters/file-storage';
import type { AppContext } from '../../../platform/app-context';
import type { Database } from '../../../platform/database-schema';
import { DomainError } from '../../../platform/errors';
import { defineJobKind, type JobQueue } from '../../../platform/jobs';
import { appendAudit } from '../../audit';
import { receiptFiles } from '../../donation-receipts/receipt-files';
import { findKgOrganizationsForKro } from '../organizations/organizations.service';
import { updateKgTask } from '../tasks';
import { findPaymentsWithActiveReceipt } from './kg-payment-writer';
import { donorGap, issueKgReceiptGroups, type KgReceiptGroup, loadDonors } from './kg-receipts.service';
import { receiptUrl } from './payments.mapper';
import { lockPayments } from './payments.repository';

export type KgReceiptRunData = { organizationId: number; taskId: string };

/** What a run was asked for, stored with it. */
export type KgReceiptRunSelector = {
  apiBase: string;
  organizationIds: number[];
  /** YYYY-MM-DD, inclusive */
  dateFrom: string | null;
  /** YYYY-MM-DD, exclusive */
  dateBefore: string | null;
  minCents: number;
  /** a payments list instead of the selector */
  paymentIds: number[] | null;
  collective: boolean;
};

export const KG_RECEIPT_RUN_JOB = defineJobKind<KgReceiptRunData>('kirchgeld.receipt-run', {
  retryLimit: 5,
  retryDelaySeconds: 5,
  // a thousand receipts take well under a minute; a crashed attempt is taken up again after this
  expireInSeconds: 600,
});

export const KG_RECEIPT_BATCH_SIZE = 25;

export type KgReceiptRunOptions = {
  batchSize?: number;
  /** after each committed batch (the crash test pauses here) */
  afterBatch?: (done: number, total: number) => Promise<void>;
};

type RunContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

function readSelector(value: unknown): KgReceiptRunSelector {
  return (typeof value === 'string' ? JSON.parse(value) : value) as KgReceiptRunSelector;
}

function lockRun(trx: Transaction<Database>, taskId: string) {
  return trx
    .selectFrom('kg_receipt_run')
    .selectAll()
    .where('task_id', '=', taskId)
    .forUpdate()
    .executeTakeFirst();
}

/** The payments the selector names that may get a receipt, with the person's KRO number. */
async function findCandidates(
  db: Kysely<Database>,
  tenantId: number,
  selector: KgReceiptRunSelector,
  today: string,
): Promise<KgReceiptCandidate[]> {
  let query = db
    .selectFrom('kg_payment')
    .innerJoin('kg_person', 'kg_person.id', 'kg_payment.person_id')
    .leftJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select([
      'kg_payment.id',
      'kg_payment.person_id',
      'kg_payment.booking_date',
      'kg_payment.amount_cents',
      'kg_person_data.kro_nr',
    ])
    .where('kg_payment.tenant_id', '=', tenantId)
    .where('kg_payment.state', '=', 'completed')
    .where('kg_payment.disallow_receipt', '=', false)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('kg_payment_receipt')
            .innerJoin('donation_receipt', 'donation_receipt.id', 'kg_payment_receipt.donation_receipt_id')
            .select('kg_payment_receipt.kg_payment_id')
            .whereRef('kg_payment_receipt.kg_payment_id', '=', 'kg_payment.id')
            .where('donation_receipt.archived_at', 'is', null),
        ),
      ),
    );
  if (selector.paymentIds) {
    if (selector.paymentIds.length === 0) return [];
    query = query.where('kg_payment.id', 'in', selector.paymentIds);
  } else {
    query = query
      .where('kg_payment.booking_date', '>=', selector.dateFrom ?? '0001-01-01')
      .where('kg_payment.booking_date', '<', selector.dateBefore ?? '9999-12-31');
  }
  const rows = await query.orderBy('kg_payment.id').execute();
  let selected = rows;
  if (!selector.paymentIds) {
    const organizations = await findKgOrganizationsForKro({ db }, tenantId);
    const wanted = new Set(selector.organizationIds);
    // the parish the person belonged to when paying, or belongs to now (after a merge)
    selected = rows.filter((row) =>
      [String(row.booking_date), today].some((day) => {
        const organization = resolveOrganizationByKro(organizations, row.kro_nr, day);
        return organization !== null && wanted.has(organization.id);
      }),
    );
  }
  return selected.map((row) => ({
    paymentId: Number(row.id),
    personId: row.person_id,
    bookingDate: String(row.booking_date),
    amountCents: Number(row.amount_cents),
  }));
}

/** Runs (or resumes) a bulk receipt run; answers the task's result. */
export async function runKgReceiptRun(
  context: RunContext,
  taskId: string,
  options: KgReceiptRunOptions = {},
): Promise<Record<string, unknown>> {
  const run = await context.db
    .selectFrom('kg_receipt_run')
    .selectAll()
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!run) throw new Error(`receipt run ${taskId} does not exist`);
  const selector = readSelector(run.selector);
  const tenantId = run.tenant_id;

  // the plan, once
  let total = await context.db.transaction().execute(async (trx) => {
    const locked = await lockRun(trx, taskId);
    if (!locked) throw new Error(`receipt run ${taskId} does not exist`);
    if (locked.planned_at !== null) {
      const counted = await trx
        .selectFrom('kg_receipt_run_item')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('task_id', '=', taskId)
        .executeTakeFirstOrThrow();
      return Number(counted.count);
    }
    const today = toBusinessDay(context.clock.now());
    const candidates = await findCandidates(trx, tenantId, selector, today);
    const groups = planReceiptGroups(candidates, {
      minCents: selector.minCents,
      collective: selector.collective,
    });
    for (let start = 0; start < groups.length; start += 1000) {
      await trx
        .insertInto('kg_receipt_run_item')
        .values(
          groups.slice(start, start + 1000).map((group, index) => ({
            task_id: taskId,
            position: start + index,
            person_id: group.personId,
            kind: group.kind,
            payment_ids: JSON.stringify(group.paymentIds),
          })),
        )
        .execute();
    }
    await trx
      .updateTable('kg_receipt_run')
      .set({ planned_at: context.clock.now() })
      .where('task_id', '=', taskId)
      .execute();
    await updateKgTask(trx, taskId, { state: 'started', totalCount: groups.length, doneCount: 0 });
    return groups.length;
  });

  const batchSize = options.batchSize ?? KG_RECEIPT_BATCH_SIZE;
  for (;;) {
    const progress = await context.db.transaction().execute(async (trx) => {
      const locked = await lockRun(trx, taskId);
      if (!locked || locked.finished_at !== null) return null;
      const items = await trx
        .selectFrom('kg_receipt_run_item')
        .selectAll()
        .where('task_id', '=', taskId)
        .where('donation_receipt_id', 'is', null)
        .where('skipped', '=', false)
        .orderBy('position')
        .limit(batchSize)
        .execute();
      if (items.length === 0) return null;
      await issueBatch(trx, receiptFiles(context), {
        tenantId,
        createdBy: locked.created_by,
        items,
        issuedAt: context.clock.now(),
      });
      const done = await countDone(trx, taskId);
      await updateKgTask(trx, taskId, { state: 'started', doneCount: done });
      return done;
    });
    if (progress === null) break;
    await options.afterBatch?.(progress, total);
  }

  return context.db.transaction().execute(async (trx) => {
    const locked = await lockRun(trx, taskId);
    if (!locked) throw new Error(`receipt run ${taskId} does not exist`);
    const items = await trx
      .selectFrom('kg_receipt_run_item')
      .select(['person_id', 'donation_receipt_id', 'skipped', 'skip_reason'])
      .where('task_id', '=', taskId)
      .orderBy('position')
      .execute();
    const receiptIds = items.flatMap((item) =>
      item.donation_receipt_id === null ? [] : [item.donation_receipt_id],
    );
    const skipped = items
      .filter((item) => item.skipped)
      .map((item) => ({ person_id: item.person_id, reason: item.skip_reason }));
    total = items.length;
    const result = {
      count: receiptIds.length,
      donation_receipts: receiptIds.map((id) => receiptUrl(selector.apiBase, tenantId, id)),
      skipped_count: skipped.length,
      skipped: skipped.slice(0, 100),
    };
    if (locked.finished_at !== null) return result;
    await appendAudit(trx, {
      actorUserId: locked.created_by,
      action: KG_RECEIPTS_GENERATED_ACTION,
      objectType: 'kg_task',
      objectId: taskId,
      data: {
        tenant_id: tenantId,
        count: receiptIds.length,
        skipped_count: skipped.length,
        date_from: selector.dateFrom,
        date_before: selector.dateBefore,
        organizations: selector.organizationIds,
        payments: selector.paymentIds?.length ?? null,
        collective: selector.collective,
      },
    });
    await trx
      .updateTable('kg_receipt_run')
      .set({ finished_at: context.clock.now() })
      .where('task_id', '=', taskId)
      .execute();
    await updateKgTask(trx, taskId, { state: 'finished', doneCount: total, totalCount: total, result });
    return result;
  });
}

async function countDone(trx: Transaction<Database>, taskId: string): Promise<number> {
  const row = await trx
    .selectFrom('kg_receipt_run_item')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('task_id', '=', taskId)
    .where((eb) => eb.or([eb('donation_receipt_id', 'is not', null), eb('skipped', '=', true)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

type RunItem = {
  position: number;
  task_id: string;
  person_id: string;
  kind: 'single' | 'collective';
  payment_ids: unknown;
};

/**
 * One batch: the payments locked and checked again (another user may have issued a receipt or
 * deleted a payment meanwhile), persons without a complete address skipped with the reason.
 */
async function issueBatch(
  trx: Transaction<Database>,
  files: FileStorage,
  values: { tenantId: number; createdBy: number | null; items: readonly RunItem[]; issuedAt: Date },
) {
  const paymentIdsOf = (item: RunItem) =>
    (typeof item.payment_ids === 'string' ? JSON.parse(item.payment_ids) : item.payment_ids) as number[];
  const allIds = values.items.flatMap(paymentIdsOf);
  const payments = await lockPayments(trx, values.tenantId, allIds);
  const active = await findPaymentsWithActiveReceipt(trx, allIds);
  const byId = new Map(payments.map((payment) => [Number(payment.id), payment]));
  const donors = await loadDonors(
    trx,
    values.tenantId,
    values.items.map((item) => item.person_id),
  );
  const toIssue: { item: RunItem; group: KgReceiptGroup }[] = [];
  for (const item of values.items) {
    const eligible = paymentIdsOf(item)
      .map((id) => byId.get(id))
      .filter(
        (payment): payment is NonNullable<typeof payment> =>
          payment !== undefined &&
          payment.state === 'completed' &&
          !payment.disallow_receipt &&
          !active.has(Number(payment.id)),
      );
    const gap =
      eligible.length === 0 ? KG_SELECTOR_MESSAGES.nothingToIssue : donorGap(donors.get(item.person_id));
    if (gap) {
      await trx
        .updateTable('kg_receipt_run_item')
        .set({ skipped: true, skip_reason: gap })
        .where('task_id', '=', item.task_id)
        .where('position', '=', item.position)
        .execute();
      continue;
    }
    toIssue.push({
      item,
      group: {
        personId: item.person_id,
        kind: eligible.length > 1 ? item.kind : 'single',
        payments: eligible,
      },
    });
  }
  if (toIssue.length === 0) return;
  const receipts = await issueKgReceiptGroups(trx, files, {
    tenantId: values.tenantId,
    groups: toIssue.map((entry) => entry.group),
    donors,
    issuedAt: values.issuedAt,
    createdBy: values.createdBy,
  });
  for (const [index, receipt] of receipts.entries()) {
    const item = toIssue[index]?.item as RunItem;
    await trx
      .updateTable('kg_receipt_run_item')
      .set({ donation_receipt_id: receipt.id })
      .where('task_id', '=', item.task_id)
      .where('position', '=', item.position)
      .execute();
  }
}

/** A run that cannot go on (the tenant has no address for receipts …): the task fails with the reason. */
export async function failKgReceiptRun(context: RunContext, taskId: string, message: string) {
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('kg_receipt_run')
      .set({ finished_at: context.clock.now() })
      .where('task_id', '=', taskId)
      .execute();
    await updateKgTask(trx, taskId, { state: 'failed', result: { message } });
  });
}

const definitions = new WeakMap<JobQueue, Promise<void>>();

/** Defines the kind on the context's queue once; the promise settles when it can be sent. */
export function ensureKgReceiptRunJobs(context: AppContext): Promise<void> {
  let defined = definitions.get(context.jobs);
  if (!defined) {
    defined = context.jobs.define(KG_RECEIPT_RUN_JOB, async (job) => {
      try {
        await runKgReceiptRun(context, job.data.taskId);
      } catch (error) {
        if (error instanceof DomainError) {
          await failKgReceiptRun(context, job.data.taskId, error.message);
          return;
        }
        throw error;
      }
    });
    definitions.set(context.jobs, defined);
  }
  return defined;
}
