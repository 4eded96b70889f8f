/** The cash dialogs of a collection card (planning.md §2 "Cash collection dialog", "Add cash collection dialog"). */
import { expect, type Locator, type Page } from '@playwright/test';

export class CashDialog {
  constructor(private readonly page: Page) {}

  /** the list of a plan's cash, titled 'Barsammlungen' and the plan's name */
  readonly list = () => this.page.getByRole('dialog', { name: /^Barsammlungen/ });
  /** the add / edit form */
  readonly entry = () => this.page.getByRole('dialog', { name: /^Barsammlung (eintragen|bearbeiten)$/ });
  readonly confirmation = () => this.page.getByRole('dialog', { name: 'Barsammlung bestätigen?' });
  readonly rows = () => this.list().getByTestId('cash-payment');
  readonly row = (amount: string) => this.rows().filter({ hasText: amount });
  readonly sum = () => this.list().getByTestId('cash-sum');
  readonly submit = () => this.entry().getByRole('button', { name: /eintragen$/ });
  /** the amount the confirmation will book: 'Zu bestätigender Betrag: 79,50 €' */
  readonly confirmationAmount = () => this.confirmation().getByTestId('confirm-amount');

  /**
   * 'Barsammlung' on the card. The list opens, and with no entry waiting the add form at once on top
   * of it (the list is then hidden from the accessibility tree until the form closes).
   */
  async openFrom(card: Locator) {
    await card.getByRole('button', { name: /^Barsammlung:/ }).click();
    await expect(this.list().or(this.entry())).toBeVisible();
  }

  /** 'Rechner': a count per bill or coin, by its name ('20 €', '0,50 €'). */
  async count(counts: Record<string, number>) {
    await this.entry().getByRole('tab', { name: 'Rechner' }).click();
    for (const [denomination, count] of Object.entries(counts)) {
      await this.entry()
        .getByRole('textbox', { name: `Anzahl ${denomination}` })
        .fill(String(count));
    }
  }

  /** ✓ on the entry's row, then 'Ja, bestätigen' after the spec's question. */
  async confirm(row: Locator) {
    await row.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(this.confirmation()).toContainText(
      'Sind Sie sicher? Dann kann an diesem Eintrag nichts mehr verändert werden.',
    );
    await this.confirmation().getByRole('button', { name: 'Ja, bestätigen' }).click();
    await expect(this.confirmation()).toBeHidden();
  }
}
