/**
 * Online giving on a phone (issue 14): a donor gives 25,00 € by SEPA direct debit in Lauffen's
 * donation app (/o/4), asks for a donation receipt and for more information, and reads the
 * thank-you text with its placeholders filled; the browser checks the IBAN before sending. The
 * device page's live preview runs the same flow.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DevicesPage, signInAs } from '../pages/devices-page';
import { GivingForm } from '../pages/giving-page';
import {
  CollectionsPage,
  fetchPayments,
  formatBerlinDateTime,
  monthLabel,
  monthOf,
  tabOf,
} from '../pages/income-page';
import { DonationAppPage } from '../pages/web-apps-page';

const LAUFFEN = 4;
const PHONE = { width: 390, height: 844 };

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('a donor gives 25,00 € by SEPA in /o/4 with a receipt request and an information request', async ({
    page,
    browser,
  }) => {
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true });
    const app = new DonationAppPage(page);
    await app.open(LAUFFEN);
    const purpose = (await app.purposeSelect().count())
      ? (await app.purposeSelect().locator('option:checked').innerText()).trim()
      : (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await app.amount().fill('25');
    await shot('1-amount.png');
    await page.getByRole('button', { name: 'Jetzt spenden' }).click();

    const form = new GivingForm(page);
    await form.expectShown();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`25,00 € für ${purpose}`);
    await expect(page.getByText('Gläubiger-Identifikationsnummer: DE98ZZZ09999999999')).toBeVisible();
    await expect(page.getByText('Mandatsreferenz: wird nach dem Absenden mitgeteilt')).toBeVisible();
    await shot('2-giving-form.png');

    // a mistyped IBAN is caught in the browser, with the spec's words, and gets the focus
    await form.fillSepa({ accountHolder: 'Erika Mustermann', iban: 'DE02 1203 0000 0000 2020 52' });
    await form.submit().click();
    await expect(page.getByText('Bitte geben Sie eine gültige IBAN ein.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'IBAN' })).toBeFocused();
    await shot('3-iban-error.png');

    await page.getByRole('textbox', { name: 'IBAN' }).fill('DE02 1203 0000 0000 2020 51');
    await form.askForReceipt({
      firstName: 'Erika',
      lastName: 'Mustermann',
      street: 'Bahnhofstraße 3',
      postalCode: '74348',
      city: 'Lauffen am Neckar',
    });
    await form.askForInformation('erika.mustermann@example.org');
    await shot('4-filled.png');
    const [answer] = await Promise.all([
      page.waitForResponse((response) =>
        response.url().endsWith(`/public/web_app/${LAUFFEN}/bart/donation/`),
      ),
      form.submit().click(),
    ]);
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

    await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
    // Lauffen's template: 'Herzlichen Dank für {amount} {currency} für {collection}!'
    await expect(page.getByText(`Herzlichen Dank für 25,00 € für ${purpose}!`)).toBeVisible();
    await expect(page.getByText(/^Ihre Mandatsreferenz: LAUF/)).toBeVisible();
    // the share step: Lauffen's socialMedia channels with the share text
    const share = page.getByRole('region', { name: 'Erzählen Sie es weiter' });
    await expect(share.getByRole('link', { name: 'Teilen über WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=.+/,
    );
    await expect(share.getByRole('link', { name: 'Teilen über E-Mail' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
    await expect(share.getByRole('link', { name: 'Teilen über Facebook' })).toBeVisible();
    await shot('5-thank-you.png');
    const mandate = ((await answer.json()) as { mandate_reference: string }).mandate_reference;

    // the treasurer's side, at a desk: the payment, the subscriber, and after the job the file
    const desk = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      acceptDownloads: true,
      // the phone settings of this block would carry over
      viewport: { width: 1280, height: 800 },
      isMobile: false,
      hasTouch: false,
    });
    try {
      await checkTreasurerSees(await desk.newPage(), desk.request, mandate);
    } finally {
      await desk.close();
    }
  });
});

test('the live preview on the device page runs the same giving flow', async ({ page, request }) => {
  await signInAs(page, request, 'gemeinde');
  const devices = new DevicesPage(page);
  await devices.open(LAUFFEN);
  await devices.setLivePreview(true);
  const preview = devices.card('Spenden-App').frameLocator('iframe');
  await preview.getByRole('button', { name: 'Jetzt spenden' }).click();
  await expect(preview.getByRole('radiogroup', { name: 'Zahlungsart' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'SEPA-Lastschrift' })).toBeVisible();
  // looking at a device card never books a gift
  await expect(preview.getByText('Vorschau: Hier wird keine Spende ausgeführt.')).toBeVisible();
  await expect(preview.getByRole('button', { name: /jetzt geben$/ })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('6-live-preview.png') });
});

const PAIN_008_SCHEMA = path.resolve(
  import.meta.dirname,
  '../../apps/server/test-fixtures/iso20022/pain.008.001.08.xsd',
);
/** Lauffen's administrator finds the gift in the income (not yet confirmed), the subscriber, and the debit in a new file. */
async function checkTreasurerSees(page: Page, request: APIRequestContext, mandate: string) {
  const token = await signInAs(page, request, 'gemeinde');
  const month = monthOf(new Date().toISOString());
  const gift = (await fetchPayments(request, token, LAUFFEN, `since=${month}-01`))
    .filter((payment) => payment.amount === '25.00')
    .sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!gift) throw new Error('the gift is not among Lauffen’s payments');

  const collections = new CollectionsPage(page);
  await collections.open(LAUFFEN);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  await collections.selectMonth(monthLabel(year, monthNumber));
  await collections.selectTab(tabOf(gift));
  await collections.selectMode('Tabellarische Ansicht');
  const row = collections
    .table()
    .getByRole('row')
    .filter({ hasText: formatBerlinDateTime(gift.date) })
    .filter({ hasText: '25,00 €' });
  await collections.pageUntilVisible(row.first());
  await expect(row.first()).toContainText('noch nicht bestätigt');
  await expect(row.first()).toContainText('SEPA-Lastschrift');

  await page.goto(`/#/o/${LAUFFEN}/subscribers`);
  await expect(
    page.getByRole('heading', { name: 'Übersicht über die Bitte nach weiteren Informationen' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'erika.mustermann@example.org' }).first()).toBeVisible();

  await page.goto(`/#/o/${LAUFFEN}/directdebits`);
  await page.getByRole('button', { name: 'Dateien jetzt erstellen' }).click();
  await expect(page.getByText('Die Lastschriftdateien wurden erstellt.')).toBeVisible({ timeout: 30_000 });
  const newest = page.getByRole('table', { name: 'Lastschriftdateien' }).getByRole('row').nth(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: /^Herunterladen:/ }).click(),
  ]);
  const saved = test.info().outputPath('lastschriften.xml');
  await download.saveAs(saved);
  const xml = fs.readFileSync(saved, 'utf8');
  expect(xml).toContain(`<MndtId>${mandate}</MndtId>`);
  expect(xml).toContain('<Nm>Erika Mustermann</Nm>');
  const check = spawnSync('xmllint', ['--noout', '--schema', PAIN_008_SCHEMA, saved], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
}
