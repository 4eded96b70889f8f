// @vitest-environment happy-dom
import type { OrganizationDetail } from '@kollekta/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { mockFetch } from '../../../test-support/fetch-mock';
import { districtAdminOrganizations, makeUser } from '../../../test-support/fixtures';
import { renderRoutes } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { OrganizationArea } from './OrganizationArea';
import { OrganizationOverview } from './OrganizationOverview';
import { submenuEntries } from './OrganizationSubmenu';

const [, , district, lauffen, flein] = districtAdminOrganizations;
if (!district || !lauffen || !flein) throw new Error('fixture changed');

const districtDetail: OrganizationDetail = {
  ...district,
  children: [
    { id: 4, url: lauffen.url, name: lauffen.name, level: 'parish' },
    { id: 5, url: flein.url, name: '', level: 'parish' },
  ],
  locations: [],
  settings_local: {},
  settings_inherit: {},
  datev_creditor: '10042',
  contacts: [],
  features: [],
  valid_features: [],
};

function renderArea(path: string) {
  return renderRoutes(
    [
      {
        path: '/o/:id',
        handle: { name: ORGANIZATION_ROUTE_NAME },
        element: <OrganizationArea />,
        children: [{ index: true, element: <OrganizationOverview /> }],
      },
      { path: '/', element: <p>Startseite</p> },
    ],
    path,
  );
}

beforeEach(() => sessionStore.signIn('token', makeUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('organisation area (administration.md §2)', () => {
  it('shows the overview with breadcrumbs, submenu, children and customer number', async () => {
    mockFetch({
      'GET organization/': { body: districtAdminOrganizations },
      'GET organization/3/': { body: districtDetail },
    });
    renderArea('/o/3/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kirchenbezirk Neckartal' })).toBeTruthy();
    const crumbs = await screen.findByRole('navigation', { name: 'Übergeordnete Organisationen' });
    expect(within(crumbs).getByText('Prälatur Heilbronn')).toBeTruthy();
    expect(within(crumbs).queryByRole('link')).toBeNull(); // the user only sees the names above the district
    const children = screen.getByRole('list', { name: 'Unterorganisationen' });
    expect(
      within(children).getByRole('link', { name: 'Ev. Kirchengemeinde Lauffen' }).getAttribute('href'),
    ).toBe('/o/4/');
    expect(within(children).getByText('Unbekannte Organization')).toBeTruthy();
    expect(screen.getByText('10042')).toBeTruthy();
    expect(screen.getByText('Keine Orte hinterlegt')).toBeTruthy();
  });

  it('says when the organisation does not exist or is not visible', async () => {
    mockFetch({
      'GET organization/': { body: districtAdminOrganizations },
      'GET organization/77/': { status: 404, body: { detail: 'Nicht gefunden.' } },
    });
    renderArea('/o/77/');
    expect(
      await screen.findByText('Diese Organisation gibt es nicht oder Sie haben keinen Zugriff darauf.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Übersicht der Organisationen' }).getAttribute('href')).toBe(
      '/',
    );
  });
});

describe('submenuEntries', () => {
  it.each([
    [
      'parish admin',
      ['MANAGE_USERS', 'READ'],
      'parish',
      [
        'details',
        'users',
        'notifications',
        'locations',
        'book',
        'disbursementOrders',
        'invoicing',
        'overview',
      ],
    ],
    [
      'parish user',
      ['READ'],
      'parish',
      ['details', 'notifications', 'locations', 'book', 'disbursementOrders', 'invoicing', 'overview'],
    ],
    [
      'regional church',
      ['READ'],
      'country',
      ['details', 'notifications', 'locations', 'book', 'invoicing', 'overview'],
    ],
  ] as const)('%s', (_name, permissions, level, expected) => {
    const entries = submenuEntries({
      permissions: [...permissions],
      level,
      valid_features: ['DisbursementOrderFeature'],
    });
    expect(entries.map((entry) => entry.key)).toEqual(expected);
    // Only the pages that are built are enabled (the submenu hides the others): all of these are.
    expect(entries.filter((entry) => entry.isEnabled).map((entry) => entry.key)).toEqual(expected);
  });
});
