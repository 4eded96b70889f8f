/**
 * Browser tests: Playwright drives Debian's Chromium against the real built app, served by the real
 * server on a fresh embedded database with the demo world.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`Chromium fehlt unter ${CHROMIUM}. Installieren Sie es mit: apt-get install -y chromium`);
}
// WEB_DIST lets several test runs use web builds of their own at the same time
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  throw new Error('Die Web-Oberfläche ist nicht gebaut. Führen Sie zuerst "npm run build" aus.');
}

const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['./failure-context-reporter.ts']],
  outputDir: path.join(os.tmpdir(), `kollekta-e2e-results-${PORT}`),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/api/v2/health/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      WEB_DIST,
      DATABASE_URL: '',
      DEPLOYMENT: 'demo',
      // lets a test move the server's time (PUT /api/v2/testing/clock/), together with page.clock in the browser
      TEST_CLOCK: 'on',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // the machine that runs the tests may have no way out: the bundled breach list answers
      PWNED_PASSWORDS_URL: '',
    },
  },
});
