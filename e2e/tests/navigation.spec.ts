/**
 * The organisation's navigation reaches every page that exists (issue 12, administration.md §2
 * "Main layout", "Organisation submenu"; planning.md §2 `{host}.kollekteapp`, `{host}.spendeapp`):
 * as Lauffen's administrator, the drawer's 'Dokumente & Listen' and 'Auswertungen', the web apps'
 * own pages with their embed code, and an evaluation per device class from the submenu.
 */
import { expect, test } from '@playwright/test';
import { MainLayout } from '../pages/main-layout';
import { signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;

test('the drawer leads to the documents and lists, and to the evaluations', async ({ page, request }) => {
  await signInThroughApi(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}/`);
  const layout = new MainLayout(page);

  await layout.openDrawer();
  await layout.drawer().getByRole('link', { name: 'Dokumente & Listen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumente & Listen' })).toBeVisible();
  const documents = page.getByRole('main').getByRole('navigation', { name: 'Dokumente & Listen' });
  for (const name of [
    'Zuwendungsbestätigungen',
    'Lastschriftdateien',
    'Dauerspenden',
    'Kollektenbuch',
    'Abrechnungen',
  ]) {
    await expect(documents.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await documents.getByRole('link', { name: /^Kollektenbuch/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/o/${LAUFFEN}/evaluation/book$`));
  await expect(page.getByTestId('collection-book-totals')).toBeVisible();

  await layout.openDrawer();
  await layout.drawer().getByRole('link', { name: 'Auswertungen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Auswertungen' })).toBeVisible();
  const byClass = page.getByRole('navigation', { name: 'Nach Geräteklasse' });
  await expect(byClass.getByRole('link', { name: /^Auswertung Digitaler Klingelbeutel/ })).toBeVisible();
  // a collection's evaluation opens in its dialog
  const collections = page.getByRole('list', { name: 'Sammlungsauswertung' });
  await collections.getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByRole('navigation', { name: 'Auswertungen' })
    .getByRole('link', { name: /^Übersicht/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/o/${LAUFFEN}/$`));
});

test('the web apps have pages of their own with their embed code', async ({ page, request }) => {
  await signInThroughApi(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}/kollekteapp`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kollekten-App' })).toBeVisible();
  await expect(page.getByLabel('Code zum Einbinden')).toHaveValue(new RegExp(`/p/${LAUFFEN}`));
  await expect(page.getByRole('region', { name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByTitle('Vorschau: Kollekten-App')).toBeVisible();

  await page.goto(`/#/o/${LAUFFEN}/spendeapp`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spenden-App' })).toBeVisible();
  await expect(page.getByLabel('Code zum Einbinden')).toHaveValue(new RegExp(`/o/${LAUFFEN}`));
  await expect(page.getByRole('img', { name: new RegExp(`QR-Code für .*/o/${LAUFFEN}`) })).toBeVisible();

  // the submenu and the device card lead there too
  const submenu = page.getByRole('navigation', { name: 'Verwaltung' });
  await submenu.getByRole('link', { name: 'Kollekten-App', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/o/${LAUFFEN}/kollekteapp$`));
  await page.goto(`/#/o/${LAUFFEN}/devices`);
  await page
    .getByRole('article', { name: 'Spenden-App' })
    .getByRole('link', { name: 'Seite der App' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spenden-App' })).toBeVisible();
});

test('another parish’s administrator gets the refusal on Lauffen’s web app page', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, 'nachbar');
  await page.goto(`/#/o/${LAUFFEN}/kollekteapp`);
  await expect(
    page.getByText('Diese Organisation gibt es nicht oder Sie haben keinen Zugriff darauf.'),
  ).toBeVisible();
  await expect(page.getByLabel('Code zum Einbinden')).toHaveCount(0);
});

test('the submenu leads to the evaluation of a device class', async ({ page, request }) => {
  await signInThroughApi(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}/`);
  const submenu = page.getByRole('navigation', { name: 'Verwaltung' });
  await submenu.getByRole('link', { name: 'Auswertung Digitaler Klingelbeutel' }).click();
  await expect(page).toHaveURL(new RegExp(`#/o/${LAUFFEN}/\\?device_class=KB$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Auswertung Digitaler Klingelbeutel' }),
  ).toBeVisible();
  const figures = page.getByRole('region', { name: 'Kennzahlen' });
  await expect(figures.getByRole('article', { name: 'Einnahmen' })).toContainText('€');
  await expect(page.getByRole('region', { name: 'Gerätetypen' })).toContainText('Digitaler Klingelbeutel');
  const months = page.getByRole('table', {
    name: 'Einnahmen von Digitaler Klingelbeutel in den letzten 12 Monaten',
  });
  await expect(months.getByRole('row')).toHaveCount(13);
  await page.getByRole('link', { name: 'Alle Geräte auswerten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ev. Kirchengemeinde Lauffen' })).toBeVisible();
});
