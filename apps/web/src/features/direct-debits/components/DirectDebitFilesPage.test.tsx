// @vitest-environment happy-dom
import type { DirectDebitFile, DirectDebitRun } from '@kollekta/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { type MockAnswer, mockFetch } from '../../../test-support/fetch-mock';
import { renderRoutes } from '../../../test-support/render';
import { DirectDebitFilesPage } from './DirectDebitFilesPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function file(patch: Partial<DirectDebitFile> = {}): DirectDebitFile {
  return {
    id: 7,
    url: 'http://localhost/api/v2/payment/direct_payment_pain_file/7/',
    organization: 'http://localhost/api/v2/organization/4/',
    organization_id: 4,
    file_name: '2026-11-20_11-00_Lastschriften Ev. Kirchengemeinde Lauffen.xml',
    download_url: 'http://localhost/api/v2/payment/direct_payment_pain_file/7/download/',
    created_at: '2026-11-20T10:00:00.000Z',
    number_of_transactions: 12,
    control_sum: '1234.50',
    processed: false,
    processed_at: null,
    collected_at: null,
    ...patch,
  };
}

function run(patch: Partial<DirectDebitRun> = {}): DirectDebitRun {
  return {
    id: 'a0',
    state: 'completed',
    progress: { done: 1, total: 1 },
    error: null,
    created_at: '2026-11-20T09:59:00.000Z',
    completed_at: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

function renderPage(answers: Record<string, MockAnswer>) {
  const mocked = mockFetch({
    'GET payment/direct_payment_pain_file/run/': { body: [] },
    ...answers,
  });
  renderRoutes(
    [
      {
        path: '/o/:id',
        handle: { name: ORGANIZATION_ROUTE_NAME },
        children: [{ path: 'directdebits', element: <DirectDebitFilesPage /> }],
      },
    ],
    '/o/4/directdebits',
  );
  return mocked;
}

describe('Lastschriftdateien', () => {
  it('lists the files with German date and amount, and shows processed ones as already downloaded', async () => {
    renderPage({
      'GET payment/direct_payment_pain_file/': {
        body: [
          file(),
          file({
            id: 6,
            processed: true,
            processed_at: '2026-11-13T10:00:00.000Z',
            control_sum: '5.00',
            number_of_transactions: 1,
            created_at: '2026-11-13T07:30:00.000Z',
          }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Lastschriftdateien' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('20.11.2026 11:00');
    expect(rows[1]?.textContent).toContain('1.234,50\u00a0€');
    expect(rows[1]?.textContent).toContain('Neu');
    expect(rows[2]?.textContent).toContain('13.11.2026 08:30');
    expect(rows[2]?.textContent).toContain('Bereits heruntergeladen');
  });

  it('downloads a file and then marks it processed', async () => {
    const createObjectURL = vi.fn(() => 'blob:xml');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let processed = false;
    const { sent } = renderPage({
      'GET payment/direct_payment_pain_file/': () => ({ body: [file({ processed })] }),
      'GET payment/direct_payment_pain_file/7/download/': { body: '<Document/>' },
      'PATCH payment/direct_payment_pain_file/7/': () => {
        processed = true;
        return { body: file({ processed: true, processed_at: '2026-11-20T10:05:00.000Z' }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Herunterladen:/ }));
    await waitFor(() => expect(sent('PATCH payment/direct_payment_pain_file/7/')).toHaveLength(1));
    expect(sent('PATCH payment/direct_payment_pain_file/7/')[0]?.body).toEqual({ processed: true });
    expect(sent('GET payment/direct_payment_pain_file/7/download/')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalled();
    expect(await screen.findByText('Bereits heruntergeladen')).toBeTruthy();
  });

  it('confirms a downloaded file as collected after asking, and shows the day', async () => {
    let collectedAt: string | null = null;
    const downloaded = { processed: true, processed_at: '2026-11-20T10:05:00.000Z' };
    const { sent } = renderPage({
      'GET payment/direct_payment_pain_file/': () => ({
        body: [file({ ...downloaded, collected_at: collectedAt })],
      }),
      'POST payment/direct_payment_pain_file/7/collected/': () => {
        collectedAt = '2026-11-23T09:00:00.000Z';
        return { body: file({ ...downloaded, collected_at: collectedAt }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Eingezogen bestätigen:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Einzug bestätigen' });
    expect(dialog.textContent).toContain('die 12 Lastschriften über 1.234,50\u00a0€');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, eingezogen' }));
    expect(await screen.findByText('Eingezogen am 23.11.2026')).toBeTruthy();
    expect(sent('POST payment/direct_payment_pain_file/7/collected/')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Eingezogen bestätigen:/ })).toBeNull();
  });

  it('starts a run, disabled while it is sent and while the run goes, and shows its progress', async () => {
    let runs: DirectDebitRun[] = [];
    const { sent } = renderPage({
      'GET payment/direct_payment_pain_file/': { body: [] },
      'GET payment/direct_payment_pain_file/run/': () => ({ body: runs }),
      'POST payment/direct_payment_pain_file/run/': () => {
        runs = [run({ state: 'active', progress: { done: 1, total: 3 }, completed_at: null })];
        return { status: 201, body: runs[0] };
      },
    });
    expect(await screen.findByText('Es gibt noch keine Lastschriftdateien.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Dateien jetzt erstellen' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(await screen.findByText('Lastschriftdateien werden erstellt …')).toBeTruthy();
    expect(screen.getByText('1 von 3 Gläubigern')).toBeTruthy();
    expect(button.disabled).toBe(true);
    expect(sent('POST payment/direct_payment_pain_file/run/')[0]?.body).toEqual({ organization: 4 });
  });
});

describe("the submenu entry 'Lastschriftdateien' (administration.md: only if direct-debit files exist)", () => {
  it.each([
    [true, true],
    [false, false],
  ])('files exist: %s → shown and linked: %s', async (hasFiles, isShown) => {
    const { submenuEntries } = await import('../../organizations/components/OrganizationSubmenu');
    const entries = submenuEntries(
      { permissions: ['WRITE_ORG_DATA', 'READ'], level: 'parish' },
      undefined,
      hasFiles,
    );
    const entry = entries.find((candidate) => candidate.key === 'directDebits');
    expect(entry !== undefined).toBe(isShown);
    if (entry) expect(entry.isEnabled).toBe(true);
  });
});
