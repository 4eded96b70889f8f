/** The page 'Benachrichtigungen' of an organisation (`#/o/{id}/notifications`), as an administrator uses it. */
import { expect, type Page } from '@playwright/test';

export type NewContact = { name: string; email: string; types: string[] };

export class NotificationsPage {
  constructor(private readonly page: Page) {}

  readonly contacts = () => this.page.getByRole('region', { name: 'Kontakte' });
  readonly addButton = () => this.page.getByRole('button', { name: 'E-Mail-Adresse hinzufügen' });
  readonly newContactForm = () => this.page.getByRole('form', { name: 'E-Mail-Adresse hinzufügen' });

  async open(organizationId: number) {
    await this.page.goto(`/#/o/${organizationId}/notifications`);
    await expect(this.page.getByRole('heading', { name: 'Benachrichtigungen', level: 1 })).toBeVisible();
  }

  async add(contact: NewContact) {
    await this.addButton().click();
    const form = this.newContactForm();
    await expect(form).toBeVisible();
    await form.getByLabel('Name').fill(contact.name);
    await form.getByLabel('E-Mail-Adresse').fill(contact.email);
    for (const type of contact.types) await form.getByRole('checkbox', { name: type }).check();
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(this.page.getByText('Kontakt wurde erfolgreich gespeichert')).toBeVisible();
    await expect(form).toBeHidden();
  }
}
