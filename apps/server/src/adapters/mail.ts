/**
 * Sending mail. Every mail is written to the outbox table first; with SMTP_URL it is also handed to
 * the SMTP server (nodemailer) and marked sent, or its error is kept for another try. A mail may carry
 * an HTML part and attachments; an attachment with a content id is an image the HTML part shows
 * inline (`<img src="cid:…">`).
 */
import type { Kysely } from 'kysely';
import type { Database, StoredMailAttachment } from '../platform/database-schema';
import { lazyPackage } from '../platform/lazy-package';

// only with SMTP_URL (lazy-package.ts)
const nodemailer = lazyPackage<typeof import('nodemailer')>('nodemailer');

export type MailAttachment = {
  filename: string;
  contentType: string;
  content: Buffer;
  /** for an image shown inline by the HTML part */
  contentId?: string;
};

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
};

export type MailSender = {
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Hands an outbox row written earlier (insertOutboxMail, inside the caller's transaction) to the
   * SMTP server, once the transaction committed; nothing without SMTP_URL or when it was sent.
   */
  deliver(id: number): Promise<void>;
};

/**
 * Writes a mail to the outbox with the given connection, e.g. inside the transaction that records
 * why it was sent, so the row exists exactly when that record does; answers the row's id.
 */
export async function insertOutboxMail(db: Kysely<Database>, mail: OutgoingMail): Promise<number> {
  const attachments = mail.attachments ?? [];
  const { id } = await db
    .insertInto('mail_outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html ?? null,
      attachments: JSON.stringify(attachments.map(toStoredAttachment)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function createMailSender(
  db: Kysely<Database>,
  options: { smtpUrl?: string | undefined; from: string },
): MailSender {
  const transport = options.smtpUrl ? nodemailer().createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const attachments = mail.attachments ?? [];
      const id = await insertOutboxMail(db, mail);
      if (!transport) return;
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          attachments: attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
            ...(attachment.contentId ? { cid: attachment.contentId } : {}),
          })),
        });
        await db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', id).execute();
      } catch (error) {
        await db
          .updateTable('mail_outbox')
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where('id', '=', id)
          .execute();
      }
    },
    async deliver(id) {
      if (!transport) return;
      const row = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      if (!row) return;
      try {
        await transport.sendMail({
          from: options.from,
          to: row.recipient,
          subject: row.subject,
          text: row.body_text,
          ...(row.body_html ? { html: row.body_html } : {}),
          attachments: row.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.content_type,
            content: Buffer.from(attachment.content_base64, 'base64'),
            ...(attachment.content_id ? { cid: attachment.content_id } : {}),
          })),
        });
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: new Date(), error: null })
          .where('id', '=', id)
          .execute();
      } catch (error) {
        await db
          .updateTable('mail_outbox')
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where('id', '=', id)
          .execute();
      }
    },
  };
}

function toStoredAttachment(attachment: MailAttachment): StoredMailAttachment {
  return {
    filename: attachment.filename,
    content_type: attachment.contentType,
    content_id: attachment.contentId ?? null,
    content_base64: attachment.content.toString('base64'),
  };
}
