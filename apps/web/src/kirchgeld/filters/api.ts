/** Queries and calls of the target groups and the filter preview (§7 `{tenant}filter/`). */
import { KG_FILTER_LIST_LIMIT, type KgFilterNode, kgFilterRoutes as routes } from '@kollekta/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const kgTargetGroupsKey = (tenantId: number) => ['kg-target-groups', tenantId] as const;

export const kgTargetGroupsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: kgTargetGroupsKey(tenantId),
    queryFn: ({ signal }) =>
      callApi(routes.kgListFilters, {
        params: { tenant: tenantId },
        query: { limit: KG_FILTER_LIST_LIMIT },
        signal,
      }),
  });

export const kgFilterPreviewQuery = (
  tenantId: number,
  filter: KgFilterNode,
  options: { limit: number; includeInactive: boolean },
) => {
  const filterJson = JSON.stringify(filter);
  const optionsJson = JSON.stringify({ limit: options.limit, include_inactive: options.includeInactive });
  return queryOptions({
    queryKey: ['kg-filter-preview', tenantId, filterJson, optionsJson],
    queryFn: ({ signal }) =>
      callApi(routes.kgPreviewFilter, {
        params: { tenant: tenantId },
        query: { filter: filterJson, options: optionsJson },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { handledStatuses: [400] },
    retry: false,
  });
};

export function createKgTargetGroup(
  tenantId: number,
  body: { name: string; type: 'PersistedFilter' | 'LiveFilter'; filter: KgFilterNode },
) {
  return callApi(routes.kgCreateFilter, { params: { tenant: tenantId }, body });
}

export function deleteKgTargetGroup(tenantId: number, filterId: number) {
  return callApi(routes.kgDeleteFilter, { params: { tenant: tenantId, id: filterId } });
}
