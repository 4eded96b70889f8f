/**
 * Zuwendungsbestätigungen (issue 15): Lauffen's administrator opens the list, downloads a receipt
 * nobody opened yet — a real PDF — and the row then says when and by whom it was first downloaded.
 * The donor's claim page refuses a code no device gave, in German, at the code field.
 *
 * The download marks the oldest plain unopened receipt of the demo world; no other test looks at it.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from '../pages/devices-page';

const LAUFFEN = 4;

function todayInBerlin(): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
}

test('the administrator downloads an unopened receipt and sees who opened it', async ({ page, request }) => {
  await signInAs(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}`);
  await page.getByRole('link', { name: 'Zuwendungsbestätigungen' }).click();
  await expect(page.getByRole('heading', { name: 'Zuwendungsbestätigungen', level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'Zuwendungsbestätigungen' });
  await expect(table.getByText('Ungeöffnet').first()).toBeVisible();
  // the oldest plain unopened receipt on the first page (the list is newest first); not the
  // demo world's correction, which replaces another receipt
  const unopened = table
    .getByRole('row')
    .filter({ hasText: 'Ungeöffnet' })
    .filter({ hasNotText: 'ersetzt' })
    .last();
  const button = unopened.getByRole('button', { name: /^Herunterladen: / });
  const number = ((await button.getAttribute('aria-label')) ?? '').replace('Herunterladen: ', '');
  expect(number).not.toBe('');
  await expect(unopened).toContainText('€');

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = test.info().outputPath('zuwendungsbestaetigung.pdf');
  await download.saveAs(saved);
  expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Herunterladen: ${number}` }) });
  await expect(row).toContainText(`Heruntergeladen am ${todayInBerlin()} von Petra Schulz`);
  await expect(row).not.toContainText('Ungeöffnet');
});

test('the claim page refuses a code no device gave, in German', async ({ page }) => {
  await page.goto('/#/zuwendungsbestaetigung');
  await expect(page.getByRole('heading', { name: 'Zuwendungsbestätigung anfordern' })).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await field('Bestätigungscode').fill('ABCD-EFGH-JK');
  await field('Vorname').fill('Zoë');
  await field('Nachname').fill('Weißmüller');
  await field('Straße und Hausnummer').fill('Bahnhofstraße 1');
  await field('Postleitzahl').fill('74348');
  await field('Ort').fill('Lauffen am Neckar');
  await page.getByRole('button', { name: 'Zuwendungsbestätigung erstellen' }).click();
  await expect(field('Bestätigungscode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Der Code ist ungültig.')).toBeVisible();
  // nothing was issued: the form is still there
  await expect(page.getByRole('button', { name: 'Zuwendungsbestätigung erstellen' })).toBeEnabled();
});
