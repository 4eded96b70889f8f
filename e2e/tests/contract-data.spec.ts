/**
 * The contract data page 'Vertragsdaten' (administration.md §2 "Contract data", §4 "Address change",
 * "Contract billing", §5, §6) and the superusers' billing plans (admin/billing): a platform
 * administrator gives Lauffen a customer number and another billing plan and changes its address
 * (the old one stays, shown as ended); the parish administrator sees the page read-only. Everything
 * changed is put back in `finally`, for the tests that run after this one.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { obtainToken, signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;
const API = '/api/v2/';
const auth = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

type Address = { id: number; type: string; address: string; is_ended: boolean };
type Contract = { id: number; current_billing: { id: number; billing_plan: string } | null };

async function settled(page: Page) {
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
}

async function readLauffen(request: APIRequestContext, token: string) {
  const organization = (await (await request.get(`${API}organization/${LAUFFEN}/`, auth(token))).json()) as {
    datev_creditor: string | null;
  };
  const [contract] = (await (
    await request.get(`${API}contract/?organization=${LAUFFEN}`, auth(token))
  ).json()) as Contract[];
  const addresses = (await (
    await request.get(`${API}address/?organization=${LAUFFEN}`, auth(token))
  ).json()) as Address[];
  return { customerNumber: organization.datev_creditor, contract: contract as Contract, addresses };
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test('a platform administrator sets customer number and billing plan and changes Lauffen’s address', async ({
  page,
  request,
}) => {
  const token = await obtainToken(request, 'admin');
  const before = await readLauffen(request, token);
  const primaryBefore = before.addresses.find((address) => address.type === 'primary' && !address.is_ended);
  try {
    await signInThroughApi(page, request, 'admin');
    await page.goto(`/#/o/${LAUFFEN}/details`);
    await expect(page.getByRole('heading', { name: 'Vertragsdaten', level: 1 })).toBeVisible();
    const identity = section(page, 'Organisation');
    await expect(identity.getByRole('cell', { name: 'Ev. Kirchengemeinde Lauffen' })).toBeVisible();
    await expect(identity.getByRole('rowheader', { name: 'KRO-Nummer' })).toBeVisible();
    await expect(identity.getByRole('rowheader', { name: 'Gläubiger-Identifikationsnummer' })).toBeVisible();
    await expect(identity.getByRole('rowheader', { name: 'Steuernummer' })).toBeVisible();

    // the addresses in the spec's order, the ended one of the old office marked
    const addresses = section(page, 'Adressen');
    await expect(addresses.getByRole('heading', { level: 3 })).toHaveText([
      'Hauptadresse',
      'Rechnungsadresse',
    ]);
    await expect(
      addresses.getByTestId('address-entry').filter({ hasText: 'Bahnhofstraße 8' }).getByText('Beendet'),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/contract-data-admin.png', fullPage: true });

    // the customer number, superusers only
    const customer = section(page, 'Kundennummer');
    await customer.getByLabel('Kundennummer').fill('KD-74348');
    await customer.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Kundennummer erfolgreich aktualisiert')).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Speichern' })).toBeDisabled();

    // another billing plan: save only once something changed
    const billing = section(page, 'Vertrag und Abrechnung');
    const save = billing.getByRole('button', { name: 'Speichern' });
    await expect(save).toBeDisabled();
    await billing.getByRole('combobox', { name: 'Abrechnungsplan' }).click();
    await page.getByRole('option', { name: 'Gemeinde Basis (Monatlich)' }).click();
    await expect(save).toBeEnabled();
    await page.screenshot({ path: '/tmp/contract-data-billing.png' });
    await save.click();
    await expect(page.getByText('Rechnungskonfiguration aktualisiert')).toBeVisible();
    await expect(save).toBeDisabled();

    // an address change ends the old address and starts the new one
    await addresses.getByRole('button', { name: 'Hauptadresse ändern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adresse ändern' });
    await settled(page);
    await dialog.getByLabel('Postleitzahl').fill('7434');
    await dialog.getByLabel('Postleitzahl').blur();
    await expect(dialog.getByText('Eine deutsche Postleitzahl hat genau 5 Ziffern.')).toBeVisible();
    await page.screenshot({ path: '/tmp/contract-data-address-dialog.png' });
    await dialog.getByLabel('Postleitzahl').fill('74348');
    await dialog.getByLabel('Straße und Hausnummer').fill('Kirchbergstraße 14');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Adresse wurde erfolgreich aktualisiert')).toBeVisible();
    await expect(dialog).toBeHidden();
    const current = addresses.getByTestId('address-entry').filter({ hasText: 'Kirchbergstraße 14' });
    await expect(current.getByText('Aktuell')).toBeVisible();
    const ended = addresses.getByTestId('address-entry').filter({ hasText: 'Kirchbergstraße 12' }).first();
    await expect(ended).toHaveAttribute('data-ended', 'true');
    await expect(ended.getByText('Beendet')).toBeVisible();
    await page.screenshot({ path: '/tmp/contract-data-after-change.png', fullPage: true });
  } finally {
    await request.patch(`${API}organization/${LAUFFEN}/`, {
      ...auth(token),
      data: { datev_creditor: before.customerNumber },
    });
    if (before.contract.current_billing) {
      await request.patch(`${API}contract/${before.contract.id}/billing/`, {
        ...auth(token),
        data: {
          id: before.contract.current_billing.id,
          billing_plan: before.contract.current_billing.billing_plan,
        },
      });
    }
    const after = (await readLauffen(request, token)).addresses.find(
      (address) => address.type === 'primary' && !address.is_ended,
    );
    if (primaryBefore && after && after.id !== primaryBefore.id) {
      await request.patch(`${API}address/${after.id}/`, {
        ...auth(token),
        data: { address: primaryBefore.address },
      });
    }
  }
});

test('the parish administrator sees the Vertragsdaten read-only', async ({ page, request }) => {
  await signInThroughApi(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}/`);
  await page.getByRole('link', { name: 'Vertragsdaten' }).click();
  await expect(page.getByRole('heading', { name: 'Vertragsdaten', level: 1 })).toBeVisible();
  // addresses: the primary one is theirs to change, the billing address is not
  const addresses = section(page, 'Adressen');
  await expect(addresses.getByRole('button', { name: 'Hauptadresse ändern' })).toBeVisible();
  await expect(addresses.getByRole('button', { name: 'Rechnungsadresse ändern' })).toHaveCount(0);
  await expect(addresses.getByText('Rechnungsadressen ändert nur der Plattform-Betreiber.')).toBeVisible();
  // switches, customer number and billing: read-only
  const switches = section(page, 'Optionen').getByRole('switch');
  await expect(switches.first()).toBeVisible();
  for (const item of await switches.all()) await expect(item).toBeDisabled();
  await expect(section(page, 'Kundennummer').getByRole('textbox')).toHaveCount(0);
  const billing = section(page, 'Vertrag und Abrechnung');
  await expect(billing.getByText('Gemeinde Komfort')).toBeVisible();
  await expect(billing.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  await expect(billing.getByRole('switch')).toBeDisabled();
  await page.screenshot({ path: '/tmp/contract-data-gemeinde.png', fullPage: true });
});

test('a platform administrator manages billing plans on admin/billing', async ({ page, request }) => {
  await signInThroughApi(page, request, 'admin');
  await page.goto('/#/admin/billing');
  await expect(page.getByRole('heading', { name: 'Abrechnungspläne', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Abrechnungspläne' });
  await expect(table.getByRole('row', { name: /Gemeinde Komfort/ })).toContainText('Online-Einnahmen');
  await page.screenshot({ path: '/tmp/billing-plans.png', fullPage: true });
  await page.getByRole('button', { name: 'Neuer Abrechnungsplan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Abrechnungsplan' });
  await settled(page);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte geben Sie einen Namen an.')).toBeVisible();
  await page.screenshot({ path: '/tmp/billing-plans-dialog.png' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Neuer Abrechnungsplan' })).toBeEnabled();

  // a changed plan: one more condition, a share of device income
  const token = await obtainToken(request, 'admin');
  const plans = (await (await request.get(`${API}billing/manage/plan/`, auth(token))).json()) as {
    id: number;
    name: string;
    type: string;
    conditions: { scope: string; base_fee: string; percentage: string }[];
  }[];
  const district = plans.find((plan) => plan.name === 'Bezirk Jahrespauschale');
  expect(district).toBeDefined();
  try {
    await page.getByRole('button', { name: 'Bezirk Jahrespauschale bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Abrechnungsplan bearbeiten' });
    await settled(page);
    await edit.getByRole('button', { name: 'Kondition hinzufügen' }).click();
    const row = edit.getByTestId('condition-row').last();
    await expect(row.getByRole('combobox', { name: 'Bereich' })).toHaveText('Geräte-Einnahmen');
    await row.getByLabel('Anteil (%)').fill('1,25');
    await page.screenshot({ path: '/tmp/billing-plans-edit.png' });
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Abrechnungsplan gespeichert')).toBeVisible();
    await expect(table.getByRole('row', { name: /Bezirk Jahrespauschale/ })).toContainText(
      'Geräte-Einnahmen: 0,00 € Grundgebühr + 1,25 %',
    );
  } finally {
    if (district) {
      const { id, name, type, conditions } = district;
      await request.patch(`${API}billing/manage/plan/${id}/`, {
        ...auth(token),
        data: { name, type, conditions },
      });
    }
  }
});
