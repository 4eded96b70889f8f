/**
 * Legacy data and organisations of the church-tax app (devices-income-kirchgeld.md §2 "Legacy
 * import", "Organisation page"): gemeinde uploads the README's sample ContextK export, filters the
 * legacy table by postcode and booking year, adopts a record as a new person and finds its booking
 * as a ContextK payment on the person; then creates a church-tax organisation. Makes its own data
 * (the sample's AdrIDs and a KRO number of its own).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInToKirchgeld } from '../pages/kirchgeld';

const SAMPLE_ZIP = path.join(import.meta.dirname, '../../docs/kirchgeld/contextk-beispiel.zip');

test('legacy data: upload, filter by postcode and year, adopt as a new person', async ({ page }) => {
  await signInToKirchgeld(page, 'gemeinde');
  await page.goto('/kirchgeld/legacy/contextk');
  await expect(page.getByRole('heading', { name: 'Altdaten-Import (ContextK)' })).toBeVisible();

  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Bitte Datei auswählen')).toBeVisible();
  await page.getByLabel('Datei wählen').setInputFiles(SAMPLE_ZIP);
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText(/Import abgeschlossen · contextk-beispiel\.zip/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('6 Adressen, 8 Buchungen')).toBeVisible();
  // the default years 2021 and 2022: the sample's addresses with bookings then, with their sums
  // (the demo world's own records, numbered from 10000, come after the sample's 4711–4715)
  const table = page.getByRole('table', { name: 'Altdaten' });
  const byAdrId = (adrId: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: adrId, exact: true }) });
  await expect(byAdrId('4712')).toContainText('Gräßle');
  await expect(byAdrId('4712')).toContainText('Summe: 12,50 €');
  await expect(byAdrId('4711')).toContainText('Kübler');
  await expect(byAdrId('4711')).toContainText('Summe: 55,00 €');
  await page.screenshot({ path: '/tmp/kirchgeld-legacy.png', fullPage: true });

  // Talheim's postcode; the sample's Talheim address booked only in 2020, not in the default years
  await page.getByRole('combobox', { name: 'Postleitzahl' }).click();
  await page.getByRole('option', { name: '74388' }).click();
  await expect(byAdrId('4715')).toHaveCount(0);
  await expect(byAdrId('4711')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Buchungsjahr' }).click();
  await page.getByRole('option', { name: '2020' }).click();
  await page.keyboard.press('Escape');
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
  const row = byAdrId('4715');
  await expect(row).toContainText('Schäfer');
  await expect(row).toContainText('Schloßstraße 5, 74388 Talheim');
  await expect(row).toContainText('Summe: 15,00 €');
  await page.screenshot({ path: '/tmp/kirchgeld-legacy-filtered.png', fullPage: true });

  await row.getByRole('button', { name: 'Übernehmen' }).click();
  const dialog = page.getByRole('dialog', { name: '„Günther Schäfer“ übernehmen' });
  await dialog.getByLabel('Einer vorhandenen Person zuordnen').check();
  await dialog.getByLabel('ID der Person').fill('keine-id');
  await dialog.getByLabel('ID der Person').blur();
  await expect(dialog.getByText('Ungültig ID')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Übernehmen' })).toBeDisabled();
  await dialog.getByLabel('Als neue Person anlegen').check();
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('übernommen');

  await row.getByRole('link', { name: 'Person öffnen' }).click();
  await expect(page.getByText('Schäfer').first()).toBeVisible();
  const events = page.getByRole('region', { name: 'Ereignisse' }).getByRole('table', { name: 'Zahlungen' });
  await expect(events).toContainText('Altdaten (ContextK)');
  await expect(events).toContainText('15,00 €');
  await expect(events).toContainText('01.08.2020');
});

test('organisation page: create a church-tax organisation', async ({ page }) => {
  await signInToKirchgeld(page, 'gemeinde');
  await page.goto('/kirchgeld/organization/merge');
  await expect(page.getByRole('heading', { name: 'Organisationen' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Neue Organisation' });
  await expect(form.getByRole('button', { name: 'Anlegen' })).toBeDisabled();
  await form.getByLabel('Name').fill('Ev. Kirchengemeinde E2E-Testdorf');
  await form.getByLabel('Name').clear();
  await form.getByLabel('Name').blur();
  await expect(form.getByText('Verpflichtend')).toBeVisible();
  await form.getByLabel('Name').fill('Ev. Kirchengemeinde E2E-Testdorf');
  await form.getByLabel('KRO-Nr.').fill('119977');
  await form.getByLabel('gültig ab').fill('31.02.2027');
  await form.getByLabel('gültig ab').blur();
  await expect(form.getByText('Das eingegebene Datum ist ungültig')).toBeVisible();
  await form.getByLabel('gültig ab').fill('01.01.2027');
  await expect(
    form.getByText('Die neue Organisation ersetzt die gewählten ab ihrem Gültigkeitsdatum'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await expect(form.getByText('„Ev. Kirchengemeinde E2E-Testdorf“ wurde angelegt.')).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Organisationen' })
    .getByRole('row')
    .filter({ hasText: '119977' });
  await expect(row).toContainText('119977');
  await expect(row).toContainText('01.01.2027');

  // a merge: the new one replaces it from its day, after a confirmation
  await form.getByLabel('Name').fill('Ev. Gesamtkirchengemeinde E2E');
  await form.getByLabel('KRO-Nr.').fill('119970');
  await form.getByLabel('gültig ab').fill('01.01.2028');
  await form.getByLabel('Ersetzt Organisationen').click();
  await page.getByRole('option', { name: 'Ev. Kirchengemeinde E2E-Testdorf (119977)' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Anlegen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Organisationen zusammenführen?' });
  await expect(confirm).toContainText(
    '„Ev. Gesamtkirchengemeinde E2E“ ersetzt ab dem 01.01.2028: Ev. Kirchengemeinde E2E-Testdorf.',
  );
  await confirm.getByRole('button', { name: 'Zusammenführen' }).click();
  await expect(confirm).toBeHidden();
  const merged = page
    .getByRole('table', { name: 'Organisationen' })
    .getByRole('row')
    .filter({ hasText: 'Gesamtkirchengemeinde E2E' });
  await expect(merged).toContainText('Ev. Kirchengemeinde E2E-Testdorf');
  await expect(row).toContainText('01.01.2028');
  await page.screenshot({ path: '/tmp/kirchgeld-organizations.png', fullPage: true });
});
