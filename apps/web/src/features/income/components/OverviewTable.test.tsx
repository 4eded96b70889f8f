// @vitest-environment happy-dom
import type { CollectionSum } from '@kollekta/contract';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppTheme } from '../../../app/theme';
import { DEFAULT_APPEARANCE } from '../../configuration';
import { OverviewTable } from './OverviewTable';

afterEach(cleanup);

/** With the app's theme: its German texts of the pager. */
function renderOverview(sums: CollectionSum[], showOrganization: boolean) {
  return render(
    <ThemeProvider theme={createAppTheme(DEFAULT_APPEARANCE)}>
      <OverviewTable sums={sums} showOrganization={showOrganization} onEvaluate={vi.fn()} />
    </ThemeProvider>,
  );
}

/** 60 sums of 1,00 € on each of three days: 180 rows, every day spanning more than one page. */
function monthOfSums(): CollectionSum[] {
  return ['2026-10-03', '2026-10-02', '2026-10-01'].flatMap((date) =>
    Array.from({ length: 60 }, (_, index) => ({
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
    })),
  );
}

const collectionRows = () =>
  screen
    .getAllByRole('row')
    .filter(
      (row) => row.getAttribute('data-testid') !== 'day-sum' && within(row).queryAllByRole('cell').length,
    );

describe('the overview of a month', () => {
  it('renders one page of rows and keeps each day sum over the whole day', () => {
    renderOverview(monthOfSums(), true);
    expect(collectionRows()).toHaveLength(50);
    // page 1 holds 50 rows of the newest day: its sum is still the whole day's 60,00 €
    const daySums = screen.getAllByTestId('day-sum');
    expect(daySums).toHaveLength(1);
    expect(daySums[0]?.textContent).toMatch(/Sa\., 03\.10\.2026.*60,00\s€/);
    expect(screen.getByText('1–50 von 180')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /nächsten? Seite/i }));
    // page 2: the newest day's last 10 rows and 40 of the day before
    expect(collectionRows()).toHaveLength(50);
    expect(screen.getAllByTestId('day-sum').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/03\.10\.2026.*60,00\s€/),
      expect.stringMatching(/02\.10\.2026.*60,00\s€/),
    ]);
  });

  it('shows no pager for a parish-sized month', () => {
    renderOverview(monthOfSums().slice(0, 20), false);
    expect(collectionRows()).toHaveLength(20);
    expect(screen.queryByText(/von 20/)).toBeNull();
  });
});
