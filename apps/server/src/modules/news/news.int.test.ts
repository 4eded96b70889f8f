/** The news route (administration.md §2 route table: `news`, signed in): grouped, sanitised, for every user. */
import type { NewsDay } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { callerOf } from '../planning/planning.test-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('news/', () => {
  it('answers every signed-in user the news grouped by day, without scripts or handlers', async () => {
    for (const name of ['kasse', 'nachbar', 'admin']) {
      const response = await (await callerOf(server, name)).get('news/');
      expect(response.statusCode, response.body).toBe(200);
      const days: NewsDay[] = response.json();
      expect(days.flatMap((day) => day.news).length).toBeGreaterThanOrEqual(12);
      expect(response.body).not.toMatch(/<script|onclick|onerror|javascript:/i);
      expect(days[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('refuses callers without a sign-in', async () => {
    const response = await server.call({ method: 'GET', url: '/api/v2/news/' });
    expect(response.statusCode).toBe(401);
  });
});
