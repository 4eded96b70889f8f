/**
 * Payments and receipts of the church-tax app (devices-income-kirchgeld.md §2 "Person detail",
 * /certificates; §4; §5 "Manual payment", "Bulk receipts"): gemeinde enters a payment on a person,
 * creates and downloads its receipt, enters a second one, then makes bulk receipts for the year on
 * /certificates, watches the progress and gets the ZIP. The person is the test's own (a unique
 * family name, made through the API with the app's token).
 */
import { expect, type Page, test } from '@playwright/test';
import { KIRCHGELD_SESSION_KEY, signInToKirchgeld } from '../pages/kirchgeld';

const SCREENSHOTS = process.env.KG_PAYMENTS_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** A person of the tenant in one of its current parishes, through the API with the app's own token. */
async function createPersonViaApi(page: Page, familyName: string): Promise<string> {
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
  const organizations = await page.request.get(
    `/api/kirchgeld/v1/tenant/${tenant}/organization/?limit=1000`,
    {
      headers,
    },
  );
  const parish = (
    (await organizations.json()) as { results: { kro_nr: string; valid_before: string | null }[] }
  ).results.find((organization) => organization.valid_before === null);
  const created = await page.request.post(`/api/kirchgeld/v1/tenant/${tenant}/person/`, {
    headers,
    data: {
      type: 'individual',
      data: {
        vornamen: 'Greta',
        familienname: familyName,
        geschlecht: 'w',
        strassenname: 'Kirchbergstraße',
        hausnr: '4',
        plz: '74348',
        kommune: 'Lauffen am Neckar',
        kro_nr: parish?.kro_nr ?? '',
      },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function enterPayment(
  page: Page,
  values: { day: string; amount: string; type: 'Bar' | 'Gemeindekonto' },
) {
  await page.getByRole('button', { name: 'Zahlung erfassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zahlung erfassen' });
  const save = dialog.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel(/^Buchungsdatum/).fill(values.day);
  await dialog.getByRole('textbox', { name: /^Betrag/ }).fill(values.amount);
  await expect(save).toBeDisabled();
  await dialog.getByRole('radio', { name: values.type }).check();
  await expect(save).toBeEnabled();
  await shoot(page, 'kg-payment-entry');
  await save.click();
  await expect(dialog).toBeHidden();
}

test('a payment with its receipt, then bulk receipts for the year with progress and the ZIP', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const familyName = `Zahlfreudig${Date.now().toString(36)}`;
  const year = new Date().getFullYear();
  await signInToKirchgeld(page, 'gemeinde');
  const personId = await createPersonViaApi(page, familyName);
  await page.goto(`/kirchgeld/persons/detail/${personId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Greta ${familyName}` })).toBeVisible();

  // a payment of this year in cash, then its receipt
  await enterPayment(page, { day: `${year}-01-15`, amount: '25,50', type: 'Bar' });
  const payments = page.getByRole('table', { name: 'Zahlungen' });
  const first = payments.getByRole('row').filter({ hasText: '15.01.' });
  await expect(first).toContainText('25,50 €');
  await expect(first).toContainText('Manuell erfasst (Bar)');
  await first.getByRole('button', { name: 'Zuwendungsbestätigung erstellen' }).click();
  await expect(first).toContainText(/Nr\. /);
  await expect(first.getByRole('button', { name: 'Zahlung löschen' })).toHaveCount(0);
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('button', { name: 'Zuwendungsbestätigung herunterladen' }).click(),
  ]);
  expect(receipt.suggestedFilename()).toMatch(/\.pdf$/);
  await shoot(page, 'kg-payment-receipt');

  // a second one on the parish account, left for the bulk receipts
  await enterPayment(page, { day: `${year}-02-01`, amount: '40', type: 'Gemeindekonto' });
  const second = payments.getByRole('row').filter({ hasText: '01.02.' });
  await expect(second).toContainText('40,00 €');
  await expect(second.getByRole('button', { name: 'Zuwendungsbestätigung erstellen' })).toBeVisible();

  // bulk receipts for the year
  await page.goto('/kirchgeld/certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'Bescheinigungen' })).toBeVisible();
  await page.getByLabel(/^Von \(einschließlich\)/).fill(`${year}-01-01`);
  await page.getByLabel(/^Bis \(ausschließlich\)/).fill(`${year + 1}-01-01`);
  await page.getByRole('textbox', { name: /^Mindestsumme/ }).fill('12,5');
  await page.getByRole('button', { name: 'Bescheinigungen erstellen' }).click();
  await expect(page.getByText('Nur ganze Zahlenwerte erlaubt')).toBeVisible();
  await page.getByRole('textbox', { name: /^Mindestsumme/ }).fill('');
  const downloadPromise = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Bescheinigungen erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bescheinigungen werden erstellt' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/Wartet|von|Fertig/);
  await shoot(page, 'kg-certificates-progress');
  const zip = await downloadPromise;
  expect(zip.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}_Zuwendungsbestätigungen\.zip$/);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const audit = page.getByRole('table', { name: 'Bisher erstellt' });
  await expect(audit.getByRole('row')).not.toHaveCount(1);
  await expect(audit).toContainText(`01.01.${year}`);
  await shoot(page, 'kg-certificates');

  // the second payment now has its receipt from the bulk run
  await page.goto(`/kirchgeld/persons/detail/${personId}`);
  const bulkReceipted = page
    .getByRole('table', { name: 'Zahlungen' })
    .getByRole('row')
    .filter({ hasText: '01.02.' });
  await expect(bulkReceipted).toContainText(/Nr\. /);
  await expect(bulkReceipted.getByRole('button', { name: 'Zuwendungsbestätigung erstellen' })).toHaveCount(0);
});
