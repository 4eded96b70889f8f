/** Use cases of the payment list: an organisation's payments (and those below it) in a range of days. */
import type { Payment, PaymentPage, PaymentsQuery } from '@kollekta/contract';
import { type Actor, canReadIncome } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { parsePath } from '../organizations';
import { toPaymentResponse } from './income.mapper';
import { loadIncomeOrganization } from './income-access';
import { readDayBounds, startOfBerlinDay } from './income-range';
import { countPayments, findPaymentById, findPayments, type PaymentListFilter } from './payments.repository';

/** A list without paging stops here: beyond, the caller pages with limit/offset or asks for fewer days. */
export const MAX_LISTED_PAYMENTS = 50_000;

export const PAYMENT_MESSAGES = {
  tooMany: `Mehr als ${MAX_LISTED_PAYMENTS.toLocaleString('de-DE')} Zahlungen: Bitte wählen Sie einen kürzeren Zeitraum oder blättern Sie mit limit und offset.`,
  notFound: 'Zahlung nicht gefunden.',
} as const;

export async function listPayments(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  query: PaymentsQuery,
  apiBase: string,
): Promise<Payment[] | PaymentPage> {
  const organization = await loadIncomeOrganization(context, actor, organizationId);
  const bounds = readDayBounds(query);
  const filter: PaymentListFilter = {
    organizationId: organization.id,
    organizationPath: organization.path,
    isRecursive: query.recursive === 'true',
    from: bounds.since === null ? null : startOfBerlinDay(bounds.since),
    before: bounds.before === null ? null : startOfBerlinDay(bounds.before),
    ...(query.collection_plan !== undefined ? { collectionPlanId: query.collection_plan } : {}),
    ...(query.state !== undefined ? { state: query.state } : {}),
    ...(query.kind !== undefined ? { kind: query.kind } : {}),
  };
  if (query.limit === undefined) {
    const rows = await findPayments(context.db, filter, { limit: MAX_LISTED_PAYMENTS + 1, offset: 0 });
    if (rows.length > MAX_LISTED_PAYMENTS) throw new DomainError('validation', PAYMENT_MESSAGES.tooMany);
    return rows.map((row) => toPaymentResponse(row, apiBase));
  }
  const page = { limit: query.limit, offset: query.offset ?? 0 };
  const [count, rows] = await Promise.all([
    countPayments(context.db, filter),
    findPayments(context.db, filter, page),
  ]);
  const link = (offset: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
    search.set('offset', String(offset));
    return `${apiBase}organization/${organization.id}/payments/?${search.toString()}`;
  };
  return {
    count,
    next: page.offset + page.limit < count ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
    results: rows.map((row) => toPaymentResponse(row, apiBase)),
  };
}

export async function getPayment(
  context: AppContext,
  actor: Actor,
  id: number,
  apiBase: string,
): Promise<Payment> {
  const row = await findPaymentById(context.db, id);
  if (!row || !canReadIncome(actor, parsePath(row.organization_path)))
    throw new DomainError('not_found', PAYMENT_MESSAGES.notFound);
  return toPaymentResponse(row, apiBase);
}
