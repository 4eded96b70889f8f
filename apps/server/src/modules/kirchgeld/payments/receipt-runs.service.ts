/**
 * Bulk receipts as the certificates page calls them (devices-income-kirchgeld.md §7 "Donation
 * receipts (bulk)"): `POST donation_receipt/generate/?background=1` checks the selector and answers
 * a task id (the job issues); `POST donation_receipt/multi_download/` streams the receipts as one
 * ZIP; `GET audit/?include_action=DonationReceiptAPIAction.GENERATED` lists who generated how many.
 */
import type { PassThrough } from 'node:stream';
import type { KgBackgroundTask, KgGenerateReceiptsBody, KgReceiptAuditEntry } from '@kollekta/contract';
import {
  KG_PAYMENT_MESSAGES,
  KG_RECEIPT_TASK_KIND,
  KG_SELECTOR_MESSAGES,
  receiptZipFileName,
  validateReceiptSelector,
} from '@kollekta/domain';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { readReceiptFile, receiptFiles } from '../../donation-receipts/receipt-files';
import { addReceiptEntries } from '../../donation-receipts/receipt-zip-entries';
import { createKgTask } from '../tasks';
import { requireTenant } from '../tenancy';
import { ensureKgReceiptRunJobs, KG_RECEIPT_RUN_JOB, type KgReceiptRunSelector } from './receipt-runs.jobs';

/** An object's url (of this tenant, `…/{kind}/{id}/`) or id; null for anything else. */
function parseReference(reference: string | number, tenantId: number, kind: string): number | null {
  const text = String(reference).trim();
  const byUrl = new RegExp(`tenant/(\\d+)/${kind}/(\\d+)/?$`).exec(text);
  const id = byUrl ? (Number(byUrl[1]) === tenantId ? Number(byUrl[2]) : Number.NaN) : Number(text);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

function refuse(field: string, message: string): never {
  throw new DomainError('validation', message, { fieldErrors: { [field]: [message] } });
}

export async function startReceiptRun(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  body: KgGenerateReceiptsBody,
  apiBase: string,
): Promise<KgBackgroundTask> {
  await requireTenant(context, caller, tenantId);
  const selector = await readSelector(context, tenantId, body, apiBase);
  await ensureKgReceiptRunJobs(context);
  return { task_id: await enqueueReceiptRun(context, tenantId, selector, caller.userId) };
}

/**
 * The run's task (waiting) and its job, in one transaction: the job exists only if the task does.
 * The caller has defined the job kind on its queue.
 */
export async function enqueueReceiptRun(
  context: AppContext,
  tenantId: number,
  selector: KgReceiptRunSelector,
  createdBy: number | null,
): Promise<string> {
  return context.db.transaction().execute(async (trx) => {
    const id = await createKgTask(trx, { tenantId, kind: KG_RECEIPT_TASK_KIND, totalCount: 0, createdBy });
    await trx
      .insertInto('kg_receipt_run')
      .values({ task_id: id, tenant_id: tenantId, selector: JSON.stringify(selector), created_by: createdBy })
      .execute();
    await context.jobs.send(
      KG_RECEIPT_RUN_JOB,
      { organizationId: tenantId, taskId: id },
      { transaction: trx },
    );
    return id;
  });
}

async function readSelector(
  context: AppContext,
  tenantId: number,
  body: KgGenerateReceiptsBody,
  apiBase: string,
): Promise<KgReceiptRunSelector> {
  const collective = body.collective ?? false;
  if (body.payments && body.payments.length > 0) {
    const ids = body.payments.map((reference) => parseReference(reference, tenantId, 'payment'));
    if (ids.some((id) => id === null)) refuse('payments', KG_SELECTOR_MESSAGES.unknownPayment);
    const wanted = [...new Set(ids as number[])];
    const found = await context.db
      .selectFrom('kg_payment')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', wanted)
      .execute();
    if (found.length !== wanted.length) refuse('payments', KG_SELECTOR_MESSAGES.unknownPayment);
    return {
      apiBase,
      organizationIds: [],
      dateFrom: null,
      dateBefore: null,
      minCents: 0,
      paymentIds: wanted,
      collective,
    };
  }
  const { errors, minCents } = validateReceiptSelector(body);
  if (Object.keys(errors).length > 0) throw new DomainError('validation', undefined, { fieldErrors: errors });
  const organizationIds = (body.organizations ?? []).map((reference) =>
    parseReference(reference as string | number, tenantId, 'organization'),
  );
  if (organizationIds.some((id) => id === null))
    refuse('organizations', KG_SELECTOR_MESSAGES.unknownOrganization);
  const wanted = [...new Set(organizationIds as number[])];
  const found = await context.db
    .selectFrom('kg_organization')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', wanted)
    .execute();
  if (found.length !== wanted.length) refuse('organizations', KG_SELECTOR_MESSAGES.unknownOrganization);
  return {
    apiBase,
    organizationIds: wanted,
    dateFrom: (body.date_from ?? '').trim(),
    dateBefore: (body.date_before ?? '').trim(),
    minCents,
    paymentIds: null,
    collective,
  };
}

const ZIP_BATCH = 100;
/** what may wait for the download before the next batch is read */
const ZIP_BUFFER_LIMIT = 1024 * 1024;
const CHECK_CHUNK = 5000;

/**
 * The receipts as one ZIP, `{timestamp}_Zuwendungsbestätigungen.zip`. All of them must be the
 * tenant's church-tax receipts (else 404, nothing sent). The PDFs are read in batches and the next
 * batch only once the last is written, so memory holds one batch, never all. Written with yazl, as
 * the donation receipts' ZIP job does (receipt-zip.jobs.ts says why not archiver).
 */
export async function openReceiptsZip(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  references: readonly (string | number)[],
): Promise<{ fileName: string; stream: NodeJS.ReadableStream }> {
  await requireTenant(context, caller, tenantId);
  const parsed = references.map((reference) => parseReference(reference, tenantId, 'donation_receipt'));
  if (parsed.some((id) => id === null))
    throw new DomainError('not_found', KG_PAYMENT_MESSAGES.receiptNotFound);
  const ids = [...new Set(parsed as number[])].sort((a, b) => a - b);
  for (let start = 0; start < ids.length; start += CHECK_CHUNK) {
    const chunk = ids.slice(start, start + CHECK_CHUNK);
    const found = await context.db
      .selectFrom('donation_receipt')
      .select('id')
      .where('organization_id', '=', tenantId)
      .where('id', 'in', chunk)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('kg_payment_receipt')
            .select('kg_payment_receipt.donation_receipt_id')
            .whereRef('kg_payment_receipt.donation_receipt_id', '=', 'donation_receipt.id'),
        ),
      )
      .execute();
    if (found.length !== chunk.length)
      throw new DomainError('not_found', KG_PAYMENT_MESSAGES.receiptNotFound);
  }

  const zip = new ZipFile();
  // a PassThrough, which yazl's types call a plain readable stream
  const output = zip.outputStream as PassThrough;
  const names = new Set<string>();
  const files = receiptFiles(context);
  void (async () => {
    for (let start = 0; start < ids.length; start += ZIP_BATCH) {
      const batch = await context.db
        .selectFrom('donation_receipt')
        .select(['id', 'file_name', 'file_key', 'sha256', 'created_at'])
        .where('id', 'in', ids.slice(start, start + ZIP_BATCH))
        .orderBy('id')
        .execute();
      const pdfs = await Promise.all(batch.map((receipt) => readReceiptFile(files, receipt)));
      const last = addReceiptEntries(zip, names, batch, pdfs);
      // the next batch once yazl has taken this one and the response has taken most of it: a
      // download cut off ends the work
      while ((last && !last.readableEnded) || output.readableLength > ZIP_BUFFER_LIMIT) {
        if (output.destroyed) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    zip.end();
  })().catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { fileName: receiptZipFileName(context.clock.now()), stream: output };
}

export async function listReceiptAudit(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: {
    ordering?: string | undefined;
    include_action?: string | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
  apiBase: string,
): Promise<{ count: number; next: string | null; previous: string | null; results: KgReceiptAuditEntry[] }> {
  await requireTenant(context, caller, tenantId);
  const limit = query.limit ?? 25;
  const offset = query.offset ?? 0;
  const action = query.include_action ?? 'DonationReceiptAPIAction.GENERATED';
  const base = context.db
    .selectFrom('audit_log')
    .where('audit_log.action', '=', action)
    .where('audit_log.object_type', '=', 'kg_task')
    .where((eb) =>
      eb(
        'audit_log.object_id',
        'in',
        eb
          .selectFrom('kg_task')
          .select((inner) => inner.cast<string>('kg_task.id', 'text').as('id'))
          .where('kg_task.tenant_id', '=', tenantId),
      ),
    );
  const counted = await base
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(counted.count);
  const direction = query.ordering === 'created_at' ? 'asc' : 'desc';
  const rows = await base
    .leftJoin('app_user', 'app_user.id', 'audit_log.actor_user_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.at',
      'audit_log.data',
      'app_user.name',
      'app_user.username',
    ])
    .orderBy('audit_log.at', direction)
    .orderBy('audit_log.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  const listUrl = `${apiBase}tenant/${tenantId}/audit/?ordering=${direction === 'asc' ? '' : '-'}created_at&include_action=${encodeURIComponent(action)}`;
  return {
    count,
    next: offset + limit < count ? `${listUrl}&limit=${limit}&offset=${offset + limit}` : null,
    previous: offset > 0 ? `${listUrl}&limit=${limit}&offset=${Math.max(0, offset - limit)}` : null,
    results: rows.map((row) => {
      const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<
        string,
        unknown
      >;
      return {
        id: Number(row.id),
        action: row.action,
        created_at: new Date(row.at).toISOString(),
        user: row.name?.trim() || row.username || null,
        count: Number(data.count ?? 0),
        data,
      };
    }),
  };
}
