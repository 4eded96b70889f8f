// @vitest-environment happy-dom
import { PERMISSIONS } from '@kollekta/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { districtAdminOrganizations, makeOrganization, makeUser } from '../../../test-support/fixtures';
import { renderRoutes } from '../../../test-support/render';
import { installTreeViewQueryShim } from '../../../test-support/tree-view-dom';
import { sessionStore } from '../../session';
import { HomePage } from './HomePage';

/** The node's own row, without the rows of its children. */
function nodeRow(id: number): HTMLElement {
  const row = screen.getByTestId(`org-node-${id}`).firstElementChild;
  if (!(row instanceof HTMLElement)) throw new Error(`node ${id} has no row`);
  return row;
}

function renderHome() {
  return renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      { path: '/o/:id', element: <p>Organisationsbereich</p> },
    ],
    '/',
  );
}

installTreeViewQueryShim();

beforeEach(() => {
  localStorage.clear();
  sessionStore.signIn('token', makeUser());
  sessionStore.updatePreferences({ levelFilter: 'all' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomePage (administration.md §2 "Home and organisation tree")', () => {
  it('links only the organisations the user interacts with, with their chips', async () => {
    mockFetch({
      'GET user/me/': { body: makeUser() },
      'GET organization/': { body: districtAdminOrganizations },
    });
    renderHome();
    await screen.findByTestId('org-node-3');
    expect(screen.getByTestId('org-tree')).toBeTruthy();
    expect(
      within(nodeRow(3)).getByRole('link', { name: 'Kirchenbezirk Neckartal' }).getAttribute('href'),
    ).toBe('/o/3/');
    const church = nodeRow(1);
    expect(within(church).queryByRole('link', { name: 'Evangelische Landeskirche am Neckar' })).toBeNull();
    expect(within(church).getByText('Evangelische Landeskirche am Neckar')).toBeTruthy();
    // the district is open at first: its parishes and their chips are shown
    const lauffen = nodeRow(4);
    expect(within(lauffen).getByText('2 Orte')).toBeTruthy();
    expect(within(lauffen).getByText('4 Benutzer')).toBeTruthy();
    expect(within(church).queryByText(/Orte$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neue Hauptorganisation' })).toBeNull();
  });

  it('filters from 3 characters on and keeps the level filter in the preferences', async () => {
    mockFetch({
      'GET user/me/': { body: makeUser() },
      'GET organization/': { body: districtAdminOrganizations },
    });
    renderHome();
    await screen.findByTestId('org-node-4');
    const search = screen.getByLabelText('Organisation suchen');
    fireEvent.change(search, { target: { value: 'Fl' } });
    expect(screen.queryByTestId('org-node-4')).not.toBeNull();
    fireEvent.change(search, { target: { value: 'Flein' } });
    await waitFor(() => expect(screen.queryByTestId('org-node-4')).toBeNull());
    expect(screen.getByTestId('org-node-5')).toBeTruthy();
    expect(screen.getByTestId('org-node-1')).toBeTruthy(); // the match stays in its place in the tree

    fireEvent.change(search, { target: { value: '' } });
    sessionStore.updatePreferences({ levelFilter: 'district' });
    await waitFor(() => expect(screen.queryByTestId('org-node-4')).toBeNull());
    expect(screen.getByTestId('org-node-3')).toBeTruthy();
    expect(screen.queryByTestId('org-node-1')).toBeNull();
  });

  it('offers superusers the creation actions, each opening the vertical stepper', async () => {
    const all = districtAdminOrganizations.map((organization) => ({
      ...organization,
      permissions: [...PERMISSIONS],
    }));
    mockFetch({
      'GET user/me/': { body: makeUser({ is_superuser: true }) },
      'GET organization/': { body: all },
    });
    sessionStore.signIn('token', makeUser({ is_superuser: true }));
    renderHome();
    await screen.findByTestId('org-node-3');
    fireEvent.click(screen.getByRole('button', { name: 'Neue Hauptorganisation' }));
    const rootDialog = await screen.findByRole('dialog', { name: 'Neue Hauptorganisation' });
    for (const step of ['Name', 'Adresse', 'Ebene', 'Währung'])
      expect(within(rootDialog).getByRole('tab', { name: step })).toBeTruthy();
    expect(within(rootDialog).getByRole('tab', { name: 'Übergeordnete Organisation optional' })).toBeTruthy();
    expect(within(rootDialog).getByRole('button', { name: 'Speichern' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(rootDialog).getByRole('button', { name: 'Abbrechen' }));

    fireEvent.click(within(nodeRow(3)).getByText('Unterorganisation anlegen'));
    const childDialog = await screen.findByRole('dialog', { name: /^Unterorganisation von/ });
    expect(within(childDialog).queryByRole('tab', { name: 'Währung' })).toBeNull();
    expect(within(childDialog).getByRole('tab', { name: 'Ebene' })).toBeTruthy();
  });

  it('goes straight to the one usable organisation', async () => {
    mockFetch({
      'GET user/me/': { body: makeUser() },
      'GET organization/': {
        body: [
          makeOrganization(1, 'Landeskirche', null),
          makeOrganization(4, 'Gemeinde', 1, { permissions: ['READ', 'MEMBER'] }),
        ],
      },
    });
    const { router } = renderHome();
    await waitFor(() => expect(router.state.location.pathname).toBe('/o/4/'));
  });
});
