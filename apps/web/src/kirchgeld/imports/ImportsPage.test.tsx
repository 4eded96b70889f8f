// @vitest-environment happy-dom
import type { KgDataImport } from '@kollekta/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTenant, stubKirchgeldFetch, TEST_TENANT } from '../persons/test-fixtures';
import ImportsPage from './ImportsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function dataImport(
  id: number,
  overrides: Partial<KgDataImport['processing_state']>,
  state: KgDataImport['state'],
) {
  return {
    id,
    url: `${TEST_TENANT.url}data_import/${id}/`,
    created_at: '2026-10-26T09:30:00.000Z',
    state,
    file_name: `meldewesen-${id}.csv`,
    file_size: 1234,
    encoding: 'windows-1252',
    finished_at: null,
    processing_state: {
      duration: 12.5,
      input_lines: 3012,
      married: 4,
      created: 20,
      changed: 35,
      unchanged: 2950,
      ended: 7,
      errors: [],
      error_count: 0,
      warnings: [],
      progress: { done: 3000, total: 3000 },
      detail: null,
      ...overrides,
    },
  } satisfies KgDataImport;
}

// §2 "Imports": file upload plus history table; §5 'Bitte Datei auswählen'
describe('registry imports page', () => {
  it('shows the history with its counts and opens a row to its broken lines and notes', async () => {
    stubKirchgeldFetch(() => ({
      body: {
        count: 2,
        next: null,
        previous: null,
        results: [
          dataImport(
            2,
            {
              error_count: 1,
              errors: [{ line: 17, message: 'Zeile 17: Familienname fehlt.' }],
              warnings: ['Unbekannte Spalten werden ignoriert: „hobby“'],
            },
            'finished',
          ),
          dataImport(1, { progress: { done: 500, total: 3000 }, duration: 3 }, 'running'),
        ],
      },
    }));
    renderWithTenant('/imports', '/imports', <ImportsPage />);
    const table = await screen.findByRole('table', { name: 'Bisherige Importe' });
    const finished = within(table).getByText('meldewesen-2.csv').closest('tr') as HTMLElement;
    expect(within(finished).getByText('Abgeschlossen')).toBeTruthy();
    expect(within(finished).getByText('3.012')).toBeTruthy();
    expect(within(finished).getByText('13 s')).toBeTruthy();
    expect(within(table).getByText('500 von 3.000 Personen')).toBeTruthy();

    fireEvent.click(within(finished).getByRole('button', { name: 'Einzelheiten anzeigen' }));
    expect(await screen.findByText('Zeile 17: Familienname fehlt.')).toBeTruthy();
    expect(screen.getByText('Unbekannte Spalten werden ignoriert: „hobby“')).toBeTruthy();
    expect(screen.getByText(/Zeichensatz: Windows-1252/)).toBeTruthy();
  });

  it("asks for a file when 'Hochladen' is pressed without one", async () => {
    const requests = stubKirchgeldFetch(() => ({
      body: { count: 0, next: null, previous: null, results: [] },
    }));
    renderWithTenant('/imports', '/imports', <ImportsPage />);
    expect(await screen.findByText('Noch keine Importe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(screen.getByText('Bitte Datei auswählen')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
