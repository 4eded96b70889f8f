// @vitest-environment happy-dom
import type { CollectionBook, CollectionBookRow } from '@kollekta/contract';
import { toBusinessYear } from '@kollekta/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { renderRoutes } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { CollectionBookPage } from './CollectionBookPage';

const BOOK = 'GET organization/4/collection_book/';
const YEAR = toBusinessYear(new Date());

const row = (patch: Partial<CollectionBookRow> = {}): CollectionBookRow => ({
  collection_plan: { id: 31, url: 'collection_plan/31/', name: 'Brot für die Welt' },
  date: `${YEAR}-12-24`,
  purpose: 'Brot für die Welt',
  ordering_organization: { id: 1, name: 'Evangelische Landeskirche am Neckar' },
  is_own: false,
  cash: '120.50',
  cash_unconfirmed: '0.00',
  card: '30.00',
  online: '9.50',
  total: '160.00',
  forwarded: '160.00',
  disbursement_state: 'transferred',
  state_label: 'Überwiesen',
  ...patch,
});

const book = (year: number, rows: CollectionBookRow[], unconfirmed = '0.00'): CollectionBook => ({
  organization: { id: 4, url: 'organization/4/', name: 'Ev. Kirchengemeinde Lauffen' },
  year,
  currency: 'EUR',
  years: [YEAR, YEAR - 1],
  rows,
  totals: {
    cash: '120.50',
    cash_unconfirmed: unconfirmed,
    card: '1030.00',
    online: '9.50',
    total: '1160.00',
    forwarded: '160.00',
  },
});

function renderPage(answers: Parameters<typeof mockFetch>[0]) {
  const fetched = mockFetch(answers);
  renderRoutes(
    [
      {
        path: '/o/:id',
        handle: { name: ORGANIZATION_ROUTE_NAME },
        children: [{ path: 'evaluation/book', element: <CollectionBookPage /> }],
      },
    ],
    '/o/4/evaluation/book',
  );
  return fetched;
}

beforeEach(() => sessionStore.signIn('token', makeUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Kollektenbuch (issue 16 point 4)', () => {
  it('shows the collections with their forwarding and the totals row', async () => {
    renderPage({
      [BOOK]: {
        body: book(
          YEAR,
          [
            row(),
            row({
              collection_plan: { id: 32, url: 'collection_plan/32/', name: 'Posaunenchor' },
              purpose: 'Posaunenchor',
              date: `${YEAR}-03-01`,
              ordering_organization: { id: 4, name: 'Ev. Kirchengemeinde Lauffen' },
              is_own: true,
              cash: '0.00',
              card: '1000.00',
              online: '0.00',
              total: '1000.00',
              forwarded: null,
              disbursement_state: null,
              state_label: 'Eigene Kollekte',
            }),
          ],
          '45.00',
        ),
      },
    });
    const table = await screen.findByRole('table', { name: `Kollektenbuch ${YEAR}` });
    await within(table).findByText('Brot für die Welt');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain(`24.12.${YEAR}`);
    expect(rows[1]?.textContent).toContain('Evangelische Landeskirche am Neckar');
    expect(rows[1]?.textContent).toMatch(/120,50\s€/);
    expect(rows[1]?.textContent).toContain('Überwiesen');
    expect(rows[2]?.textContent).toContain('Eigene Kollekte');
    expect(rows[3]?.textContent).toContain('Summe');
    expect(rows[3]?.textContent).toMatch(/1\.160,00\s€/);
    expect(screen.getByText(/Noch nicht bestätigte Barsammlungen \(45,00\s€\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excel herunterladen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toBeTruthy();
  });

  it('says so when the chosen year has nothing', async () => {
    let calls = 0;
    const { sent } = renderPage({
      [BOOK]: () => {
        calls += 1;
        return { body: calls === 1 ? book(YEAR, [row()]) : book(YEAR - 1, []) };
      },
    });
    await screen.findByText('Brot für die Welt');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Jahr' }));
    fireEvent.click(await screen.findByRole('option', { name: String(YEAR - 1) }));
    expect(await screen.findByText(`Für ${YEAR - 1} sind keine Kollekten verzeichnet.`)).toBeTruthy();
    expect(sent(BOOK)).toHaveLength(2);
  });
});
