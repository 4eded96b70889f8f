/** Test helpers of the persons' screens: a tenant, list items, a fetch stub that keeps query strings. */
import type { KgPerson, KgPersonListItem, KgTenant } from '@kollekta/contract';
import { KG_PERSON_FIELD_NAMES } from '@kollekta/domain';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderRoutes } from '../../test-support/render';
import { TenantContext } from '../app/tenant-context';

export const TEST_TENANT: KgTenant = {
  id: 7,
  url: 'http://localhost/api/kirchgeld/v1/tenant/7/',
  name: 'Ev. Kirchengemeinde Lauffen',
  organization: 'http://localhost/api/v2/organization/7/',
};

export function listItem(id: string, values: Record<string, string>): KgPersonListItem {
  const data = Object.fromEntries(KG_PERSON_FIELD_NAMES.map((name) => [name, values[name] ?? null]));
  return {
    id,
    url: `${TEST_TENANT.url}person/${id}/`,
    type: 'individual',
    is_editable: false,
    inaktiv: false,
    name: `${values.vornamen ?? ''} ${values.familienname ?? ''}`.trim(),
    latest_data: {
      ...data,
      id: 1,
      valid_from: '2025-01-01T00:00:00.000Z',
      valid_before: null,
      source: 'import',
      eigenerfasst: false,
    } as KgPersonListItem['latest_data'],
  };
}

export type SeenRequest = {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  at: number;
};

/** Answers church-tax calls by "METHOD path" (below /api/kirchgeld/v1/) and records them with their query. */
export function stubKirchgeldFetch(answer: (request: SeenRequest) => { status?: number; body?: unknown }) {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request: SeenRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/kirchgeld\/v1\//, ''),
        search: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        at: Date.now(),
      };
      requests.push(request);
      const { status = 200, body } = answer(request);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requests;
}

export function renderWithTenant(path: string, routePath: string, element: ReactElement) {
  return renderRoutes(
    [
      {
        path: routePath,
        element: <TenantContext.Provider value={TEST_TENANT}>{element}</TenantContext.Provider>,
      },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    path,
  );
}

export function personDetail(id: string, values: Record<string, string>): KgPerson {
  const item = listItem(id, values);
  return {
    id,
    url: item.url,
    type: 'individual',
    is_editable: true,
    inaktiv: false,
    inaktiv_seit: null,
    created_at: '2026-11-20T10:00:00.000Z',
    legacy_contextk_stammdaten_id: null,
    data: [{ ...item.latest_data, source: 'manual', eigenerfasst: true, org_by_kro: null }],
    relations: [],
    reverse_relations: [],
  };
}
