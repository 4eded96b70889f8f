/**
 * Kollektenweiterleitung (issue 16, administration.md §2 "Lists", §4 "Disbursement states"): the
 * Lauffen administrator closes the cash ('abschließen') of the Kirchenbezirk Neckartal's running
 * collection 'Vesperkirche Heilbronn' — first blocked while counted cash waits for its second pair
 * of eyes, then one-way after a dialog that says so; the row shows the fixed sums and the plan
 * becomes read-only. Then the district sees the collection move in its statistics (one more on the
 * way), orders the transfer, and downloads the order's PDF (pdftotext: name and total) and the run's
 * DATEV Buchungsstapel (parsed: EXTF header, column line, the booking with amount and accounts).
 *
 * Demo data this changes for the spec files after it (closing cash cannot be undone): Lauffen gets a
 * confirmed cash entry of 123,45 € for 'Vesperkirche Heilbronn', its order there is closed and
 * ordered in a new run of Neckartal, and the plan can no longer be edited. The demo world leaves this
 * order in progress for this test (apps/server/src/modules/demo-world/demo-disbursement.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAs } from '../pages/devices-page';
import { obtainToken, PlanningPage } from '../pages/planning-page';

const API = '/api/v2/';
const LAUFFEN = 4;
const NECKARTAL = 3;
const COLLECTION = 'Vesperkirche Heilbronn';
const CASH = '123.45';

type Order = {
  id: number;
  state: string;
  stop_cash_payments: string | null;
  plan: { id: number; name: string; organization: { name: string } };
  organization: { name: string };
  disbursement: { sum_amount_total: string; has_entered_cash: boolean };
};
type Statistic = { plan: { id: number }; in_progress: number; ready: number };
type Plan = { id: number; can_edit: boolean; can_edit_after_start: boolean; can_close: boolean };

const auth = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

/** '1234.50' → '1.234,50 €' as the page writes it (Intl, de-DE; a no-break space before €). */
function euro(amount: string): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(Number(amount));
}

/** '1234.50' → '1234,50': DATEV's amount, without thousands separators. */
function datevAmount(amount: string): string {
  return amount.replace('.', ',');
}

function berlinDate(at: Date): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
}

function berlinYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at));
}

async function findLauffenOrder(request: APIRequestContext, token: string): Promise<Order> {
  const response = await request.get(`${API}disbursementorder/order/?organization=${LAUFFEN}`, auth(token));
  expect(response.status(), await response.text()).toBe(200);
  const order = ((await response.json()) as Order[]).find((candidate) => candidate.plan.name === COLLECTION);
  if (!order) throw new Error(`Lauffen has no order of '${COLLECTION}'`);
  return order;
}

async function statisticOf(request: APIRequestContext, token: string, planId: number): Promise<Statistic> {
  const response = await request.get(
    `${API}organization/${NECKARTAL}/disbursement_order_statistic/`,
    auth(token),
  );
  expect(response.status(), await response.text()).toBe(200);
  const statistic = ((await response.json()) as Statistic[]).find(
    (candidate) => candidate.plan.id === planId,
  );
  if (!statistic) throw new Error(`no statistic of plan ${planId}`);
  return statistic;
}

async function planAsSuperuser(request: APIRequestContext, planId: number): Promise<Plan> {
  const token = await obtainToken(request, 'admin');
  const response = await request.get(
    `${API}collection_plan/${planId}/?organization=${NECKARTAL}`,
    auth(token),
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Plan;
}

/** Counted cash entered by `kasse`; it waits for a second person. */
async function enterCash(request: APIRequestContext, planId: number): Promise<number> {
  const response = await request.post(`${API}cash/cash_payment/`, {
    ...auth(await obtainToken(request, 'kasse')),
    data: {
      amount: CASH,
      plan: planId,
      organization: LAUFFEN,
      collection_datetime: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function saveDownload(page: Page, click: () => Promise<void>, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const saved = test.info().outputPath(name);
  await download.saveAs(saved);
  return saved;
}

test('a parish closes the cash of a forwarded collection; the district orders its transfer and books it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const gemeindeToken = await obtainToken(request, 'gemeinde');
  const bezirkToken = await obtainToken(request, 'bezirk');
  const before = await findLauffenOrder(request, gemeindeToken);
  expect(before).toMatchObject({ state: 'in_progress', stop_cash_payments: null });
  const planId = before.plan.id;
  const statisticBefore = await statisticOf(request, bezirkToken, planId);
  expect((await planAsSuperuser(request, planId)).can_edit_after_start).toBe(true);

  // ── Lauffen: counted cash waits for its confirmation, so closing is blocked, with the reason ──
  const cashId = await enterCash(request, planId);
  await signInAs(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}`);
  await page.getByRole('link', { name: 'Kollektenweiterleitung' }).click();
  await expect(page.getByRole('heading', { name: 'Kollektenweiterleitung', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Aufträge zur Kollektenweiterleitung' });
  const row = table.getByRole('row').filter({ hasText: COLLECTION });
  await expect(row).toContainText('Kirchenbezirk Neckartal');
  await expect(row).toContainText('In Bearbeitung');
  await expect(row.getByRole('img', { name: 'zu bearbeiten' })).toBeVisible();
  const close = row.getByRole('button', { name: `abschließen: ${COLLECTION}` });
  await expect(close).toBeDisabled();
  await expect(row).toContainText('Es warten noch Barsammlungen auf ihre Bestätigung.');
  await expect(row.getByRole('button', { name: `Kollekte abwählen: ${COLLECTION}` })).toBeDisabled();

  // kasse2 confirms the cash (four eyes); the page, asked again, lets Lauffen close
  const confirmed = await request.patch(`${API}cash/cash_payment/${cashId}/confirm/`, {
    ...auth(await obtainToken(request, 'kasse2')),
    data: {},
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await page.reload();
  await expect(close).toBeEnabled();
  const live = await findLauffenOrder(request, gemeindeToken);
  expect(live.disbursement.has_entered_cash).toBe(false);
  const total = live.disbursement.sum_amount_total;
  expect(Number(total)).toBeGreaterThanOrEqual(Number(CASH));
  await expect(row).toContainText(euro(CASH));
  await expect(row).toContainText(euro(total));

  // ── 'abschließen': the dialog says what it fixes and that it cannot be undone ──
  await close.click();
  const dialog = page.getByRole('dialog', { name: 'Barsammlungen abschließen' });
  await expect(dialog).toContainText('Die Summen werden festgeschrieben.');
  await expect(dialog).toContainText('Es können keine Barsammlungen mehr eingetragen werden.');
  await expect(dialog).toContainText('Die Sammlung kann nicht mehr bearbeitet werden.');
  await expect(dialog).toContainText('Dieser Schritt kann nicht rückgängig gemacht werden.');
  await dialog.getByRole('button', { name: 'Ja, endgültig abschließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Die Barsammlungen der Kollekte „${COLLECTION}“ wurden abgeschlossen.`),
  ).toBeVisible();
  await expect(row).toContainText('Bereit zur Weiterleitung');
  await expect(row).toContainText(`Abgeschlossen am ${berlinDate(new Date())}`);
  await expect(row).toContainText(euro(total));
  await expect(close).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Beleg herunterladen: ${COLLECTION}` })).toBeVisible();
  await page.screenshot({ path: '/tmp/disbursement-child.png', fullPage: true });

  // the sums are fixed: more cash is refused, and the plan can no longer be changed
  const closed = await findLauffenOrder(request, gemeindeToken);
  expect(closed).toMatchObject({ state: 'ready', disbursement: { sum_amount_total: total } });
  const lateCash = await request.post(`${API}cash/cash_payment/`, {
    ...auth(await obtainToken(request, 'kasse')),
    data: {
      amount: '5.00',
      plan: planId,
      organization: LAUFFEN,
      collection_datetime: new Date().toISOString(),
    },
  });
  expect(lateCash.status()).toBe(409);
  const plan = await planAsSuperuser(request, planId);
  expect(plan).toMatchObject({ can_edit: false, can_edit_after_start: false, can_close: false });
  // a planner who could change the running plan before (here the superuser) now only views it
  await signInAs(page, request, 'admin');
  const planning = new PlanningPage(page);
  await planning.open(NECKARTAL, berlinYear(new Date(Date.now() - 2 * 24 * 3600_000)));
  await planning.search(COLLECTION);
  // a running plan's card stands among the active ones
  const card = planning.activeSection().getByRole('article', { name: COLLECTION, exact: true });
  await expect(card.getByTestId('locked-badge')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Vorzeitig beenden' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Ansehen' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('Sammlung ansehen')).toBeVisible();
  await expect(viewer.getByText('Sie sehen diese Sammlung nur an.')).toBeVisible();
  await page.waitForTimeout(400); // the dialog's fade has ended
  await page.screenshot({ path: '/tmp/disbursement-plan-read-only.png' });

  // ── the district: the collection has moved in its statistics ──
  await signInAs(page, request, 'bezirk');
  await page.goto(`/#/o/${NECKARTAL}/evaluation/disbursement-orders`);
  const statistics = page.getByRole('table', { name: 'Kollekten und ihre Weiterleitung' });
  const statisticRow = statistics.locator(`tr[data-plan="${planId}"]`);
  await expect(statisticRow.locator('[data-count="ready"]')).toHaveText(String(statisticBefore.ready + 1));
  await expect(statisticRow.locator('[data-count="in_progress"]')).toHaveText(
    String(statisticBefore.in_progress - 1),
  );
  await statisticRow.getByRole('button', { name: `Aufträge anzeigen: ${COLLECTION}` }).click();
  const orders = page.getByRole('table', { name: `Aufträge der Gemeinden: ${COLLECTION}` });
  const lauffenRow = orders.getByRole('row').filter({ hasText: 'Lauffen' });
  await expect(lauffenRow).toContainText('Bereit zur Weiterleitung');
  await expect(lauffenRow).toContainText(euro(total));
  await page.screenshot({ path: '/tmp/disbursement-parent.png', fullPage: true });

  // the order's PDF: what was collected and what is forwarded
  const pdf = await saveDownload(
    page,
    () => lauffenRow.getByRole('button', { name: /^Beleg herunterladen:/ }).click(),
    'weiterleitung.pdf',
  );
  const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text.status, text.stderr).toBe(0);
  expect(text.stdout).toContain(COLLECTION);
  expect(text.stdout.replace(/\s+/g, ' ')).toContain(euro(total).replace(/\s/g, ' '));

  // ── ordering the transfer: one run with the Lauffen order ──
  await lauffenRow.getByRole('checkbox', { name: /^Zur Überweisung auswählen:/ }).check();
  await page.getByRole('button', { name: 'Überweisung beauftragen' }).click();
  await expect(page.getByText(/^Die Überweisung wurde beauftragt: Lauf \d+/)).toBeVisible();
  await expect(lauffenRow).toContainText('Überweisung beauftragt');
  const runRow = page
    .getByRole('table', { name: 'Überweisungsläufe' })
    .getByRole('row')
    .filter({ hasText: 'neu' });
  await expect(runRow).toContainText(euro(total));
  const runName = (await runRow.getByRole('cell').first().textContent())?.match(/Lauf \d+/)?.[0];
  expect(runName).toBeDefined();
  await page.screenshot({ path: '/tmp/disbursement-parent-ordered.png', fullPage: true });

  // ── the run's DATEV Buchungsstapel ──
  const datev = await saveDownload(
    page,
    () => runRow.getByRole('button', { name: `DATEV-Buchungsstapel: ${runName}` }).click(),
    'buchungsstapel.csv',
  );
  const lines = new TextDecoder('windows-1252').decode(fs.readFileSync(datev)).split('\r\n');
  expect(lines[0]?.startsWith('"EXTF";700;21;"Buchungsstapel"')).toBe(true);
  const header = (lines[1] ?? '').split(';');
  const amountColumn = header.indexOf('Umsatz (ohne Soll/Haben-Kz)');
  const accountColumn = header.indexOf('Konto');
  const contraColumn = header.indexOf('Gegenkonto (ohne BU-Schlüssel)');
  const costCentreColumn = header.indexOf('KOST1 - Kostenstelle');
  expect([amountColumn, accountColumn, contraColumn, costCentreColumn].every((index) => index >= 0)).toBe(
    true,
  );
  const bookings = lines.slice(2).filter((line) => line.length > 0);
  expect(bookings).toHaveLength(1);
  const booking = (bookings[0] ?? '').split(';');
  expect(booking[amountColumn]).toBe(datevAmount(total));
  // the plan's accounting fields: Sachkonto 1590 against the bank 1200, cost centre 9420
  expect(booking[accountColumn]).toBe('1590');
  expect(booking[contraColumn]).toBe('1200');
  expect(booking[costCentreColumn]).toBe('"9420"');
});
