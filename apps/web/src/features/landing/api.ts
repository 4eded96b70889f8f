/** The landing page's query: the newest published news, readable without sign-in. */
import { routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const latestNewsQuery = queryOptions({
  queryKey: ['news', 'latest'],
  queryFn: ({ signal }) => callApi(routes.listLatestNews, { signal }),
  staleTime: 60 * 60 * 1000,
  // the page says itself when the news are missing; no error bar for a visitor
  meta: { handledStatuses: 'all' },
});
