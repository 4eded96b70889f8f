/**
 * The server-state cache. Every failed call that its caller does not handle itself ends in the
 * error bar as 'Fehler in der Übertragung: {error}'; a 401 ends the session instead, and the
 * route guard then sends the user to the login with the page they were on remembered.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { MESSAGE_BAR_MESSAGES, messageStore } from '../features/message-bars';
import { sessionStore } from '../features/session';
import { describeApiError, isApiError } from '../lib/api-client';

/** What a query or mutation handles itself: some statuses, or every failure. */
export type ApiMeta = { handledStatuses?: readonly number[] | 'all' };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}

export function reportApiError(error: unknown, meta: ApiMeta | undefined): void {
  const handled = meta?.handledStatuses;
  if (handled === 'all') return;
  if (isApiError(error)) {
    if (handled?.includes(error.status)) return;
    if (error.status === 401) {
      sessionStore.signOut();
      return;
    }
  }
  messageStore.showError(MESSAGE_BAR_MESSAGES.transferError(describeApiError(error)));
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Answers of the server (4xx) do not change on a second try; lost connections and 5xx may.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportApiError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportApiError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
