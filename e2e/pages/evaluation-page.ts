/**
 * The priority chooser and the evaluation of the collection card, and the print view
 * `#/o/{id}/print/{collection}`, as parish staff use them.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export type ApiPlan = {
  id: number;
  name: string;
  start: string | null;
  end: string | null;
  targets: string[];
  currentlyActive: boolean;
  organization_id: number;
};

export type ApiPlanPayment = { id: number; date: string; amount: string; state: 'completed' | 'reversed' };

const auth = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

/** The plans of an organisation's year, through the API. */
export async function fetchPlans(
  request: APIRequestContext,
  token: string,
  organizationId: number,
  year: number,
): Promise<ApiPlan[]> {
  const response = await request.get(
    `/api/v2/organization/${organizationId}/collection_plans/?year=${year}`,
    auth(token),
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiPlan[];
}

/** Every payment of one plan at the organisation (without those below it), from the plan's start. */
export async function fetchPlanPayments(
  request: APIRequestContext,
  token: string,
  organizationId: number,
  plan: Pick<ApiPlan, 'id' | 'start'>,
): Promise<ApiPlanPayment[]> {
  const since = plan.start ? plan.start.slice(0, 10) : '2000-01-01';
  const response = await request.get(
    `/api/v2/organization/${organizationId}/payments/?recursive=false&collection_plan=${plan.id}&since=${since}`,
    auth(token),
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiPlanPayment[];
}

/** Counts the calls of window.print instead of opening the print dialog, in every page of the context. */
export async function stubPrinting(page: Page) {
  // a string, so that this file needs no DOM types
  await page.context().addInitScript({
    content: 'window.__printCalls = 0; window.print = () => { window.__printCalls += 1; };',
  });
}

export async function countPrintCalls(page: Page): Promise<number> {
  return Number(await page.evaluate('window.__printCalls ?? 0'));
}

export class CardPriority {
  constructor(
    private readonly page: Page,
    private readonly card: Locator,
  ) {}

  /** the select of one device class, e.g. 'Kollekten-App (WA)' */
  readonly chooser = (deviceClassLabel: string) =>
    this.card.getByRole('combobox', { name: `Anzeigepriorität ${deviceClassLabel}` });

  async choose(deviceClassLabel: string, choice: string) {
    await this.chooser(deviceClassLabel).click();
    await this.page.getByRole('listbox').getByRole('option', { name: choice, exact: true }).click();
    await expect(this.card.getByRole('status').filter({ hasText: 'Wird gespeichert' })).toBeHidden();
  }
}

export class EvaluationDialog {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: /^Auswertung: / });

  /** The value shown under a figure's label, e.g. 'Anzahl Spenden'. */
  figure(scope: Locator, label: string): Locator {
    return scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }
}

/** The rows of the single donations table (without its head). */
export function donationRows(scope: Locator): Locator {
  return scope.getByRole('table', { name: 'Einzelspenden' }).locator('tbody tr');
}
