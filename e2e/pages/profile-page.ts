/** The profile page `#/me/profile`, as a user sees it. */
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login-page';

export class ProfilePage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Profil', level: 1 });
  readonly passkeys = () => this.page.getByTestId('profile-passkeys');
  readonly otp = () => this.page.getByTestId('profile-otp');
  readonly account = () => this.page.getByTestId('profile-account');

  async openViaDrawer() {
    await this.page.getByTestId('open-drawer').click();
    await this.page.getByTestId('main-drawer').getByRole('link', { name: 'Profil' }).click();
    await expect(this.heading()).toBeVisible();
  }

  /** Starts the enrolment and answers the secret shown in the dialog. */
  async startOtpEnrolment(): Promise<string> {
    await this.otp().getByRole('button', { name: 'Einmalcodes einrichten' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Einmalcodes einrichten' });
    await expect(dialog.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
    return dialog.getByTestId('otp-secret').inputValue();
  }

  async confirmOtp(code: string, currentPassword = DEMO_PASSWORD): Promise<string[]> {
    const dialog = this.page.getByRole('dialog', { name: 'Einmalcodes einrichten' });
    await dialog.getByLabel('Code aus der App').fill(code);
    await dialog.getByLabel('Aktuelles Passwort').fill(currentPassword);
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    const recovery = this.page.getByRole('dialog', { name: 'Wiederherstellungscodes' });
    await expect(recovery.getByTestId('recovery-codes')).toBeVisible();
    const codes = await recovery.getByTestId('recovery-codes').locator('li').allTextContents();
    await recovery.getByRole('button', { name: 'Fertig' }).click();
    return codes;
  }

  /** Opens the e-mail form, enters the address and the current password (left empty if null) and saves. */
  async submitNewEmail(email: string, currentPassword: string | null) {
    const account = this.account();
    if (!(await account.getByLabel('Neue E-Mail-Adresse').isVisible())) {
      await account.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
    }
    await account.getByLabel('Neue E-Mail-Adresse').fill(email);
    await account.getByLabel('Aktuelles Passwort').fill(currentPassword ?? '');
    await account.getByRole('button', { name: 'Speichern' }).click();
  }

  async submitNewPassword(password: string, currentPassword: string) {
    const account = this.account();
    await account.getByRole('button', { name: 'Passwort ändern' }).click();
    await account.getByLabel('Aktuelles Passwort').fill(currentPassword);
    await account.getByLabel('Neues Passwort', { exact: true }).fill(password);
    await account.getByLabel('Passwort wiederholen').fill(password);
    await account.getByRole('button', { name: 'Speichern' }).click();
  }

  /** Adds a passkey, confirmed with the current password; the browser's authenticator does the rest. */
  async addPasskey(currentPassword = DEMO_PASSWORD) {
    await this.passkeys().getByRole('button', { name: 'Passkey hinzufügen' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Passkey hinzufügen' });
    await dialog.getByLabel('Aktuelles Passwort').fill(currentPassword);
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog).toBeHidden();
  }
}
