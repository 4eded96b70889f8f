/** The device page `#/o/{id}/devices`, its cards and dialogs, as parish staff use them. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Signs in through the API and hands the session to the app (the journeys here are not about signing in). */
export { signInThroughApi as signInAs } from './planning-page';

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
