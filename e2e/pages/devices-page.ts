/** The device page `#/o/{id}/devices`, its cards and dialogs, as parish staff use them. */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login-page';

/** Signs in through the API and hands the session to the app (the journeys here are not about signing in). */
export async function signInAs(page: Page, request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/v2/user/obtain_token/', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { auth_token: token } = (await response.json()) as { auth_token: string };
  // with the user, so that the route guard knows a superuser right away
  const me = await request.get('/api/v2/user/me/', { headers: { Authorization: `Token ${token}` } });
  expect(me.status()).toBe(200);
  const session = JSON.stringify({ token, user: await me.json(), preferences: {} });
  await page.goto('/#/login');
  await page.evaluate(`localStorage.setItem('kollekta.session', ${JSON.stringify(session)})`);
  // the app reads the session when it starts
  await page.reload();
  return token;
}

export class DevicesPage {
  constructor(private readonly page: Page) {}

  async open(organizationId: number) {
    await this.page.goto(`/#/o/${organizationId}/devices`);
    await expect(this.page.getByRole('heading', { name: 'Geräte', level: 1 })).toBeVisible();
  }

  readonly heading = () =>
    this.page.getByRole('heading', { name: /^Aktive Spendengeräte \(zeige \d+ von \d+\)$/ });

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  connection(name: string): Locator {
    return this.card(name).getByTestId('connection-line');
  }

  async expectConnection(name: string, text: string, timeout = 20_000) {
    await expect(this.connection(name)).toHaveText(text, { timeout });
  }

  async setLivePreview(on: boolean) {
    const toggle = this.page.getByRole('switch', { name: 'Live-Vorschau' });
    if ((await toggle.isChecked()) !== on) await toggle.click();
  }

  async chip(label: string) {
    await this.page
      .getByRole('group', { name: 'Geräte filtern' })
      .getByRole('button', { name: label, exact: true })
      .click();
  }

  async openSettings(name: string): Promise<Locator> {
    await this.card(name).getByRole('button', { name: 'Einstellungen', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Einstellungen – ${name}` });
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeVisible();
    return dialog;
  }

  async openTypeSettings(menuEntry: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Einstellungen je Gerätetyp' }).click();
    await this.page.getByRole('menuitem', { name: menuEntry }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeVisible();
    return dialog;
  }

  /** One setting of an open settings dialog: its field and the line saying where its value comes from. */
  setting(dialog: Locator, key: string) {
    const row = dialog.getByTestId(`setting-${key}`);
    return {
      row,
      field: row.getByRole('textbox').first(),
      reset: row.getByRole('button', { name: 'Zurücksetzen' }),
    };
  }

  async expand(name: string) {
    await this.card(name).getByRole('button', { name: 'mehr' }).click();
  }
}
