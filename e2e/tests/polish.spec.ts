/**
 * The polish of issue 12 as users see it: the month overview's Zeitpunkt, the amount on a phone,
 * February on the chart's axis, browsers named in 'Aktive Sitzungen', 'Zurückwechseln' back to the
 * user administration.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../pages/devices-page';
import { CollectionsPage, DashboardPage } from '../pages/income-page';
import { LoginPage } from '../pages/login-page';
import { MainLayout } from '../pages/main-layout';

const NECKARTAL = 3;

async function openOverview(page: Page) {
  const collections = new CollectionsPage(page);
  await collections.open(NECKARTAL);
  const recursive = page.getByRole('switch', { name: 'Unterorganisationen einbeziehen' });
  if (!(await recursive.isChecked())) await recursive.click();
  await collections.selectMode('Übersicht');
  await expect(collections.table().getByTestId('day-sum').first()).toBeVisible();
  return collections;
}

test('the month overview gives each row its Zeitpunkt', async ({ page, request }) => {
  await signInAs(page, request, 'bezirk');
  const collections = await openOverview(page);
  const headers = await collections.table().getByRole('columnheader').allTextContents();
  const time = headers.indexOf('Zeitpunkt');
  expect(time).toBeGreaterThan(0);
  const firstRow = collections.table().locator('tbody tr:not([data-testid="day-sum"])').first();
  await expect(firstRow.getByRole('cell').nth(time)).toHaveText(/^\d\d\.\d\d\.\d{4}$/);
  await expect(collections.table()).not.toContainText('Ohne Gerät');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the month overview keeps the amount on screen', async ({ page, request }) => {
    await signInAs(page, request, 'bezirk');
    const collections = await openOverview(page);
    const amountHeader = collections.table().getByRole('columnheader', { name: 'Betrag' });
    await expect(amountHeader).toBeVisible();
    const box = await amountHeader.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    // nothing to scroll sideways: the whole table fits
    const overflow = await collections
      .table()
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
    const firstAmount = collections
      .table()
      .locator('tbody tr:not([data-testid="day-sum"])')
      .first()
      .getByRole('cell')
      .last();
    await expect(firstAmount).toHaveText(/\d,\d\d\s€/);
    await page.screenshot({ path: '/tmp/polish-month-phone.png', fullPage: false });
  });
});

test('the dashboard chart labels every month of a year, February included', async ({ page, request }) => {
  await signInAs(page, request, 'bezirk');
  const dashboard = new DashboardPage(page);
  await dashboard.open(NECKARTAL, 'Kirchenbezirk Neckartal');
  await dashboard.selectRangeType('ganzes Jahr');
  const axis = dashboard.chart().locator('.MuiChartsAxis-directionX');
  await expect(axis.getByText('Feb.', { exact: true })).toBeVisible();
  await expect(axis.getByText('März', { exact: true })).toBeVisible();
  await expect(axis.getByText(/^Jan\. \d{4}$/)).toBeVisible();
  await dashboard.chart().screenshot({ path: '/tmp/polish-chart.png' });
});

test('Aktive Sitzungen names the browser, not the user-agent string', async ({ page }) => {
  // through the login card: the session then carries this browser's user-agent string
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('gemeinde');
  await expect(page.getByTestId('open-drawer')).toBeVisible();
  await page.goto('/#/me/profile');
  const sessions = page.getByTestId('profile-sessions');
  const current = sessions.getByRole('row').filter({ hasText: 'Diese Sitzung' });
  await expect(current).toContainText(/Chrom(e|ium) auf Linux/);
  await expect(sessions).not.toContainText('Mozilla/5.0');
  await sessions.scrollIntoViewIfNeeded();
  await sessions.screenshot({ path: '/tmp/polish-sessions.png' });
});

test('Zurückwechseln ends the impersonation on the user administration', async ({ page, request }) => {
  await signInAs(page, request, 'admin');
  await page.goto('/#/admin/users');
  await page.getByLabel('Filter').fill('Jonas Weber');
  await page.getByRole('button', { name: 'Als Jonas Weber anmelden' }).click();
  await expect(page).not.toHaveURL(/admin\/users/);
  const layout = new MainLayout(page);
  await layout.openDrawer();
  await layout.drawer().getByText('Zurückwechseln').click();
  await expect(page.getByRole('heading', { name: 'Benutzer verwalten', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/admin\/users$/);
  // back as the superuser: the drawer offers 'Abmelden' again
  await layout.openDrawer();
  await expect(layout.drawer().getByText('Abmelden')).toBeVisible();
});
