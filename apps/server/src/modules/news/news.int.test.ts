/** The news route (administration.md §2 route table: `news`, signed in): grouped, sanitised, for every user. */
import type { LatestNewsEntry, NewsDay } from '@kollekta/contract';
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

describe('public/news/latest/', () => {
  it('answers without sign-in the newest three published entries, the same as the news page shows', async () => {
    // a week after the last entry's day, so that all of them are published
    server.clock.set('2026-12-03T10:00:00Z');
    const response = await server.call({ method: 'GET', url: '/api/v2/public/news/latest/' });
    expect(response.statusCode, response.body).toBe(200);
    const latest: LatestNewsEntry[] = response.json();
    expect(latest).toHaveLength(3);
    expect(response.body).not.toMatch(/<script|onclick|onerror|javascript:/i);
    const signedIn: NewsDay[] = (await (await callerOf(server, 'kasse')).get('news/')).json();
    const published = signedIn.flatMap((day) => day.news.map((entry) => ({ ...entry, date: day.date })));
    expect(latest).toEqual(published.slice(0, 3));
  });

  it('shows nothing dated after today (the test world starts on 20 Nov 2026, before every entry)', async () => {
    server.clock.set('2026-11-21T10:00:00Z');
    const response = await server.call({ method: 'GET', url: '/api/v2/public/news/latest/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
