/**
 * A fetch stand-in for component tests: answers by "METHOD path" below /api/v2/, records every
 * request, and fails loudly on a call nobody expected.
 */
import { vi } from 'vitest';
import { staticConfiguration } from './fixtures';

export type MockRequest = { method: string; path: string; body: unknown; headers: Record<string, string> };
export type MockAnswer =
  | { status?: number; body?: unknown }
  | ((request: MockRequest) => { status?: number; body?: unknown });

/** Every page asks for these; a test may answer them differently. */
const COMMON_ANSWERS: Record<string, MockAnswer> = {
  'GET configuration/static': { body: staticConfiguration },
  'GET health/': { body: { status: 'ok', version: '0.25.3', database: 'pglite' } },
};

export function mockFetch(ownAnswers: Record<string, MockAnswer>) {
  const answers = { ...COMMON_ANSWERS, ...ownAnswers };
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v2\//, '');
    const method = init?.method ?? 'GET';
    const request: MockRequest = {
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new Error(`unexpected call ${method} ${path}`);
    const { status = 200, body } = typeof answer === 'function' ? answer(request) : answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** the requests to one path, e.g. `sent('POST user/obtain_token/')` */
  const sent = (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key);
  return { requests, fetchMock, sent };
}
