/** The news query. */
import { routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const newsQuery = queryOptions({
  queryKey: ['news'],
  queryFn: ({ signal }) => callApi(routes.listNews, { signal }),
  staleTime: 60 * 60 * 1000,
});
