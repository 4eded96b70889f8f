/**
 * The marketing landing page (administration.md §2 "Home", §9 "Carousel interval 6000 ms", issue 12):
 * in the variant with a marketing landing page a visitor sees at home the latest news, the login card,
 * the product cards, an image carousel that changes every 6 seconds and a demo-access link; every
 * other variant keeps the login there. The journey needs a server of its own with VARIANT=marketing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../pages/login-page';
import { type OwnServer, startOwnServer } from '../pages/own-server';

let server: OwnServer | undefined;
let marketing = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // the demo world is built on start (the demo account signs in on the landing card)
  test.setTimeout(300_000);
  server = await startOwnServer({ env: () => ({ VARIANT: 'marketing' }), timeoutMs: 290_000 });
  marketing = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const landing = (page: Page) => page.getByTestId('landing-page');
const carousel = (page: Page) => page.getByRole('region', { name: 'Bilder aus Kollekta' });
/** The picture shown: the one slide that is not hidden. */
const shownSlide = (page: Page) => carousel(page).getByTestId('carousel-slide').locator('visible=true');

/**
 * Stops the page's clock once the page has loaded (TanStack Query delivers its data through timers,
 * so the clock runs until then) and starts the carousel from its first picture at that instant.
 */
async function startAtFirstPicture(page: Page) {
  await expect(page.getByTestId('landing-news')).toHaveCount(3);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
  await carousel(page).getByRole('button', { name: 'Bild 1 zeigen' }).click();
  // focus and pointer leave the carousel: its 6 seconds start now
  await page.getByRole('heading', { level: 1 }).click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '1 von 4');
}

async function openLanding(page: Page) {
  await page.goto(`${marketing}/#/`);
  await expect(landing(page)).toBeVisible();
  // the pointer away from the carousel, where a visitor's would be on arrival
  await page.mouse.move(1, 1);
}

test('the other variants keep the login at home', async ({ page }) => {
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByTestId('login-card')).toBeVisible();
  await expect(page.getByTestId('landing-page')).toHaveCount(0);
});

test('a visitor sees news, the login card, the products, the carousel and the demo access at home', async ({
  page,
  request,
}) => {
  await openLanding(page);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kollekte und Spenden digital' })).toBeVisible();

  // the latest news, as the public news route gives them, readable without sign-in
  const latest = (await (await request.get(`${marketing}/api/v2/public/news/latest/`)).json()) as {
    title: string;
  }[];
  expect(latest).toHaveLength(3);
  const news = page.getByTestId('landing-news');
  await expect(news).toHaveCount(3);
  for (const [index, entry] of latest.entries())
    await expect(news.nth(index).getByRole('heading', { level: 3 })).toHaveText(entry.title);

  const products = page.getByTestId('product-card');
  await expect(products).toHaveCount(4);
  for (const name of [
    'Digitaler Klingelbeutel',
    'Spendensäule',
    'Kollekten-App und Spenden-App',
    'Kollektenplanung',
  ])
    await expect(products.getByRole('heading', { name, exact: true })).toBeVisible();

  const loginCard = landing(page).getByTestId('login-card');
  await expect(loginCard.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  // the landing page leaves the cursor at its start rather than deep in the login card
  await expect(loginCard.getByLabel('Nutzername')).not.toBeFocused();

  await expect(carousel(page)).toBeVisible();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', '1 von 4');

  // the demo access: the demo installation's login, which names the demo account
  await page.getByRole('link', { name: 'Zur Demo-Anmeldung' }).click();
  await expect(page).toHaveURL(/#\/login\?demo=1$/);
  await expect(page.getByTestId('demo-account')).toHaveText(
    'Demo-Zugang: Nutzername „gemeinde“, Passwort „Kollekta-Demo-2026“',
  );
});

test('the carousel changes every 6 seconds and stands still under the pointer, in focus and when paused', async ({
  page,
}) => {
  await page.clock.install();
  await openLanding(page);
  await startAtFirstPicture(page);
  const slide = shownSlide(page);
  await expect(slide.getByRole('img')).toHaveAccessibleName(/Klingelbeutel mit Kartenleser/);

  await page.clock.runFor(5_900);
  await expect(slide).toHaveAttribute('aria-label', '1 von 4');
  await page.clock.runFor(200);
  await expect(slide).toHaveAttribute('aria-label', '2 von 4');
  await expect(slide.getByRole('img')).toHaveAccessibleName(/Spendensäule/);

  // under the pointer it stands still
  await carousel(page).hover();
  await page.clock.runFor(13_000);
  await expect(slide).toHaveAttribute('aria-label', '2 von 4');
  await page.mouse.move(1, 1);
  await page.clock.runFor(6_000);
  await expect(slide).toHaveAttribute('aria-label', '3 von 4');

  // moved by the buttons; the focus inside holds it still
  await carousel(page).getByRole('button', { name: 'Nächstes Bild' }).focus();
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '4 von 4');
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '1 von 4');
  await page.clock.runFor(13_000);
  await expect(slide).toHaveAttribute('aria-label', '1 von 4');
  await carousel(page).getByRole('button', { name: 'Vorheriges Bild' }).focus();
  await page.keyboard.press('Space');
  await expect(slide).toHaveAttribute('aria-label', '4 von 4');
  await carousel(page).getByRole('button', { name: 'Bild 2 zeigen' }).focus();
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '2 von 4');

  // paused by the visitor, it stays paused after the focus has left
  await carousel(page).getByRole('button', { name: 'Bildwechsel anhalten' }).focus();
  await page.keyboard.press('Enter');
  await expect(carousel(page).getByRole('button', { name: 'Bildwechsel fortsetzen' })).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(13_000);
  await expect(slide).toHaveAttribute('aria-label', '2 von 4');
});

test('for visitors who asked for reduced motion the pictures change only when they say so', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await openLanding(page);
  await startAtFirstPicture(page);
  const slide = shownSlide(page);
  await page.clock.runFor(20_000);
  await expect(slide).toHaveAttribute('aria-label', '1 von 4');
  await carousel(page).getByRole('button', { name: 'Bildwechsel fortsetzen' }).click();
  await page.mouse.move(1, 1);
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(6_100);
  await expect(slide).toHaveAttribute('aria-label', '2 von 4');
});

test('the landing page has no serious or critical accessibility finding, on a desktop and on a phone', async ({
  page,
}) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await openLanding(page);
    await expect(page.getByTestId('landing-news')).toHaveCount(3);
    await page.waitForTimeout(500);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const findings = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(findings, `${viewport.width} px`).toEqual([]);
  }
});

test('signing in on the landing card leads to the organisation tree, with the footer link Adminansicht', async ({
  page,
}) => {
  await openLanding(page);
  const loginCard = landing(page).getByTestId('login-card');
  await loginCard.getByLabel('Nutzername').fill('admin');
  await loginCard.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await loginCard.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('landing-page')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/$/);
  const adminView = page.getByRole('contentinfo').getByRole('link', { name: 'Adminansicht' });
  await expect(adminView).toBeVisible();
  await expect(adminView).toHaveAttribute('href', '#/');
});
