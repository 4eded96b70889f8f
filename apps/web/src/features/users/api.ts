/** Calls of user administration. */
import { type PermissionInput, routes } from '@kollekta/contract';
import type { NewUserPasswordMode } from '@kollekta/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** Every matching user at once: filter, paging and the e-mail list work on the whole list. */
export const usersQuery = (organizationId: number | null) =>
  queryOptions({
    queryKey: ['users', organizationId ?? 'all'],
    queryFn: ({ signal }) =>
      callApi(routes.listUsers, {
        query: organizationId === null ? {} : { organization: organizationId },
        signal,
      }),
  });

export function createUser(values: {
  name: string;
  username: string;
  email: string;
  permissions: PermissionInput[];
  password_mode?: NewUserPasswordMode;
}) {
  return callApi(routes.createUser, { body: values });
}

export function updateUser(
  id: number,
  values: { name: string; username: string; email: string; permissions: PermissionInput[] },
) {
  return callApi(routes.updateUser, { params: { id }, body: values });
}

export function impersonateUser(id: number) {
  return callApi(routes.impersonateUser, { params: { id } });
}
