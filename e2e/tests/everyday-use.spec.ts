/**
 * Everyday use (issue 12): a dot typed as the decimal mark books the amount meant; the cash
 * confirmation reports where it can be seen; on a phone the calculator's button stays in view; a
 * too-long name and a free period without start are refused in German at their field.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CashDialog } from '../pages/cash-dialog';
import { obtainToken, PlanningPage, signInThroughApi } from '../pages/planning-page';
import { UsersPage } from '../pages/users-page';

const LAUFFEN = 4;
const API = '/api/v2/';
const START_MISSING = 'Bitte geben Sie einen Beginn an. Ohne Beginn startet die Sammlung nie.';

const auth = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

function berlinYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at));
}

/** A collection of Lauffen that began a few minutes ago and runs a week, planned by `planer`. */
async function createRunningPlan(request: APIRequestContext, name: string): Promise<number> {
  const token = await obtainToken(request, 'planer');
  const now = Date.now();
  const response = await request.post(`${API}collection_plan/`, {
    ...auth(token),
    data: {
      name,
      type: 'collection',
      collection_variant: 'inner',
      start: new Date(now - 5 * 60_000).toISOString(),
      end: new Date(now + 7 * 24 * 3600_000).toISOString(),
      organization: String(LAUFFEN),
      location: null,
      inherit: false,
      foreign: false,
      date: null,
      allow_recurring: false,
      targets: ['KB', 'GC'],
      display: {},
      meta: {},
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function openCard(page: Page, name: string) {
  const planning = new PlanningPage(page);
  await planning.open(LAUFFEN, berlinYear(new Date()));
  await planning.search(name);
  const card = planning.activeSection().getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  return card;
}

test("'12.50' books 12,50 €, and the confirmation reports in the snackbar in view", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Gemeindefest ${Date.now().toString(36)}`;
  const planId = await createRunningPlan(request, name);
  const cash = new CashDialog(page);

  const kasseToken = await signInThroughApi(page, request, 'kasse');
  await cash.openFrom(await openCard(page, name));
  const amount = cash.entry().getByRole('textbox', { name: 'Betrag' });
  // a thousands separator keeps working, without a hint
  await amount.fill('1.250');
  await expect(cash.submit()).toHaveText('1.250,00 € eintragen');
  await expect(cash.entry().getByText(/^Gelesen als/)).toHaveCount(0);
  // a dot with two digits is the decimal mark, and the field says how it was read
  await amount.fill('12.50');
  await expect(cash.entry().getByText('Gelesen als 12,50 €: der Punkt zählt als Komma.')).toBeVisible();
  await expect(cash.submit()).toHaveText('12,50 € eintragen');
  await cash.submit().click();
  await expect(cash.entry()).toBeHidden();
  await expect(cash.row('12,50 €')).toHaveCount(1);
  const listed = await request.get(`${API}cash/cash_payment/?plan=${planId}`, auth(kasseToken));
  expect(await listed.json()).toMatchObject([{ amount: '12.50', state: 'entered' }]);

  // kasse2 confirms: the message shows in the snackbar, in view above the dialog
  await signInThroughApi(page, request, 'kasse2');
  await cash.openFrom(await openCard(page, name));
  await cash.confirm(cash.row('12,50 €'));
  const notice = page.locator('.MuiSnackbar-root').getByText('Bargeldeintragung erfolgreich bestätigt');
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport();
  await expect(cash.row('12,50 €')).toContainText('Bestätigt von Martin Braun');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the calculator's 'eintragen' button stays in view below the 13 count fields", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = `Erntedank ${Date.now().toString(36)}`;
    await createRunningPlan(request, name);
    const cash = new CashDialog(page);
    await signInThroughApi(page, request, 'kasse');
    await cash.openFrom(await openCard(page, name));
    await cash.entry().getByRole('tab', { name: 'Rechner' }).click();
    await expect(cash.entry().getByRole('textbox', { name: /^Anzahl / })).toHaveCount(13);
    await expect(cash.submit()).toBeInViewport();
    // the last count field, scrolled to, still leaves the button in view
    const cents = cash.entry().getByRole('textbox', { name: 'Anzahl 0,01 €' });
    await cents.fill('7');
    await expect(cents).toBeInViewport();
    await cash.entry().getByRole('textbox', { name: 'Anzahl 20 €' }).fill('3');
    await expect(cash.submit()).toHaveText('60,07 € eintragen');
    await expect(cash.submit()).toBeInViewport();
    await page.screenshot({ path: '/tmp/cash-calculator-phone.png' });
  });
});

test('a too-long name shows a German message at its field', async ({ page, request }) => {
  await signInThroughApi(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}/users`);
  const users = new UsersPage(page);
  await expect(users.table()).toBeVisible();
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
  const nameField = dialog.getByRole('textbox', { name: 'Name', exact: true });
  // the input takes what the contract allows (150), and says why it takes no more
  await expect(nameField).toHaveAttribute('maxlength', '150');
  await nameField.fill('N'.repeat(160));
  await expect(nameField).toHaveValue('N'.repeat(150));
  const helperId = await nameField.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${helperId}"]`)).toHaveText('Höchstens 150 Zeichen.');
  await expect(dialog.getByText(/Fehler in der Übertragung|\{"name"/)).toHaveCount(0);

  // the server's refusal of a field lands at that field, in German, not as JSON in the bar
  await nameField.fill('Eva Roth');
  await dialog.getByLabel('Nutzername').fill('kasse');
  await dialog.getByLabel('E-Mail-Adresse').fill('eva.roth@lauffen.example');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  const username = dialog.getByLabel('Nutzername');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  const usernameHelp = page.locator(`[id="${await username.getAttribute('aria-describedby')}"]`);
  await expect(usernameHelp).not.toBeEmpty();
  await expect(usernameHelp).not.toContainText('{');
  await expect(page.getByText(/\{"username"/)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/user-field-error.png' });
});

test("'Eigener Zeitraum' without a start is refused with a German message at the field", async ({
  page,
  request,
}) => {
  const token = await signInThroughApi(page, request, 'planer');
  const planning = new PlanningPage(page);
  await planning.open(LAUFFEN, berlinYear(new Date()));
  await page.getByRole('button', { name: 'Neue Sammlung eintragen' }).click();
  const editor = planning.editor();
  await editor.getByLabel('Sammlungszweck').fill(`Ohne Beginn ${Date.now().toString(36)}`);
  await editor.getByLabel('Digitaler Klingelbeutel (KB)').check();
  await planning.next();
  // the period step: 'Eigener Zeitraum' with both fields left empty
  await expect(editor.getByRole('combobox', { name: 'Tag des Kirchenjahres' })).toHaveText(
    'Eigener Zeitraum',
  );
  await planning.next();
  // back to it: the start says what is missing
  await editor.getByRole('tab', { name: 'Zeitraum' }).click();
  const startField = editor.locator('.MuiFormControl-root').filter({ hasText: /^Beginn/ });
  await expect(startField).toContainText(START_MISSING);
  const message = startField.getByText(START_MISSING);
  await message.scrollIntoViewIfNeeded();
  await expect(message).toBeInViewport();
  await expect(editor.getByRole('button', { name: 'Speichern', exact: true })).toBeDisabled();
  await page.screenshot({ path: '/tmp/plan-without-start.png' });

  // the server refuses it too, with the message at the field
  const refused = await request.post(`${API}collection_plan/`, {
    ...auth(token),
    data: {
      name: 'Ohne Beginn',
      type: 'collection',
      collection_variant: 'inner',
      start: null,
      end: null,
      organization: String(LAUFFEN),
      location: null,
      inherit: false,
      foreign: false,
      date: null,
      allow_recurring: false,
      targets: ['KB'],
      display: {},
      meta: {},
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ start: [START_MISSING] });
});
