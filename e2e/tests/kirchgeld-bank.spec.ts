/**
 * Reconciliation in the church-tax app ('Abgleich', devices-income-kirchgeld.md §2 /adjustments, §5
 * "Bank assignment"; issue 20 "Must show"): gemeinde uploads a camt.053 in which three members pay by
 * the reference of last year's Kirchgeld letter and an unknown payer sends 50 €, previews the
 * suggestions and takes over the certain ones, then assigns 20 € of the unknown payment by hand to a
 * person of the test's own (a split: the transaction stays partly open).
 */
import { expect, type Page, test } from '@playwright/test';
import { writeCamtDocument } from '../../apps/server/src/modules/kirchgeld/bank/camt-writer';
import { KIRCHGELD_SESSION_KEY, signInToKirchgeld } from '../pages/kirchgeld';

const SCREENSHOTS = process.env.KG_BANK_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** The API as the signed-in app calls it (its own token). */
async function api(page: Page) {
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
  const get = async <T>(path: string) =>
    (await (await page.request.get(`/api/kirchgeld/v1/tenant/${tenant}/${path}`, { headers })).json()) as T;
  return { tenant, headers, get };
}

/** A person of the test's own, with a family name nobody else has. */
async function createPerson(page: Page, familyName: string) {
  const { tenant, headers, get } = await api(page);
  const organizations = await get<{ results: { kro_nr: string; valid_before: string | null }[] }>(
    'organization/?limit=1000',
  );
  const parish = organizations.results.find((organization) => organization.valid_before === null);
  const created = await page.request.post(`/api/kirchgeld/v1/tenant/${tenant}/person/`, {
    headers,
    data: {
      type: 'individual',
      data: {
        vornamen: 'Bruno',
        familienname: familyName,
        geschlecht: 'm',
        plz: '74348',
        kommune: 'Lauffen am Neckar',
        kro_nr: parish?.kro_nr ?? '',
      },
    },
  });
  expect(created.status()).toBe(201);
}

function berlinDay(days: number): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test('uploads a statement, applies the certain suggestions and assigns a split by hand', async ({ page }) => {
  await signInToKirchgeld(page, 'gemeinde');
  const familyName = `Abgleich${Date.now().toString(36)}`;
  await createPerson(page, familyName);
  const { get } = await api(page);
  const accounts = await get<{ results: { iban: string }[] }>('bank_account/?limit=1000');
  const letters = await get<{ results: { id: number; name: string; type: string; state: string }[] }>(
    'letter/?limit=1000',
  );
  const letter = letters.results.find((item) => item.type === 'donation' && item.state !== 'created');
  expect(letter, 'the demo has last year’s Kirchgeld letter').toBeDefined();
  const iban = accounts.results[0]?.iban ?? '';
  const day = berlinDay(-2);
  const references = [1, 2, 3].map((sequence) => `KG-${letter?.id}-${String(sequence).padStart(5, '0')}`);
  const xml = writeCamtDocument({
    statementId: `E2E-${familyName}`,
    iban,
    fromDate: day,
    toDate: day,
    entries: [
      ...references.map((reference, index) => ({
        bookingDate: day,
        amountCents: 2500 + index * 100,
        name: `MITGLIED ${index + 1}`,
        iban: `DE0250010517000000000${index}`,
        purpose: `Kirchgeld ${reference}`,
        endToEndId: `E2E-${familyName}-${index}`,
      })),
      {
        bookingDate: day,
        amountCents: 5000,
        name: `UNBEKANNT ${familyName.toUpperCase()}`,
        purpose: 'Spende',
        endToEndId: `E2E-${familyName}-x`,
      },
    ],
  });

  await page.getByTestId('kirchgeld-menu').getByRole('link', { name: 'Abgleich' }).click();
  await expect(page.getByRole('heading', { name: 'Abgleich' })).toBeVisible();
  await page
    .getByLabel('Datei auswählen')
    .setInputFiles({ name: 'kontoauszug.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('4 neue Buchungen importiert.')).toBeVisible();
  await shoot(page, 'kg-bank-uploaded');

  await page.getByRole('button', { name: 'Vorschläge anzeigen' }).click();
  const suggestions = page.getByRole('dialog', { name: 'Vorschläge für offene Buchungen' });
  for (const reference of references)
    await expect(suggestions.getByText(reference, { exact: false })).toBeVisible();
  await shoot(page, 'kg-bank-suggestions');
  await suggestions.getByRole('button', { name: /^alle sicheren Zuordnungen übernehmen/ }).click();
  await expect(suggestions.getByText(/Zuordnungen übernommen/)).toBeVisible();
  await suggestions.getByRole('button', { name: 'Schließen' }).click();

  for (const reference of references) {
    const row = page.getByTestId('kg-bank-row').filter({ hasText: reference });
    await expect(row.getByText('zugeordnet', { exact: true })).toBeVisible();
  }

  const unknown = page
    .getByTestId('kg-bank-row')
    .filter({ hasText: `UNBEKANNT ${familyName.toUpperCase()}` });
  await unknown.getByRole('button', { name: 'Zuordnen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buchung zuordnen' });
  const save = dialog.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Person suchen' }).fill(familyName);
  await page.getByRole('option', { name: new RegExp(familyName) }).click();
  // the general church-tax option cannot be saved: a letter must be chosen
  await expect(save).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Zweck' }).click();
  await page.getByRole('option', { name: `Brief: ${letter?.name}` }).click();
  await dialog.getByRole('spinbutton', { name: 'Betrag (Aufteilung)' }).fill('20.00');
  await expect(save).toBeEnabled();
  await shoot(page, 'kg-bank-assign');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(unknown.getByText('teilweise zugeordnet')).toBeVisible();
  await expect(unknown.getByText(new RegExp(`Bruno ${familyName}: 20,00`))).toBeVisible();
  await shoot(page, 'kg-bank-split');
});
