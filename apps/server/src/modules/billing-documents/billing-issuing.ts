/**
 * Making the billing documents of one contract and period: the plan associated with the contract
 * for the period, the period's payments of the organisation itself (its own locations and devices;
 * organisations below it have contracts of their own), the fees (packages/domain billing-fees),
 * then the booking report ('Abgleichliste', XLSX) and the invoice ('Rechnung', PDF).
 *
 * Everything of one contract and period happens in one transaction that first locks the year's
 * invoice counter: concurrent runs queue up behind it, the second finds the documents the first
 * made and makes nothing; a run killed before its commit leaves no row and no number taken (the
 * file it may have written is named by its hash and simply written again). The unique key
 * (contract, period_start, type) backs this up in the database.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  BILLING_SCOPES,
  type BillingCondition,
  type BillingDocumentType,
  type BillingPeriod,
  type BillingPlanType,
  billingDocumentFileName,
  billingPeriodOf,
  computeBillingFees,
  dayAfterPeriod,
  formatInvoiceNumber,
  toBusinessDay,
  toBusinessYear,
  toZonedInstant,
  windowsOverlap,
} from '@kollekta/domain';
import type { Transaction } from 'kysely';
import { createFileStorage, type FileStorage } from '../../adapters/file-storage';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { findCurrentAddress, findPostalAddress } from '../addresses';
import {
  type ContractPlanRow,
  findDocumentsOfPeriod,
  findPeriodPayments,
  lockInvoiceCounter,
  storeInvoiceSequence,
} from './billing-documents.repository';
import { BILLING_ISSUER } from './document/billing-issuer';
import { renderBookingReport } from './document/booking-report-xlsx';
import { type InvoiceAddress, renderInvoicePdf } from './document/invoice-pdf';

export const CONTENT_TYPES: Record<BillingDocumentType, string> = {
  invoice: 'application/pdf',
  'booking-report': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type CreatedDocument = { id: number; organizationId: number; type: BillingDocumentType };

/** Called in the transaction that inserts a document: the mail job is enqueued there. */
export type DocumentCreatedHook = (trx: Transaction<Database>, document: CreatedDocument) => Promise<void>;

export function billingStorage(context: Pick<AppContext, 'config'>): FileStorage {
  return createFileStorage(path.join(context.config.dataDir, 'files'));
}

/**
 * The association that bills the period starting on `periodStart`: its plan's period must start on
 * that day (a yearly plan is billed only by a run for the 1st of January) and its validity must
 * overlap the period; of several (a plan change within the period) the one valid last wins.
 */
export function choosePlanForPeriod(
  associations: readonly ContractPlanRow[],
  periodStart: string,
): { association: ContractPlanRow; period: BillingPeriod } | null {
  let chosen: { association: ContractPlanRow; period: BillingPeriod } | null = null;
  for (const association of associations) {
    const type: BillingPlanType = association.plan_type === 'yearly' ? 'yearly' : 'monthly';
    const period = billingPeriodOf(type, periodStart);
    if (period.start !== periodStart) continue;
    const window = { validFrom: association.valid_from, validNotafter: association.valid_notafter };
    if (!windowsOverlap(window, { validFrom: period.start, validNotafter: period.end })) continue;
    if (!chosen || association.valid_from >= chosen.association.valid_from) chosen = { association, period };
  }
  return chosen;
}

function toConditions(association: ContractPlanRow): BillingCondition[] {
  return association.conditions
    .filter((condition) => (BILLING_SCOPES as readonly string[]).includes(condition.scope))
    .map((condition) => ({
      scope: condition.scope as BillingCondition['scope'],
      baseFeeCents: Number(condition.base_fee_cents),
      percentageBasisPoints: Number(condition.percentage_basis_points),
    }));
}

function toGermanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

async function findInvoiceAddress(
  trx: Transaction<Database>,
  organizationId: number,
  at: Date,
): Promise<InvoiceAddress | null> {
  // §9 "Address type use": billing for invoices, else the primary (or other) address
  const address =
    (await findCurrentAddress(trx, organizationId, 'billing', at)) ??
    (await findPostalAddress(trx, organizationId, at));
  if (!address) return null;
  return {
    name: address.name,
    supplement: address.supplement,
    street: address.street,
    postalCode: address.postal_code,
    city: address.city,
  };
}

export type IssueOptions = {
  /** the invoice date; its Berlin year numbers the invoice (default: now) */
  issuedAt?: Date;
  onCreated?: DocumentCreatedHook;
};

/** Makes the documents of the period that do not exist yet; answers those it made. */
export async function issueBillingDocuments(
  context: AppContext,
  association: ContractPlanRow,
  period: BillingPeriod,
  options: IssueOptions = {},
): Promise<CreatedDocument[]> {
  const issuedAt = options.issuedAt ?? context.clock.now();
  const storage = billingStorage(context);
  const conditions = toConditions(association);
  const from = toZonedInstant(period.start, '00:00', 'Europe/Berlin');
  const until = toZonedInstant(dayAfterPeriod(period), '00:00', 'Europe/Berlin');
  return context.db.transaction().execute(async (trx) => {
    const year = toBusinessYear(issuedAt);
    const lastSequence = await lockInvoiceCounter(trx, year);
    const existing = await findDocumentsOfPeriod(trx, association.contract_id, period.start);
    const has = (type: BillingDocumentType) => existing.some((document) => document.type === type);
    if (has('invoice') && has('booking-report')) return [];
    const organization = await trx
      .selectFrom('organization')
      .select(['name', 'datev_creditor'])
      .where('id', '=', association.organization_id)
      .executeTakeFirstOrThrow();
    const payments = await findPeriodPayments(trx, association.organization_id, from, until);
    const fees = computeBillingFees(
      conditions,
      payments.map((payment) => ({ type: payment.type, amountCents: payment.amount_cents })),
    );
    const created: CreatedDocument[] = [];
    const store = async (
      type: BillingDocumentType,
      content: Buffer,
      number: string | null,
    ): Promise<void> => {
      const sha256 = createHash('sha256').update(content).digest('hex');
      const extension = type === 'invoice' ? 'pdf' : 'xlsx';
      const filePath = `billing-documents/${association.organization_id}/${sha256}.${extension}`;
      await storage.put(filePath, content);
      const row = await trx
        .insertInto('billing_document')
        .values({
          organization_id: association.organization_id,
          contract_id: association.contract_id,
          type,
          period_start: period.start,
          period_end: period.end,
          name: billingDocumentFileName(type, period, number),
          number,
          net_cents: fees.netCents,
          vat_cents: fees.vatCents,
          gross_cents: fees.grossCents,
          content_type: CONTENT_TYPES[type],
          file_path: filePath,
          sha256,
          created_at: issuedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const document = { id: row.id, organizationId: association.organization_id, type };
      created.push(document);
      await options.onCreated?.(trx, document);
    };

    let invoiceNumber =
      existing.length > 0 ? await findInvoiceNumber(trx, association.contract_id, period) : null;
    if (!has('invoice')) {
      const sequence = lastSequence + 1;
      invoiceNumber = formatInvoiceNumber(year, sequence);
      const issuedOn = toBusinessDay(issuedAt);
      const pdf = await renderInvoicePdf({
        number: invoiceNumber,
        issuedOn: toGermanDay(issuedOn),
        dueOn: toGermanDay(addDays(issuedOn, BILLING_ISSUER.paymentTermDays)),
        customerNumber: organization.datev_creditor,
        organizationName: organization.name,
        address: await findInvoiceAddress(trx, association.organization_id, issuedAt),
        period,
        planName: association.plan_name,
        fees,
        createdAt: issuedAt,
      });
      await store('invoice', pdf, invoiceNumber);
      await storeInvoiceSequence(trx, year, sequence);
    }
    if (!has('booking-report')) {
      const xlsx = await renderBookingReport({
        organizationName: organization.name,
        customerNumber: organization.datev_creditor,
        period,
        planName: association.plan_name,
        payments,
        fees,
        invoiceNumber,
        createdAt: issuedAt,
      });
      await store('booking-report', xlsx, null);
    }
    return created;
  });
}

async function findInvoiceNumber(
  trx: Transaction<Database>,
  contractId: number,
  period: BillingPeriod,
): Promise<string | null> {
  const row = await trx
    .selectFrom('billing_document')
    .select('number')
    .where('contract_id', '=', contractId)
    .where('period_start', '=', period.start)
    .where('type', '=', 'invoice')
    .executeTakeFirst();
  return row?.number ?? null;
}
