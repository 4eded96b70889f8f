/** The dashboard `#/o/{id}/` and income by month `#/o/{id}/collections`, as treasurers use them. */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  async open(organizationId: number, organizationName: string) {
    await this.page.goto(`/#/o/${organizationId}/`);
    await expect(this.page.getByRole('heading', { name: organizationName, level: 1 })).toBeVisible();
  }

  readonly recursiveSwitch = () => this.page.getByRole('switch', { name: 'Unterorganisationen einbeziehen' });

  async includeSubOrganizations() {
    if (!(await this.recursiveSwitch().isChecked())) await this.recursiveSwitch().click();
    await expect(this.recursiveSwitch()).toBeChecked();
  }

  readonly chart = () => this.page.getByRole('figure', { name: /Liniendiagramm der täglichen Einnahmen/ });
  readonly rangeType = () => this.page.getByRole('combobox', { name: 'Zeitraum' });
  readonly range = () => this.page.getByRole('combobox', { name: 'Auswahl' });

  figure(label: string): Locator {
    return this.page.getByRole('region', { name: 'Kennzahlen' }).getByRole('article', { name: label });
  }

  card(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  async selectRangeType(label: string) {
    await this.rangeType().click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** The labels of the ranges the selector offers, in its order. */
  async rangeOptions(): Promise<string[]> {
    await this.range().click();
    const options = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    return options;
  }
}

export class CollectionsPage {
  constructor(private readonly page: Page) {}

  async open(organizationId: number) {
    await this.page.goto(`/#/o/${organizationId}/collections`);
    await expect(this.page.getByRole('heading', { name: 'Einnahmen', level: 1 })).toBeVisible();
  }

  readonly months = () => this.page.getByRole('navigation', { name: 'Monate' });
  readonly total = () => this.page.getByTestId('total-amount');
  readonly table = () => this.page.getByRole('table');

  async selectMonth(label: string) {
    await this.months()
      .getByRole('button', { name: new RegExp(`^${label}`) })
      .click();
    await expect(this.page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
  }

  async selectTab(label: string) {
    await this.page.getByRole('tab', { name: label, exact: true }).click();
    await expect(this.page.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }

  async selectMode(label: 'Übersicht' | 'Detailansicht' | 'Tabellarische Ansicht') {
    await this.page
      .getByRole('group', { name: 'Ansicht' })
      .getByRole('button', { name: label, exact: true })
      .click();
    await expect(this.page.getByRole('button', { name: label, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  readonly reversedAmounts = () => this.page.getByTestId('reversed-amount');

  /** Pages on through the table until `row` shows (50 rows a page, each loaded from the server). */
  async pageUntilVisible(row: Locator, pages = 20) {
    const shownRows = this.page.getByText(/^[\d.]+–[\d.]+ von [\d.]+$/);
    // the first page must have loaded before it is searched: after a switch of mode or tab its rows
    // may still be on their way even when the table is not busy yet, so the row gets a moment
    await expect(this.table()).toHaveAttribute('aria-busy', 'false');
    await row.waitFor({ timeout: 2000 }).catch(() => undefined);
    for (let page = 0; page < pages && !(await row.isVisible()); page++) {
      const before = await shownRows.textContent();
      await this.page.getByRole('button', { name: /nächsten? Seite/i }).click();
      await expect(shownRows).not.toHaveText(before ?? '');
      await expect(this.table()).toHaveAttribute('aria-busy', 'false');
    }
    await expect(row).toBeVisible();
  }
}

export type ApiPayment = {
  id: number;
  date: string;
  amount: string;
  state: 'completed' | 'reversed';
  collection_type: string | null;
  collection_variant: string | null;
};

/** The payments of an organisation and those below it, through the API. */
export async function fetchPayments(
  request: APIRequestContext,
  token: string,
  organizationId: number,
  query: string,
): Promise<ApiPayment[]> {
  const response = await request.get(
    `/api/v2/organization/${organizationId}/payments/?recursive=true&${query}`,
    {
      headers: { Authorization: `Token ${token}` },
    },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiPayment[];
}

/** The tab a payment shows in (the month screen's tabs by kind of collection). */
export function tabOf(payment: Pick<ApiPayment, 'collection_type' | 'collection_variant'>): string {
  if (payment.collection_type === 'donation') return 'Spenden';
  const tabs: Record<string, string> = {
    inner: 'Hauptkollekten',
    outer: 'Nebenkollekten',
    x: 'Freie Kollekten',
  };
  if (payment.collection_variant && tabs[payment.collection_variant])
    return tabs[payment.collection_variant] as string;
  return payment.collection_type === null ? 'Ohne Zuordnung' : 'Spenden';
}

const money = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** '1234.50' → '1.234,50 €', as the app shows amounts. */
export function formatEuro(cents: number): string {
  return money.format(cents / 100);
}

export function toCents(amount: string): number {
  const [whole = '0', fraction = '0'] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const berlinMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
});
const berlinDateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM' of an instant in Berlin. */
export function monthOf(instant: string): string {
  return berlinMonth.format(new Date(instant)).slice(0, 7);
}

/** '22.11.2026 12:52', as the tables show the time of a payment. */
export function formatBerlinDateTime(instant: string): string {
  return berlinDateTime.format(new Date(instant)).replace(',', '');
}

const GERMAN_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** The month as the month screen names it: 'November 2026'. */
export function monthLabel(year: number, month: number): string {
  return `${GERMAN_MONTHS[month - 1]} ${year}`;
}
