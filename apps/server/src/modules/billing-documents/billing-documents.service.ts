/**
 * Use cases of the page 'Abrechnungen': list an organisation's booking reports and invoices, download
 * one (the file as issued; the first download is recorded with date and user, every download goes
 * into the audit log), and a superuser's run of a period.
 *
 * Who may: whoever holds READ on the organisation (its own staff, and administrators above it
 * through inherited roles), superusers everywhere. Whoever cannot see the organisation gets 404,
 * whoever sees it without READ 403.
 */
import { createHash } from 'node:crypto';
import { type Actor, BILLING_DOCUMENT_MESSAGES, canSee, hasPermission } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import type { AuthenticatedCaller } from '../../platform/request-context';
import { appendAudit } from '../audit';
import { findOrganizationById, parsePath } from '../organizations';
import { sendBillingRun } from './billing-documents.jobs';
import {
  type BillingDocumentRow,
  findDocumentById,
  findDocuments,
  lockDocumentFile,
} from './billing-documents.repository';
import { billingStorage } from './billing-issuing';

function assertMayRead(actor: Actor, organizationPath: string, notFound: string): void {
  const path = parsePath(organizationPath);
  if (!canSee(actor, path)) throw new DomainError('not_found', notFound);
  if (!hasPermission(actor, path, 'READ'))
    throw new DomainError('forbidden', BILLING_DOCUMENT_MESSAGES.forbidden);
}

export async function listBillingDocuments(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  type: 'booking-report' | 'invoice',
): Promise<BillingDocumentRow[]> {
  const organization = await findOrganizationById(context.db, organizationId);
  if (!organization) throw new DomainError('not_found', BILLING_DOCUMENT_MESSAGES.organizationNotFound);
  assertMayRead(actor, organization.path, BILLING_DOCUMENT_MESSAGES.organizationNotFound);
  return findDocuments(context.db, organizationId, type);
}

export type BillingDocumentFile = { name: string; contentType: string; content: Buffer };

export async function downloadBillingDocument(
  context: AppContext,
  caller: AuthenticatedCaller,
  id: number,
): Promise<BillingDocumentFile> {
  const document = await findDocumentById(context.db, id);
  if (!document) throw new DomainError('not_found', BILLING_DOCUMENT_MESSAGES.notFound);
  assertMayRead(caller, document.organization_path, BILLING_DOCUMENT_MESSAGES.notFound);
  const now = context.clock.now();
  return context.db.transaction().execute(async (trx) => {
    const stored = await lockDocumentFile(trx, id);
    if (!stored) throw new DomainError('not_found', BILLING_DOCUMENT_MESSAGES.notFound);
    const content = await billingStorage(context).get(stored.file_path);
    // a file that is gone or changed is never offered as the issued document
    if (!content || createHash('sha256').update(content).digest('hex') !== stored.sha256)
      throw new DomainError('not_found', BILLING_DOCUMENT_MESSAGES.fileMissing);
    const isFirst = stored.first_download_at === null;
    if (isFirst) {
      await trx
        .updateTable('billing_document')
        .set({ first_download_at: now, first_download_by: caller.userId })
        .where('id', '=', id)
        .where('first_download_at', 'is', null)
        .execute();
    }
    await appendAudit(trx, {
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorId,
      action: 'billing_document.downloaded',
      objectType: 'billing_document',
      objectId: id,
      data: {
        organization_id: stored.organization_id,
        type: stored.type,
        number: stored.number,
        first: isFirst,
      },
      at: now,
    });
    return { name: stored.name, contentType: stored.content_type, content };
  });
}

export async function startBillingRun(
  context: AppContext,
  caller: AuthenticatedCaller,
  body: { organization?: number | undefined; period_start: string },
): Promise<{ id: string | null; organization: number | null; period_start: string }> {
  if (!caller.isSuperuser) throw new DomainError('forbidden', BILLING_DOCUMENT_MESSAGES.runSuperuserOnly);
  // a month's first day: a monthly plan's period; the 1st of January also starts a yearly one
  if (!body.period_start.endsWith('-01'))
    throw new DomainError('validation', BILLING_DOCUMENT_MESSAGES.periodStartInvalid, {
      fieldErrors: { period_start: [BILLING_DOCUMENT_MESSAGES.periodStartInvalid] },
    });
  const organizationId = body.organization ?? null;
  if (organizationId !== null && !(await findOrganizationById(context.db, organizationId)))
    throw new DomainError('validation', BILLING_DOCUMENT_MESSAGES.organizationNotFound, {
      fieldErrors: { organization: [BILLING_DOCUMENT_MESSAGES.organizationNotFound] },
    });
  const id = await sendBillingRun(context, { organizationId, periodStart: body.period_start });
  await appendAudit(context.db, {
    actorUserId: caller.userId,
    impersonatorUserId: caller.impersonatorId,
    action: 'billing_document.run_started',
    objectType: 'billing_run',
    objectId: id ?? 'running',
    data: { organization_id: organizationId, period_start: body.period_start },
    at: context.clock.now(),
  });
  return { id, organization: organizationId, period_start: body.period_start };
}
