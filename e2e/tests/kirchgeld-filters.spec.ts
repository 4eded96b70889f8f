/**
 * Target groups as a user builds them (devices-income-kirchgeld.md §2 "Person index", /target-groups/create,
 * /groups; §5 "Target group"): a filter on /persons with its preview 'first N of total', saved as a
 * target group ('Zielgruppenname eingeben' first), listed on /groups with its persons and 'Brief
 * erstellen', then deleted again, so the demo world stays as it was.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInToKirchgeld } from '../pages/kirchgeld';

const SCREENSHOTS = process.env.KG_FILTERS_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** the preview's 'Die ersten 10 von 1.234 Personen' as its total */
async function previewTotal(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /Personen?$|Keine Person/ });
  await expect(status).toBeVisible();
  const text = (await status.textContent()) ?? '';
  const match = /von ([\d.]+) Personen|^([\d.]+) Personen?$/.exec(text.trim());
  return match ? Number((match[1] ?? match[2] ?? '0').replaceAll('.', '')) : 0;
}

test('a filter on the person index, saved as a target group and listed on /groups', async ({ page }) => {
  const groupName = `Erwachsene S ${Date.now().toString(36)}`;
  await signInToKirchgeld(page, 'gemeinde');
  await page.goto('/kirchgeld/persons');
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();

  // without a condition: every active person, the first ten of them
  await expect(
    page.getByRole('status').filter({ hasText: /^Die ersten 10 von [\d.]+ Personen$/ }),
  ).toBeVisible();
  const everyone = await previewTotal(page);
  expect(everyone).toBeGreaterThan(100);

  // family name begins with S
  await page.getByRole('button', { name: 'Bedingung hinzufügen' }).first().click();
  await page.getByRole('textbox', { name: 'Wert' }).fill('S');
  await expect.poll(() => previewTotal(page)).toBeLessThan(everyone);
  const withS = await previewTotal(page);
  expect(withS).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Vorschau' }).getByRole('row').nth(1)).toContainText(/^S/);

  // and at least 18 years old
  await page.getByRole('button', { name: 'Bedingung hinzufügen' }).first().click();
  await page.getByRole('combobox', { name: 'Feld' }).nth(1).click();
  await page.getByRole('option', { name: 'Alter (Jahre)' }).click();
  await expect(page.getByRole('combobox', { name: 'Vergleich' }).nth(1)).toHaveText('größer oder gleich');
  await page.getByRole('textbox', { name: 'Wert' }).nth(1).fill('18');
  await expect.poll(() => previewTotal(page)).toBeLessThan(withS);
  const adultsWithS = await previewTotal(page);

  // a date condition compares 'am oder nach' by default; removed again
  await page.getByRole('button', { name: 'Bedingung hinzufügen' }).first().click();
  await page.getByRole('combobox', { name: 'Feld' }).nth(2).click();
  await page.getByRole('option', { name: 'Geburtsdatum' }).click();
  await expect(page.getByRole('combobox', { name: 'Vergleich' }).nth(2)).toHaveText('am oder nach');
  await page.getByRole('button', { name: 'Bedingung entfernen' }).nth(2).click();
  await expect(page.getByRole('combobox', { name: 'Feld' })).toHaveCount(2);
  await shoot(page, 'kg-person-index');

  // save as a target group: the filter comes along
  await page.getByRole('link', { name: 'Als Zielgruppe speichern' }).click();
  await expect(page).toHaveURL(/\/kirchgeld\/target-groups\/create\?filter=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zielgruppe erstellen' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Wert' }).nth(1)).toHaveValue('18');
  await expect.poll(() => previewTotal(page)).toBe(adultsWithS);
  await page.getByRole('button', { name: 'Zielgruppe speichern' }).click();
  await expect(page.getByText('Zielgruppenname eingeben')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name der Zielgruppe/ }).fill(groupName);
  await expect(page.getByRole('radio', { name: 'Fest gespeichert' })).toBeChecked();
  await shoot(page, 'kg-target-group-create');
  await page.getByRole('button', { name: 'Zielgruppe speichern' }).click();

  // listed with its frozen persons and a way to write to them
  await expect(page).toHaveURL(/\/kirchgeld\/groups$/);
  const row = page.getByRole('row').filter({ hasText: groupName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Fest gespeichert');
  await expect(row.getByRole('cell').nth(2)).toHaveText(new Intl.NumberFormat('de-DE').format(adultsWithS));
  await expect(row.getByRole('link', { name: 'Brief erstellen' })).toHaveAttribute(
    'href',
    /\/kirchgeld\/letters\/create\?preselectedTargetGroupId=\d+$/,
  );
  await shoot(page, 'kg-target-groups');

  // deleted again
  await row.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText(`Die Zielgruppe „${groupName}“ wurde gelöscht.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: groupName })).toHaveCount(0);
});
