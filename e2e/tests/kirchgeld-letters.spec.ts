/**
 * Letters of the church-tax app (issue 19 "Must show"): gemeinde makes a target group (through the
 * API), writes a reminder through the 3-step stepper, finalises it and watches the progress, marks
 * it as sent, downloads the mail merge (CSV) and the print (PDF); the GiroCode of the first page,
 * decoded with pdftoppm and zbarimg, names the parish's account, the suggested amount and the
 * letter's reference.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { KIRCHGELD_SESSION_KEY, signInToKirchgeld } from '../pages/kirchgeld';

/** The church-tax API as the signed-in app: its bearer token and tenant. */
async function kirchgeldApi(page: Page) {
  const session = await page.evaluate(
    (key) =>
      (
        globalThis as unknown as { localStorage: { getItem(name: string): string | null } }
      ).localStorage.getItem(key),
    KIRCHGELD_SESSION_KEY,
  );
  const token = (JSON.parse(session ?? '{}') as { token?: string }).token ?? '';
  const headers = { authorization: `Bearer ${token}` };
  const tenants = await page.request.get('/api/kirchgeld/v1/tenant/', { headers });
  const tenant = ((await tenants.json()) as { results: { id: number }[] }).results[0]?.id ?? 0;
  const base = `/api/kirchgeld/v1/tenant/${tenant}/`;
  return {
    async post(target: string, data: unknown) {
      const response = await page.request.post(`${base}${target}`, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: number; url: string; iban?: string };
    },
    async get(target: string) {
      return (await (await page.request.get(`${base}${target}`, { headers })).json()) as {
        results: { id: number; iban: string; bic: string | null }[];
      };
    },
  };
}

const FAMILY = `Briefweg${Date.now().toString(36).replace(/\d/g, '')}`;

test('a reminder from the stepper to a GiroCode on paper', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToKirchgeld(page, 'gemeinde');
  const api = await kirchgeldApi(page);
  const address = { strassenname: 'Neckarstraße', hausnr: '4', plz: '74348', kommune: 'Lauffen am Neckar' };
  await api.post('person/', {
    type: 'individual',
    data: { ...address, vornamen: 'Greta', familienname: FAMILY, geschlecht: 'w' },
  });
  await api.post('person/', {
    type: 'individual',
    data: { ...address, hausnr: '6', vornamen: 'Hugo', familienname: FAMILY, geschlecht: 'm' },
  });
  let accounts = (await api.get('bank_account/?limit=1000')).results;
  if (accounts.length === 0) {
    await api.post('bank_account/', {
      name: 'Kirchgeldkonto',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    accounts = (await api.get('bank_account/?limit=1000')).results;
  }
  const account = accounts[0];
  const group = await api.post('filter/', {
    name: `Zielgruppe ${FAMILY}`,
    type: 'PersistedFilter',
    filter: { field: 'familienname', op: 'iexact', value: FAMILY },
  });

  // the stepper: target group (preselected), letter type and addresses, filters
  await page.goto(`/kirchgeld/letters/create?preselectedTargetGroupId=${group.id}`);
  await expect(page.getByRole('heading', { name: 'Brieferstellung' })).toBeVisible();
  await expect(page.getByLabel('Zielgruppe')).toContainText(`Zielgruppe ${FAMILY}`);
  await page.getByRole('button', { name: 'Weiter' }).click();
  const name = `Erinnerung ${FAMILY}`;
  await page.getByLabel('Name des Briefes').fill(name);
  await page.getByLabel('Brieftyp').click();
  await page.getByRole('option', { name: 'Erinnerung' }).click();
  await page.getByLabel('Vorgeschlagener Betrag (€)').fill('30,00');
  await expect(
    page.getByRole('status').filter({ hasText: '2 Personen, 2 Briefe (Adressen)' }).first(),
  ).toBeVisible();
  await page.screenshot({ path: path.join(os.tmpdir(), 'kg-letters-step2.png'), fullPage: true });
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('radio', { name: 'Hat im Jahr nicht gespendet' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Hat im Jahr gespendet', exact: true })).toBeDisabled();
  await page.screenshot({ path: path.join(os.tmpdir(), 'kg-letters-step3.png'), fullPage: true });
  await page.getByRole('button', { name: 'Brief erstellen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Brief erstellen?' });
  await expect(confirm).toContainText('für 2 Adressen');
  await confirm.getByRole('button', { name: 'Brief erstellen' }).click();
  await page.waitForURL('**/kirchgeld/letters');

  // finalise with progress
  await page.getByLabel('Suche').fill(FAMILY);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Neu');
  await expect(row.getByRole('button', { name: 'CSV' })).toBeDisabled();
  await row.getByRole('button', { name: 'Abschließen' }).click();
  const finalize = page.getByRole('dialog');
  await expect(finalize).toContainText('Brief abschließen?');
  await finalize.getByRole('button', { name: 'Abschließen' }).click();
  await expect(finalize.getByRole('progressbar', { name: 'Brief wird abgeschlossen' })).toBeVisible();
  await expect(finalize).toContainText('Der Brief ist abgeschlossen.', { timeout: 60_000 });
  await page.screenshot({ path: path.join(os.tmpdir(), 'kg-letters-finalized.png'), fullPage: true });
  await finalize.getByRole('button', { name: 'Schließen' }).click();
  await expect(row).toContainText('Abgeschlossen');

  // mark as sent
  await row.getByRole('button', { name: 'als versendet markieren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'als versendet markieren' }).click();
  await expect(row).toContainText('Versendet');
  await row.getByRole('button', { name: 'Verlauf' }).click();
  const audit = page.getByRole('dialog');
  await expect(audit).toContainText('Brief abgeschlossen');
  await expect(audit).toContainText('Brief versendet');
  await audit.getByRole('button', { name: 'Schließen' }).click();
  await page.screenshot({ path: path.join(os.tmpdir(), 'kg-letters-list.png'), fullPage: true });

  // the mail merge
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-letters-e2e-'));
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'CSV' }).click(),
  ]);
  const csvFile = path.join(directory, 'serienbrief.csv');
  await csvDownload.saveAs(csvFile);
  const csv = fs.readFileSync(csvFile, 'utf8');
  expect(csv).toContain('Referenz;Briefanrede;Adresszeile 1');
  expect(csv).toContain(`Sehr geehrte Frau ${FAMILY}`);
  const reference = /KG-\d+-00001/.exec(csv)?.[0] ?? '';
  expect(reference).not.toBe('');

  // the print, and its GiroCode
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'PDF' }).click(),
  ]);
  const pdfFile = path.join(directory, 'briefe.pdf');
  await pdfDownload.saveAs(pdfFile);
  const text = execFileSync('pdftotext', [pdfFile, '-']).toString();
  expect(text).toContain(`Sehr geehrte Frau ${FAMILY},`);
  execFileSync('pdftoppm', [
    '-r',
    '150',
    '-f',
    '1',
    '-l',
    '1',
    '-png',
    pdfFile,
    path.join(directory, 'page'),
  ]);
  const image = fs.readdirSync(directory).find((file) => file.endsWith('.png')) ?? '';
  const decoded = execFileSync('zbarimg', ['--raw', '-q', path.join(directory, image)])
    .toString()
    .split('\n');
  expect(decoded.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
  expect(decoded[6]).toBe(account?.iban.replace(/\s/g, ''));
  expect(decoded[7]).toBe('EUR30.00');
  expect(decoded[10]).toContain(reference);
  fs.rmSync(directory, { recursive: true, force: true });
});
