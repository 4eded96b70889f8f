/**
 * The mails after a receipt is issued: the donor gets the PDF (when a mail address is known), the
 * organisation's contacts of notification type `donation_receipt` are informed (with the PDF when
 * they asked for files). Sent by the job 'donation-receipts.mail'; a retry skips every recipient
 * the outbox already holds this mail for, so a crash does not send it twice.
 */
import { formatMoney } from '@kollekta/domain';
import type { OutgoingMail } from '../../adapters/mail';
import type { AppContext } from '../../platform/app-context';
import { findContactsOfOrganization } from '../contacts';
import { readReceiptFile, receiptFiles } from './receipt-files';

export const RECEIPT_CONTACT_TYPE = 'donation_receipt';

type ReceiptForMail = {
  number: string;
  fileName: string;
  pdf: Buffer;
  amountCents: number;
  currency: string;
  donorName: string;
  organizationName: string;
};

export function renderDonorReceiptMail(receipt: ReceiptForMail, to: string): OutgoingMail {
  const text = [
    `Guten Tag ${receipt.donorName},`,
    '',
    `vielen Dank für Ihre Spende über ${formatMoney(receipt.amountCents, receipt.currency)} an „${receipt.organizationName}“.`,
    `Im Anhang finden Sie Ihre Zuwendungsbestätigung ${receipt.number} zur Vorlage beim Finanzamt.`,
    '',
    'Die Bestätigung wurde maschinell erstellt und ist ohne Unterschrift gültig.',
    '',
    `Mit freundlichen Grüßen`,
    receipt.organizationName,
  ].join('\n');
  return {
    to,
    subject: `Ihre Zuwendungsbestätigung ${receipt.number}`,
    text,
    attachments: [{ filename: receipt.fileName, contentType: 'application/pdf', content: receipt.pdf }],
  };
}

export function renderContactReceiptMail(
  receipt: ReceiptForMail,
  contact: { name: string | null; attachFile: boolean },
  to: string,
  link: string,
): OutgoingMail {
  const text = [
    contact.name ? `Guten Tag ${contact.name},` : 'Guten Tag,',
    '',
    `für „${receipt.organizationName}“ wurde die Zuwendungsbestätigung ${receipt.number} über ${formatMoney(receipt.amountCents, receipt.currency)} für ${receipt.donorName} erstellt.`,
    '',
    'Alle Zuwendungsbestätigungen finden Sie unter „Zuwendungsbestätigungen“:',
    link,
    '',
    'Sie erhalten diese E-Mail als Kontakt für Zuwendungsbestätigungen.',
    '',
    'Ihr Kollekta-Team',
  ].join('\n');
  return {
    to,
    subject: `Neue Zuwendungsbestätigung ${receipt.number}`,
    text,
    ...(contact.attachFile
      ? {
          attachments: [{ filename: receipt.fileName, contentType: 'application/pdf', content: receipt.pdf }],
        }
      : {}),
  };
}

export async function sendReceiptMails(
  context: AppContext,
  data: { organizationId: number; receiptId: number; requestId: number | null },
): Promise<void> {
  const row = await context.db
    .selectFrom('donation_receipt')
    .innerJoin('organization', 'organization.id', 'donation_receipt.organization_id')
    .select([
      'donation_receipt.number',
      'donation_receipt.file_name',
      'donation_receipt.id',
      'donation_receipt.file_key',
      'donation_receipt.sha256',
      'donation_receipt.amount_cents',
      'donation_receipt.currency',
      'donation_receipt.donor',
      'donation_receipt.archived_at',
      'organization.name as organization_name',
    ])
    .where('donation_receipt.id', '=', data.receiptId)
    .executeTakeFirst();
  if (!row || row.archived_at) return;
  const request =
    data.requestId === null
      ? undefined
      : await context.db
          .selectFrom('donation_receipt_request')
          .select('email')
          .where('id', '=', data.requestId)
          .executeTakeFirst();
  const receipt: ReceiptForMail = {
    number: row.number,
    fileName: row.file_name,
    pdf: await readReceiptFile(receiptFiles(context), row),
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    donorName: `${row.donor.first_name} ${row.donor.last_name}`.trim(),
    organizationName: row.organization_name,
  };
  const mails: OutgoingMail[] = [];
  if (request?.email) mails.push(renderDonorReceiptMail(receipt, request.email));
  const link = `${context.config.publicUrl}/#/o/${data.organizationId}/donation-receipts`;
  for (const contact of await findContactsOfOrganization(context, data.organizationId)) {
    if (!contact.email || !contact.types.includes(RECEIPT_CONTACT_TYPE)) continue;
    mails.push(
      renderContactReceiptMail(
        receipt,
        { name: contact.name, attachFile: contact.attach_files },
        contact.email,
        link,
      ),
    );
  }
  for (const mail of mails) {
    if (await isInOutbox(context, mail)) continue;
    await context.mail.send(mail);
  }
}

async function isInOutbox(context: AppContext, mail: OutgoingMail): Promise<boolean> {
  const row = await context.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('recipient', '=', mail.to)
    .where('subject', '=', mail.subject)
    .executeTakeFirst();
  return row !== undefined;
}
