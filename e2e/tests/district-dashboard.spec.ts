/**
 * A district administrator's dashboard (issue 12): on the first sign-in, in a fresh browser, it
 * shows the income of the parishes below the district, and the switch 'Unterorganisationen
 * einbeziehen' is a preference kept on the server, so it follows the user to every browser.
 */
import { expect, type Page, test } from '@playwright/test';
import { DashboardPage, formatEuro, toCents } from '../pages/income-page';
import { LoginPage } from '../pages/login-page';
import { MainLayout } from '../pages/main-layout';

const NECKARTAL = 3;
const NO_INCOME = 'Es sind noch keine Einnahmen vorhanden.';

const isStatistics = (response: { url(): string }) =>
  /\/organization\/3\/statistics\/\?.*recursive=true/.test(response.url());

async function signInOnTheLoginCard(page: Page) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('bezirk');
  await expect(new MainLayout(page).tree()).toBeVisible();
}

test('the district dashboard shows the income below it on the first sign-in, and the switch follows the user', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInOnTheLoginCard(page);
  const dashboard = new DashboardPage(page);
  const statistics = page.waitForResponse(isStatistics);
  await dashboard.open(NECKARTAL, 'Kirchenbezirk Neckartal');
  const { aggregate } = (await (await statistics).json()) as { aggregate: { amount: string }[] };
  const total = aggregate[0]?.amount;
  expect(total, 'the demo world has income in the district’s parishes').toBeDefined();
  expect(toCents(total as string)).toBeGreaterThan(0);

  await expect(dashboard.recursiveSwitch()).toBeChecked();
  await expect(dashboard.figure('Einnahmen')).toContainText(formatEuro(toCents(total as string)));
  await expect(dashboard.chart()).toBeVisible();
  await expect(page.getByText(NO_INCOME)).toBeHidden();

  // switched off here, it is off in another browser too: the district itself has no income
  const saved = page.waitForResponse(
    (response) => response.url().includes('/user/me/preferences/') && response.request().method() === 'PATCH',
  );
  await dashboard.recursiveSwitch().click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(NO_INCOME)).toBeVisible();

  const otherBrowser = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  try {
    const otherPage = await otherBrowser.newPage();
    await signInOnTheLoginCard(otherPage);
    const otherDashboard = new DashboardPage(otherPage);
    await otherDashboard.open(NECKARTAL, 'Kirchenbezirk Neckartal');
    await expect(otherDashboard.recursiveSwitch()).not.toBeChecked();
    await expect(otherPage.getByText(NO_INCOME)).toBeVisible();

    // and back on, for the journeys after this one
    const restored = otherPage.waitForResponse(
      (response) =>
        response.url().includes('/user/me/preferences/') && response.request().method() === 'PATCH',
    );
    await otherDashboard.includeSubOrganizations();
    expect((await restored).status()).toBe(200);
    await expect(otherDashboard.figure('Einnahmen')).toContainText(formatEuro(toCents(total as string)));
  } finally {
    await otherBrowser.close();
  }
});
