/** The signed-in user, refreshed from the server whenever a signed-in page opens. */
import { getMe, type User } from '@kollekta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../lib/api-client';
import { sessionStore } from './session-store';
import { useSession } from './use-session';

export const meQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['user', 'me', token],
    queryFn: ({ signal }) => callApi(getMe, { signal, token }),
    enabled: token !== null,
  });

/** The user as stored at sign-in, updated when the server answers; a 401 ends the session. */
export function useCurrentUser(): User | null {
  const { token, user } = useSession();
  const { data } = useQuery(meQuery(token));
  useEffect(() => {
    if (data) sessionStore.setUser(data);
  }, [data]);
  return data ?? user;
}
