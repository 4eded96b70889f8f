/** The giving form of the donor apps (/p/{id}, /o/{id}) after the amount: labels as donors read them. */
import { expect, type Page } from '@playwright/test';

export type SepaDonor = {
  accountHolder: string;
  iban: string;
  person?: { firstName: string; lastName: string; street: string; postalCode: string; city: string };
  informationEmail?: string;
};

export class GivingForm {
  constructor(private readonly page: Page) {}

  readonly paymentMethods = () => this.page.getByRole('radiogroup', { name: 'Zahlungsart' });
  readonly submit = () => this.page.getByRole('button', { name: /jetzt geben$|(monatlich|jährlich) geben$/ });

  async expectShown() {
    await expect(this.paymentMethods()).toBeVisible();
  }

  async fillSepa(donor: SepaDonor) {
    await this.page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
    await this.page.getByRole('textbox', { name: 'Kontoinhaber' }).fill(donor.accountHolder);
    await this.page.getByRole('textbox', { name: 'IBAN' }).fill(donor.iban);
    await this.page.getByRole('checkbox', { name: 'Ich erteile das SEPA-Lastschriftmandat.' }).check();
  }

  async askForReceipt(person: NonNullable<SepaDonor['person']>) {
    await this.page.getByRole('checkbox', { name: 'Ich möchte eine Zuwendungsbestätigung erhalten' }).check();
    await this.page.getByRole('textbox', { name: 'Vorname' }).fill(person.firstName);
    await this.page.getByRole('textbox', { name: 'Nachname' }).fill(person.lastName);
    await this.page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill(person.street);
    await this.page.getByRole('textbox', { name: 'PLZ' }).fill(person.postalCode);
    await this.page.getByRole('textbox', { name: 'Ort' }).fill(person.city);
  }

  async askForInformation(email: string) {
    await this.page.getByRole('checkbox', { name: 'Ich möchte weitere Informationen erhalten' }).check();
    await this.page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  }
}
