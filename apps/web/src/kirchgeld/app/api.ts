/** The shell's calls of the church-tax API: sign-in return, sign-out, the user and the tenants. */
import { kgAuthRoutes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const kgTenantsQuery = (token: string) =>
  queryOptions({
    queryKey: ['kirchgeld', 'tenants', token],
    queryFn: ({ signal }) => callApi(kgAuthRoutes.kgListTenants, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const kgMeQuery = (token: string) =>
  queryOptions({
    queryKey: ['kirchgeld', 'me', token],
    queryFn: ({ signal }) => callApi(kgAuthRoutes.kgGetMe, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** the code of the authorize redirect is used once: the query never runs twice for it */
export const kgLoginReturnQuery = (code: string, state: string) =>
  queryOptions({
    queryKey: ['kirchgeld', 'login-return', code, state],
    queryFn: () => callApi(kgAuthRoutes.kgCompleteLogin, { query: { code, state } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function signOutOfKirchgeld() {
  return callApi(kgAuthRoutes.kgLogout);
}

/** where the browser starts the sign-in (a redirect to the platform's authorize page) */
export const KG_LOGIN_START = `/api/kirchgeld/v1/${kgAuthRoutes.kgStartLogin.path}`;
