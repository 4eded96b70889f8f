/**
 * A server of a test file's own, beside the one of playwright.config.ts: for journeys that need
 * other settings (another PUBLIC_URL, another VARIANT). Embedded database in a fresh directory, the
 * same web build, on a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const E2E_DIR = path.join(import.meta.dirname, '..');
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(E2E_DIR, '../apps/web/dist'));

export type OwnServer = { port: number; origin: string; stop(): Promise<void> };

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(server: ChildProcess, url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the test's own server ended (${server.exitCode})`);
    const isUp = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the test's own server did not answer at ${url}`);
}

/** Starts the server with these settings on top of the usual ones; `env` may use the port. */
export async function startOwnServer(options: {
  env: (port: number) => Record<string, string>;
  timeoutMs: number;
}): Promise<OwnServer> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-e2e-own-'));
  const server = spawn('node', ['--import', 'tsx', '../apps/server/src/main.ts'], {
    cwd: E2E_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST,
      DATABASE_URL: '',
      DEPLOYMENT: 'demo',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      PWNED_PASSWORDS_URL: '',
      ...options.env(port),
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const ended = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await ended;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(server, `${origin}/api/v2/health/`, Date.now() + options.timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, origin, stop };
}
