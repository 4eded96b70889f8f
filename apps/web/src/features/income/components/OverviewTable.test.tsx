// @vitest-environment happy-dom
import type { CollectionSum } from '@kollekta/contract';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '../../../app/theme';
import { DEFAULT_APPEARANCE } from '../../configuration';
import { OverviewTable } from './OverviewTable';
import type { Paging } from './PagedTable';

afterEach(cleanup);

/** Sums of 1,00 € on a day, as a page of the overview holds them. */
function sumsOn(date: string, count: number): CollectionSum[] {
  return Array.from({ length: count }, (_, index) => ({
    date,
    id: index + 1,
    name: `Sammlung ${index + 1}`,
    amount: '1.00',
    currency: 'EUR',
    payments: 1,
    count: 1,
    collection_type: 'collection',
    collection_variant: 'inner',
    org: { id: 100 + index, url: '', name: `Gemeinde ${index + 1}` },
    device: null,
  }));
}

const paging = (overrides: Partial<Paging> = {}): Paging => ({
  count: 180,
  page: 1,
  pageSize: 50,
  onPage: vi.fn(),
  onPageSize: vi.fn(),
  ...overrides,
});

/** With the app's theme: its German texts of the pager. */
function renderOverview(sums: CollectionSum[], pager: Paging, isLoading = false) {
  return render(
    <ThemeProvider theme={createAppTheme(DEFAULT_APPEARANCE)}>
      <OverviewTable
        sums={sums}
        daySums={
          new Map([
            ['2026-10-03', 6000],
            ['2026-10-02', 6000],
          ])
        }
        paging={pager}
        isLoading={isLoading}
        showOrganization
        onEvaluate={vi.fn()}
      />
    </ThemeProvider>,
  );
}

const collectionRows = () =>
  screen
    .getAllByRole('row')
    .filter(
      (row) => row.getAttribute('data-testid') !== 'day-sum' && within(row).queryAllByRole('cell').length,
    );

describe('a page of the overview of a month', () => {
  it('shows each day of the page with the sum of the whole day, and pages on', () => {
    // page 2 of 180: the newest day's last 10 rows and 40 of the day before
    const pager = paging();
    renderOverview([...sumsOn('2026-10-03', 10), ...sumsOn('2026-10-02', 40)], pager);
    expect(collectionRows()).toHaveLength(50);
    expect(screen.getAllByTestId('day-sum').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Sa\., 03\.10\.2026.*60,00\s€/),
      expect.stringMatching(/Fr\., 02\.10\.2026.*60,00\s€/),
    ]);
    expect(screen.getByText('51–100 von 180')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: /nächsten? Seite/i }));
    expect(pager.onPage).toHaveBeenCalledWith(2);
  });

  it('marks the page as loading while the next one comes', () => {
    renderOverview(sumsOn('2026-10-03', 50), paging(), true);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('shows no pager for a parish-sized month', () => {
    renderOverview(sumsOn('2026-10-03', 20), paging({ count: 20, page: 0 }));
    expect(collectionRows()).toHaveLength(20);
    expect(screen.queryByText(/von 20/)).toBeNull();
  });
});

describe('the cells of the overview (issue 12)', () => {
  it('gives each row its day as Zeitpunkt and names an unknown device as the spec does', () => {
    const [first, second] = sumsOn('2026-10-03', 2) as [CollectionSum, CollectionSum];
    renderOverview(
      [
        first,
        { ...second, device: { id: 7, url: '', name: 'Digitaler Klingelbeutel Nord', device_class: 'KB' } },
      ],
      paging({ count: 2, page: 0 }),
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const time = headers.indexOf('Zeitpunkt');
    const device = headers.indexOf('Gerät');
    const [withoutDevice, withDevice] = collectionRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ) as [string[], string[]];
    expect(withoutDevice[time]).toBe('03.10.2026');
    expect(withoutDevice[device]).toBe('Unbekanntes GerätGemeinde 1');
    // names in lists are cut at 22 characters
    expect(withDevice[device]).toBe('Digitaler Klingelbeut…Gemeinde 2');
  });
});
