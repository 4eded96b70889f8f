/**
 * The mails of a new billing document (administration.md §3 "Contact notification types": the
 * finance group invoice_available and booking_report_available): each contact of the organisation
 * with the document's type gets one mail, with the file attached when the contact asked for files.
 * Once per document and address: `notification_sent` (event key `billing_document:{id}`) and the
 * outbox are checked before a mail is written, and the mail is recorded right after it is written;
 * a retry after a crash between the two finds the mail in the outbox and does not send it again.
 */
import { formatBillingPeriod, formatMoney } from '@kollekta/domain';
import type { OutgoingMail } from '../../adapters/mail';
import type { AppContext } from '../../platform/app-context';
import { findContactsOfOrganization } from '../contacts';
import {
  findDocumentFile,
  isNotificationSent,
  recordNotificationSent,
  type StoredDocumentFile,
} from './billing-documents.repository';
import { billingStorage } from './billing-issuing';

export const CONTACT_TYPE_OF_DOCUMENT = {
  invoice: 'invoice_available',
  'booking-report': 'booking_report_available',
} as const;

export const billingMailEventKey = (documentId: number) => `billing_document:${documentId}`;

export function renderBillingDocumentMail(
  document: StoredDocumentFile,
  organizationName: string,
  contact: { name: string | null; attachFile: boolean },
  to: string,
  link: string,
  content: Buffer | null,
): OutgoingMail {
  const period = formatBillingPeriod({ start: document.period_start, end: document.period_end });
  const isInvoice = document.type === 'invoice';
  const subject = isInvoice
    ? `Neue Rechnung ${document.number} für ${organizationName}`
    : `Neue Abgleichliste ${period} für ${organizationName}`;
  const text = [
    contact.name ? `Guten Tag ${contact.name},` : 'Guten Tag,',
    '',
    isInvoice
      ? `für „${organizationName}“ liegt die Rechnung ${document.number} für ${period} über ${formatMoney(document.gross_cents)} vor.`
      : `für „${organizationName}“ liegt die Abgleichliste für ${period} vor.`,
    '',
    `Alle Abrechnungen finden Sie unter „Abrechnungen“:`,
    link,
    '',
    `Sie erhalten diese E-Mail als Kontakt für ${isInvoice ? 'Rechnungen' : 'Abgleichlisten'}.`,
    '',
    'Ihr Kollekta-Team',
  ].join('\n');
  return {
    to,
    subject,
    text,
    ...(contact.attachFile && content
      ? { attachments: [{ filename: document.name, contentType: document.content_type, content }] }
      : {}),
  };
}

export async function sendBillingDocumentMails(
  context: AppContext,
  data: { organizationId: number; documentId: number },
): Promise<number> {
  const document = await findDocumentFile(context.db, data.documentId);
  if (!document) return 0;
  const organization = await context.db
    .selectFrom('organization')
    .select('name')
    .where('id', '=', document.organization_id)
    .executeTakeFirst();
  if (!organization) return 0;
  const type = CONTACT_TYPE_OF_DOCUMENT[document.type];
  const contacts = (await findContactsOfOrganization(context, document.organization_id)).filter(
    (contact) => contact.email && contact.types.includes(type),
  );
  const content = contacts.some((contact) => contact.attach_files)
    ? await billingStorage(context).get(document.file_path)
    : null;
  const link = `${context.config.publicUrl}/#/o/${document.organization_id}/invoicing`;
  const eventKey = billingMailEventKey(document.id);
  let sent = 0;
  for (const contact of contacts) {
    const to = contact.email as string;
    if (await isNotificationSent(context.db, eventKey, to)) continue;
    const mail = renderBillingDocumentMail(
      document,
      organization.name,
      { name: contact.name, attachFile: contact.attach_files },
      to,
      link,
      content,
    );
    if (!(await isInOutbox(context, mail))) {
      await context.mail.send(mail);
      sent += 1;
    }
    await recordNotificationSent(context.db, {
      eventKey,
      recipient: to,
      type,
      organizationId: document.organization_id,
    });
  }
  return sent;
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
