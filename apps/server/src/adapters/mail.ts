/**
 * Sending mail. Every mail is written to the outbox table first; with SMTP_URL it is also handed to
 * the SMTP server (nodemailer) and marked sent, or its error is kept for another try. A mail may carry
 * an HTML part and attachments; an attachment with a content id is an image the HTML part shows
 * inline (`<img src="cid:…">`).
 */
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database, StoredMailAttachment } from '../platform/database-schema';

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

export type MailSender = { send(mail: OutgoingMail): Promise<void> };

export function createMailSender(
  db: Kysely<Database>,
  options: { smtpUrl?: string | undefined; from: string },
): MailSender {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
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
