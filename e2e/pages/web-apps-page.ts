/** The donor web apps at their direct links (/p/{id}, /o/{id}) and what the plan list says they show. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { obtainToken } from './planning-page';

type PlanListEntry = {
  id: number;
  name: string;
  display: Record<string, string>;
  targets: string[];
  currentlyActive: boolean;
  inactive: boolean;
  excludedFor: Record<string, string[]>;
  location: string | null;
  parent: string | null;
};

/**
 * The texts a web app should list now, read from the parish's plan list (the back-office's view):
 * running plans of the app's class that are not deselected for it, no church building, no group member.
 */
export async function expectedCollectionTexts(
  request: APIRequestContext,
  organizationId: number,
  deviceClass: 'WA' | 'WS',
): Promise<string[]> {
  const token = await obtainToken(request, 'gemeinde');
  const response = await request.get(`/api/v2/organization/${organizationId}/collection_plans/`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(response.status()).toBe(200);
  const plans = (await response.json()) as PlanListEntry[];
  return plans
    .filter(
      (plan) =>
        plan.currentlyActive &&
        !plan.inactive &&
        plan.targets.includes(deviceClass) &&
        !Object.values(plan.excludedFor).some((classes) => classes.includes(deviceClass)) &&
        plan.location === null &&
        plan.parent === null,
    )
    .map((plan) => plan.display[deviceClass]?.trim() || plan.display.default?.trim() || plan.name)
    .sort();
}

export class CollectionAppPage {
  constructor(private readonly page: Page) {}

  async open(organizationId: number, query = '') {
    await this.page.goto(`/p/${organizationId}${query}`);
    await expect(this.page.getByRole('button', { name: 'Jetzt geben' })).toBeVisible();
  }

  readonly purpose = () => this.page.getByRole('heading', { level: 1 });

  /** Every collection the app offers, by stepping through them with the arrows. */
  async collectionTexts(): Promise<string[]> {
    const position = this.page.getByText(/^\d+ von \d+$/);
    const count = (await position.count()) === 0 ? 1 : Number((await position.innerText()).split(' von ')[1]);
    const texts: string[] = [];
    for (let index = 0; index < count; index++) {
      const shown = (await this.purpose().innerText()).replace(/\s+/g, ' ').trim();
      texts.push(shown.replace(/^Für /, ''));
      if (count > 1) await this.page.getByRole('button', { name: 'Nächste Sammlung' }).click();
    }
    return texts.sort();
  }
}

export class DonationAppPage {
  constructor(private readonly page: Page) {}

  async open(organizationId: number, query = '') {
    await this.page.goto(`/o/${organizationId}${query}`);
    await expect(this.page.getByRole('button', { name: 'Jetzt spenden' })).toBeVisible();
  }

  readonly purposeSelect = () => this.page.getByLabel('Spendenzweck');
  readonly amount = () => this.page.getByLabel('Betrag in Euro');

  async collectionTexts(): Promise<string[]> {
    if ((await this.purposeSelect().count()) === 0)
      return [(await this.page.getByRole('heading', { level: 1 }).innerText()).trim()];
    const options = await this.purposeSelect().locator('option').allInnerTexts();
    return options.map((text) => text.trim()).sort();
  }
}
