// @vitest-environment happy-dom
import type { RecurringPayment } from '@kollekta/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { renderRoutes } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { RecurringPaymentsPage } from './RecurringPaymentsPage';

const API = 'http://localhost/api/v2/';

const gift = (patch: Partial<RecurringPayment> = {}): RecurringPayment => ({
  id: 11,
  url: `${API}payment/recurring_payment/11/`,
  created_at: '2026-11-18T09:00:00.000Z',
  schedule: 'monthly',
  email: 'anna@spender.example',
  name: 'Anna Test',
  plan: { id: 5, url: `${API}collection_plan/5/`, name: 'Neue Orgel' },
  amount: '25.00',
  currency: 'EUR',
  collection_name: 'Neue Orgel',
  collection_type: 'donation',
  state: 'active',
  cancelled_at: null,
  organization: { id: 4, url: `${API}organization/4/`, name: 'Ev. Kirchengemeinde Lauffen' },
  can_cancel: true,
  ...patch,
});

const page = (results: RecurringPayment[]) => ({
  count: results.length,
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
        children: [{ path: 'recurring-donations', element: <RecurringPaymentsPage /> }],
      },
    ],
    '/o/4/recurring-donations',
  );
  return fetched;
}

beforeEach(() => sessionStore.signIn('token', makeUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Übersicht über Ihre Dauerspenden (administration.md §2 "Lists", §8)', () => {
  it('lists the recurring donations with the entity’s columns in German', async () => {
    const { sent } = renderPage({
      'GET payment/recurring_payment/': {
        body: page([
          gift(),
          gift({
            id: 12,
            name: 'Bernd Test',
            email: null,
            schedule: 'yearly',
            amount: '120.00',
            state: 'cancelled',
            cancelled_at: '2026-11-19T10:00:00.000Z',
            can_cancel: false,
          }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Übersicht über Ihre Dauerspenden' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Übersicht über Ihre Dauerspenden' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Eingerichtet am',
      'Spender/in und E-Mail-Adresse',
      'Sammlungszweck',
      'Art',
      'Betrag',
      'Intervall',
      'Status',
    ]);
    const anna = (await within(table).findByText('Anna Test')).closest('tr') as HTMLElement;
    expect(anna.textContent).toContain('18.11.2026');
    expect(anna.textContent).toContain('anna@spender.example');
    expect(anna.textContent).toContain('Spendenzweck');
    expect(anna.textContent).toMatch(/25,00\s€/);
    expect(anna.textContent).toContain('monatlich');
    expect(anna.textContent).toContain('Aktiv');
    const bernd = within(table).getByText('Bernd Test').closest('tr') as HTMLElement;
    expect(bernd.textContent).toContain('Keine Angabe');
    expect(bernd.textContent).toContain('jährlich');
    expect(bernd.textContent).toContain('Beendet am 19.11.2026');
    // a stopped gift cannot be stopped again
    expect(within(bernd).queryByRole('button')).toBeNull();
    expect(sent('GET payment/recurring_payment/')[0]?.path).toBe('payment/recurring_payment/');
  });

  it('stops a gift after the confirmation: the button waits for the answer, the snackbar says so', async () => {
    let answer: (value: { status?: number; body?: unknown }) => void = () => undefined;
    let listCalls = 0;
    const fetched = mockFetch({
      'GET payment/recurring_payment/': () => {
        listCalls += 1;
        return { body: page([gift(listCalls > 1 ? { state: 'cancelled', can_cancel: false } : {})]) };
      },
    });
    // the cancel answers only when the test says so, to see the dialog while it is sent
    const base = fetched.fetchMock.getMockImplementation();
    const posted: string[] = [];
    fetched.fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        posted.push(new URL(String(input), 'http://localhost').pathname);
        const { status = 200, body } = await new Promise<{ status?: number; body?: unknown }>((resolve) => {
          answer = resolve;
        });
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return (base as NonNullable<typeof base>)(input, init);
    });
    renderRoutes(
      [
        {
          path: '/o/:id',
          handle: { name: ORGANIZATION_ROUTE_NAME },
          children: [{ path: 'recurring-donations', element: <RecurringPaymentsPage /> }],
        },
      ],
      '/o/4/recurring-donations',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Dauerspende von Anna Test beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dauerspende beenden?' });
    expect(dialog.textContent).toMatch(
      /Möchten Sie die Dauerspende von Anna Test über 25,00\s€ \(monatlich\) für „Neue Orgel“ wirklich beenden\?/,
    );
    const confirm = within(dialog).getByRole('button', { name: 'Dauerspende beenden' });
    fireEvent.click(confirm);
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(true));
    expect((within(dialog).getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() => expect(posted).toEqual(['/api/v2/payment/recurring_payment/11/cancel/']));
    answer({ body: gift({ state: 'cancelled', can_cancel: false }) });
    expect(await screen.findByText('Die Dauerspende wurde erfolgreich beendet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Dauerspende von Anna Test beenden' })).toBeNull(),
    );
  });

  it('says when stopping went wrong', async () => {
    renderPage({
      'GET payment/recurring_payment/': { body: page([gift()]) },
      'POST payment/recurring_payment/11/cancel/': {
        status: 409,
        body: { detail: 'Diese Dauerspende wurde bereits beendet.' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dauerspende von Anna Test beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dauerspende beenden?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dauerspende beenden' }));
    expect(
      await screen.findByText('Bei der Beendigung der Dauerspende ist etwas schief gelaufen'),
    ).toBeTruthy();
  });

  it('says when there are none', async () => {
    renderPage({ 'GET payment/recurring_payment/': { body: page([]) } });
    expect(await screen.findByText('Es gibt noch keine Dauerspenden.')).toBeTruthy();
  });
});
