/**
 * The church-tax app's server-state cache (§8): any failed call other than a 401 shows
 * 'Fehler in der Übertragung: {error}' with the server's German message; a 401 discards the
 * session silently, and the signed-out app shows the index.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { describeApiError, isApiError } from '../../lib/api-client';
import { KG_SHELL_MESSAGES } from './messages';
import { type KgSessionStore, kgSessionStore } from './session-store';
import { kgSnackbarStore } from './snackbar-store';

type Meta = { handledStatuses?: readonly number[] | 'all' } | undefined;

export function reportKgApiError(
  error: unknown,
  meta: Meta,
  sessions: Pick<KgSessionStore, 'signOut'> = kgSessionStore,
  show: (text: string) => void = kgSnackbarStore.show,
): void {
  const handled = meta?.handledStatuses;
  if (handled === 'all') return;
  if (isApiError(error)) {
    if (handled?.includes(error.status)) return;
    if (error.status === 401) {
      sessions.signOut();
      return;
    }
  }
  show(KG_SHELL_MESSAGES.transferError(describeApiError(error)));
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createKgQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportKgApiError(error, query.meta as Meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportKgApiError(error, mutation.meta as Meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
