/**
 * Abrechnungen (issue 16 point 5): the parish administrator opens 'Abrechnungen' from the
 * organisation's menu, sees the demo year of invoices and booking reports, downloads the newest
 * invoice (a real PDF named by its number) and then sees it as 'Heruntergeladen am … von gemeinde'.
 * The download is recorded for good (first download); no other spec reads it.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from '../pages/devices-page';

const LAUFFEN = 4;

test('the parish administrator downloads an invoice and sees it recorded', async ({ page, request }) => {
  await signInAs(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}/overview`);
  await page.getByRole('link', { name: 'Abrechnungen' }).first().click();
  await expect(page.getByRole('heading', { name: 'Abrechnungen' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/o/${LAUFFEN}/evaluation/invoicing$`));

  const table = page.getByRole('table', { name: 'Abrechnungen' });
  // twelve months, each with its invoice and its booking report
  await expect(table.getByRole('row')).toHaveCount(25);
  await expect(table.getByRole('row').filter({ hasText: 'Abgleichliste' })).toHaveCount(12);
  const unopened = table
    .getByRole('row')
    .filter({ hasText: 'Rechnung' })
    .filter({ hasText: 'Ungeöffnet' })
    .first();
  const number = (await unopened.getByRole('cell').nth(2).textContent()) ?? '';
  expect(number).toMatch(/^RE-\d{4}-\d{5}$/);
  await expect(unopened).toContainText('€');
  await page.screenshot({ path: test.info().outputPath('abrechnungen-before.png'), fullPage: true });

  const row = table.getByRole('row').filter({ hasText: number });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Herunterladen:/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Rechnung_${number}.pdf`);
  const saved = test.info().outputPath('rechnung.pdf');
  await download.saveAs(saved);
  expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await expect(row).toContainText(/Heruntergeladen am \d{2}\.\d{2}\.\d{4} von gemeinde/);
  await page.screenshot({ path: test.info().outputPath('abrechnungen-after.png'), fullPage: true });
});
