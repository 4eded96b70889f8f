/**
 * The mails of a new billing document (administration.md §3 "Contact notification types": the
 * finance group invoice_available and booking_report_available): each contact of the organisation
 * with the document's type gets one mail, with the file attached when the contact asked for files.
 * Once per document and address: the claim in `notification_sent` (event key `billing_document:{id}`)
 * and the outbox row are written in one transaction, and the mail is handed to SMTP after it commits.
 */
import { formatBillingPeriod, formatMoney } from '@kollekta/domain';
import { insertOutboxMail, type OutgoingMail } from '../../adapters/mail';
import type { AppContext } from '../../platform/app-context';
import { findContactsOfOrganization } from '../contacts';
import {
  findDocumentFile,
  isNotificationSent,
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
    // the record and the outbox row commit together: a retry after a crash neither repeats nor skips
    const mailId = await context.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('notification_sent')
        .values({ event_key: eventKey, recipient: to, type, organization_id: document.organization_id })
        .onConflict((conflict) => conflict.columns(['event_key', 'recipient']).doNothing())
        .returning('event_key')
        .executeTakeFirst();
      if (!claimed) return null;
      const id = await insertOutboxMail(trx, mail);
      await trx
        .updateTable('notification_sent')
        .set({ mail_id: id })
        .where('event_key', '=', eventKey)
        .where('recipient', '=', to)
        .execute();
      return id;
    });
    if (mailId !== null) {
      await context.mail.deliver(mailId);
      sent += 1;
    }
  }
  return sent;
}
