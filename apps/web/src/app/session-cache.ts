/**
 * Keeps the server-state cache and the API client in step with the login state: the client
 * sends the signed-in token, and no cached answer of one user is ever shown to the next.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type SessionStore, sessionStore } from '../features/session';
import { setTokenSource } from '../lib/api-client';

/** Answers that are the same for everyone and survive a change of user. */
const SHARED_QUERY_ROOTS = new Set<unknown>(['configuration', 'health']);

export function removeUserQueries(queryClient: QueryClient, keepToken: string | null): void {
  queryClient.removeQueries({
    predicate: ({ queryKey }) => {
      if (SHARED_QUERY_ROOTS.has(queryKey[0])) return false;
      const isCurrentUser = queryKey[0] === 'user' && queryKey[1] === 'me' && queryKey[2] === keepToken;
      return !(keepToken !== null && isCurrentUser);
    },
  });
}

export function bindSessionToCache(queryClient: QueryClient, store: SessionStore = sessionStore): () => void {
  setTokenSource(() => store.getState().token);
  let lastToken = store.getState().token;
  return store.subscribe(() => {
    const { token } = store.getState();
    if (token === lastToken) return;
    lastToken = token;
    if (token !== null) {
      // Signed in (here or in another tab): before any page of the new user renders.
      removeUserQueries(queryClient, token);
    } else {
      // Signed out: once the signed-in pages have gone, so none of them fetches again.
      setTimeout(() => {
        if (store.getState().token === null) removeUserQueries(queryClient, null);
      }, 0);
    }
  });
}
