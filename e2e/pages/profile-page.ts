/** The profile page `#/me/profile`, as a user sees it. */
import { expect, type Page } from '@playwright/test';

export class ProfilePage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Profil', level: 1 });
  readonly passkeys = () => this.page.getByTestId('profile-passkeys');
  readonly otp = () => this.page.getByTestId('profile-otp');

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

  async confirmOtp(code: string): Promise<string[]> {
    const dialog = this.page.getByRole('dialog', { name: 'Einmalcodes einrichten' });
    await dialog.getByLabel('Code aus der App').fill(code);
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    const recovery = this.page.getByRole('dialog', { name: 'Wiederherstellungscodes' });
    await expect(recovery.getByTestId('recovery-codes')).toBeVisible();
    const codes = await recovery.getByTestId('recovery-codes').locator('li').allTextContents();
    await recovery.getByRole('button', { name: 'Fertig' }).click();
    return codes;
  }

  async addPasskey() {
    await this.passkeys().getByRole('button', { name: 'Passkey hinzufügen' }).click();
  }
}
