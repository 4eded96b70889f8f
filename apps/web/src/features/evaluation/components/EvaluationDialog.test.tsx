// @vitest-environment happy-dom
import type { Payment } from '@kollekta/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { renderAt } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { EvaluationDialog } from './EvaluationDialog';

const payment = (id: number, patch: Partial<Payment>): Payment => ({
  id,
  url: `http://localhost/api/v2/payment/${id}/`,
  date: '2026-11-01T09:30:00.000Z',
  amount: '10.00',
  currency: 'EUR',
  state: 'completed',
  type: 'pos',
  online_payment_type: 'girocard',
  is_reconciled: true,
  fee_amount: '0.00',
  count: 1,
  device: {
    id: 7,
    url: 'http://localhost/api/v2/device/7/',
    name: 'Klingelbeutel Nord',
    device_class: 'KB',
    type: 'peter',
  },
  collection_plan: { id: 12, url: 'http://localhost/api/v2/collection_plan/12/', name: 'Orgelsanierung' },
  collection_type: 'donation',
  collection_variant: null,
  dst_organization: { id: 4, url: 'http://localhost/api/v2/organization/4/', name: 'Lauffen' },
  ...patch,
});

beforeEach(() => {
  sessionStore.signIn('token', makeUser());
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDialog(payments: Payment[]) {
  const fetched = mockFetch({ 'GET organization/4/payments/': { body: payments } });
  renderAt(
    '/',
    '/',
    <EvaluationDialog
      organizationId={4}
      recursive={false}
      plan={{ id: 12, name: 'Orgelsanierung', start: '2026-10-31T23:00:00.000Z' }}
      onClose={() => {}}
    />,
  );
  return fetched;
}

describe('the evaluation of a collection (planning.md §2)', () => {
  it('reads the plan’s payments from its start, and says when nothing came in yet', async () => {
    const { requests } = renderDialog([]);
    const dialog = await screen.findByRole('dialog', { name: 'Auswertung: Orgelsanierung' });
    expect(
      await within(dialog).findByText('Für diesen Zweck ist (bisher) keine Spende eingegangen.'),
    ).toBeTruthy();
    const call = requests.find((request) => request.path === 'organization/4/payments/');
    expect(call).toBeTruthy();
    expect(within(dialog).getByText('Zeitraum: 01.11.2026 – 22.11.2026')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });

  it('counts, averages and lists single donations newest first, a reversed one struck through and left out', async () => {
    renderDialog([
      payment(1, { amount: '10.00', fee_amount: '0.12' }),
      payment(2, { amount: '25.50', date: '2026-11-08T10:00:00.000Z', online_payment_type: 'applepay' }),
      payment(3, { amount: '500.00', state: 'reversed', date: '2026-11-09T10:00:00.000Z' }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Auswertung: Orgelsanierung' });
    const figure = async (label: string) =>
      (await within(dialog).findByText(label))
        .closest('div')
        ?.querySelector('dd')
        ?.textContent?.replace(/\u00a0/g, ' ');
    expect(await figure('Gesamt')).toBe('35,50 €');
    expect(await figure('Anzahl Spenden')).toBe('2');
    expect(await figure('Durchschnitt')).toBe('17,75 €');
    expect(await figure('Höchste Einzelspende')).toBe('25,50 €');
    expect(await figure('Bester Tag')).toBe('So., 08.11.2026: 25,50 €');
    const rows = within(within(dialog).getByRole('table', { name: 'Einzelspenden' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.querySelector('td')?.textContent)).toEqual([
      '09.11.2026 11:00',
      '08.11.2026 11:00',
      '01.11.2026 10:30',
    ]);
    expect(rows[1]?.querySelector('s')?.textContent?.replace(/\u00a0/g, ' ')).toBe('500,00 €');
    expect(within(dialog).getByText(/0,12 € \(0,34 % der Spenden\)/)).toBeTruthy();
  });

  it('asks month by month going backwards until the plan start (planning.md §7), and prints in a window of its own', async () => {
    const { fetchMock } = mockFetch({ 'GET organization/4/payments/': { body: [] } });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderAt(
      '/',
      '/',
      <EvaluationDialog
        organizationId={4}
        recursive={false}
        plan={{ id: 12, name: 'Orgelsanierung', start: '2026-09-14T22:00:00.000Z', end: null }}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Auswertung: Orgelsanierung' });
    await within(dialog).findByText('Für diesen Zweck ist (bisher) keine Spende eingegangen.');
    expect(within(dialog).getByText('Zeitraum: 15.09.2026 – 22.11.2026')).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/payments/'))
      .map((url) => [url.searchParams.get('since'), url.searchParams.get('before')]);
    expect(asked).toEqual([
      ['2026-11-01', '2026-11-23'],
      ['2026-10-01', '2026-11-01'],
      ['2026-09-15', '2026-10-01'],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Drucken' }));
    expect(open).toHaveBeenCalledWith('#/o/4/print/12?recursive=false', '_blank');
  });
});
