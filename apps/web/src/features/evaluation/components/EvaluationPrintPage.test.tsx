// @vitest-environment happy-dom
import type { Payment } from '@kollekta/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { makeLauffen, makePlan } from '../../../test-support/planning-fixtures';
import { renderAt } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { EvaluationPrintPage } from './EvaluationPrintPage';

const payment = (id: number): Payment => ({
  id,
  url: `http://localhost/api/v2/payment/${id}/`,
  // one a day, newest first
  date: new Date(Date.UTC(2026, 10, 21 - id, 9)).toISOString(),
  amount: `${id}.00`,
  currency: 'EUR',
  state: 'completed',
  type: 'pos',
  online_payment_type: 'girocard',
  is_reconciled: true,
  fee_amount: '0.00',
  count: 1,
  device: null,
  collection_plan: { id: 12, url: 'http://localhost/api/v2/collection_plan/12/', name: 'Orgelsanierung' },
  collection_type: 'donation',
  collection_variant: null,
  dst_organization: { id: 4, url: 'http://localhost/api/v2/organization/4/', name: 'Lauffen' },
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

function renderPrintView(organization = makeLauffen()) {
  const print = vi.fn();
  const close = vi.fn();
  vi.stubGlobal('print', print);
  vi.stubGlobal('close', close);
  const fetched = mockFetch({
    'GET organization/4/': { body: organization },
    'GET collection_plan/12/': {
      body: makePlan(12, { name: 'Orgelsanierung', start: '2026-11-01T00:00:00.000Z', end: null }),
    },
    'GET organization/4/payments/': { body: Array.from({ length: 15 }, (_, index) => payment(index + 1)) },
  });
  renderAt('/o/4/print/12?recursive=false', '/o/:id/print/:collection', <EvaluationPrintPage />);
  return { ...fetched, print, close };
}

describe('the print view organization.print (planning.md §2)', () => {
  it('lists every single donation, prints once when the data is there, and closes after printing', async () => {
    const { print, close, requests } = renderPrintView();
    expect(await screen.findByRole('heading', { name: 'Auswertung: Orgelsanierung' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Einzelspenden' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(screen.getByText('Zeitraum: 01.11.2026 – 22.11.2026')).toBeTruthy();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const planCall = requests.find((request) => request.path === 'collection_plan/12/');
    expect(planCall).toBeTruthy();
    window.dispatchEvent(new Event('afterprint'));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('says so, and prints nothing, for someone who may not read the income', async () => {
    const { print } = renderPrintView(
      makeLauffen({ permissions: ['READ_NONSENSITIVE', 'READ_CPLAN_INHERITED'] }),
    );
    expect(await screen.findByText('Sie dürfen die Einnahmen dieser Organisation nicht sehen.')).toBeTruthy();
    expect(print).not.toHaveBeenCalled();
  });
});
