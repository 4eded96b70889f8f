/**
 * Church-tax persons as a user clicks them (devices-income-kirchgeld.md §2 "Person lookup",
 * "Person detail", /persons/create, /persons/edit): a new person, an edit that makes a second
 * version, stepping through the versions, the lookup's search, and 'Inaktiv setzen'.
 * The person is the test's own (a unique family name), so nothing of the demo world changes.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInToKirchgeld } from '../pages/kirchgeld';

const SCREENSHOTS = process.env.KG_PERSONS_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

function field(page: Page, label: RegExp) {
  return page.getByRole('textbox', { name: label });
}

test('a new person, edited into two versions, found by the lookup and set inactive', async ({ page }) => {
  const familyName = `Zeitreise${Date.now().toString(36)}`;
  await signInToKirchgeld(page, 'gemeinde');

  // a company first, for the relation below
  const companyName = `Weberei ${familyName}`;
  await page.getByRole('link', { name: 'Neue Person' }).click();
  await page.getByRole('button', { name: 'Firma' }).click();
  await field(page, /^Name der Firma/).fill(companyName);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await page.goto('/kirchgeld/persons/lookup');

  // create
  await page.getByRole('link', { name: 'Neue Person' }).click();
  await expect(page).toHaveURL(/\/kirchgeld\/persons\/create$/);
  const save = page.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeDisabled();
  await field(page, /^Familienname/).focus();
  await field(page, /^Familienname/).blur();
  await expect(page.getByText('Verpflichtend').first()).toBeVisible();
  await field(page, /^Vornamen/).fill('Erika');
  await field(page, /^Familienname/).fill(familyName);
  await page.getByRole('combobox', { name: /^Geschlecht/ }).click();
  await page.getByRole('option', { name: 'weiblich' }).click();
  await field(page, /^Geburtsdatum/).fill('31.02.1960');
  await field(page, /^Geburtsdatum/).blur();
  await expect(page.getByText('Das eingegebene Datum ist ungültig')).toBeVisible();
  await expect(save).toBeDisabled();
  await field(page, /^Geburtsdatum/).fill('29.02.1960');
  await field(page, /^Straße/).fill('Alte Gasse');
  await field(page, /^Hausnummer$/).fill('1');
  await field(page, /^PLZ$/).fill('74348');
  await field(page, /^Ort$/).fill('Lauffen am Neckar');
  await shoot(page, 'kg-person-create');
  await expect(save).toBeEnabled();
  await save.click();

  // detail: one version
  await expect(page).toHaveURL(/\/kirchgeld\/persons\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Erika ${familyName}` })).toBeVisible();
  await expect(page.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(page.getByTestId('kg-version-summary')).toContainText('Version 1 von 1');
  const personUrl = page.url();

  // edit: a second version
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page).toHaveURL(/\/kirchgeld\/persons\/edit\//);
  await expect(field(page, /^Straße/)).toHaveValue('Alte Gasse');
  await field(page, /^Straße/).fill('Neue Gasse');
  await field(page, /^Hausnummer$/).fill('12');
  // the relation editor: part of the company, found by search
  const editor = page.getByRole('region', { name: 'Beziehungen bearbeiten' });
  await editor.getByRole('combobox', { name: 'Beziehung' }).click();
  await page.getByRole('option', { name: 'gehört zu' }).click();
  await editor.getByRole('combobox', { name: 'Person suchen' }).fill('weberei');
  await page.getByRole('option', { name: new RegExp(companyName) }).click();
  await editor.getByRole('button', { name: 'Beziehung hinzufügen' }).click();
  await expect(editor.getByText(`gehört zu ${companyName}`)).toBeVisible();
  await shoot(page, 'kg-person-edit');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(personUrl);
  const summary = page.getByTestId('kg-version-summary');
  await expect(summary).toContainText('Version 2 von 2');
  await expect(summary).toContainText('Quelle Eigenerfasst');
  const address = page.getByRole('region', { name: 'Anschrift' });
  await expect(address).toContainText('Neue Gasse');
  await expect(
    page.getByRole('region', { name: 'Beziehungen' }).getByRole('link', { name: companyName }),
  ).toBeVisible();
  await shoot(page, 'kg-person-detail');

  // step back and forth through the versions
  await page.getByRole('button', { name: 'Vorherige' }).click();
  await expect(summary).toContainText('Version 1 von 2');
  await expect(address).toContainText('Alte Gasse');
  await expect(page).toHaveURL(/\/persons\/detail\/[0-9a-f-]{36}\/\d+$/);
  await expect(page.getByRole('button', { name: 'Vorherige' })).toBeDisabled();
  await shoot(page, 'kg-person-detail-previous');
  await page.getByRole('button', { name: 'Nächste' }).click();
  await expect(summary).toContainText('Version 2 von 2');
  await expect(address).toContainText('Neue Gasse');
  await expect(page.getByRole('button', { name: 'Nächste' })).toBeDisabled();

  // the lookup finds the person by the start of a word of the newest version
  await page.goto('/kirchgeld/persons/lookup');
  await page.getByRole('searchbox', { name: 'Suche' }).fill(`${familyName.slice(0, 12)} neue`);
  const results = page.getByRole('table', { name: 'Personensuche' });
  await expect(results.getByRole('row', { name: new RegExp(`^Erika ${familyName}`) })).toBeVisible();
  await expect(results.getByRole('row', { name: new RegExp(`^${companyName}`) })).toBeHidden();
  // a search this narrow is counted exactly: the pager says how many, no 'mehr als'
  await expect(page.getByText('1–1 von 1', { exact: true })).toBeVisible();
  await expect(page.getByText(/Mehr als .* Personen gefunden/)).toBeHidden();
  await shoot(page, 'kg-person-lookup');
  await page.getByRole('searchbox', { name: 'Suche' }).fill(`${familyName} alte`);
  await expect(results.getByText('Keine Personen gefunden.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Suche' }).fill(`erika ${familyName}`);
  await results.getByRole('row', { name: new RegExp(`^Erika ${familyName}`) }).click();
  await expect(page).toHaveURL(personUrl);

  // set inactive, with a confirmation
  await page.getByRole('button', { name: 'Inaktiv setzen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Person inaktiv setzen?' });
  await dialog.getByRole('button', { name: 'Inaktiv setzen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Inaktiv seit \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bearbeiten' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Inaktiv setzen' })).toBeHidden();

  // an inactive person leaves the lookup unless inactive ones are asked for
  await page.goto('/kirchgeld/persons/lookup');
  await page.getByRole('searchbox', { name: 'Suche' }).fill(`erika ${familyName}`);
  await expect(results.getByText('Keine Personen gefunden.')).toBeVisible();
  await page.getByLabel('Inaktive anzeigen').check();
  await expect(results.getByRole('row', { name: new RegExp(`^Erika ${familyName}`) })).toContainText(
    'Inaktiv',
  );
});
