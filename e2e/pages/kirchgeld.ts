/**
 * The church-tax app `/kirchgeld/` as a user sees it: the landing page, the sign-in through the
 * platform's authorize page (password, then the consent), and the signed-in shell with its menu.
 */
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login-page';

/** the church-tax app's session in localStorage */
export const KIRCHGELD_SESSION_KEY = 'kollekta.kirchgeld.session';

export class KirchgeldShell {
  constructor(private readonly page: Page) {}

  /** the landing page (index, signed out) */
  readonly landing = () => this.page.getByTestId('kirchgeld-landing');
  /** the platform's sign-in card on the authorize page */
  readonly authorizeLogin = () => this.page.getByTestId('authorize-login');
  /** the platform's consent card on the authorize page */
  readonly consent = () => this.page.getByTestId('authorize-consent');
  /** the church-tax app's main menu (signed in) */
  readonly menu = () => this.page.getByTestId('kirchgeld-menu');

  async openLanding() {
    await this.page.goto('/kirchgeld/');
    await expect(this.landing()).toBeVisible();
  }

  /** Fills the platform's sign-in card on the authorize page; `otp` when the account has codes. */
  async signInOnAuthorizePage(username: string, password = DEMO_PASSWORD, otp?: string) {
    const card = this.authorizeLogin();
    await card.getByLabel('Nutzername').fill(username);
    await card.getByLabel('Nutzername').blur();
    await card.getByLabel('Passwort', { exact: true }).fill(password);
    if (otp !== undefined) await card.getByLabel('Einmalcode').fill(otp);
    await card.getByRole('button', { name: 'Anmelden', exact: true }).click();
  }

  async allow() {
    await this.consent().getByRole('button', { name: 'Erlauben' }).click();
  }
}

/**
 * Signs in to the church-tax app as an account without one-time codes: leaves any platform
 * session first (so the consent is given by this account), then landing → 'Anmelden' → the
 * platform's authorize page → password → 'Erlauben' → `/kirchgeld/persons/lookup` with the menu.
 */
export async function signInToKirchgeld(page: Page, username: string, password = DEMO_PASSWORD) {
  const shell = new KirchgeldShell(page);
  await page.goto('/kirchgeld/');
  await page.evaluate('localStorage.clear()');
  await shell.openLanding();
  await shell.landing().getByRole('button', { name: 'Anmelden' }).click();
  await expect(shell.authorizeLogin()).toBeVisible();
  await shell.signInOnAuthorizePage(username, password);
  await expect(shell.consent()).toBeVisible();
  await shell.allow();
  await page.waitForURL('**/kirchgeld/persons/lookup');
  await expect(shell.menu()).toBeVisible();
  return shell;
}
