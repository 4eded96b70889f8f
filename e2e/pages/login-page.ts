/** The login card, as a user sees it. */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Kollekta-Demo-2026';

export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly card = () => this.page.getByTestId('login-card');

  async open() {
    await this.page.goto('/#/login');
    await expect(this.card()).toBeVisible();
  }

  async signIn(username: string, password = DEMO_PASSWORD) {
    await this.card().getByLabel('Nutzername').fill(username);
    await this.card().getByLabel('Passwort', { exact: true }).fill(password);
    await this.card().getByRole('button', { name: 'Anmelden', exact: true }).click();
  }
}
