/**
 * Throughput of the API under many users (issue 12 "Speed"): autocannon against the real HTTP
 * server with the demo world, signed in as Lauffen's parish administrator.
 *   node --import tsx tools/bench/api-load.ts [--connections 20] [--seconds 30]
 * With DATABASE_URL it measures PostgreSQL (use an empty database), else the embedded PGlite.
 * Prints requests per second, p50/p99 latency and errors for /health/ and each read, and a mixed
 * run in which every fifth request writes (the user's preferences).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld } from '@kollekta/server/demo-world';
import { buildHttpApp, createAppContext } from '@kollekta/server/server';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '30' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.seconds);

const LAUFFEN = 4;
const YEAR = new Date().getFullYear();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-'));
const context = await createAppContext(
  readConfig({ ...process.env, DATA_DIR: dataDir, DEMO_WORLD: 'off', LOG_LEVEL: 'silent' }),
);

type Result = { name: string; requests: number; p50: number; p99: number; errors: number };

async function measure(
  name: string,
  baseUrl: string,
  options: Partial<autocannon.Options> & { path?: string },
): Promise<Result> {
  const result = await autocannon({
    url: `${baseUrl}${options.path ?? ''}`,
    connections,
    duration,
    // the load comes from a worker thread, so it does not share the server's event loop
    workers: 1,
    ...options,
  });
  // non-2xx answers count as errors, as do timeouts and refused connections
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

try {
  let started = performance.now();
  const world = await buildDemoWorld(context);
  console.log(
    `world: ${world.organizations} organisations, ${world.payments} payments, built in ${((performance.now() - started) / 1000).toFixed(1)} s (${context.databaseKind})`,
  );
  const app = await buildHttpApp(context, { logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v2/user/obtain_token/',
    payload: { username: 'gemeinde', password: 'Kollekta-Demo-2026' },
  });
  const token = login.json().auth_token as string;
  const headers = { authorization: `Token ${token}` };
  const api = '/api/v2/';

  const reads: { name: string; path: string }[] = [
    { name: 'plan list (Lauffen)', path: `${api}organization/${LAUFFEN}/collection_plans/?year=${YEAR}` },
    {
      name: 'dashboard statistics',
      path: `${api}organization/${LAUFFEN}/statistics/?since=${YEAR}-01-01&before=${YEAR + 1}-01-01&plans_limit=7`,
    },
    { name: 'device list', path: `${api}organization/${LAUFFEN}/devices/` },
    { name: 'user/me/', path: `${api}user/me/` },
  ];
  for (const read of reads) {
    const probe = await app.inject({ method: 'GET', url: read.path, headers });
    if (probe.statusCode !== 200)
      throw new Error(`${read.name}: ${probe.statusCode} ${probe.body.slice(0, 200)}`);
  }

  const results: Result[] = [];
  started = performance.now();
  results.push(await measure('/health/', address, { path: `${api}health/` }));
  for (const read of reads) results.push(await measure(read.name, address, { path: read.path, headers }));
  const mixed = [
    ...reads.map((read) => ({ method: 'GET' as const, path: read.path, headers })),
    {
      method: 'PATCH' as const,
      path: `${api}user/me/preferences/`,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ recursive: true }),
    },
  ];
  results.push(await measure('mixed, 1 in 5 writes', address, { requests: mixed }));

  console.log(
    `\n${context.databaseKind}, ${connections} connections, ${duration} s each (${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
  );
  console.log('| request | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const result of results)
    console.log(`| ${result.name} | ${result.requests} | ${result.p50} | ${result.p99} | ${result.errors} |`);
  await app.close();
} finally {
  await context.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
