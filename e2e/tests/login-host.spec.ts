/**
 * The login page opened under another address than PUBLIC_URL (issue 12): passkeys belong to the
 * host of PUBLIC_URL, so the browser's silent passkey offer cannot work on 127.0.0.1 or a LAN
 * address. It must not show up as a failed sign-in before anything is typed. This journey needs a
 * server of its own whose PUBLIC_URL names localhost, while the page is opened on 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';

const E2E_DIR = path.join(import.meta.dirname, '..');
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(E2E_DIR, '../apps/web/dist'));

let server: ChildProcess | undefined;
let port = 0;
let dataDir = '';

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

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the second server ended (${server?.exitCode})`);
    const isUp = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the second server did not answer at ${url}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await findFreePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-e2e-host-'));
  server = spawn('node', ['--import', 'tsx', '../apps/server/src/main.ts'], {
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
      // the login page needs no data
      DEMO_WORLD: 'off',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
    },
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/v2/health/`, Date.now() + 110_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const ended = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await ended;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('opened on 127.0.0.1 while PUBLIC_URL names localhost, the login page shows no error before typing', async ({
  page,
}) => {
  // the browser's passkey offer in the username field ends with this call, whatever its outcome
  const offerEnded = page.waitForResponse((response) =>
    /\/api\/v2\/auth\/authentication\/[^/]+\/abandon\/$/.test(response.url()),
  );
  await page.goto(`http://127.0.0.1:${port}/#/login`);
  const login = new LoginPage(page);
  await expect(login.card()).toBeVisible();
  expect((await offerEnded).status()).toBe(204);
  // an absence needs a moment to be seen: a failure message would follow the answer at once
  await page.waitForTimeout(1_000);
  await expect(login.card().getByText('Melden Sie sich mit Ihrem Kollekta-Zugang an.')).toBeVisible();
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  await expect(page.getByText('Die eingegebenen Anmeldedaten sind fehlerhaft.')).toBeHidden();

  // asked for, the passkey sign-in says where passkeys work
  await login.card().getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(
    'Passkeys funktionieren nur unter der Adresse localhost. Bitte melden Sie sich dort oder mit Ihrem Passwort an.',
  );
});
