/**
 * Sending mail. Every mail is written to the outbox table first; with SMTP_URL it is also handed to
 * the SMTP server (nodemailer) and marked sent, or its error is kept for another try.
 */
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../platform/database-schema';

export type OutgoingMail = { to: string; subject: string; text: string };

export type MailSender = { send(mail: OutgoingMail): Promise<void> };

export function createMailSender(
  db: Kysely<Database>,
  options: { smtpUrl?: string | undefined; from: string },
): MailSender {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const { id } = await db
        .insertInto('mail_outbox')
        .values({ recipient: mail.to, subject: mail.subject, body_text: mail.text })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
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
