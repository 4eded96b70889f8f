/** Queries and calls of the church-tax persons (devices-income-kirchgeld.md §7 `{tenant}person/…`). */
import { type KgPersonDataInput, type KgPersonFilter, kgPersonRoutes as routes } from '@kollekta/contract';
import type { KgPersonTypeValue, KgRelationType } from '@kollekta/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export type LookupParams = {
  search: string;
  filter: KgPersonFilter;
  includeInactive: boolean;
  page: number;
  pageSize: number;
};

export const personLookupQuery = (tenantId: number, params: LookupParams) =>
  queryOptions({
    queryKey: ['kg-persons', tenantId, params],
    queryFn: ({ signal }) =>
      callApi(routes.kgListPersons, {
        params: { tenant: tenantId },
        query: {
          ...(params.search.trim() ? { search: params.search.trim() } : {}),
          filter: params.filter,
          include_inactive: params.includeInactive ? 'true' : 'false',
          limit: params.pageSize,
          offset: params.page * params.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const personQuery = (tenantId: number, personId: string) =>
  queryOptions({
    queryKey: ['kg-person', tenantId, personId],
    queryFn: ({ signal }) =>
      callApi(routes.kgGetPerson, { params: { tenant: tenantId, id: personId }, signal }),
    meta: { handledStatuses: [404] },
  });

export const personPaymentsQuery = (tenantId: number, personId: string) =>
  queryOptions({
    queryKey: ['kg-person-payments', tenantId, personId],
    queryFn: ({ signal }) =>
      callApi(routes.kgListPersonPayments, {
        params: { tenant: tenantId, id: personId },
        query: { limit: 1000 },
        signal,
      }),
  });

export function createPerson(tenantId: number, type: KgPersonTypeValue, data: KgPersonDataInput) {
  return callApi(routes.kgCreatePerson, { params: { tenant: tenantId }, body: { type, data } });
}

export function updatePerson(tenantId: number, personId: string, data: KgPersonDataInput) {
  return callApi(routes.kgUpdatePerson, { params: { tenant: tenantId, id: personId }, body: { data } });
}

/** 'Inaktiv setzen' (§4): the current version ends now. */
export function setPersonInactive(tenantId: number, personId: string, versionId: number) {
  return callApi(routes.kgUpdatePerson, {
    params: { tenant: tenantId, id: personId },
    body: { target: versionId, data: { valid_before: new Date().toISOString() } },
  });
}

export function addRelation(
  tenantId: number,
  personId: string,
  body: { type: KgRelationType; person: string; valid_from?: string },
) {
  return callApi(routes.kgAddPersonRelation, { params: { tenant: tenantId, id: personId }, body });
}

export function endRelation(tenantId: number, personId: string, relationId: number) {
  return callApi(routes.kgEndPersonRelation, {
    params: { tenant: tenantId, id: personId, relation: relationId },
    body: {},
  });
}

export function searchPersons(tenantId: number, search: string, signal?: AbortSignal) {
  return callApi(routes.kgListPersons, {
    params: { tenant: tenantId },
    query: { search, limit: 10 },
    ...(signal ? { signal } : {}),
  });
}
