// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOKUP_COLUMNS_STORAGE_KEY } from './lookup-columns';
import PersonLookupPage from './PersonLookupPage';
import { listItem, renderWithTenant, stubKirchgeldFetch } from './test-fixtures';

const anna = listItem('0b6c3f1e-1111-4111-8111-111111111111', {
  vornamen: 'Anna',
  familienname: 'Müller',
  plz: '74348',
  kommune: 'Lauffen am Neckar',
  geburtsdatum: '1970-05-17',
});

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answerLookup() {
  return stubKirchgeldFetch((request) => {
    const search = request.search.get('search');
    const results = !search || 'anna müller'.includes(search.toLowerCase()) ? [anna] : [];
    return { body: { count: results.length, next: null, previous: null, results } };
  });
}

// §2 "Person lookup": search with 500 ms debounce, all / self-created / company, column selector kept locally
describe('person lookup', () => {
  it('searches only once the typing has rested for 500 ms', async () => {
    const requests = answerLookup();
    renderWithTenant('/persons/lookup', '/persons/lookup', <PersonLookupPage />);
    expect(await screen.findByText('Müller')).toBeTruthy();
    const typedAt = Date.now();
    const field = screen.getByLabelText('Suche');
    fireEvent.change(field, { target: { value: 'm' } });
    fireEvent.change(field, { target: { value: 'mü' } });
    fireEvent.change(field, { target: { value: 'müller' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.filter((request) => request.search.has('search'))).toEqual([]);
    await waitFor(() => expect(requests.filter((request) => request.search.has('search'))).toHaveLength(1), {
      timeout: 2000,
    });
    const searched = requests.find((request) => request.search.has('search'));
    expect(searched?.search.get('search')).toBe('müller');
    expect(searched?.path).toBe('tenant/7/person/');
    expect((searched?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(480);

    fireEvent.change(field, { target: { value: 'niemand' } });
    expect(await screen.findByText('Keine Personen gefunden.', undefined, { timeout: 3000 })).toBeTruthy();
  }, 20_000);

  it('says "mehr als 1.000" for a broad search counted only up to the cap, and pages within it', async () => {
    const requests = stubKirchgeldFetch(() => ({
      body: { count: 1000, count_is_lower_bound: true, next: 'next', previous: null, results: [anna] },
    }));
    renderWithTenant('/persons/lookup', '/persons/lookup', <PersonLookupPage />);
    expect(
      await screen.findByText(
        'Mehr als 1.000 Personen gefunden. Grenzen Sie die Suche ein, um weniger Treffer zu sehen.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('1–25 von mehr als 1.000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zur nächsten Seite' }));
    await waitFor(() => expect(requests.at(-1)?.search.get('offset')).toBe('25'));
  });

  it('asks for self-created persons and companies', async () => {
    const requests = answerLookup();
    renderWithTenant('/persons/lookup', '/persons/lookup', <PersonLookupPage />);
    await screen.findByText('Müller');
    fireEvent.click(screen.getByRole('button', { name: 'Firmen' }));
    await waitFor(() => expect(requests.at(-1)?.search.get('filter')).toBe('company'));
    fireEvent.click(screen.getByRole('button', { name: 'Selbst erfasst' }));
    await waitFor(() => expect(requests.at(-1)?.search.get('filter')).toBe('self_created'));
  });

  it('keeps the chosen columns in the browser', async () => {
    answerLookup();
    const first = renderWithTenant('/persons/lookup', '/persons/lookup', <PersonLookupPage />);
    await screen.findByText('Müller');
    const table = screen.getByRole('table', { name: 'Personensuche' });
    expect(within(table).getByRole('columnheader', { name: 'Geburtsdatum' })).toBeTruthy();
    expect(within(table).getByText('17.05.1970')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Spalten' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Geburtsdatum' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Konfession' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(within(table).queryByRole('columnheader', { name: 'Geburtsdatum' })).toBeNull(),
    );
    expect(within(table).getByRole('columnheader', { name: 'Konfession' })).toBeTruthy();
    const stored = JSON.parse(window.localStorage.getItem(LOOKUP_COLUMNS_STORAGE_KEY) ?? '[]');
    expect(stored).not.toContain('geburtsdatum');
    expect(stored).toContain('konfession');

    first.unmount();
    renderWithTenant('/persons/lookup', '/persons/lookup', <PersonLookupPage />);
    await screen.findByText('Müller');
    const again = screen.getByRole('table', { name: 'Personensuche' });
    expect(within(again).queryByRole('columnheader', { name: 'Geburtsdatum' })).toBeNull();
    expect(within(again).getByRole('columnheader', { name: 'Konfession' })).toBeTruthy();
  }, 20_000);

  it('opens a person by its row', async () => {
    answerLookup();
    const view = renderWithTenant('/persons/lookup', '/persons/lookup', <PersonLookupPage />);
    fireEvent.click(await screen.findByText('Müller'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/persons/detail/${anna.id}`));
  });
});
