/**
 * Recurring donations and information requests (administration.md §2 "Lists", §8), as Lauffen's
 * administrator clicks them in the organisation submenu, and the donor's stop page behind the link
 * in their mail. Recurring gifts are made as donors make them, through the donation app's API; the
 * demo world holds a few information requests of Lauffen.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { obtainToken, signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;
const API = '/api/v2/';
const DAY = 24 * 3600_000;

/** A donation purpose of Lauffen in the donation app from an hour on for a year, open to recurring gifts. */
async function createRecurringPlan(request: APIRequestContext, name: string): Promise<number> {
  const token = await obtainToken(request, 'gemeinde');
  const response = await request.post(`${API}collection_plan/`, {
    headers: { Authorization: `Token ${token}` },
    data: {
      name,
      type: 'donation',
      collection_variant: null,
      start: new Date(Date.now() + 3600_000).toISOString(),
      end: new Date(Date.now() + 365 * DAY).toISOString(),
      organization: String(LAUFFEN),
      location: null,
      inherit: false,
      foreign: false,
      date: null,
      allow_recurring: true,
      targets: ['WS'],
      display: {},
      meta: {},
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A donor's recurring SEPA gift, given signed out through the donation app /o/4. */
async function giveRecurring(
  request: APIRequestContext,
  plan: number,
  donor: { name: string; email: string; amount: string; interval: string },
) {
  const response = await request.post(`${API}public/web_app/${LAUFFEN}/bart/donation/`, {
    data: {
      collection: plan,
      amount: donor.amount,
      payment_method: 'sepadd',
      sepa: { account_holder: donor.name, iban: 'DE02 1203 0000 0000 2020 51', mandate_accepted: true },
      email: donor.email,
      recurring_interval: donor.interval,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the parish administrator stops a recurring donation from the list', async ({ page, request }) => {
  const plan = await createRecurringPlan(request, 'Sanierung des Kirchturms');
  // a plan starts in the future; donors give once it runs
  await request.put(`${API}testing/clock/`, {
    data: { now: new Date(Date.now() + 2 * 3600_000).toISOString() },
  });
  await giveRecurring(request, plan, {
    name: 'Sophie Krämer',
    email: 'sophie.kraemer@example.org',
    amount: '15',
    interval: 'monthly',
  });
  await giveRecurring(request, plan, {
    name: 'Jürgen Maier',
    email: 'j.maier@example.org',
    amount: '30',
    interval: 'half_yearly',
  });
  await request.put(`${API}testing/clock/`, { data: { now: new Date().toISOString() } });
  await signInThroughApi(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}/overview`);
  await page
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: 'Dauerspenden' })
    .click();
  await expect(page.getByRole('heading', { name: 'Übersicht über Ihre Dauerspenden' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Übersicht über Ihre Dauerspenden' });
  const sophie = table.getByRole('row').filter({ hasText: 'Sophie Krämer' });
  await expect(sophie).toContainText('15,00');
  await expect(sophie).toContainText('monatlich');
  await expect(sophie).toContainText('Aktiv');
  await expect(table.getByRole('row').filter({ hasText: 'Jürgen Maier' })).toContainText('halbjährlich');
  await page.screenshot({ path: '/tmp/h-recurring-donations.png', fullPage: true });

  await sophie.getByRole('button', { name: 'Dauerspende von Sophie Krämer beenden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dauerspende beenden?' });
  await expect(dialog).toContainText('Möchten Sie die Dauerspende von Sophie Krämer');
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  await page.screenshot({ path: '/tmp/h-recurring-stop-dialog.png' });
  await dialog.getByRole('button', { name: 'Dauerspende beenden' }).click();
  await expect(page.getByText('Die Dauerspende wurde erfolgreich beendet.')).toBeVisible();
  await expect(sophie).toContainText('Beendet am');
  await expect(sophie.getByRole('button')).toHaveCount(0);
});

test('the parish administrator reads the information requests and downloads them', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}/overview`);
  await page
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: 'Informationsanforderungen' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Übersicht über die Bitte nach weiteren Informationen' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Übersicht über die Bitte nach weiteren Informationen' });
  await expect(table.getByRole('row').filter({ hasText: 'm.fischer@example.org' })).toContainText(
    'Martina Fischer',
  );
  await page.screenshot({ path: '/tmp/h-information-requests.png', fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel-Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_Informationsanforderungen\.xlsx$/);
});

test('a user of Lauffen sees neither list in the submenu', async ({ page, request }) => {
  await signInThroughApi(page, request, 'kasse');
  await page.goto(`/#/o/${LAUFFEN}/overview`);
  const menu = page.getByRole('navigation', { name: 'Verwaltung' });
  await expect(menu.getByText('Vertragsdaten')).toBeVisible();
  await expect(menu.getByText('Dauerspenden')).toHaveCount(0);
  await expect(menu.getByText('Informationsanforderungen')).toHaveCount(0);
});

test('the donor’s stop page asks first and answers a wrong link in German', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/#/dauerspende/beenden/${'x'.repeat(43)}`);
  await expect(page.getByText('Möchten Sie Ihre Dauerspende wirklich beenden?')).toBeVisible();
  await page.screenshot({ path: '/tmp/h-recurring-cancel-page.png' });
  await page.getByRole('button', { name: 'Ja, Dauerspende beenden' }).click();
  await expect(
    page.getByText(
      'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
    ),
  ).toBeVisible();
});
