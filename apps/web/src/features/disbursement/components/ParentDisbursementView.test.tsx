// @vitest-environment happy-dom
import type { DisbursementRun } from '@kollekta/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { type MockAnswer, mockFetch } from '../../../test-support/fetch-mock';
import { renderRoutes } from '../../../test-support/render';
import { messageStore } from '../../message-bars';
import {
  holdRequests,
  LONG_COLLECTION_NAME,
  makeDisbursementOrganization,
  makeOrder,
  makeRun,
  makeStatistic,
} from '../disbursement-fixtures';
import { DisbursementOrdersPage } from './DisbursementOrdersPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  messageStore.dismiss('error');
  messageStore.dismiss('success');
});

const TALHEIM = {
  id: 5,
  url: 'http://localhost/api/v2/organization/5/',
  name: 'Ev. Kirchengemeinde Talheim',
};
const CLOSED = '2026-11-15T09:00:00.000Z';

function renderPage(answers: Record<string, MockAnswer>) {
  const mocked = mockFetch({
    'GET organization/3/': { body: makeDisbursementOrganization('district') },
    'GET disbursementorder/run/': { body: [] },
    ...answers,
  });
  renderRoutes(
    [
      {
        path: '/o/:id',
        handle: { name: ORGANIZATION_ROUTE_NAME },
        children: [{ path: 'evaluation/disbursement-orders', element: <DisbursementOrdersPage /> }],
      },
    ],
    '/o/3/evaluation/disbursement-orders',
  );
  return mocked;
}

describe('Kollektenweiterleitung, parent view (district)', () => {
  it('shows per collection the counts by state, the parishes and the sum, the name cut at 45', async () => {
    renderPage({
      'GET organization/3/disbursement_order_statistic/': {
        body: [makeStatistic({ plan: { ...makeStatistic().plan, name: LONG_COLLECTION_NAME } })],
      },
    });
    const table = await screen.findByRole('table', { name: 'Kollekten und ihre Weiterleitung' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Aktionen',
      'Kollekte',
      'Ende',
      'abgewählt',
      'in Bearbeitung',
      'unterwegs',
      'überwiesen',
      'Gemeinden',
      'Gesamt',
    ]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByTitle(LONG_COLLECTION_NAME).textContent).toHaveLength(45);
    expect(
      Array.from(row.querySelectorAll('td'))
        .map((cell) => cell.textContent)
        .slice(2),
    ).toEqual(['14.11.2026', '1', '2', '3', '4', '10', '5.000,00\u00a0€']);
    expect(await screen.findByText('Es wurden noch keine Überweisungen beauftragt.')).toBeTruthy();
  });

  it('opens a collection, orders the transfer of the closed orders with an Idempotency-Key, and shows the run', async () => {
    let runs: DisbursementRun[] = [];
    const { sent, fetchMock } = renderPage({
      'GET organization/3/disbursement_order_statistic/': { body: [makeStatistic()] },
      'GET disbursementorder/order/': {
        body: [
          makeOrder({ id: 1, state: 'ready', stop_cash_payments: CLOSED }),
          makeOrder({ id: 2, state: 'in_progress', organization: TALHEIM }),
          makeOrder({
            id: 3,
            state: 'confirmed',
            organization: TALHEIM,
            stop_cash_payments: CLOSED,
            disbursement: { sum_amount_total: '10.00' },
          }),
        ],
      },
      'GET disbursementorder/run/': () => ({ body: runs }),
      'POST disbursementorder/run/': () => {
        runs = [makeRun({ id: 9 })];
        return { status: 201, body: runs[0] };
      },
      'PATCH disbursementorder/order/3/mark_transferred/': {
        body: makeOrder({ id: 3, state: 'transferred', organization: TALHEIM }),
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Aufträge anzeigen: Bezirkskollekte Jugendarbeit' }),
    );
    const orders = await screen.findByRole('table', {
      name: 'Aufträge der Gemeinden: Bezirkskollekte Jugendarbeit',
    });
    expect(sent('GET disbursementorder/order/')).toHaveLength(1);
    const [lauffen, talheimRunning, talheimConfirmed] = within(orders)
      .getAllByRole('row')
      .slice(1) as HTMLElement[];
    expect(within(talheimRunning as HTMLElement).queryByRole('checkbox')).toBeNull();
    expect(within(talheimRunning as HTMLElement).getByRole('img', { name: 'zu bearbeiten' })).toBeTruthy();

    const send = screen.getByRole('button', { name: 'Überweisung beauftragen' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(
      within(lauffen as HTMLElement).getByRole('checkbox', {
        name: 'Zur Überweisung auswählen: Ev. Kirchengemeinde Lauffen',
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('1 Auftrag ausgewählt (1.234,50\u00a0€)');
    expect(send.disabled).toBe(false);
    const release = holdRequests(fetchMock, 'POST');
    fireEvent.click(send);
    // while the run is ordered, neither the button nor the selection can send it again
    await waitFor(() => expect(send.disabled).toBe(true));
    expect((within(lauffen as HTMLElement).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(sent('POST disbursementorder/run/')).toHaveLength(1));
    const [post] = sent('POST disbursementorder/run/');
    expect(post?.body).toEqual({ handling_organization: 3, orders: [1] });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() =>
      expect(messageStore.getState().success).toBe(
        'Die Überweisung wurde beauftragt: Lauf 9 mit 1 Auftrag über 1.234,50\u00a0€.',
      ),
    );
    const runTable = await screen.findByRole('table', { name: 'Überweisungsläufe' });
    const runRow = within(runTable).getAllByRole('row')[1] as HTMLElement;
    expect(runRow.textContent).toContain('Lauf 9');
    expect(runRow.textContent).toContain('neu');
    expect(within(runRow).getByRole('button', { name: 'DATEV-Buchungsstapel: Lauf 9' })).toBeTruthy();
    expect(within(runRow).getByRole('button', { name: 'Excel: Lauf 9' })).toBeTruthy();

    fireEvent.click(
      within(talheimConfirmed as HTMLElement).getByRole('button', {
        name: 'Eingang bestätigen: Ev. Kirchengemeinde Talheim',
      }),
    );
    await waitFor(() => expect(sent('PATCH disbursementorder/order/3/mark_transferred/')).toHaveLength(1));
  });

  it('downloads the DATEV file of a run with the signed-in token', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { sent } = renderPage({
      'GET organization/3/disbursement_order_statistic/': { body: [] },
      'GET disbursementorder/run/': { body: [makeRun({ id: 9 })] },
      'GET disbursementorder/run/9/datev/': { body: '"EXTF";700;21;"Buchungsstapel"' },
    });
    expect(
      await screen.findByText(
        'Es gibt noch keine Kollekten, deren Weiterleitung Ihre Organisation bearbeitet.',
      ),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'DATEV-Buchungsstapel: Lauf 9' }));
    await waitFor(() => expect(sent('GET disbursementorder/run/9/datev/')).toHaveLength(1));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });
});
