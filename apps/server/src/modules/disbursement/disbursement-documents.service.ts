/**
 * Downloads of collection forwarding: the PDF of one disbursement (what was collected, how, and what
 * is forwarded by whom) once its cash is closed, and a run's booking export as DATEV Buchungsstapel
 * and XLSX. The data is loaded here; the documents/ builders only lay it out.
 */
import {
  bookingYearsOf,
  DISBURSEMENT_MESSAGES,
  type DisbursementState,
  toBusinessDay,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { disbursementFileName, toOrderMoney } from './disbursement.mapper';
import { findAddressLines, findOrderById, findOrders, type OrderRow } from './disbursement.repository';
import { assertMayReadOrder, type DisbursementActor, loadFeatureCheck } from './disbursement-access';
import { loadHandledRun } from './disbursement-runs.service';
import {
  buildDatevBookingBatch,
  buildDisbursementRunXlsx,
  type DisbursementRunExport,
  renderDisbursementPdf,
} from './documents';

export type DisbursementFile = { fileName: string; content: Buffer };

/** The plan's accounting fields (meta.accounting): account, cost centre … as the planners typed them. */
export function readAccounting(meta: Record<string, unknown>): Record<string, string | null> {
  const section = meta.accounting;
  if (typeof section !== 'object' || section === null || Array.isArray(section)) return {};
  return Object.fromEntries(
    Object.entries(section as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : value === null || value === undefined ? null : String(value),
    ]),
  );
}

export async function downloadDisbursementPdf(
  context: AppContext,
  actor: DisbursementActor,
  id: number,
): Promise<DisbursementFile> {
  const hasFeature = await loadFeatureCheck(context);
  const row = assertMayReadOrder(actor, await findOrderById(context.db, id), hasFeature);
  // the document states fixed sums: before closing there are none
  if (row.stop_cash_payments === null)
    throw new DomainError('conflict', DISBURSEMENT_MESSAGES.documentNotReady);
  const now = context.clock.now();
  const [collectingAddress, handlingAddress] = await Promise.all([
    findAddressLines(context.db, row.organization_id, now),
    findAddressLines(context.db, row.handling_organization_id, now),
  ]);
  const money = toOrderMoney(row, undefined);
  const content = await renderDisbursementPdf({
    orderId: row.id,
    collectionName: row.plan_name,
    collectionStart: row.plan_start_at?.toISOString() ?? null,
    collectionEnd: row.plan_end_at?.toISOString() ?? null,
    orderingOrganization: { name: row.plan_organization_name },
    collectingOrganization: { name: row.organization_name, address: collectingAddress },
    handlingOrganization: { name: row.handling_name, address: handlingAddress },
    state: row.state as DisbursementState,
    stopCashPayments: row.stop_cash_payments,
    currency: row.currency,
    ecomCents: money.ecomCents,
    posCents: money.posCents,
    cashCents: money.cashCents,
    totalCents: money.totalCents,
    countPayments: money.countPayments,
    accounting: readAccounting(row.plan_meta),
    // the day the sums were fixed: the same document every time it is downloaded
    createdAt: row.stop_cash_payments,
  });
  return { fileName: disbursementFileName(row), content };
}

function toBookingRow(row: OrderRow) {
  const money = toOrderMoney(row, undefined);
  return {
    orderId: row.id,
    collectionName: row.plan_name,
    collectingOrganizationName: row.organization_name,
    day: toBusinessDay(row.stop_cash_payments ?? row.updated_at),
    totalCents: money.totalCents,
    ecomCents: money.ecomCents,
    posCents: money.posCents,
    cashCents: money.cashCents,
    accounting: readAccounting(row.plan_meta),
  };
}

async function loadRunExport(
  context: AppContext,
  actor: DisbursementActor,
  runId: number,
): Promise<DisbursementRunExport> {
  const run = await loadHandledRun(context, actor, runId);
  const orders = await findOrders(context.db, { runId }, 100_000);
  return {
    runId: run.id,
    handlingOrganizationName: run.handling_name,
    // the platform keeps no DATEV consultant or client number of its customers yet
    datevConsultant: null,
    datevClient: null,
    createdAt: run.created_at,
    currency: run.currency,
    rows: orders.sort((a, b) => a.id - b.id).map(toBookingRow),
  };
}

export async function downloadRunDatev(
  context: AppContext,
  actor: DisbursementActor,
  runId: number,
): Promise<DisbursementFile> {
  const run = await loadRunExport(context, actor, runId);
  // ordering refuses such runs; one made before that rule gets a German answer, not a 500
  const years = bookingYearsOf(run.rows);
  if (years.length > 1)
    throw new DomainError('conflict', DISBURSEMENT_MESSAGES.mixedYears(years.map(String)));
  return buildDatevBookingBatch(run);
}

export async function downloadRunXlsx(
  context: AppContext,
  actor: DisbursementActor,
  runId: number,
): Promise<DisbursementFile> {
  return buildDisbursementRunXlsx(await loadRunExport(context, actor, runId));
}
