/** Helpers of the planning integration tests: a valid plan body, and calls as a demo account. */
import type { CollectionPlan, PlanBody } from '@kollekta/contract';
import type { TestServer } from '../../test-support/test-server';

export const API = '/api/v2/';
export const orgUrl = (id: number) => `http://localhost:80/api/v2/organization/${id}/`;

export function planBody(organizationId: number, overrides: Partial<PlanBody> = {}): PlanBody {
  return {
    name: 'Kirchenmusik',
    type: 'collection',
    collection_variant: 'inner',
    // a free period needs a start (issue 12); ten days after the test clock's now, still in 2026
    start: '2026-11-30T10:00:00Z',
    end: null,
    organization: orgUrl(organizationId),
    location: null,
    inherit: false,
    foreign: false,
    date: null,
    allow_recurring: false,
    targets: ['KB', 'WA'],
    display: {},
    meta: {},
    ...overrides,
  };
}

export type Caller = {
  get(url: string): ReturnType<TestServer['call']>;
  post(url: string, payload: unknown): ReturnType<TestServer['call']>;
  put(url: string, payload: unknown): ReturnType<TestServer['call']>;
  patch(url: string, payload: unknown): ReturnType<TestServer['call']>;
  delete(url: string): ReturnType<TestServer['call']>;
  /** creates a plan and fails the test unless it answers 201 */
  createPlan(body: PlanBody): Promise<CollectionPlan>;
  plansOf(organizationId: number, query?: string): Promise<CollectionPlan[]>;
};

export async function callerOf(server: TestServer, username: string): Promise<Caller> {
  const token = await server.login(username);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    server.call({
      method,
      url: url.startsWith('/') ? url : `${API}${url}`,
      token,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const caller: Caller = {
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload),
    put: (url, payload) => call('PUT', url, payload),
    patch: (url, payload) => call('PATCH', url, payload),
    delete: (url) => call('DELETE', url),
    async createPlan(body) {
      const response = await call('POST', 'collection_plan/', body);
      if (response.statusCode !== 201)
        throw new Error(`create failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
    async plansOf(organizationId, query = '') {
      const response = await call('GET', `organization/${organizationId}/collection_plans/${query}`);
      if (response.statusCode !== 200)
        throw new Error(`list failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },
  };
  return caller;
}
