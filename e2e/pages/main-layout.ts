/** The signed-in shell: organisation tree on home, the drawer, the footer. */
import { expect, type Page } from '@playwright/test';

export class MainLayout {
  constructor(private readonly page: Page) {}

  readonly tree = () => this.page.getByTestId('org-tree');
  readonly drawer = () => this.page.getByTestId('main-drawer');

  async openDrawer() {
    await this.page.getByTestId('open-drawer').click();
    await expect(this.drawer()).toBeVisible();
  }

  async filterTree(text: string) {
    await this.page.getByLabel('Organisation suchen').fill(text);
  }

  async expandAll() {
    await this.page.getByRole('button', { name: 'Alle ausklappen' }).click();
  }

  async goToOrganizationViaDrawer(search: string, name: string) {
    await this.openDrawer();
    const field = this.drawer().getByRole('combobox');
    await field.fill(search);
    await this.page.getByRole('option', { name }).click();
  }

  async signOut() {
    await this.openDrawer();
    await this.drawer().getByText('Abmelden').click();
  }
}
