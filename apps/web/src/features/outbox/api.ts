/** The outbox query: one page of mails, filtered by parts of recipient and subject. */
import { routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export type OutboxFilter = { recipient: string; subject: string; page: number; pageSize: number };

export const outboxQuery = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: ['outbox', filter.recipient, filter.subject, filter.page, filter.pageSize],
    queryFn: ({ signal }) =>
      callApi(routes.listOutboxPage, {
        query: {
          ...(filter.recipient.trim() ? { recipient: filter.recipient.trim() } : {}),
          ...(filter.subject.trim() ? { subject: filter.subject.trim() } : {}),
          limit: filter.pageSize,
          offset: filter.page * filter.pageSize,
        },
        signal,
      }),
  });
