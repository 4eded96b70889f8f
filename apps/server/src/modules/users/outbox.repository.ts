/** Queries of the mail outbox for the superusers' outbox page. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';

/** Name, type and size of each attachment, computed in the database so the content never leaves it. */
export const ATTACHMENT_SUMMARY = sql<{ name: string; content_type: string; size: number }[]>`coalesce((
  select jsonb_agg(jsonb_build_object(
    'name', a->>'filename',
    'content_type', a->>'content_type',
    'size', length(coalesce(a->>'content_base64', '')) * 3 / 4
      - (length(coalesce(a->>'content_base64', '')) - length(rtrim(coalesce(a->>'content_base64', ''), '=')))
  ))
  from jsonb_array_elements(mail_outbox.attachments) as a
), '[]'::jsonb)`;

export type OutboxFilter = { recipient?: string | undefined; subject?: string | undefined };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function filtered(db: Kysely<Database>, filter: OutboxFilter) {
  let query = db.selectFrom('mail_outbox');
  const recipient = filter.recipient?.trim();
  if (recipient) query = query.where('recipient', 'ilike', `%${escapeLike(recipient)}%`);
  const subject = filter.subject?.trim();
  if (subject) query = query.where('subject', 'ilike', `%${escapeLike(subject)}%`);
  return query;
}

export async function countOutboxMails(db: Kysely<Database>, filter: OutboxFilter) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findOutboxMails(
  db: Kysely<Database>,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
) {
  return filtered(db, filter)
    .select([
      'id',
      'recipient',
      'subject',
      'body_text',
      'body_html',
      'created_at',
      'sent_at',
      'error',
      ATTACHMENT_SUMMARY.as('attachments'),
    ])
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
