/**
 * Income as a district's treasurer sees it (issue 5): the dashboard with its chart, cards, time range
 * and evaluation; income by month in its three modes, with a reversed payment struck through and
 * left out of the sum.
 */
import { expect, test } from '@playwright/test';
import { signInAs } from '../pages/devices-page';
import {
  CollectionsPage,
  DashboardPage,
  fetchPayments,
  formatBerlinDateTime,
  formatEuro,
  monthLabel,
  monthOf,
  tabOf,
  toCents,
} from '../pages/income-page';

const NECKARTAL = 3;
function currentQuarterLabel(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return `${Math.floor((month - 1) / 3) + 1}. Quartal ${year}`;
}

test('the district’s dashboard shows the chart and cards; Quartal selects the first quarter', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'bezirk');
  const dashboard = new DashboardPage(page);
  await dashboard.open(NECKARTAL, 'Kirchenbezirk Neckartal');
  await dashboard.includeSubOrganizations();

  await expect(dashboard.rangeType()).toHaveText('Gesamt');
  await expect(dashboard.chart()).toBeVisible();
  await expect(dashboard.chart().locator('path.MuiLineChart-line').first()).toBeVisible();
  for (const series of ['Hauptkollekte', 'Spendenzweck'])
    await expect(dashboard.chart().getByText(series).first()).toBeVisible();
  for (const figure of ['Einnahmen', 'Spenden', 'Durchschnitt', 'Gebühren', 'Bester Tag'])
    await expect(dashboard.figure(figure)).toBeVisible();
  await expect(dashboard.figure('Einnahmen')).toContainText(/\d+,\d\d\s€/);
  for (const card of ['Bezahlarten', 'Geräte', 'Sammlungen', 'Sammlungstyp']) {
    await expect(dashboard.card(card)).toBeVisible();
    await expect(
      dashboard.card(card).getByRole('listitem').or(dashboard.card(card).getByRole('button')).first(),
    ).toBeVisible();
  }
  await expect(dashboard.card('Bezahlarten')).toContainText('girocard');
  const totalOfAll = await dashboard.figure('Einnahmen').textContent();

  await dashboard.selectRangeType('Quartal');
  const options = await dashboard.rangeOptions();
  expect(options[0]).toBe(currentQuarterLabel());
  await expect(dashboard.range()).toHaveText(options[0] as string);
  await expect(page.getByText(`Dashboard · ${options[0]}`)).toBeVisible();
  await expect(dashboard.figure('Einnahmen')).not.toHaveText(totalOfAll ?? '');
  await expect(dashboard.chart()).toBeVisible();

  // a collection opens its evaluation
  const collection = dashboard.card('Sammlungen').getByRole('button').first();
  await collection.click();
  const dialog = page.getByRole('dialog', { name: /^Auswertung: / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Anzahl Spenden')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Einzelspenden' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Zu den Einnahmen' }).click();
  await expect(page.getByRole('heading', { name: 'Einnahmen', level: 1 })).toBeVisible();
});

test('income by month: the three modes show the same total; a reversed payment is struck through and not in it', async ({
  page,
  request,
}) => {
  const token = await signInAs(page, request, 'bezirk');
  // a reversed payment of the demo world that reached a collection, and every payment of its month
  const reversed = (await fetchPayments(request, token, NECKARTAL, 'state=reversed')).find(
    (payment) => payment.collection_type !== null,
  );
  if (!reversed) throw new Error('the demo world has no reversed payment in the district');
  const month = monthOf(reversed.date);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const before =
    monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  const payments = await fetchPayments(request, token, NECKARTAL, `since=${month}-01&before=${before}`);
  const tab = tabOf(reversed);
  const expectedTotal = payments
    .filter((payment) => payment.state === 'completed' && tabOf(payment) === tab)
    .reduce((sum, payment) => sum + toCents(payment.amount), 0);

  const collections = new CollectionsPage(page);
  await collections.open(NECKARTAL);
  const recursive = page.getByRole('switch', { name: 'Unterorganisationen einbeziehen' });
  if (!(await recursive.isChecked())) await recursive.click();
  await collections.selectMonth(monthLabel(year, monthNumber));
  await collections.selectTab(tab);

  await expect(collections.total()).toHaveText(formatEuro(expectedTotal));
  for (const mode of ['Detailansicht', 'Tabellarische Ansicht', 'Übersicht'] as const) {
    await collections.selectMode(mode);
    await expect(collections.total()).toHaveText(formatEuro(expectedTotal));
  }

  // the detail list leaves the reversed payment out
  await collections.selectMode('Detailansicht');
  await expect(collections.table().getByTestId('day-sum').first()).toBeVisible();
  await expect(collections.reversedAmounts()).toHaveCount(0);

  // the table shows it, struck through, with the spec's tooltip
  await collections.selectMode('Tabellarische Ansicht');
  const row = collections
    .table()
    .getByRole('row')
    .filter({ hasText: formatBerlinDateTime(reversed.date) })
    .filter({ has: page.getByTestId('reversed-amount') });
  await collections.pageUntilVisible(row);
  const struck = row.getByTestId('reversed-amount');
  await expect(struck).toHaveText(formatEuro(toCents(reversed.amount)));
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
  await struck.hover();
  // the pager's tooltip may still be fading out: the one meant is the amount's
  await expect(page.getByRole('tooltip', { name: /Diese Zahlung/ })).toHaveText(
    'Diese Zahlung wurde zurückgegeben / storniert / rückgebucht. Mehr Informationen hat Ihre Buchhaltung.',
  );
  await expect(collections.total()).toHaveText(formatEuro(expectedTotal));
});
