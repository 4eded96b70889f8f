/** The admin mails query: the contacts of the chosen types. */
import { routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const adminMailsQuery = (choices: readonly string[], includeInactive: boolean) =>
  queryOptions({
    queryKey: ['admin-mails', [...choices].sort().join(','), includeInactive],
    queryFn: ({ signal }) =>
      callApi(routes.listAdminMails, {
        query: { types: choices.join(','), inactive: includeInactive ? 'true' : 'false' },
        signal,
      }),
  });
