/**
 * The outbox page: superusers read the mails that stay in the database of development and demo
 * deployments (a tester follows the links of public pages from here). Production has no outbox.
 */
import type { OutboxMail, OutboxPageQuery } from '@kollekta/contract';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import type { AuthenticatedCaller } from '../../platform/request-context';
import { countOutboxMails, findOutboxMails } from './outbox.repository';

export const DEFAULT_OUTBOX_PAGE = 25;
export const MAX_OUTBOX_PAGE = 100;

export async function listOutboxPage(
  context: AppContext,
  caller: AuthenticatedCaller,
  query: OutboxPageQuery,
  apiBase: string,
) {
  // In production the outbox does not exist at all, for anybody.
  if (context.config.deployment === 'production') throw new DomainError('not_found');
  if (!caller.isSuperuser) throw new DomainError('forbidden');
  const page = {
    limit: Math.min(query.limit || DEFAULT_OUTBOX_PAGE, MAX_OUTBOX_PAGE),
    offset: query.offset ?? 0,
  };
  const filter = { recipient: query.recipient, subject: query.subject };
  const [count, rows] = await Promise.all([
    countOutboxMails(context.db, filter),
    findOutboxMails(context.db, filter, page),
  ]);
  const link = (offset: number) => {
    const search = new URLSearchParams();
    if (query.recipient) search.set('recipient', query.recipient);
    if (query.subject) search.set('subject', query.subject);
    search.set('limit', String(page.limit));
    if (offset > 0) search.set('offset', String(offset));
    return `${apiBase}admin/outbox/page/?${search.toString()}`;
  };
  return {
    count,
    next: page.offset + page.limit < count ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
    results: rows.map(
      (row): OutboxMail => ({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        body_text: row.body_text,
        body_html: row.body_html,
        attachments: (row.attachments ?? []).map((attachment) => ({
          name: attachment.name ?? '',
          content_type: attachment.content_type ?? '',
          size: Math.max(0, Number(attachment.size) || 0),
        })),
        created_at: new Date(row.created_at).toISOString(),
        sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
        error: row.error,
      }),
    ),
  };
}
