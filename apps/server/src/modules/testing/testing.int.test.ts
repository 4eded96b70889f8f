import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildHttpApp } from '../../app/http-app';
import { createAppContext } from '../../platform/app-context';
import { readConfig } from '../../platform/config';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-clock-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function startWith(testClock: 'on' | 'off') {
  const config = readConfig({
    DATA_DIR: path.join(dataDir, testClock),
    DATABASE_URL: '',
    DEMO_WORLD: 'off',
    DEPLOYMENT: 'development',
    LOG_LEVEL: 'silent',
    TEST_CLOCK: testClock,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const context = await createAppContext(config);
  const app = await buildHttpApp(context, { logger: false });
  return { context, app };
}

describe('test clock', () => {
  it('moves the server’s time when TEST_CLOCK is on', async () => {
    const { app, context } = await startWith('on');
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/v2/testing/clock/',
      payload: { now: '2027-06-01T08:00:00Z' },
    });
    expect(moved.statusCode).toBe(200);
    expect(Math.abs(context.clock.now().getTime() - Date.parse('2027-06-01T08:00:00Z'))).toBeLessThan(5000);
    await app.close();
    await context.close();
  });

  it('does not exist when TEST_CLOCK is off', async () => {
    const { app, context } = await startWith('off');
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v2/testing/clock/',
      payload: { now: '2027-06-01T08:00:00Z' },
    });
    expect(response.statusCode).toBe(404);
    await app.close();
    await context.close();
  });
});
