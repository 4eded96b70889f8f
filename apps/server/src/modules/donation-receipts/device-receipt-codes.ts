/**
 * Receipts for anonymous gifts on devices (issue 15 "Build" 4): a gift at or above the device's
 * confirmationMinAmount gets a confirmation code the device shows (only its SHA-256 is stored); on
 * the public page the donor enters the code with name and address and gets the receipt at once,
 * with a signed link to the PDF that expires. A code works once: the claim locks its row, and the
 * payment's key in donation_receipt_request_payment keeps it to one receipt even so.
 *
 * Codes are 10 characters of a 31-letter alphabet (about 49 bits): typed from a screen, so shorter
 * than a link token, and guessing is limited per client address (request_log) before any lookup.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReceiptClaim } from '@kollekta/contract';
import {
  buildReceiptCode,
  centsToDecimalString,
  checkReceiptClaimPerson,
  isPaymentConfirmed,
  isReceiptCodeDue,
  normalizeReceiptCode,
  RECEIPT_MESSAGES,
  type RequestLimit,
  toBusinessDay,
} from '@kollekta/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { takeCountedRequest } from '../auth';
import { findOrganizationPath, findReceiptMinimums } from './receipt-configurations';
import { readReceiptFile, receiptFiles } from './receipt-files';
import { sendMailJob } from './receipt-issuing.jobs';
import { sendReceiptMails } from './receipt-mails';
import { createReceiptRequest, findRequestPayments, issueReceiptForPayments } from './receipt-requests';

/** Claims (right or wrong) from one client address per hour: ample for donors, little for guessing. */
export const RECEIPT_CLAIM_LIMIT: RequestLimit = { limit: 10, windowMs: 60 * 60 * 1000 };
const CLAIM_BUCKET = 'donationReceiptClaimPerAddress';
/** How long the link to a claimed receipt's PDF works. */
export const CLAIM_DOWNLOAD_HOURS = 24;
const DOWNLOAD_SECRET_NAME = 'donation_receipt_download_secret';

export const hashReceiptCode = (code: string) => createHash('sha256').update(code).digest('hex');

export type DeviceGift = {
  paymentId: string;
  organizationId: number;
  deviceId: number | null;
  amountCents: number;
  currency: string;
  /** the device's effective confirmationMinAmount (whole euros, -1: never) */
  confirmationMinAmount: number | null;
  at: Date;
};

/**
 * In the transaction that books a device gift: a code when the gift is at or above the device's
 * confirmationMinAmount (and the organisation's minimum for collection gifts); null otherwise.
 */
export async function createDeviceReceiptCode(
  trx: Transaction<Database>,
  gift: DeviceGift,
): Promise<string | null> {
  const path = await findOrganizationPath(trx, gift.organizationId);
  const minimums = await findReceiptMinimums(trx, path, toBusinessDay(gift.at));
  const isDue = isReceiptCodeDue({
    amountCents: gift.amountCents,
    confirmationMinAmount: gift.confirmationMinAmount,
    collectionMinimumCents: minimums.collectionCents,
  });
  if (!isDue) return null;
  const code = buildReceiptCode(randomBytes(32));
  await trx
    .insertInto('device_receipt_code')
    .values({
      code_hash: hashReceiptCode(code),
      payment_id: gift.paymentId,
      organization_id: gift.organizationId,
      device_id: gift.deviceId,
      amount_cents: gift.amountCents,
      currency: gift.currency,
      created_at: gift.at,
    })
    .execute();
  return code;
}

export type ClaimBody = {
  code: string;
  first_name: string;
  last_name: string;
  street: string;
  postal_code: string;
  city: string;
  email?: string | undefined;
};

export async function claimDeviceReceipt(
  context: AppContext,
  call: { body: ClaimBody; address: string; apiBase: string },
): Promise<ReceiptClaim> {
  await takeClaimSlot(context, call.address);
  const fieldErrors = checkReceiptClaimPerson(call.body);
  const code = normalizeReceiptCode(call.body.code);
  if (code === null) fieldErrors.code = [RECEIPT_MESSAGES.codeInvalid];
  if (Object.keys(fieldErrors).length > 0 || code === null) {
    throw new DomainError('validation', undefined, { fieldErrors });
  }
  const person = {
    first_name: call.body.first_name.trim(),
    last_name: call.body.last_name.trim(),
    street: call.body.street.trim(),
    postal_code: call.body.postal_code.trim(),
    city: call.body.city.trim(),
  };
  const email = call.body.email?.trim() || null;
  const now = context.clock.now();
  const claimed = await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('device_receipt_code')
      .selectAll()
      .where('code_hash', '=', hashReceiptCode(code))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw codeError(RECEIPT_MESSAGES.codeInvalid);
    if (row.used_at !== null) throw codeError(RECEIPT_MESSAGES.codeUsed);
    const purpose = await findGiftPurpose(trx, row.payment_id);
    const requestId = await createReceiptRequest(trx, {
      organizationId: row.organization_id,
      onlineDonationId: null,
      person,
      email,
      purposeName: purpose,
      amountCents: Number(row.amount_cents),
      currency: row.currency,
      paymentId: row.payment_id,
      at: now,
    });
    const payments = await findRequestPayments(trx, requestId);
    if (!payments.every((payment) => isPaymentConfirmed(payment))) {
      throw new DomainError('validation', RECEIPT_MESSAGES.paymentNotConfirmed);
    }
    const receipt = await issueReceiptForPayments(trx, receiptFiles(context), {
      organizationId: row.organization_id,
      person,
      purpose,
      currency: row.currency,
      payments,
      at: now,
    });
    await trx
      .updateTable('donation_receipt_request')
      .set({ state: 'issued', receipt_id: receipt.id, updated_at: now })
      .where('id', '=', requestId)
      .execute();
    await trx
      .updateTable('device_receipt_code')
      .set({ used_at: now, request_id: requestId })
      .where('id', '=', row.id)
      .execute();
    await appendAudit(trx, {
      actorUserId: null,
      action: 'donation_receipt.claimed',
      objectType: 'donation_receipt',
      objectId: receipt.id,
      data: {
        payment_id: row.payment_id,
        number: receipt.number,
        amount_cents: Number(receipt.amount_cents),
      },
      at: now,
    });
    const mail = { organizationId: row.organization_id, receiptId: receipt.id, requestId };
    const isMailQueued = await sendMailJob(context, trx, mail);
    return { receipt, mailNow: isMailQueued ? null : mail };
  });
  if (claimed.mailNow) {
    await sendReceiptMails(context, claimed.mailNow).catch((error: unknown) =>
      console.error('donation receipts: mails after a claimed receipt failed', error),
    );
  }
  const token = await signDownloadToken(context, claimed.receipt.id, now);
  return {
    number: claimed.receipt.number,
    amount: centsToDecimalString(Number(claimed.receipt.amount_cents)),
    download_url: `${call.apiBase}public/donation_receipt/${token}/download/`,
  };
}

const codeError = (message: string) =>
  new DomainError('validation', undefined, { fieldErrors: { code: [message] } });

/** The purpose printed on a device gift's receipt: its collection, else a general gift. */
async function findGiftPurpose(trx: Transaction<Database>, paymentId: string): Promise<string> {
  const row = await trx
    .selectFrom('payment')
    .leftJoin('collection_plan', 'collection_plan.id', 'payment.collection_plan_id')
    .select('collection_plan.name')
    .where('payment.id', '=', paymentId)
    .executeTakeFirst();
  return row?.name?.trim() || 'Kollekte';
}

/** Counts every claim of the address, refused or not: guessing codes costs as much as claiming. */
async function takeClaimSlot(context: AppContext, address: string): Promise<void> {
  await takeCountedRequest(context, {
    bucket: CLAIM_BUCKET,
    key: address,
    limit: RECEIPT_CLAIM_LIMIT,
    message: RECEIPT_MESSAGES.tooManyClaims,
  });
}

const secrets = new WeakMap<object, Promise<string>>();

/** One key per installation in installation_secret, so every server process signs alike. */
function getDownloadSecret(context: AppContext): Promise<string> {
  let secret = secrets.get(context.db);
  if (!secret) {
    secret = (async () => {
      await context.db
        .insertInto('installation_secret')
        .values({ name: DOWNLOAD_SECRET_NAME, value: randomBytes(32).toString('base64url') })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await context.db
        .selectFrom('installation_secret')
        .select('value')
        .where('name', '=', DOWNLOAD_SECRET_NAME)
        .executeTakeFirstOrThrow();
      return row.value;
    })().catch((error: unknown) => {
      secrets.delete(context.db);
      throw error;
    });
    secrets.set(context.db, secret);
  }
  return secret;
}

/** '{receipt id}.{expiry, unix seconds}.{HMAC}': bound to one receipt and this purpose, expiring. */
export async function signDownloadToken(context: AppContext, receiptId: number, at: Date): Promise<string> {
  const expires = Math.floor(at.getTime() / 1000) + CLAIM_DOWNLOAD_HOURS * 3600;
  const payload = `${receiptId}.${expires}`;
  return `${payload}.${sign(await getDownloadSecret(context), payload)}`;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`donation-receipt-download:${payload}`).digest('base64url');
}

export async function getClaimedReceiptDownload(
  context: AppContext,
  token: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const expired = () => new DomainError('not_found', RECEIPT_MESSAGES.downloadExpired);
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw expired();
  const [, id = '', expires = '', signature = ''] = match;
  const expected = Buffer.from(sign(await getDownloadSecret(context), `${id}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw expired();
  if (Number(expires) * 1000 < context.clock.now().getTime()) throw expired();
  const receipt = await context.db
    .selectFrom('donation_receipt')
    .select(['id', 'file_name', 'file_key', 'sha256', 'archived_at'])
    .where('id', '=', Number(id))
    .executeTakeFirst();
  if (!receipt || receipt.archived_at) throw expired();
  return { fileName: receipt.file_name, pdf: await readReceiptFile(receiptFiles(context), receipt) };
}
