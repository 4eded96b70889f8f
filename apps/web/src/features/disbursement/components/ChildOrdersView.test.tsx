// @vitest-environment happy-dom
import type { DisbursementOrder } from '@kollekta/contract';
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
} from '../disbursement-fixtures';
import { DisbursementOrdersPage } from './DisbursementOrdersPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  messageStore.dismiss('error');
  messageStore.dismiss('success');
});

const ORDERS = 'GET disbursementorder/order/';
const CLOSED = '2026-11-15T09:00:00.000Z';

function renderPage(
  answers: Record<string, MockAnswer>,
  organization = makeDisbursementOrganization('parish'),
) {
  const mocked = mockFetch({ 'GET organization/4/': { body: organization }, ...answers });
  renderRoutes(
    [
      {
        path: '/o/:id',
        handle: { name: ORGANIZATION_ROUTE_NAME },
        children: [{ path: 'evaluation/disbursement-orders', element: <DisbursementOrdersPage /> }],
      },
    ],
    '/o/4/evaluation/disbursement-orders',
  );
  return mocked;
}

async function findRows() {
  const table = await screen.findByRole('table', { name: 'Aufträge zur Kollektenweiterleitung' });
  return within(table).getAllByRole('row').slice(1);
}

describe('Kollektenweiterleitung, child view (parish)', () => {
  it('lists the orders with the cut name, German sums and period, and each state with its icon', async () => {
    renderPage({
      [ORDERS]: {
        body: [
          makeOrder({
            id: 1,
            state: 'in_progress',
            plan: { ...makeOrder().plan, name: LONG_COLLECTION_NAME },
          }),
          makeOrder({ id: 2, state: 'transferred', stop_cash_payments: '2026-11-15T09:00:00.000Z' }),
          makeOrder({ id: 3, state: 'ready', stop_cash_payments: '2026-11-15T09:00:00.000Z' }),
          makeOrder({ id: 4, state: 'cancelled' }),
        ],
      },
    });
    const [running, transferred, ready, cancelled] = await findRows();
    const cut = within(running as HTMLElement).getByTitle(LONG_COLLECTION_NAME);
    expect(cut.textContent).toBe('Diakonie im Kirchenbezirk Neckartal: Vesperk…');
    expect(Array.from(cut.textContent ?? '')).toHaveLength(45);
    expect(running?.textContent).toContain('Ev. Kirchenbezirk Neckartal');
    expect(running?.textContent).toContain('07.11.2026 – 14.11.2026');
    for (const sum of ['1.000,00\u00a0€', '34,50\u00a0€', '200,00\u00a0€', '1.234,50\u00a0€']) {
      expect(running?.textContent).toContain(sum);
    }
    expect(within(running as HTMLElement).getByRole('img', { name: 'zu bearbeiten' })).toBeTruthy();
    expect(running?.textContent).toContain('In Bearbeitung');
    expect(within(transferred as HTMLElement).getByRole('img', { name: 'erledigt' })).toBeTruthy();
    expect(transferred?.textContent).toContain('Überwiesen');
    expect(transferred?.textContent).toContain('Abgeschlossen am 15.11.2026');
    expect(within(ready as HTMLElement).getByRole('img', { name: 'abgewählt' })).toBeTruthy();
    expect(ready?.textContent).toContain('Bereit zur Weiterleitung');
    expect(within(cancelled as HTMLElement).getByRole('img', { name: 'abgewählt' })).toBeTruthy();
    expect(cancelled?.getAttribute('data-state')).toBe('cancelled');
    // a short name is shown whole, without a title
    expect(
      within(transferred as HTMLElement)
        .getByText('Bezirkskollekte Jugendarbeit')
        .getAttribute('title'),
    ).toBeNull();
    // closed, transferred or cancelled orders offer neither 'abschließen' nor 'Kollekte abwählen'
    for (const row of [transferred, ready, cancelled]) {
      expect(within(row as HTMLElement).queryByRole('button', { name: /^abschließen/ })).toBeNull();
    }
    expect(within(ready as HTMLElement).getByRole('button', { name: /^Kollekte abwählen/ })).toBeTruthy();
    expect(within(cancelled as HTMLElement).queryByRole('button', { name: /^Kollekte abwählen/ })).toBeNull();
  });

  it('disables closing and deselecting while cash waits for confirmation, and says why', async () => {
    renderPage({ [ORDERS]: { body: [makeOrder({ disbursement: { has_entered_cash: true } })] } });
    const [row] = await findRows();
    const stop = within(row as HTMLElement).getByRole('button', {
      name: /^abschließen/,
    }) as HTMLButtonElement;
    const cancel = within(row as HTMLElement).getByRole('button', {
      name: /^Kollekte abwählen/,
    }) as HTMLButtonElement;
    expect(stop.disabled).toBe(true);
    expect(cancel.disabled).toBe(true);
    const reason = within(row as HTMLElement).getByText(
      'Es warten noch Barsammlungen auf ihre Bestätigung. Bitte bestätigen Sie diese, bevor Sie abschließen.',
    );
    expect(stop.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('closes the cash after a dialog that says it cannot be undone, disabled while it is sent', async () => {
    let order: DisbursementOrder = makeOrder();
    const { sent, fetchMock } = renderPage({
      [ORDERS]: () => ({ body: [order] }),
      'PATCH disbursementorder/order/11/stop_cash_payments/': () => {
        order = makeOrder({ state: 'ready', stop_cash_payments: '2026-11-15T09:00:00.000Z' });
        return { body: order };
      },
    });
    const [row] = await findRows();
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: /^abschließen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Barsammlungen abschließen' });
    expect(dialog.textContent).toContain('Die Summen werden festgeschrieben.');
    expect(dialog.textContent).toContain('Es können keine Barsammlungen mehr eingetragen werden.');
    expect(dialog.textContent).toContain('Die Sammlung kann nicht mehr bearbeitet werden.');
    expect(dialog.textContent).toContain('Dieser Schritt kann nicht rückgängig gemacht werden.');
    expect(dialog.textContent).toContain('17 Zahlungen');
    const release = holdRequests(fetchMock, 'PATCH');
    const confirm = within(dialog).getByRole('button', {
      name: 'Ja, endgültig abschließen',
    }) as HTMLButtonElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));
    expect((within(dialog).getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('PATCH disbursementorder/order/11/stop_cash_payments/')).toHaveLength(1);
    const [closed] = await findRows();
    await waitFor(() => expect(closed?.textContent).toContain('Abgeschlossen am 15.11.2026'));
    expect(within(closed as HTMLElement).queryByRole('button', { name: /^abschließen/ })).toBeNull();
    expect(messageStore.getState().success).toBe(
      'Die Barsammlungen der Kollekte „Bezirkskollekte Jugendarbeit“ wurden abgeschlossen.',
    );
  });

  it("shows the server's German 409 in the message bar", async () => {
    const refusal = 'Die Barsammlungen dieser Kollekte wurden bereits abgeschlossen.';
    renderPage({
      [ORDERS]: { body: [makeOrder()] },
      'PATCH disbursementorder/order/11/stop_cash_payments/': { status: 409, body: { detail: refusal } },
    });
    const [row] = await findRows();
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: /^abschließen/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, endgültig abschließen' }));
    await waitFor(() => expect(messageStore.getState().error).toBe(refusal));
  });

  it("deselects after asking, confirms an ordered transfer, and offers the disbursement's PDF", async () => {
    const { sent } = renderPage({
      [ORDERS]: {
        body: [
          makeOrder({ id: 1 }),
          makeOrder({
            id: 2,
            state: 'ordered',
            stop_cash_payments: '2026-11-15T09:00:00.000Z',
            disbursement: {
              documents: [
                {
                  name: 'Kollektenweiterleitung.pdf',
                  url: 'http://localhost/api/v2/disbursementorder/disbursement/2/download/',
                },
              ],
            },
          }),
        ],
      },
      'PATCH disbursementorder/order/1/cancel/': { body: makeOrder({ id: 1, state: 'cancelled' }) },
      'PATCH disbursementorder/order/2/confirm_transfer/': { body: makeOrder({ id: 2, state: 'confirmed' }) },
    });
    const [running, ordered] = await findRows();
    fireEvent.click(within(running as HTMLElement).getByRole('button', { name: /^Kollekte abwählen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kollekte abwählen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, abwählen' }));
    await waitFor(() => expect(sent('PATCH disbursementorder/order/1/cancel/')).toHaveLength(1));

    expect(within(ordered as HTMLElement).queryByRole('button', { name: /^Kollekte abwählen/ })).toBeNull();
    expect(
      within(ordered as HTMLElement).getByRole('button', {
        name: 'Beleg herunterladen: Bezirkskollekte Jugendarbeit',
      }),
    ).toBeTruthy();
    fireEvent.click(within(ordered as HTMLElement).getByRole('button', { name: /^Überweisung bestätigen/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Überweisung bestätigen' });
    expect(confirm.textContent).toContain(
      'Haben Sie 1.234,50\u00a0€ an Ev. Kirchenbezirk Neckartal überwiesen?',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ja, überwiesen' }));
    await waitFor(() => expect(sent('PATCH disbursementorder/order/2/confirm_transfer/')).toHaveLength(1));
  });

  it('downloads the PDF of a closed order with the signed-in token', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const document = {
      name: 'Kollektenweiterleitung-2.pdf',
      url: 'https://api.example.org/api/v2/disbursementorder/disbursement/2/download/',
    };
    const { sent } = renderPage({
      [ORDERS]: {
        body: [
          makeOrder({
            id: 2,
            state: 'ready',
            stop_cash_payments: CLOSED,
            disbursement: { documents: [document] },
          }),
        ],
      },
      'GET disbursementorder/disbursement/2/download/': { body: '%PDF-1.7' },
    });
    const [row] = await findRows();
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: /^Beleg herunterladen:/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(sent('GET disbursementorder/disbursement/2/download/')).toHaveLength(1);
  });

  it('shows the spec’s text without the permission, and when the server answers 403', async () => {
    renderPage({}, makeDisbursementOrganization('parish', ['READ', 'READ_ORG_DATA']));
    const text =
      'Sie haben nicht ausreichend Rechte, um diese Seite anzuzeigen. Wenden Sie sich an Ihren Administrator.';
    expect(await screen.findByText(text)).toBeTruthy();
    cleanup();
    renderPage({ [ORDERS]: { status: 403, body: { detail: 'verboten' } } });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(messageStore.getState().error).toBeNull();
  });
});

describe("the submenu entry 'Kollektenweiterleitung' (administration.md §2: disbursement feature and level)", () => {
  it.each([
    ['parish', ['DisbursementOrderFeature'], true],
    ['other', ['DisbursementOrderFeature'], true],
    ['district', ['DisbursementOrderFeature'], true],
    ['region', ['DisbursementOrderFeature'], true],
    ['country', ['DisbursementOrderFeature'], false],
    ['parish', [], false],
  ] as const)('%s with %j → shown: %s', async (level, features, isShown) => {
    const { submenuEntries } = await import('../../organizations/components/OrganizationSubmenu');
    const entry = submenuEntries({ permissions: ['READ'], level, valid_features: [...features] }).find(
      (candidate) => candidate.key === 'disbursementOrders',
    );
    expect(entry !== undefined).toBe(isShown);
    if (entry) expect(entry.isEnabled).toBe(true);
  });
});
