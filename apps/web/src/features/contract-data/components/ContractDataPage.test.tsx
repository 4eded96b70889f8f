// @vitest-environment happy-dom
import type { Contract, OrganizationAddress, OrganizationDetail } from '@kollekta/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { makeLauffen } from '../../../test-support/planning-fixtures';
import { renderRoutes } from '../../../test-support/render';
import { messageStore } from '../../message-bars';
import { sessionStore } from '../../session';
import { ContractDataPage } from './ContractDataPage';

const API = 'http://localhost/api/v2/';

const address = (patch: Partial<OrganizationAddress>): OrganizationAddress => ({
  id: 1,
  url: `${API}address/1/`,
  organization: `${API}organization/4/`,
  organization_id: 4,
  type: 'primary',
  name: 'Ev. Kirchengemeinde Lauffen',
  supplement: 'Evangelisches Pfarramt',
  address: 'Kirchbergstraße 12',
  postcode: '74348',
  locality: 'Lauffen am Neckar',
  country: 'DE',
  valid_from: '2024-08-31T22:00:00.000Z',
  valid_notafter: null,
  is_ended: false,
  ...patch,
});

const ADDRESSES = [
  address({ id: 1 }),
  address({
    id: 2,
    address: 'Bahnhofstraße 8',
    valid_from: '2019-12-31T23:00:00.000Z',
    valid_notafter: '2024-08-31T22:00:00.000Z',
    is_ended: true,
  }),
  address({ id: 3, type: 'billing', supplement: 'Kirchenpflege' }),
];

const CONTRACT: Contract = {
  id: 9,
  url: `${API}contract/9/`,
  organization: `${API}organization/4/`,
  organization_id: 4,
  type: 'op',
  sepadd_active: true,
  billing_plan: `${API}billing/manage/plan/2/`,
  current_billing: {
    id: 5,
    contract: `${API}contract/9/`,
    billing_plan: `${API}billing/manage/plan/2/`,
    billing_plan_id: 2,
    billing_plan_name: 'Gemeinde Komfort',
    valid_from: '2024-01-01',
    valid_notafter: '2027-12-31',
  },
};

function renderPage(
  detail: OrganizationDetail,
  isSuperuser: boolean,
  answers: Parameters<typeof mockFetch>[0] = {},
) {
  const user = makeUser({ is_superuser: isSuperuser });
  sessionStore.signIn('token', user);
  const mock = mockFetch({
    'GET organization/': { body: [detail] },
    'GET organization/4/': { body: detail },
    'GET user/me/': { body: user },
    'GET address/': { body: ADDRESSES },
    'GET organization/4/identifiers/': {
      body: [{ type: 'kro_number', value: 'KRO-74348-01', source: 'identifier' }],
    },
    'GET contract/': { body: [CONTRACT] },
    'GET contract/9/billing/': { body: [CONTRACT.current_billing] },
    'GET organization/4/donation_receipt_configurations/': { body: [] },
    'GET billing/manage/plan/': { body: [] },
    ...answers,
  });
  renderRoutes(
    [
      {
        path: '/o/:id',
        handle: { name: ORGANIZATION_ROUTE_NAME },
        children: [{ path: 'details', element: <ContractDataPage /> }],
      },
    ],
    '/o/4/details',
  );
  return mock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Vertragsdaten (administration.md §2 "Contract data")', () => {
  const administrator = () =>
    makeLauffen({ is_writable: true, permissions: ['READ', 'READ_ORG_DATA', 'WRITE_ORG_DATA'] });

  it('shows the addresses in display order, the ended one marked, billing locked for a parish administrator', async () => {
    renderPage(administrator(), false);
    const addresses = await screen.findByRole('region', { name: 'Adressen' });
    await waitFor(() => expect(within(addresses).getAllByTestId('address-entry')).toHaveLength(3));
    const entries = within(addresses).getAllByTestId('address-entry');
    expect(entries.map((entry) => entry.getAttribute('data-ended'))).toEqual(['false', 'true', 'false']);
    expect(within(entries[1] as HTMLElement).getByText('Beendet')).toBeTruthy();
    expect(within(addresses).getByRole('button', { name: 'Hauptadresse ändern' })).toBeTruthy();
    expect(within(addresses).queryByRole('button', { name: 'Rechnungsadresse ändern' })).toBeNull();
    expect(within(addresses).getByText('Rechnungsadressen ändert nur der Plattform-Betreiber.')).toBeTruthy();
    // switches, customer number and billing are read-only
    const switches = within(screen.getByRole('region', { name: 'Optionen' })).getAllByRole('switch');
    expect(switches.every((item) => (item as HTMLInputElement).disabled)).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Kundennummer' })).queryByRole('textbox')).toBeNull();
    const billing = screen.getByRole('region', { name: 'Vertrag und Abrechnung' });
    expect(await within(billing).findByText('Gemeinde Komfort')).toBeTruthy();
    expect(within(billing).queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it('changes an address: German field errors first, then the change is sent and announced', async () => {
    const { sent } = renderPage(administrator(), false, {
      'PATCH address/1/': { body: address({ id: 4, address: 'Kirchbergstraße 14' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hauptadresse ändern' }));
    const dialog = screen.getByRole('dialog', { name: 'Adresse ändern' });
    const postcode = within(dialog).getByLabelText(/Postleitzahl/);
    fireEvent.change(postcode, { target: { value: '7434' } });
    fireEvent.blur(postcode);
    expect(within(dialog).getByText('Eine deutsche Postleitzahl hat genau 5 Ziffern.')).toBeTruthy();
    fireEvent.change(postcode, { target: { value: '74348' } });
    fireEvent.change(within(dialog).getByLabelText(/Straße und Hausnummer/), {
      target: { value: 'Kirchbergstraße 14' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent('PATCH address/1/')).toHaveLength(1));
    expect(sent('PATCH address/1/')[0]?.body).toMatchObject({
      address: 'Kirchbergstraße 14',
      postcode: '74348',
    });
    await waitFor(() =>
      expect(messageStore.getState().success).toBe('Adresse wurde erfolgreich aktualisiert'),
    );
  });

  it('puts the server’s field errors at their field', async () => {
    renderPage(administrator(), false, {
      'PATCH address/1/': { status: 400, body: { locality: ['Bitte geben Sie den Ort an.'] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hauptadresse ändern' }));
    const dialog = screen.getByRole('dialog', { name: 'Adresse ändern' });
    fireEvent.change(within(dialog).getByLabelText(/Zusatz/), { target: { value: 'Pfarrbüro' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte geben Sie den Ort an.')).toBeTruthy();
    expect(messageStore.getState().error).toBe('Fehler beim Speichern der Adresse');
  });

  it('lets a superuser change the billing plan; save only once something changed', async () => {
    const plans = [
      {
        id: 1,
        url: `${API}billing/manage/plan/1/`,
        name: 'Gemeinde Basis',
        type: 'monthly',
        conditions: [],
        contract_count: 6,
      },
      {
        id: 2,
        url: `${API}billing/manage/plan/2/`,
        name: 'Gemeinde Komfort',
        type: 'monthly',
        conditions: [],
        contract_count: 1,
      },
    ];
    const { sent } = renderPage(administrator(), true, {
      'GET billing/manage/plan/': { body: plans },
      'PATCH contract/9/billing/': { body: { ...CONTRACT.current_billing, billing_plan_id: 1 } },
    });
    const billing = await screen.findByRole('region', { name: 'Vertrag und Abrechnung' });
    const save = (await within(billing).findByRole('button', { name: 'Speichern' })) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(billing).getByRole('switch'));
    expect(save.disabled).toBe(false);
    fireEvent.click(within(billing).getByRole('switch'));
    expect(save.disabled).toBe(true);
    fireEvent.mouseDown(await within(billing).findByRole('combobox', { name: 'Abrechnungsplan' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gemeinde Basis (Monatlich)' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(sent('PATCH contract/9/billing/')).toHaveLength(1));
    expect(sent('PATCH contract/9/billing/')[0]?.body).toEqual({ id: 5, billing_plan: plans[0]?.url });
    await waitFor(() => expect(messageStore.getState().success).toBe('Rechnungskonfiguration aktualisiert'));
  });
});
