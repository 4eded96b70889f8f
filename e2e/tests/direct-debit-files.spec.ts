/**
 * Lastschriftdateien (issue 14): a donor gives 25,00 € by SEPA in Lauffen's donation app; the
 * parish administrator starts the file run, sees it finish, downloads the new file — which passes
 * the ISO 20022 schema (xmllint) and holds the donor's debit — and then sees it as
 * 'Bereits heruntergeladen'.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAs } from '../pages/devices-page';

const API = '/api/v2/';
const LAUFFEN = 4;
const SCHEMA = path.resolve(
  import.meta.dirname,
  '../../apps/server/test-fixtures/iso20022/pain.008.001.08.xsd',
);

test('the administrator makes, downloads and sees as downloaded the file of a SEPA gift', async ({
  page,
  request,
}) => {
  const app = await request.get(`${API}public/web_app/${LAUFFEN}/bart/`);
  expect(app.status()).toBe(200);
  const [collection] = ((await app.json()) as { collections: { id: number }[] }).collections;
  expect(collection).toBeDefined();
  const gift = await request.post(`${API}public/web_app/${LAUFFEN}/bart/donation/`, {
    data: {
      collection: collection?.id,
      amount: '25',
      payment_method: 'sepadd',
      sepa: {
        account_holder: 'Dora Lastschriftprobe',
        iban: 'DE02 1203 0000 0000 2020 51',
        mandate_accepted: true,
      },
    },
  });
  expect(gift.status(), await gift.text()).toBe(201);
  const { mandate_reference: mandate } = (await gift.json()) as { mandate_reference: string };

  await signInAs(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}/directdebits`);
  await expect(page.getByRole('heading', { name: 'Lastschriftdateien' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Dateien jetzt erstellen' });
  await create.click();
  await expect(page.getByText('Die Lastschriftdateien wurden erstellt.')).toBeVisible({ timeout: 30_000 });
  await expect(create).toBeEnabled();

  const table = page.getByRole('table', { name: 'Lastschriftdateien' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Neu');
  await expect(newest).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(newest).toContainText('€');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: /^Herunterladen:/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}_Lastschriften .+\.xml$/);
  const saved = test.info().outputPath('lastschriften.xml');
  await download.saveAs(saved);
  const xml = fs.readFileSync(saved, 'utf8');
  expect(xml).toContain('<Nm>Dora Lastschriftprobe</Nm>');
  expect(xml).toContain(`<MndtId>${mandate}</MndtId>`);
  expect(xml).toContain('<InstdAmt Ccy="EUR">25.00</InstdAmt>');
  const check = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, saved], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);

  await expect(newest).toContainText('Bereits heruntergeladen');
  await expect(newest.getByRole('button', { name: /^Erneut herunterladen:/ })).toBeVisible();
  // the submenu offers the page now that files exist
  await expect(page.getByRole('link', { name: 'Lastschriftdateien' })).toBeVisible();
});
