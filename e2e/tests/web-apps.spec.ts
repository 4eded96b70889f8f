/**
 * The donor web apps as donors and staff meet them: the collection app (/p/4) and the donation app
 * (/o/4) list Lauffen's current collections, take an amount and go on to the giving form (the gift
 * itself: online-giving.spec.ts); the device page previews them live; superusers find every device
 * under 'Geräte'.
 */
import { expect, test } from '@playwright/test';
import { DevicesPage, signInAs } from '../pages/devices-page';
import { MainLayout } from '../pages/main-layout';
import { CollectionAppPage, DonationAppPage, expectedCollectionTexts } from '../pages/web-apps-page';

const LAUFFEN = 4;
const NECKARTAL = 3;

test('the collection app shows Lauffen’s current collections and goes on to the giving form', async ({
  page,
  request,
}) => {
  const expected = await expectedCollectionTexts(request, LAUFFEN, 'WA');
  expect(expected.length, 'the demo world has collections running in Lauffen').toBeGreaterThan(0);
  const app = new CollectionAppPage(page);
  await app.open(LAUFFEN);
  expect(await app.collectionTexts()).toEqual(expected);
  await expect(page.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
    'href',
    'https://www.kirchenbezirk-neckartal.example/datenschutz',
  );

  await page.getByRole('button', { name: 'Jetzt geben' }).click();
  await expect(page.getByText('Wie viel möchten Sie geben?')).toBeVisible();
  await page.getByLabel('Anderer Betrag').fill('1000');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Online sind höchstens 999 € möglich.');
  await page.getByLabel('Anderer Betrag').fill('');
  await page.getByRole('button', { name: '20,00 €' }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Zahlungsart' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('20,00 € für');
});

test('the donation app lists Lauffen’s purposes, preselects a linked one and takes a typed amount', async ({
  page,
  request,
}) => {
  const expected = await expectedCollectionTexts(request, LAUFFEN, 'WS');
  expect(expected.length).toBeGreaterThan(1);
  const app = new DonationAppPage(page);
  await app.open(LAUFFEN);
  expect(await app.collectionTexts()).toEqual(expected);
  await expect(app.amount()).toHaveValue('5');

  // a direct link with ?collection= opens the app with that purpose chosen
  const linked = await app.purposeSelect().locator('option').last();
  const linkedId = await linked.getAttribute('value');
  const linkedText = (await linked.innerText()).trim();
  await app.open(LAUFFEN, `?collection=${linkedId}`);
  await expect(app.purposeSelect()).toHaveValue(String(linkedId));

  await app.amount().fill('12,50');
  await page.getByRole('button', { name: 'Jetzt spenden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`12,50 € für ${linkedText}`);
  await expect(page.getByRole('radiogroup', { name: 'Zahlungsart' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('donation-app.png') });
});

test('a direct link without an app answers with a German page', async ({ page }) => {
  const response = await page.goto(`/p/${NECKARTAL}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeVisible();
  await expect(page.getByText('keine Kollekten-App und keine Spenden-App freigeschaltet')).toBeVisible();
});

test('the device page previews both web apps live with Live-Vorschau', async ({ page, request }) => {
  await signInAs(page, request, 'gemeinde');
  const devices = new DevicesPage(page);
  await devices.open(LAUFFEN);
  const collectionPreview = devices.card('Kollekten-App').locator('iframe');
  await expect(collectionPreview).toHaveCount(0);

  await devices.setLivePreview(true);
  await expect(collectionPreview).toHaveAttribute('title', 'Vorschau von Kollekten-App');
  await expect(collectionPreview).toHaveAttribute('src', `/p/${LAUFFEN}?vorschau=1`);
  expect((await collectionPreview.boundingBox())?.height).toBe(355);
  const collectionApp = devices.card('Kollekten-App').frameLocator('iframe');
  await expect(collectionApp.getByRole('button', { name: 'Jetzt geben' })).toBeVisible();
  await expect(collectionApp.getByRole('heading', { level: 1 })).toContainText('Für');

  const donationPreview = devices.card('Spenden-App').locator('iframe');
  expect((await donationPreview.boundingBox())?.height).toBe(285);
  await expect(
    devices.card('Spenden-App').frameLocator('iframe').getByRole('button', { name: 'Jetzt spenden' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('device-page-live.png'), fullPage: true });

  await devices.setLivePreview(false);
  await expect(collectionPreview).toHaveCount(0);
});

test('a superuser finds every device under Administration › Geräte; others are sent home', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'admin');
  const layout = new MainLayout(page);
  await layout.openDrawer();
  await layout.drawer().getByRole('link', { name: 'Geräte', exact: true }).click();
  await expect(page).toHaveURL(/#\/admin\/devices$/);
  await expect(page.getByRole('heading', { name: 'Geräte', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Geräte' });
  await expect(table.getByRole('row')).toHaveCount(26); // header and a page of 25
  await expect(page.getByText(/^1–25 von \d+$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-devices.png') });

  await page.getByLabel('Suchen').fill('Lauffen');
  await expect(table.getByRole('row')).toHaveCount(5);
  await page.getByLabel('Geräteklasse').click();
  await page.getByRole('option', { name: 'Digitaler Klingelbeutel (KB)' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  const bag = table.getByRole('row').filter({ hasText: 'Digitaler Klingelbeutel 1' });
  await expect(bag).toContainText(`demo-${LAUFFEN}-kb-1`);
  await expect(bag).toContainText('Regiswindiskirche');
  await bag.getByRole('link', { name: 'Geräte von Ev. Kirchengemeinde Lauffen' }).click();
  await expect(page).toHaveURL(new RegExp(`#/o/${LAUFFEN}/devices$`));

  await signInAs(page, request, 'gemeinde');
  await page.goto('/#/admin/devices');
  await expect(page).not.toHaveURL(/admin\/devices/);
});
