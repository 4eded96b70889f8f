/** The planning screen `#/o/{id}/plans/{year}` and its plan editor, as a parish editor uses them. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login-page';

/** Signs in through the API and hands the session to the app, for journeys not about signing in. */
export async function signInThroughApi(page: Page, request: APIRequestContext, username: string) {
  const token = await obtainToken(request, username);
  const me = await request.get('/api/v2/user/me/', { headers: { Authorization: `Token ${token}` } });
  expect(me.status()).toBe(200);
  const session = JSON.stringify({ token, user: await me.json(), preferences: {} });
  const returnTo = page.url().startsWith('http') ? page.url() : '/#/login';
  // Written while no app runs in the tab: an app still open writes its whole session from memory
  // whenever it changes (a refreshed user, a saved preference, the sign-out on a 401 once the
  // clock has moved past its expiry), and that write would replace the session written here.
  await page.goto('/api/v2/testing/clock/');
  // a string, so that this file needs no DOM types
  await page.evaluate(`localStorage.setItem('kollekta.session', ${JSON.stringify(session)})`);
  await page.goto(returnTo);
  return token;
}

export async function obtainToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/v2/user/obtain_token/', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { auth_token: string }).auth_token;
}

/** Moves the server's time (TEST_CLOCK=on) and the browser's, which then run on from there. */
export async function moveClocks(page: Page, request: APIRequestContext, at: Date) {
  const response = await request.put('/api/v2/testing/clock/', { data: { now: at.toISOString() } });
  expect(response.status()).toBe(200);
  await page.clock.setSystemTime(at);
}

export type NewPlan = {
  name: string;
  devices: string[];
  /** the beginning of the date's entry in the date list, e.g. 'Rogate ·' */
  date: string;
  variant: 'Hauptkollekte' | 'Nebenkollekte' | 'Freie Kollekte';
  collectionAppText?: string;
  iban?: string;
};

export class PlanningPage {
  constructor(private readonly page: Page) {}

  readonly table = () => this.page.getByTestId('plans-table');
  readonly activeSection = () => this.page.getByRole('region', { name: /^Aktive Sammlungen/ });

  /**
   * Shows every active plan's card: the section shows the first six and hides the rest behind
   * '{n} weitere anzeigen' (other tests on the same server may have plans running at the same time).
   */
  async showAllActivePlans() {
    const section = this.activeSection();
    await expect(section.getByRole('article').first()).toBeVisible();
    const more = section.getByRole('button', { name: /weitere anzeigen$/ });
    if ((await more.count()) > 0) await more.click();
  }
  readonly editor = () => this.page.getByRole('dialog', { name: /Sammlung anlegen|Änderungen speichern/ });
  /** the plan's row (not the row below it that shows its card) */
  readonly row = (name: string) =>
    this.table()
      .getByTestId('plan-row')
      .and(this.page.getByRole('row', { name, exact: true }));
  readonly card = (name: string) => this.page.getByRole('article', { name, exact: true });

  async open(organizationId: number, year: number) {
    await this.page.goto(`/#/o/${organizationId}/plans/${year}`);
    await expect(this.page.getByRole('heading', { name: `Planung ${year}`, level: 1 })).toBeVisible();
  }

  async search(text: string) {
    await this.page.getByLabel('Sammlungen durchsuchen').fill(text);
    // the list filters after a pause in typing; a card opened before that would fold away again
    // by the row's label: the list cuts names at 22 characters (planning.md §9)
    await expect(
      this.page.locator(`[data-testid="plan-row"]:not([aria-label*=${JSON.stringify(text)}])`),
    ).toHaveCount(0);
  }

  async showArchive() {
    await this.page.getByRole('button', { name: 'Sammlungsarchiv' }).click();
    await expect(this.page.getByRole('heading', { name: 'Archivierte Sammlungen' })).toBeVisible();
  }

  async showCurrent() {
    await this.page.getByRole('button', { name: 'Aktuell', exact: true }).click();
    await expect(this.page.getByRole('heading', { name: 'Alle Sammlungen' })).toBeVisible();
  }

  /** Opens the plan's card in the table and answers it. */
  async openCard(name: string) {
    await this.row(name).getByRole('button', { name: 'Karte anzeigen' }).click();
    await expect(this.card(name)).toBeVisible();
    return this.card(name);
  }

  /** 'Weiter' of the open step, once the step before has folded away. */
  async next() {
    const next = this.editor().getByRole('button', { name: 'Weiter' });
    await expect(next).toHaveCount(1);
    await next.click();
  }

  /** 'Neue Sammlung eintragen', then the steps in their order, as a user fills them. */
  async createPlan(plan: NewPlan) {
    await this.page.getByRole('button', { name: 'Neue Sammlung eintragen' }).click();
    const editor = this.editor();
    await expect(editor).toBeVisible();
    await editor.getByLabel('Sammlungszweck').fill(plan.name);
    // 1 devices
    for (const device of plan.devices) await editor.getByLabel(device).check();
    await this.next();
    // 2 period: a day from the date list
    await editor.getByRole('combobox', { name: 'Tag des Kirchenjahres' }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${escapeRegExp(plan.date)}`) }).click();
    await expect(editor.getByTestId('editor-window')).toBeVisible();
    await this.next();
    // 3 more information: only with a web-app target
    if (plan.collectionAppText !== undefined) {
      await editor.getByLabel('Anzeigetext der Kollekten-App').fill(plan.collectionAppText);
      await this.next();
    }
    // 4 collection type
    await editor.getByRole('radio', { name: plan.variant }).check();
    await this.next();
    // 5 billing
    if (plan.iban) {
      await editor.getByLabel('IBAN').fill(plan.iban);
      await editor.getByLabel('IBAN').blur();
    }
    await this.next();
    // 6 scope: the default, this organisation only
    await expect(editor.getByRole('radio', { name: 'Nur diese Organisation' })).toBeChecked();
    await this.next();
    await expect(editor.getByRole('tab', { name: 'Zusammenfassung', selected: true })).toBeVisible();
  }

  /** Speichern, the question before saving, and the snackbar. */
  async save() {
    await this.editor().getByRole('button', { name: 'Speichern', exact: true }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Sammlung speichern?' });
    await confirm.getByRole('button', { name: 'Ja, speichern' }).click();
    await expect(this.page.getByText('Erfolgreich gespeichert')).toBeVisible();
    await expect(this.editor()).toBeHidden();
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
