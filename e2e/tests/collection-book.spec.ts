/**
 * Kollektenbuch (issue 16 point 4): Lauffen's administrator opens the collection book from the
 * organisation's menu, sees this year's collections with the totals row — the same total the API
 * answers — and downloads the book as an Excel file. Reads only: nothing in the demo world changes.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from '../pages/devices-page';

const LAUFFEN = 4;

function thisYearInBerlin(): number {
  return Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
  );
}

/** '1234.56' → '1.234,56 €' as the page writes it (Intl puts a no-break space before the sign). */
function toGermanMoney(amount: string): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(Number(amount));
}

test('the administrator reads the collection book and downloads it as Excel', async ({ page, request }) => {
  const token = await signInAs(page, request, 'gemeinde');
  const year = thisYearInBerlin();
  const api = await request.get(`/api/v2/organization/${LAUFFEN}/collection_book/?year=${year}`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(api.status()).toBe(200);
  const book = (await api.json()) as { rows: unknown[]; totals: { total: string } };
  expect(book.rows.length).toBeGreaterThan(0);

  await page.goto(`/#/o/${LAUFFEN}`);
  await page.getByRole('link', { name: 'Kollektenbuch' }).click();
  await expect(page.getByRole('heading', { name: 'Kollektenbuch', level: 1 })).toBeVisible();
  await expect(page.getByText('Bald werden Sie hier Ihr Kollektenbuch einsehen können!')).toHaveCount(0);

  const table = page.getByRole('table', { name: `Kollektenbuch ${year}` });
  await expect(table.getByRole('columnheader', { name: 'Weitergeleitet' })).toBeVisible();
  // the head, the rows and the totals
  await expect(table.getByRole('row')).toHaveCount(book.rows.length + 2);
  await expect(table.getByRole('row').filter({ hasText: 'Eigene Kollekte' }).first()).toBeVisible();
  const totals = page.getByTestId('collection-book-totals');
  await expect(totals).toContainText('Summe');
  await expect(totals).toContainText(toGermanMoney(book.totals.total));
  await page.screenshot({ path: test.info().outputPath('kollektenbuch.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^Kollektenbuch_${year}_.*\\.xlsx$`));
  const saved = test.info().outputPath('kollektenbuch.xlsx');
  await download.saveAs(saved);
  // an XLSX file is a ZIP archive
  expect(fs.readFileSync(saved).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  await expect(page.getByRole('button', { name: 'Excel herunterladen' })).toBeEnabled();
});
