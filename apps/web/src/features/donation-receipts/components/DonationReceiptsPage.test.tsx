// @vitest-environment happy-dom
import type { DonationReceiptRequest } from '@kollekta/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { renderRoutes } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { DonationReceiptsPage } from './DonationReceiptsPage';

const LIST = 'GET organization/4/donation_receipts/';

const request = (patch: Partial<DonationReceiptRequest> = {}): DonationReceiptRequest => ({
  id: 11,
  person_data: {
    first_name: 'Jörg',
    last_name: 'Weißmüller',
    street: 'Hauptstraße 5',
    postal_code: '74348',
    city: 'Lauffen am Neckar',
  },
  purpose: { name: 'Neue Orgel' },
  payments: [{ id: 'p1', amount: '1250.50', created_at: '2026-03-02T09:00:00.000Z' }],
  amount: '1250.50',
  currency: 'EUR',
  receipt: {
    id: 7,
    url: 'donation_receipt/7/',
    number: 'ZB-2026-00007',
    file_name: 'ZB-2026-00007.pdf',
    created_at: '2026-03-03T09:00:00.000Z',
    first_download: null,
    archived: false,
    replaces: null,
  },
  archive: false,
  state: 'issued',
  organization: { id: 4, name: 'Ev. Kirchengemeinde Lauffen' },
  created_at: '2026-03-02T09:00:00.000Z',
  ...patch,
});

const ISSUED = request().receipt as NonNullable<DonationReceiptRequest['receipt']>;

const page = (results: DonationReceiptRequest[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

function renderPage(answers: Parameters<typeof mockFetch>[0]) {
  const fetched = mockFetch(answers);
  renderRoutes(
    [
      {
        path: '/o/:id',
        handle: { name: ORGANIZATION_ROUTE_NAME },
        children: [{ path: 'donation-receipts', element: <DonationReceiptsPage /> }],
      },
    ],
    '/o/4/donation-receipts',
  );
  return fetched;
}

beforeEach(() => sessionStore.signIn('token', makeUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Zuwendungsbestätigungen (administration.md §2 "Lists")', () => {
  it('shows each row with its status text, donor, amount and number', async () => {
    renderPage({
      [LIST]: {
        body: page([
          request(),
          request({ id: 12, state: 'payment_pending', receipt: null }),
          request({ id: 13, state: 'not_required', receipt: null, amount: '20.00' }),
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Zuwendungsbestätigungen' });
    await within(table).findByText('Ungeöffnet');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Ungeöffnet');
    expect(rows[0]?.textContent).toContain('Jörg Weißmüller');
    expect(rows[0]?.textContent).toContain('74348 Lauffen am Neckar');
    expect(rows[0]?.textContent).toMatch(/1\.250,50\s€/);
    expect(rows[0]?.textContent).toContain('ZB-2026-00007');
    expect(rows[1]?.textContent).toContain('Warte auf Zahlungseingang');
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Herunterladen/ })).toBeNull();
    expect(rows[2]?.textContent).toContain('genügt der Kontoauszug als Nachweis');
  });

  it('downloads the PDF and then shows who opened it first', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let isDownloaded = false;
    const { sent } = renderPage({
      [LIST]: () => ({
        body: page([
          request(
            isDownloaded
              ? {
                  receipt: {
                    ...ISSUED,
                    first_download: { date: '2026-11-20T10:00:00.000Z', user: 'Petra Schulz' },
                  },
                }
              : {},
          ),
        ]),
      }),
      'GET donation_receipt/7/download/': () => {
        isDownloaded = true;
        return { body: '%PDF-1.7' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Herunterladen: ZB-2026-00007' }));
    expect(await screen.findByText('Heruntergeladen am 20.11.2026 von Petra Schulz')).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(sent('GET donation_receipt/7/download/')).toHaveLength(1);
  });

  it('archives only after a confirmation that says it cannot be undone', async () => {
    const { sent } = renderPage({
      [LIST]: { body: page([request()]) },
      'POST donation_receipt/7/archive/': { body: { ...request().receipt, archived: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Archivieren: ZB-2026-00007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zuwendungsbestätigung archivieren' });
    expect(dialog.textContent).toContain('Das kann nicht rückgängig gemacht werden.');
    expect(sent('POST donation_receipt/7/archive/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, archivieren' }));
    await waitFor(() => expect(sent('POST donation_receipt/7/archive/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('corrects the address; the server’s field message stands at its field', async () => {
    const { sent } = renderPage({
      [LIST]: { body: page([request()]) },
      'POST donation_receipt/7/correct/': {
        status: 400,
        body: { 'person_data.postal_code': ['Bitte eine Postleitzahl mit fünf Ziffern angeben.'] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Korrigieren: ZB-2026-00007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zuwendungsbestätigung korrigieren' });
    const city = within(dialog).getByLabelText(/^Ort/);
    fireEvent.change(city, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Neue Bestätigung erstellen' }));
    expect(await within(dialog).findByText('Bitte geben Sie den Ort an.')).toBeTruthy();
    expect(sent('POST donation_receipt/7/correct/')).toHaveLength(0);
    fireEvent.change(city, { target: { value: 'Lauffen' } });
    fireEvent.change(within(dialog).getByLabelText(/^Postleitzahl/), { target: { value: '74 34' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Neue Bestätigung erstellen' }));
    const message = await within(dialog).findByText('Bitte eine Postleitzahl mit fünf Ziffern angeben.');
    expect(
      within(dialog)
        .getByLabelText(/^Postleitzahl/)
        .getAttribute('aria-describedby'),
    ).toBe(message.id);
    expect(sent('POST donation_receipt/7/correct/')[0]?.body).toEqual({
      person_data: {
        first_name: 'Jörg',
        last_name: 'Weißmüller',
        street: 'Hauptstraße 5',
        postal_code: '74 34',
        city: 'Lauffen',
      },
    });
  });

  it('asks the server again with the year and state chosen', async () => {
    const { requests } = renderPage({ [LIST]: { body: page([request()]) } });
    await screen.findByRole('table', { name: 'Zuwendungsbestätigungen' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Archiviert' }));
    await waitFor(() =>
      expect(requests.some((sent) => sent.path === 'organization/4/donation_receipts/')).toBe(true),
    );
    const fetchMock = vi.mocked(fetch);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('state=archived'))).toBe(true),
    );
  });

  it('explains an empty list with the support contact', async () => {
    renderPage({ [LIST]: { body: page([]) } });
    expect(
      await screen.findByText(/erst, wenn die Zahlungsdaten mit dem Kontoauszug abgeglichen sind/),
    ).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: /support@kollekta\.example/ })).getAttribute('href'),
    ).toBe('mailto:support@kollekta.example');
    expect((screen.getByRole('button', { name: 'Excel-Export' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
