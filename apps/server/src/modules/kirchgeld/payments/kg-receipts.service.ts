/**
 * Church-tax receipts (devices-income-kirchgeld.md §4 "Payment", §7 `{receiptUrl}download/`,
 * `{receiptUrl}archive/`): a receipt is a row of the platform's `donation_receipt` issued by the
 * tenant (same numbering per organisation and year, same document), the donor the person's newest
 * data, linked to its payments through `kg_payment_receipt`. Created for a completed payment that
 * allows one and has none active; cancelling archives it, one-way. Every step locks the payment or
 * the receipt first, so a second receipt for the same payment (also a concurrent one) is refused.
 */
import type { KgPaymentReceipt } from '@kollekta/contract';
import {
  findDonorAddressGap,
  KG_PAYMENT_MESSAGES,
  kgReceiptDonor,
  kgReceiptGiftKind,
  kgReceiptPurpose,
  whyNoReceiptForPayment,
} from '@kollekta/domain';
import type { Transaction } from 'kysely';
import type { FileStorage } from '../../../adapters/file-storage';
import type { AppContext } from '../../../platform/app-context';
import type { Database } from '../../../platform/database-schema';
import type { DonorPerson } from '../../../platform/database-schema-online-giving';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import { readReceiptFile, receiptFiles } from '../../donation-receipts/receipt-files';
import {
  type IssuedReceiptRow,
  type IssueReceiptInput,
  issueReceipts,
} from '../../donation-receipts/receipt-issuing';
import { findReceiptFile, lockReceipt } from '../../donation-receipts/receipt-list.repository';
import { requireTenant } from '../tenancy';
import { findPaymentsWithActiveReceipt } from './kg-payment-writer';
import { toKgReceiptResponse } from './payments.mapper';
import {
  findDonorData,
  findTenantReceipt,
  type KgPaymentRow,
  linkReceipt,
  lockPayment,
} from './payments.repository';

export type KgReceiptGroup = { personId: string; kind: 'single' | 'collective'; payments: KgPaymentRow[] };

/** The donors of the persons, by person id, from their newest data. */
export async function loadDonors(
  trx: Transaction<Database>,
  tenantId: number,
  personIds: readonly string[],
): Promise<Map<string, DonorPerson>> {
  const rows = await findDonorData(trx, tenantId, [...new Set(personIds)]);
  return new Map(rows.map((row) => [row.person_id, kgReceiptDonor(row)]));
}

/** Why the person cannot be named on a receipt (German); null when the address is complete. */
export function donorGap(donor: DonorPerson | undefined): string | null {
  if (!donor) return KG_PAYMENT_MESSAGES.personNotFound;
  return findDonorAddressGap(donor);
}

/**
 * Issues one receipt per group (in the caller's transaction, the payments locked by the caller),
 * links each to its payments and appends an audit entry per receipt. Donors must be complete.
 */
export async function issueKgReceiptGroups(
  trx: Transaction<Database>,
  files: FileStorage,
  values: {
    tenantId: number;
    groups: readonly KgReceiptGroup[];
    donors: ReadonlyMap<string, DonorPerson>;
    issuedAt: Date;
    createdBy: number | null;
  },
): Promise<IssuedReceiptRow[]> {
  const inputs: IssueReceiptInput[] = values.groups.map((group) => {
    const specialPurposes = [
      ...new Set(group.payments.map((payment) => payment.special_purpose?.trim() || null)),
    ];
    return {
      organizationId: values.tenantId,
      kind: group.kind,
      donor: values.donors.get(group.personId) as DonorPerson,
      gifts: group.payments.map((payment) => ({
        day: String(payment.booking_date),
        amountCents: Number(payment.amount_cents),
        kind: kgReceiptGiftKind(payment.special_purpose),
        waiver: false,
      })),
      purpose: kgReceiptPurpose(specialPurposes.length === 1 ? (specialPurposes[0] ?? null) : null),
      currency: group.payments[0]?.currency ?? 'EUR',
      issuedAt: values.issuedAt,
      createdBy: values.createdBy,
    };
  });
  const receipts = await issueReceipts(trx, files, inputs);
  for (const [index, receipt] of receipts.entries()) {
    const group = values.groups[index] as KgReceiptGroup;
    await linkReceipt(
      trx,
      receipt.id,
      group.payments.map((payment) => Number(payment.id)),
    );
    await appendAudit(trx, {
      actorUserId: values.createdBy,
      action: 'kg_donation_receipt.issued',
      objectType: 'donation_receipt',
      objectId: receipt.id,
      data: {
        tenant_id: values.tenantId,
        number: receipt.number,
        person_id: group.personId,
        payment_ids: group.payments.map((payment) => Number(payment.id)),
      },
      at: values.issuedAt,
    });
  }
  return receipts;
}

export async function createPaymentReceipt(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  paymentId: number,
  apiBase: string,
): Promise<KgPaymentReceipt> {
  await requireTenant(context, caller, tenantId);
  const now = context.clock.now();
  const receipt = await context.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, tenantId, paymentId);
    if (!payment) throw new DomainError('not_found', KG_PAYMENT_MESSAGES.notFound);
    const active = await findPaymentsWithActiveReceipt(trx, [paymentId]);
    const reason = whyNoReceiptForPayment({
      paymentType: payment.payment_type,
      state: payment.state,
      disallowReceipt: payment.disallow_receipt,
      hasActiveReceipt: active.has(paymentId),
    });
    if (reason) throw new DomainError('conflict', reason);
    const donors = await loadDonors(trx, tenantId, [payment.person_id]);
    const gap = donorGap(donors.get(payment.person_id));
    if (gap) throw new DomainError('validation', gap);
    const [issued] = await issueKgReceiptGroups(trx, receiptFiles(context), {
      tenantId,
      groups: [{ personId: payment.person_id, kind: 'single', payments: [payment] }],
      donors,
      issuedAt: now,
      createdBy: caller.userId,
    });
    if (!issued) throw new Error('no receipt issued');
    return issued;
  });
  return toKgReceiptResponse(receipt, tenantId, apiBase);
}

async function requireTenantReceipt(context: AppContext, tenantId: number, receiptId: number) {
  const receipt = await findTenantReceipt(context.db, tenantId, receiptId);
  if (!receipt) throw new DomainError('not_found', KG_PAYMENT_MESSAGES.receiptNotFound);
  return receipt;
}

/** The PDF as issued; the first download is recorded as on the platform's list. */
export async function downloadKgReceipt(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  receiptId: number,
): Promise<{ fileName: string; content: Buffer }> {
  await requireTenant(context, caller, tenantId);
  await requireTenantReceipt(context, tenantId, receiptId);
  const now = context.clock.now();
  return context.db.transaction().execute(async (trx) => {
    const locked = await lockReceipt(trx, receiptId);
    const file = locked && (await findReceiptFile(trx, receiptId));
    if (!locked || !file) throw new DomainError('not_found', KG_PAYMENT_MESSAGES.receiptNotFound);
    if (locked.first_download_at === null)
      await trx
        .updateTable('donation_receipt')
        .set({ first_download_at: now, first_download_by: caller.userId })
        .where('id', '=', receiptId)
        .where('first_download_at', 'is', null)
        .execute();
    return { fileName: file.file_name, content: await readReceiptFile(receiptFiles(context), file) };
  });
}

/** Cancels (archives) a receipt: one-way and audited; a second cancel is refused. */
export async function archiveKgReceipt(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  receiptId: number,
  apiBase: string,
): Promise<KgPaymentReceipt> {
  await requireTenant(context, caller, tenantId);
  await requireTenantReceipt(context, tenantId, receiptId);
  const now = context.clock.now();
  await context.db.transaction().execute((trx) =>
    archiveReceiptRow(trx, {
      tenantId,
      receiptId,
      userId: caller.userId,
      impersonatorId: caller.impersonatorId,
      now,
    }),
  );
  return toKgReceiptResponse(await requireTenantReceipt(context, tenantId, receiptId), tenantId, apiBase);
}

/** Archives a receipt in the caller's transaction, locking it first; a second archive is refused. */
export async function archiveReceiptRow(
  trx: Transaction<Database>,
  values: {
    tenantId: number;
    receiptId: number;
    userId: number | null;
    impersonatorId: number | null;
    now: Date;
  },
): Promise<void> {
  const locked = await lockReceipt(trx, values.receiptId);
  if (!locked) throw new DomainError('not_found', KG_PAYMENT_MESSAGES.receiptNotFound);
  if (locked.archived_at !== null) throw new DomainError('conflict', KG_PAYMENT_MESSAGES.receiptArchived);
  await trx
    .updateTable('donation_receipt')
    .set({ archived_at: values.now, archived_by: values.userId })
    .where('id', '=', values.receiptId)
    .execute();
  await appendAudit(trx, {
    actorUserId: values.userId,
    impersonatorUserId: values.impersonatorId,
    action: 'donation_receipt.archived',
    objectType: 'donation_receipt',
    objectId: values.receiptId,
    data: { number: locked.number, tenant_id: values.tenantId },
    at: values.now,
  });
}
