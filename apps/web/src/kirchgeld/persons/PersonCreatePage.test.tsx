// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PersonCreatePage from './PersonCreatePage';
import { personDetail, renderWithTenant, stubKirchgeldFetch } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NEW_ID = '4f0e2a5c-2222-4222-8222-222222222222';

function field(label: RegExp) {
  return screen.getByLabelText(label, { selector: 'input, textarea' });
}

function type(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

function saveButton() {
  return screen.getByRole('button', { name: 'Speichern' });
}

// §5 "Person creation": vornamen and geschlecht required for individuals, familienname always;
// invalid date text: 'Das eingegebene Datum ist ungültig'.
describe('creating a person', () => {
  it('checks each field as it is left and keeps saving disabled while invalid', async () => {
    const requests = stubKirchgeldFetch(() => ({ status: 500 }));
    renderWithTenant('/persons/create', '/persons/create', <PersonCreatePage />);
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.blur(field(/^Familienname/));
    expect(await screen.findByText('Verpflichtend')).toBeTruthy();
    type(/^Vornamen/, 'Greta');
    type(/^Familienname/, 'Gründlich');
    type(/^Geburtsdatum/, '31.02.1970');
    expect(await screen.findByText('Das eingegebene Datum ist ungültig')).toBeTruthy();
    type(/^Geburtsdatum/, '17.05.1970');
    await waitFor(() => expect(screen.queryByText('Das eingegebene Datum ist ungültig')).toBeNull());
    // geschlecht is still missing
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(requests).toEqual([]);
  }, 20_000);

  it('sends the person with days as YYYY-MM-DD and opens it', async () => {
    const requests = stubKirchgeldFetch((request) =>
      request.method === 'POST'
        ? { status: 201, body: personDetail(NEW_ID, { vornamen: 'Greta', familienname: 'Gründlich' }) }
        : { status: 404, body: { detail: 'Diese Person gibt es nicht.' } },
    );
    const view = renderWithTenant('/persons/create', '/persons/create', <PersonCreatePage />);
    type(/^Vornamen/, 'Greta');
    type(/^Familienname/, 'Gründlich');
    type(/^Geburtsdatum/, '7.5.1970');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Geschlecht/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'weiblich' }));
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.path).toBe('tenant/7/person/');
    expect(sent?.body).toMatchObject({
      type: 'individual',
      data: {
        vornamen: 'Greta',
        familienname: 'Gründlich',
        geschlecht: 'w',
        geburtsdatum: '1970-05-07',
        plz: null,
      },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/persons/detail/${NEW_ID}`));
  }, 20_000);

  it('asks a company only for its name and shows the server refusal at the field', async () => {
    stubKirchgeldFetch(() => ({ status: 400, body: { 'data.familienname': ['Verpflichtend'] } }));
    renderWithTenant('/persons/create', '/persons/create', <PersonCreatePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Firma' }));
    expect(screen.queryByLabelText(/^Vornamen/)).toBeNull();
    type(/^Name der Firma/, 'Autohaus Weber GmbH');
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Verpflichtend')).toBeTruthy();
  }, 20_000);
});
