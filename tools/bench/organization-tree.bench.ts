/**
 * How fast sign-in and the permission-scoped organisation tree answer on a large world.
 *   node --import tsx tools/bench/organization-tree.bench.ts [--districts 20] [--parishes 25] [--days 30]
 * With DATABASE_URL it measures PostgreSQL (use an empty database), else PGlite in a temporary directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld } from '@kollekta/server/demo-world';
import { buildHttpApp, createAppContext } from '@kollekta/server/server';

const { values } = parseArgs({
  options: {
    districts: { type: 'string', default: '20' },
    parishes: { type: 'string', default: '25' },
    days: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '200' },
  },
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-'));
const context = await createAppContext(
  readConfig({ ...process.env, DATA_DIR: dataDir, DEMO_WORLD: 'off', LOG_LEVEL: 'silent' }),
);
try {
  let started = performance.now();
  const world = await buildDemoWorld(context, {
    districts: Number(values.districts),
    parishesPerDistrict: Number(values.parishes),
    days: Number(values.days),
    paymentVolume: 1,
  });
  console.log(
    `world: ${world.organizations} organisations, ${world.devices} devices, ${world.payments} payments, built in ${((performance.now() - started) / 1000).toFixed(1)} s (${context.databaseKind})`,
  );
  const app = await buildHttpApp(context, { logger: false });
  const login = async (username: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v2/user/obtain_token/',
        payload: { username, password: 'Kollekta-Demo-2026' },
      })
    ).json().auth_token as string;

  started = performance.now();
  const token = await login('landeskirche');
  console.log(`sign-in (argon2id): ${(performance.now() - started).toFixed(0)} ms`);

  for (const username of ['admin', 'landeskirche', 'bezirk', 'gemeinde']) {
    const userToken = username === 'landeskirche' ? token : await login(username);
    const timings: number[] = [];
    let count = 0;
    for (let round = 0; round < Number(values.rounds); round++) {
      const start = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: '/api/v2/organization/',
        headers: { authorization: `Token ${userToken}` },
      });
      timings.push(performance.now() - start);
      count = response.json().length;
    }
    timings.sort((a, b) => a - b);
    const percentile = (p: number) =>
      timings[Math.min(timings.length - 1, Math.floor(timings.length * p))]?.toFixed(1);
    console.log(
      `GET organization/ as ${username.padEnd(12)} ${String(count).padStart(5)} organisations: median ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms`,
    );
  }
  await app.close();
} finally {
  await context.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
