/**
 * The signed-in user's preferences in React. The server keeps them with the user, so they follow
 * the user to every browser: the signed-in layout loads them once, pages read this browser's copy
 * and a change is shown at once and saved on the server.
 */
import { getPreferences, updatePreferences } from '@kollekta/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../lib/api-client';
import type { Preferences } from './preferences';
import { sessionStore } from './session-store';
import { useSession } from './use-session';

const PREFERENCES_MUTATION = ['user', 'preferences', 'save'];

export const preferencesQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'preferences', token],
    queryFn: ({ signal }) => callApi(getPreferences, { signal, token }),
    enabled: token !== null,
  });

/** Loads the preferences the server keeps for the signed-in user into this browser's copy. */
export function usePreferencesSync(): void {
  const { token } = useSession();
  const { data } = useQuery(preferencesQuery(token));
  useEffect(() => {
    if (data && sessionStore.getState().token === token) sessionStore.replacePreferences(data);
  }, [data, token]);
}

export function usePreferences(): [Preferences, (patch: Partial<Preferences>) => void] {
  const { token, preferences } = useSession();
  const queryClient = useQueryClient();
  const { queryKey } = preferencesQuery(token);
  const { mutate } = useMutation({
    mutationKey: PREFERENCES_MUTATION,
    // one after the other, so that the server keeps the last change the user made
    scope: { id: 'user-preferences' },
    mutationFn: (patch: Partial<Preferences>) => callApi(updatePreferences, { body: patch }),
    onMutate: async (patch) => {
      sessionStore.updatePreferences(patch);
      // a load still on its way must not bring back what the user just changed
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, sessionStore.getState().preferences);
    },
    onSuccess: (saved) => {
      // a later change still on its way would be undone for a moment by this earlier answer
      if (queryClient.isMutating({ mutationKey: PREFERENCES_MUTATION }) <= 1) {
        queryClient.setQueryData(queryKey, saved);
      }
    },
    // not saved: show again what the server keeps (the failure itself goes to the error bar)
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
  return [preferences, mutate];
}
