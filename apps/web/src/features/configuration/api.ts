/** Queries of what the server tells every client: static configuration and health. */
import { getHealth, getStaticConfiguration } from '@kollekta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const staticConfigurationQuery = queryOptions({
  queryKey: ['configuration', 'static'],
  queryFn: ({ signal }) => callApi(getStaticConfiguration, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => callApi(getHealth, { signal }),
  staleTime: 5 * 60_000,
  // The footer shows the server version when it can; a failure there is not worth an error bar.
  meta: { handledStatuses: 'all' },
});

export function useStaticConfiguration() {
  return useQuery(staticConfigurationQuery);
}
