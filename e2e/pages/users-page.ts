/** User administration of an organisation (`#/o/{id}/users`) or of the platform (`#/admin/users`). */
import { expect, type Page } from '@playwright/test';

export class UsersPage {
  constructor(private readonly page: Page) {}

  readonly table = () => this.page.getByRole('table', { name: 'Benutzer' });
  readonly emailList = () => this.page.getByTestId('user-email-list');

  async openFromSubmenu() {
    await this.page
      .getByRole('navigation', { name: 'Verwaltung' })
      .getByRole('link', { name: 'Benutzer' })
      .click();
    await expect(this.table()).toBeVisible();
  }

  async addUser(values: { name: string; username: string; email: string }) {
    await this.page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
    const create = dialog.getByRole('button', { name: 'Anlegen' });
    await expect(create).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name);
    await dialog.getByLabel('Nutzername').fill(values.username);
    await dialog.getByLabel('E-Mail-Adresse').fill(values.email.replace(/\.[a-z]+$/, ''));
    await expect(create).toBeDisabled();
    await dialog.getByLabel('E-Mail-Adresse').fill(values.email);
    await create.click();
    await expect(dialog).toBeHidden();
  }
}
