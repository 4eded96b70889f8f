// @vitest-environment happy-dom
import type { SubscriberEntry } from '@kollekta/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { renderRoutes } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { InformationRequestsPage } from './InformationRequestsPage';

const entry = (patch: Partial<SubscriberEntry> = {}): SubscriberEntry => ({
  id: 3,
  created_at: '2026-11-19T08:30:00.000Z',
  email: 'erika@spender.example',
  name: 'Erika Mustermann',
  collection_name: 'Neue Orgel',
  collection_type: 'donation',
  amount: '25.00',
  currency: 'EUR',
  organization_name: 'Ev. Kirchengemeinde Lauffen',
  ...patch,
});

const page = (results: SubscriberEntry[], count = results.length) => ({
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
        children: [{ path: 'subscribers', element: <InformationRequestsPage /> }],
      },
    ],
    '/o/4/subscribers',
  );
  return fetched;
}

beforeEach(() => sessionStore.signIn('token', makeUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Übersicht über die Bitte nach weiteren Informationen (administration.md §2 "Lists")', () => {
  it('lists who asked for information, in German, paged on the server', async () => {
    const { sent } = renderPage({
      'GET organization/4/subscriber_details/': {
        body: page(
          [
            entry(),
            entry({
              id: 4,
              email: 'ohne@spender.example',
              name: null,
              collection_name: null,
              collection_type: null,
              amount: null,
            }),
          ],
          60,
        ),
      },
    });
    const table = await screen.findByRole('table', {
      name: 'Übersicht über die Bitte nach weiteren Informationen',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Datum', 'E-Mail-Adresse', 'Name', 'Sammlungszweck', 'Art', 'Betrag', 'Organisation']);
    const erika = (await within(table).findByText('erika@spender.example')).closest('tr') as HTMLElement;
    // 08:30 UTC is 09:30 in Berlin in November
    expect(erika.textContent).toContain('19.11.2026');
    expect(erika.textContent).toContain('09:30');
    expect(erika.textContent).toContain('Erika Mustermann');
    expect(erika.textContent).toContain('Spendenzweck');
    expect(erika.textContent).toMatch(/25,00\s€/);
    expect(within(table).getByText('Keine Angabe')).toBeTruthy();
    expect(sent('GET organization/4/subscriber_details/')).toHaveLength(1);
    // 60 entries, 50 to a page: the next page is asked of the server
    fireEvent.click(await screen.findByRole('button', { name: /nächsten? Seite/i }));
    await waitFor(() => expect(sent('GET organization/4/subscriber_details/')).toHaveLength(2));
  });

  it('downloads the Excel file; the button waits for it', async () => {
    const createObjectURL = vi.fn(() => 'blob:liste');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let deliver: () => void = () => undefined;
    const fetched = renderPage({ 'GET organization/4/subscriber_details/': { body: page([entry()]) } });
    const base = fetched.fetchMock.getMockImplementation();
    fetched.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('subscriber_details_xlsx')) {
        await new Promise<void>((resolve) => {
          deliver = resolve;
        });
        return new Response('PK\u0003\u0004', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition':
              'attachment; filename="2026-11-20_Informationsanforderungen.xlsx"; filename*=UTF-8\'\'2026-11-20_Informationsanforderungen.xlsx',
          },
        });
      }
      return (base as NonNullable<typeof base>)(input, init);
    });
    const button = await screen.findByRole('button', { name: 'Excel-Export' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const waiting = await screen.findByRole('button', { name: 'Wird erstellt …' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    deliver();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Excel-Export' })).toBeTruthy();
  });

  it('says when nobody asked yet, and offers no empty file', async () => {
    renderPage({ 'GET organization/4/subscriber_details/': { body: page([]) } });
    expect(await screen.findByText('Bisher hat niemand um weitere Informationen gebeten.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Excel-Export' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
