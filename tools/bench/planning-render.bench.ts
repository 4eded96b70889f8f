/**
 * How fast the planning screen of a parish with 300 plans in a year renders (planning.md: "the
 * planning screen renders in under a second"). Prints, over several page loads, the time from the
 * plans and dates having arrived in the browser (bodies read) to the frame after the table shows
 * them. A figure, not a test: the browser test checks what renders, this measures how fast.
 *   npm run build && node --import tsx tools/bench/planning-render.bench.ts [--plans 300] [--runs 5]
 * The server runs in this process on a fresh embedded database with a small demo world; the page
 * is Debian's Chromium (CHROMIUM_PATH), headless, German locale. Loopback only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld } from '@kollekta/server/demo-world';
import { buildHttpApp, createAppContext } from '@kollekta/server/server';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    plans: { type: 'string', default: '300' },
    runs: { type: 'string', default: '5' },
  },
});
const PLAN_COUNT = Number(values.plans);
const RUNS = Number(values.runs);
const TARGET_MS = 1000;
const PASSWORD = 'Kollekta-Demo-2026';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../../apps/web/dist'));

if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error('Die Web-Oberfläche ist nicht gebaut. Führen Sie zuerst "npm run build" aus.');
  process.exit(1);
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium fehlt unter ${CHROMIUM}. Installieren Sie es mit: apt-get install -y chromium`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-planning-'));
const context = await createAppContext(
  readConfig({
    DATA_DIR: dataDir,
    WEB_DIST,
    DATABASE_URL: '',
    DEMO_WORLD: 'off',
    LOG_LEVEL: 'silent',
    DEPLOYMENT: 'demo',
  }),
);
const app = await buildHttpApp(context, { logger: false });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const world = await buildDemoWorld(context, {
    districts: 2,
    parishesPerDistrict: 0,
    days: 1,
    paymentVolume: 1,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const api = `${baseUrl}/api/v2/`;
  const parish = world.ids.parish;
  // two years ahead: every day of it lies in the future, so every plan may be created
  const year = new Date().getUTCFullYear() + 2;

  const token = await signIn(api, 'planer');
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  const dates = (await (
    await fetch(`${api}organization/${parish}/dates/?year=${year}`, { headers })
  ).json()) as {
    day: string;
    name: string;
  }[];
  const organizationUrl = (
    (await (await fetch(`${api}organization/${parish}/`, { headers })).json()) as {
      url: string;
    }
  ).url;
  const variants = ['inner', 'outer', 'x'] as const;
  for (let index = 0; index < PLAN_COUNT; index += 1) {
    const date = dates[index % dates.length];
    if (!date) throw new Error(`no named days in ${year}`);
    const response = await fetch(`${api}collection_plan/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Sammlung ${index + 1}`,
        type: 'collection',
        collection_variant: variants[index % 3],
        start: null,
        end: null,
        organization: organizationUrl,
        location: null,
        inherit: false,
        foreign: false,
        date: date.day,
        date_name: date.name,
        allow_recurring: false,
        targets: index % 2 ? ['KB', 'WA'] : ['KB', 'SD', 'WS'],
        display: {},
        meta: {},
      }),
    });
    if (response.status !== 201)
      throw new Error(`plan ${index + 1}: ${response.status} ${await response.text()}`);
  }
  const me = await (await fetch(`${api}user/me/`, { headers })).json();
  const session = JSON.stringify({ token, user: me, preferences: {} });

  const page = await (
    await browser.newContext({
      baseURL: baseUrl,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 1280, height: 800 },
    })
  ).newPage();
  await page.addInitScript({ content: measureScript(year) });
  await page.goto('/#/login');
  await page.evaluate(`localStorage.setItem('kollekta.session', ${JSON.stringify(session)})`);

  console.log(`Planungsansicht, ${PLAN_COUNT} Sammlungen in ${year}, ${RUNS} Ladevorgänge:`);
  const figures: number[] = [];
  // one load first to warm the browser's cache and the server, as a returning user has it
  await page.goto(`/#/o/${parish}/plans/${year}`);
  for (let run = 0; run <= RUNS; run += 1) {
    await page.reload();
    await page
      .getByTestId('plan-row')
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        const shot = path.join(os.tmpdir(), 'kollekta-bench-planning.png');
        await page.screenshot({ path: shot });
        throw new Error(`the planning table did not show (screenshot: ${shot})`, { cause: error });
      });
    await page.waitForFunction('window.__planningMarks && window.__planningMarks.rendered > 0');
    const marks = (await page.evaluate('window.__planningMarks')) as { arrived: number; rendered: number };
    const renderMs = marks.rendered - marks.arrived;
    if (run === 0) continue;
    figures.push(renderMs);
    console.log(`  Lauf ${run}: ${renderMs.toFixed(0)} ms nach Eintreffen der Daten gezeichnet`);
  }
  figures.sort((a, b) => a - b);
  const median = figures[Math.floor(figures.length / 2)] ?? 0;
  console.log(
    `Median ${median.toFixed(0)} ms, schnellster ${(figures[0] ?? 0).toFixed(0)} ms, langsamster ${(figures.at(-1) ?? 0).toFixed(0)} ms (Ziel: unter ${TARGET_MS} ms${median < TARGET_MS ? ', erreicht' : ', VERFEHLT'})`,
  );
} finally {
  await browser.close();
  await app.close();
  await context.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function signIn(api: string, username: string): Promise<string> {
  const response = await fetch(`${api}user/obtain_token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status}`);
  return ((await response.json()) as { auth_token: string }).auth_token;
}

/**
 * In the page: when the plans and the dates of the year have arrived (bodies read), and the frame
 * after the table shows them. A string, so that this file needs no DOM types.
 */
function measureScript(year: number): string {
  return `(() => {
    const marks = { arrived: 0, rendered: 0 };
    window.__planningMarks = marks;
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await originalFetch(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      if (url.includes('year=${year}') && /collection_plans|dates/.test(url)) {
        await response.clone().text();
        marks.arrived = Math.max(marks.arrived, performance.now());
      }
      return response;
    };
    new MutationObserver(() => {
      if (marks.rendered === 0 && marks.arrived > 0 && document.querySelectorAll('[data-testid="plan-row"]').length >= 10) {
        marks.rendered = -1;
        requestAnimationFrame(() => { marks.rendered = performance.now(); });
      }
    }).observe(document, { childList: true, subtree: true });
  })();`;
}
