/**
 * The list 'Zuwendungsbestätigungen' (administration.md §2 "Lists"): the receipt requests of an
 * organisation and those below it, newest first, paged, by year and state; and who may see and
 * handle single receipts. Whoever cannot see the organisation gets 404, whoever sees it without
 * the right 403.
 */
import type { DonationReceiptRequest } from '@kollekta/contract';
import {
  type Actor,
  canHandleDonationReceipts,
  canSee,
  RECEIPT_LIST_MESSAGES,
  toZonedInstant,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import type { DonationReceiptRequestState } from '../../platform/database-schema-donation-receipts';
import { DomainError } from '../../platform/errors';
import { findOrganizationById, type OrganizationRow, parsePath } from '../organizations';
import { pageLinks, readPage } from '../recurring-payments';
import { toReceiptRequest } from './receipt-list.mapper';
import {
  countReceiptRequests,
  findReceiptRequests,
  findReceiptSummary,
  findRequestPayments,
  type ReceiptRequestFilter,
} from './receipt-list.repository';

const ORGANIZATION_NOT_FOUND = 'Organisation nicht gefunden.';

/** The organisation whose receipts the actor may read and handle. */
export async function loadReceiptOrganization(
  context: Pick<AppContext, 'db'>,
  actor: Actor,
  organizationId: number,
): Promise<OrganizationRow> {
  const organization = await findOrganizationById(context.db, organizationId);
  const path = organization ? parsePath(organization.path) : [];
  if (!organization || !canSee(actor, path)) throw new DomainError('not_found', ORGANIZATION_NOT_FOUND);
  if (!canHandleDonationReceipts(actor, path))
    throw new DomainError('forbidden', RECEIPT_LIST_MESSAGES.noPermission);
  return organization;
}

/** Refuses a receipt of an organisation the actor may not handle (404 when it cannot see it). */
export function assertMayHandleReceipt(actor: Actor, organizationPath: string): void {
  const path = parsePath(organizationPath);
  if (!canSee(actor, path)) throw new DomainError('not_found', RECEIPT_LIST_MESSAGES.receiptNotFound);
  if (!canHandleDonationReceipts(actor, path))
    throw new DomainError('forbidden', RECEIPT_LIST_MESSAGES.noPermission);
}

/** The receipt (without its PDF) after the permission check. */
export async function loadHandledReceipt(context: Pick<AppContext, 'db'>, actor: Actor, id: number) {
  const receipt = await findReceiptSummary(context.db, id);
  if (!receipt) throw new DomainError('not_found', RECEIPT_LIST_MESSAGES.receiptNotFound);
  assertMayHandleReceipt(actor, receipt.organization_path);
  return receipt;
}

export type ReceiptListQuery = {
  limit?: number | undefined;
  offset?: number | undefined;
  year?: number | undefined;
  state?: DonationReceiptRequestState | undefined;
};

/** The requests of a calendar year (Berlin) and state, of the organisation's subtree. */
export function toRequestFilter(
  organization: OrganizationRow,
  query: ReceiptListQuery,
): ReceiptRequestFilter {
  return {
    pathPrefix: organization.path,
    state: query.state,
    ...(query.year === undefined
      ? {}
      : {
          createdFrom: toZonedInstant(`${query.year}-01-01`, '00:00', 'Europe/Berlin'),
          createdBefore: toZonedInstant(`${query.year + 1}-01-01`, '00:00', 'Europe/Berlin'),
        }),
  };
}

export async function listDonationReceipts(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  query: ReceiptListQuery,
  apiBase: string,
): Promise<{
  count: number;
  next: string | null;
  previous: string | null;
  results: DonationReceiptRequest[];
}> {
  const organization = await loadReceiptOrganization(context, actor, organizationId);
  const page = readPage(query);
  const filter = toRequestFilter(organization, query);
  const [count, rows] = await Promise.all([
    countReceiptRequests(context.db, filter),
    findReceiptRequests(context.db, filter, page),
  ]);
  const payments = await findRequestPayments(
    context.db,
    rows.map((row) => row.id),
  );
  return {
    count,
    ...pageLinks(
      `${apiBase}organization/${organization.id}/donation_receipts/`,
      { year: query.year, state: query.state },
      page,
      count,
    ),
    results: rows.map((row) =>
      toReceiptRequest(
        row,
        payments.filter((payment) => payment.request_id === row.id),
        apiBase,
      ),
    ),
  };
}
