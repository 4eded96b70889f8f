/**
 * Creating organisations (administration.md §2 "Organisation creation dialog", §5, §8): a platform
 * administrator opens 'Unterorganisation anlegen' at Kirchenbezirk Neckartal, walks the vertical
 * stepper (name, address, level), sees 'Speichern' enabled only once everything is valid, saves and
 * finds the new parish in the tree under Neckartal with its address stored; gives it a customer
 * number, a contract and a billing plan; and its first administrator sees the Vertragsdaten read-only.
 * Organisations cannot be deleted, so the parish has a name of its own that no other test looks for.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, LoginPage } from '../pages/login-page';
import { MainLayout } from '../pages/main-layout';
import { obtainToken, signInThroughApi } from '../pages/planning-page';

const NAME = `Ev. Kirchengemeinde Neckarwestheim ${Date.now().toString(36)}`;

test('a superuser creates a parish under Neckartal, gives it a customer number and a billing plan; its administrator reads them', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin');
  const layout = new MainLayout(page);
  await expect(layout.tree()).toBeVisible();

  await layout.filterTree('Neckartal');
  const district = layout
    .tree()
    .getByRole('treeitem', { name: /Kirchenbezirk Neckartal/ })
    .first();
  await district.getByRole('button', { name: 'Unterorganisation anlegen: Kirchenbezirk Neckartal' }).click();

  const dialog = page.getByRole('dialog', { name: 'Unterorganisation von Kirchenbezirk Neckartal anlegen' });
  await expect(dialog).toBeVisible();
  // the child variant: name, address, level; no currency, no parent
  await expect(dialog.getByRole('tab')).toHaveText(['1Name', '2Adresse', '3Ebene']);
  const save = dialog.getByRole('button', { name: 'Speichern' });
  await expect(save).toBeDisabled();

  await dialog.getByRole('textbox', { name: 'Name der Organisation' }).fill(NAME);
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Kirchgasse 1');
  await dialog.getByRole('textbox', { name: 'Postleitzahl' }).fill('7438');
  await dialog.getByRole('textbox', { name: 'Ort' }).fill('Neckarwestheim');
  await dialog.getByRole('textbox', { name: 'Postleitzahl' }).blur();
  // a four-digit German postcode is refused at its field, and nothing can be saved
  await expect(dialog.getByText('Eine deutsche Postleitzahl hat genau 5 Ziffern.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.screenshot({ path: '/tmp/orgs-stepper-address.png' });
  await dialog.getByRole('textbox', { name: 'Postleitzahl' }).fill('74382');
  await expect(dialog.getByText('Eine deutsche Postleitzahl hat genau 5 Ziffern.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Ebene' })).toHaveText('Gemeinde');
  await expect(save).toBeEnabled();
  await page.screenshot({ path: '/tmp/orgs-stepper-level.png' });
  await save.click();

  await expect(page.getByText('Organisation wurde erfolgreich gespeichert.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await layout.filterTree('Neckarwestheim');
  const created = layout.tree().getByRole('treeitem', { name: new RegExp(NAME) });
  await expect(created).toBeVisible();
  await expect(layout.tree().getByText('Kirchenbezirk Neckartal')).toBeVisible();
  await page.screenshot({ path: '/tmp/orgs-tree-created.png' });

  // stored with its primary address, below Neckartal, in euros
  const token = await obtainToken(request, 'admin');
  const organizations = (await (
    await request.get('/api/v2/organization/', { headers: { Authorization: `Token ${token}` } })
  ).json()) as { id: number; name: string; parent_id: number; level: string; currency: string }[];
  const stored = organizations.find((organization) => organization.name === NAME);
  const neckartal = organizations.find((organization) => organization.name === 'Kirchenbezirk Neckartal');
  expect(stored).toMatchObject({ parent_id: neckartal?.id, level: 'parish', currency: 'EUR' });
  const parishId = stored?.id as number;
  const headers = { Authorization: `Token ${token}` };

  // the superuser gives it a customer number, a contract and a billing plan
  await page.goto(`/#/o/${parishId}/details`);
  await expect(page.getByRole('heading', { name: 'Vertragsdaten', level: 1 })).toBeVisible();
  const customer = page.getByRole('region', { name: 'Kundennummer', exact: true });
  await customer.getByLabel('Kundennummer').fill('KD-74382');
  await customer.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Kundennummer erfolgreich aktualisiert')).toBeVisible();
  const billing = page.getByRole('region', { name: 'Vertrag und Abrechnung', exact: true });
  await billing.getByRole('button', { name: 'Vertrag anlegen' }).click();
  await billing.getByRole('combobox', { name: 'Abrechnungsplan' }).click();
  await page.getByRole('option', { name: 'Gemeinde Basis (Monatlich)' }).click();
  await billing.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Rechnungskonfiguration erstellt')).toBeVisible();

  // its first administrator (enabled by the provider) sees the Vertragsdaten read-only
  const username = `neckarwestheim-${Date.now().toString(36)}`;
  const createdUser = await request.post('/api/v2/user/', {
    headers,
    data: {
      name: 'Sabine Roth',
      username,
      email: `${username}@neckarwestheim.example`,
      permissions: [{ organization: parishId, role: 'admin' }],
      password_mode: 'none',
    },
  });
  expect(createdUser.status(), await createdUser.text()).toBe(201);
  const userId = ((await createdUser.json()) as { id: number }).id;
  const withPassword = await request.patch(`/api/v2/user/${userId}/`, {
    headers,
    data: { password: DEMO_PASSWORD },
  });
  expect(withPassword.status(), await withPassword.text()).toBe(200);
  await signInThroughApi(page, request, username);
  await page.goto(`/#/o/${parishId}/details`);
  await expect(page.getByRole('heading', { name: 'Vertragsdaten', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kundennummer', exact: true })).toContainText('KD-74382');
  await expect(
    page.getByRole('region', { name: 'Kundennummer', exact: true }).getByRole('textbox'),
  ).toHaveCount(0);
  const readOnlyBilling = page.getByRole('region', { name: 'Vertrag und Abrechnung', exact: true });
  await expect(readOnlyBilling.getByText('Gemeinde Basis')).toBeVisible();
  await expect(readOnlyBilling.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  for (const item of await page
    .getByRole('region', { name: 'Optionen', exact: true })
    .getByRole('switch')
    .all())
    await expect(item).toBeDisabled();
});

test('the root variant has five steps and only superusers see the creation actions', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('admin');
  await page.getByRole('button', { name: 'Neue Hauptorganisation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Hauptorganisation' });
  await expect(dialog.getByRole('tab')).toHaveText([
    '1Name',
    '2Adresse',
    '3Ebene',
    '4Währung',
    /^5Übergeordnete Organisation/,
  ]);
  await dialog.getByRole('tab', { name: /Währung/ }).click();
  await dialog.getByRole('combobox', { name: 'Währung' }).click();
  await expect(page.getByRole('option')).toHaveText(['EUR', 'CHF']);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '/tmp/orgs-stepper-root.png' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await new MainLayout(page).signOut();

  await login.open();
  await login.signIn('bezirk');
  // a district administrator may land on the district's dashboard; either way no creation action
  await expect(page.getByTestId('open-drawer')).toBeVisible();
  await page.goto('/#/');
  await expect(page.getByTestId('open-drawer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neue Hauptorganisation' })).toHaveCount(0);
  await expect(page.getByText('Unterorganisation anlegen')).toHaveCount(0);
});

test('the add-user dialog offers the password choices and the team page says what is coming', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn('gemeinde');
  await expect(page.getByTestId('open-drawer')).toBeVisible();
  await page.goto('/#/o/4/users');
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
  const choices = dialog.getByRole('radiogroup', { name: 'Passwort' });
  await expect(choices.getByRole('radio', { name: 'Link per E-Mail' })).toBeChecked();
  await choices.getByRole('radio', { name: 'Kein Passwort' }).check();
  await expect(dialog.getByText(/Es wird kein Passwort gesetzt und keine E-Mail verschickt/)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Rolle' })).toHaveText('Benutzer');
  await page.screenshot({ path: '/tmp/orgs-add-user.png' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  await page.goto('/#/o/4/team');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await expect(page.getByText(/Die Verwaltung Ihres Teams folgt in Kürze/)).toBeVisible();
  await page.getByRole('link', { name: 'Zu den Benutzern' }).click();
  await expect(page).toHaveURL(/#\/o\/4\/users$/);
  await page.goto('/#/o/4/team');
  await page.screenshot({ path: '/tmp/orgs-team.png' });
});
