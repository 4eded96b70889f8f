// @vitest-environment happy-dom
import type { BillingDocument } from '@kollekta/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { type MockAnswer, mockFetch } from '../../../test-support/fetch-mock';
import { renderRoutes } from '../../../test-support/render';
import { BillingDocumentsPage } from './BillingDocumentsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function billingDocument(patch: Partial<BillingDocument> = {}): BillingDocument {
  return {
    id: 21,
    url: 'http://localhost/api/v2/billing_document/21/',
    download_url: 'http://localhost/api/v2/billing_document/21/download/',
    organization_id: 4,
    period_start: '2026-10-01',
    period_end: '2026-10-31',
    name: 'Rechnung_RE-2026-00011.pdf',
    type: 'invoice',
    label: 'Rechnung',
    number: 'RE-2026-00011',
    gross_total: '124.96',
    first_download: null,
    archived: false,
    ...patch,
  };
}

function renderPage(answers: Record<string, MockAnswer>) {
  mockFetch(answers);
  renderRoutes(
    [
      {
        path: '/o/:id',
        handle: { name: ORGANIZATION_ROUTE_NAME },
        children: [{ path: 'evaluation/invoicing', element: <BillingDocumentsPage /> }],
      },
    ],
    '/o/4/evaluation/invoicing',
  );
}

describe('Abrechnungen', () => {
  it('lists invoices and booking reports, newest period first, with amount and first download', async () => {
    renderPage({
      'GET billing/invoice/': {
        body: [
          billingDocument(),
          billingDocument({
            id: 19,
            period_start: '2026-09-01',
            period_end: '2026-09-30',
            number: 'RE-2026-00010',
            gross_total: '114.22',
            first_download: { date: '2026-10-02T08:00:00.000Z', user: 'gemeinde' },
          }),
        ],
      },
      'GET billing/export/booking_report': {
        body: [
          billingDocument({
            id: 22,
            type: 'booking-report',
            label: 'Abgleichliste',
            number: null,
            name: 'Abgleichliste_2026-10.xlsx',
          }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Abrechnungen' });
    const rows = within(table).getAllByRole('row').slice(1);
    // money is formatted with a no-break space before the euro sign
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'Oktober 2026RechnungRE-2026-00011124,96 €UngeöffnetHerunterladen',
      'Oktober 2026Abgleichliste–124,96 €UngeöffnetHerunterladen',
      'September 2026RechnungRE-2026-00010114,22 €Heruntergeladen am 02.10.2026 von gemeindeHerunterladen',
    ]);
    expect(within(table).getAllByRole('button', { name: /^Herunterladen:/ })).toHaveLength(3);
  });

  it('says when there are no billing documents yet', async () => {
    renderPage({ 'GET billing/invoice/': { body: [] }, 'GET billing/export/booking_report': { body: [] } });
    expect(await screen.findByText('Es sind noch keine Abrechnungen vorhanden.')).toBeTruthy();
  });
});
