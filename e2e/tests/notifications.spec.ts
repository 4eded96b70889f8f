/**
 * Notifications (administration.md §2 "Notifications", §5, §8), the QR-code notification mail
 * (planning.md §2, §6) and the donation meter (planning.md §2, §5, §6; administration.md §8), as the
 * parish administrator and a platform administrator click them.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { NotificationsPage } from '../pages/notifications-page';
import { obtainToken, PlanningPage, signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;
const API = '/api/v2/';
const DAY = 24 * 3600_000;

const auth = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

/** Waits until the open dialog has faded in, for a screenshot that shows it. */
async function settled(page: Page) {
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
}

function berlinYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at));
}

/** A plan of Lauffen in the donation app, planned by `planer`, from `startInDays` on for a week. */
async function createPlan(request: APIRequestContext, name: string, startInDays: number) {
  const token = await obtainToken(request, 'planer');
  const start = new Date(Date.now() + startInDays * DAY);
  const response = await request.post(`${API}collection_plan/`, {
    ...auth(token),
    data: {
      name,
      type: 'donation',
      collection_variant: null,
      start: start.toISOString(),
      end: new Date(start.getTime() + 7 * DAY).toISOString(),
      organization: String(LAUFFEN),
      location: null,
      inherit: false,
      foreign: false,
      date: null,
      allow_recurring: false,
      targets: ['WS', 'KB'],
      display: {},
      meta: {},
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: number }).id, start };
}

test('the parish administrator adds a contact on the page Benachrichtigungen', async ({ page, request }) => {
  await signInThroughApi(page, request, 'gemeinde');
  const notifications = new NotificationsPage(page);
  await notifications.open(LAUFFEN);
  // the demo's two contacts, with their mail types as chips
  await expect(notifications.contacts().getByRole('heading', { level: 3 })).toHaveText([
    'Pfarramt Lauffen',
    'Kirchenpflege Lauffen',
  ]);
  await expect(notifications.contacts().getByText('Vorankündigung von Sammlungen')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Zusatzfeatures' }).getByText('Erweiterte Benachrichtigungen'),
  ).toBeVisible();

  // a new contact opens in edit mode; cancelling removes it
  await notifications.addButton().click();
  const form = notifications.newContactForm();
  await expect(form).toBeVisible();
  await expect(notifications.addButton()).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'Rechnungen' })).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'Vorankündigung von Sammlungen' })).toBeEnabled();
  await expect(form.getByRole('switch', { name: 'Dokumente als Anhang senden' })).toHaveCount(0);
  await form.getByLabel('E-Mail-Adresse').fill('kein-at');
  await form.getByLabel('E-Mail-Adresse').blur();
  await expect(form.getByText('Gültige E-Mail-Adresse eingeben.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/notifications-form.png', fullPage: true });
  await form.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(form).toBeHidden();
  await expect(notifications.contacts().getByRole('heading', { level: 3 })).toHaveCount(2);

  const name = `Gemeindebüro ${Date.now().toString(36)}`;
  await notifications.add({
    name,
    email: 'gemeindebuero@lauffen.kirche.example',
    types: ['Barsammlungen', 'Vorankündigung von Sammlungen'],
  });
  const entry = notifications.contacts().getByRole('heading', { name, level: 3 });
  await expect(entry).toBeVisible();
  await expect(notifications.contacts().getByText('gemeindebuero@lauffen.kirche.example')).toBeVisible();
  await page.screenshot({ path: '/tmp/notifications-page.png', fullPage: true });

  // and deletes it again
  await page.getByRole('button', { name: `Kontakt ${name} löschen` }).click();
  await page
    .getByRole('dialog', { name: 'Kontakt löschen?' })
    .getByRole('button', { name: 'Ja, löschen' })
    .click();
  await expect(page.getByText('Kontakt wurde erfolgreich gelöscht')).toBeVisible();
  await expect(entry).toBeHidden();
});

test('a parish user sends the QR-code notification mail of a coming collection from its card', async ({
  page,
  request,
}) => {
  const name = `Neue Glocken ${Date.now().toString(36)}`;
  const plan = await createPlan(request, name, 10);
  await signInThroughApi(page, request, 'planer');
  const planning = new PlanningPage(page);
  await planning.open(LAUFFEN, berlinYear(plan.start));
  await planning.search(name);
  const card = await planning.openCard(name);
  await card.getByRole('button', { name: `Benachrichtigungsmail für ${name} versenden` }).click();
  const dialog = page.getByRole('dialog', { name: 'Benachrichtigungsmail wirklich versenden?' });
  await expect(dialog.getByText('Pfarramt Lauffen')).toBeVisible();
  await expect(dialog.getByText('pfarramt@lauffen.kirche.example')).toBeVisible();
  await settled(page);
  await page.screenshot({ path: '/tmp/qr-mail-dialog.png' });
  await dialog.getByRole('button', { name: 'Ja, versenden' }).click();
  await expect(page.getByText('Vorankündigungen werden verschickt')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the mail is in the outbox (demo deployment), with the plan's direct link
  const admin = await obtainToken(request, 'admin');
  const outbox = await request.get(
    `${API}admin/outbox/?recipient=pfarramt@lauffen.kirche.example`,
    auth(admin),
  );
  const mails = (await outbox.json()) as { subject: string; body_text: string }[];
  const mail = mails.find((candidate) => candidate.subject === `Vorankündigung: „${name}“`);
  expect(mail?.body_text).toContain(`/o/${LAUFFEN}?collection=${plan.id}`);
});

test('a platform administrator sets up a donation meter and deletes it', async ({ page, request }) => {
  const name = `Orgelfonds ${Date.now().toString(36)}`;
  const plan = await createPlan(request, name, 3);
  await signInThroughApi(page, request, 'admin');
  const planning = new PlanningPage(page);
  await planning.open(LAUFFEN, berlinYear(plan.start));
  await planning.search(name);
  const card = await planning.openCard(name);
  await card.getByRole('button', { name: `Spendenbarometer für ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Spendenbarometer für „${name}“` });
  const goal = dialog.getByLabel('Spendenziel');
  await expect(goal).toHaveAttribute('placeholder', '10.000');
  await goal.fill('10.000');
  const domains = dialog.getByLabel('Erlaubte Domains');
  await domains.fill('www.kirche-lauffen.example\nkeine domain');
  await expect(dialog.getByText('Bitte geben Sie nur gültige Domainnamen ein: keine domain')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await domains.fill('www.kirche-lauffen.example\nkirche-lauffen.example');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Spendenbarometer wurde angelegt.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // opened again: its values and its address, which answers the goal
  await card.getByRole('button', { name: `Spendenbarometer für ${name}` }).click();
  await expect(goal).toHaveValue('10.000');
  const address = (await dialog.getByTestId('donation-meter-address').textContent()) ?? '';
  expect(address).toContain('/api/v2/donation_meter/');
  await settled(page);
  await page.screenshot({ path: '/tmp/donation-meter-dialog.png' });
  const reading = await request.get(address, { headers: { Origin: 'https://www.kirche-lauffen.example' } });
  expect(reading.status()).toBe(200);
  expect(reading.headers()['access-control-allow-origin']).toBe('https://www.kirche-lauffen.example');
  expect(await reading.json()).toMatchObject({ collection: name, donation_goal: '10000.00' });

  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await page
    .getByRole('dialog', { name: 'Spendenbarometer löschen?' })
    .getByRole('button', { name: 'Ja, löschen' })
    .click();
  await expect(page.getByText('Spendenbarometer wurde gelöscht.')).toBeVisible();
  expect((await request.get(address)).status()).toBe(404);
});
