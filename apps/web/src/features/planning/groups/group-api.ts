/** Queries of collection plan groups: the split of a group's income among its members. */
import { routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { planningKeys } from '../api';

export const groupSplitQuery = (organizationId: number, groupId: number) =>
  queryOptions({
    queryKey: [...planningKeys.plans(organizationId), 'group-split', groupId],
    queryFn: ({ signal }) => callApi(routes.getPlanGroupSplit, { params: { id: groupId }, signal }),
    // without the right to read the income the split is simply not shown
    meta: { handledStatuses: [403, 404] },
  });
