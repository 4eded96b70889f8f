// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createHashRouter, Outlet, type RouteObject, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageBars } from '../features/message-bars';
import { useOrganizations } from '../features/organizations';
import { sessionStore } from '../features/session';
import { mockFetch } from '../test-support/fetch-mock';
import { makeUser } from '../test-support/fixtures';
import { type CreateRouter, renderRoutes } from '../test-support/render';
import { createQueryClient } from './query-client';
import { RootLayout } from './RootLayout';

function OrganizationCount() {
  const { data } = useOrganizations();
  const navigate = useNavigate();
  return (
    <>
      <p>{data ? `${data.length} Organisationen` : 'lädt'}</p>
      <button type="button" onClick={() => navigate('/admin/users')}>
        Zur Benutzerverwaltung
      </button>
    </>
  );
}

function renderShell(path: string, createRouter?: CreateRouter) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/login', handle: { name: 'login' }, element: <p>Anmeldeseite</p> },
          {
            handle: { requiresAuth: true },
            element: (
              <>
                <MessageBars />
                <Outlet />
              </>
            ),
            children: [
              { path: '/', handle: { name: 'home' }, element: <OrganizationCount /> },
              { path: '/admin/users', handle: { name: 'admin.users' }, element: <p>Benutzerverwaltung</p> },
            ],
          },
        ],
      },
    ],
    path,
    queryClient,
    createRouter,
  );
}

/** The app's own history: the address after '#', whose entries typed or opened by the browser carry no key. */
function createRouterOnHash(routes: RouteObject[], initialPath: string) {
  window.history.replaceState(null, '', `#${initialPath}`);
  return createHashRouter(routes);
}

/** What the browser does when the user (or a test) opens another address after '#'. */
function openHashAddress(path: string) {
  window.history.pushState(null, '', `#${path}`);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('route guard and error handling of the shell', () => {
  it('sends a signed-out user to the login and remembers the page', async () => {
    mockFetch({});
    const { router } = renderShell('/admin/users');
    await screen.findByText('Anmeldeseite');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/users' } });
  });

  it('brings a user who signs in back to the page the link named', async () => {
    mockFetch({});
    const { router } = renderShell('/admin/users?tab=2');
    await screen.findByText('Anmeldeseite');
    sessionStore.signIn('token', makeUser({ is_superuser: true }));
    expect(await screen.findByText('Benutzerverwaltung')).toBeTruthy();
    expect(router.state.location).toMatchObject({ pathname: '/admin/users', search: '?tab=2' });
  });

  it('sends a user who is not a superuser from an admin page home', async () => {
    sessionStore.signIn('token', makeUser());
    mockFetch({ 'GET organization/': { body: [] } });
    const { router } = renderShell('/');
    await screen.findByText('0 Organisationen');
    fireEvent.click(screen.getByRole('button', { name: 'Zur Benutzerverwaltung' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Benutzerverwaltung')).toBeNull();
  });

  it('sends a user home from an admin page opened while the previous redirect was on its way', async () => {
    // The sign-in's redirect from the login to '/' and the admin page's redirect home are the same
    // <Navigate to="/">, and both addresses, opened by the browser, have the key 'default': had
    // React kept the first one, its effect would not run again, and the user would stay on an
    // empty page at the admin address.
    mockFetch({ 'GET organization/': { body: [] } });
    const { router } = renderShell('/login', createRouterOnHash);
    await screen.findByText('Anmeldeseite');
    let hasMovedOn = false;
    const unsubscribe = router.subscribe((state) => {
      if (hasMovedOn || state.location.pathname !== '/') return;
      hasMovedOn = true;
      openHashAddress('/admin/users');
    });
    act(() => sessionStore.signIn('token', makeUser()));
    await screen.findByText('0 Organisationen');
    unsubscribe();
    expect(hasMovedOn).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a superuser onto admin pages', async () => {
    sessionStore.signIn('token', makeUser({ is_superuser: true }));
    mockFetch({});
    renderShell('/admin/users');
    expect(await screen.findByText('Benutzerverwaltung')).toBeTruthy();
  });

  it('shows a failed call in the error bar until it is dismissed', async () => {
    sessionStore.signIn('token', makeUser());
    mockFetch({ 'GET organization/': { status: 500, body: { detail: 'Datenbank nicht erreichbar' } } });
    renderShell('/');
    const bar = await screen.findByTestId('message-error');
    expect(bar.textContent).toContain('Fehler in der Übertragung: Datenbank nicht erreichbar');
    fireEvent.click(screen.getByRole('button', { name: 'Meldung schliessen' }));
    await waitFor(() => expect(screen.queryByTestId('message-error')).toBeNull());
  });

  it('ends the session on a 401 and goes to the login', async () => {
    sessionStore.signIn('expired', makeUser());
    mockFetch({ 'GET organization/': { status: 401, body: { detail: 'Ungültiges Token.' } } });
    renderShell('/');
    await screen.findByText('Anmeldeseite');
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.queryByTestId('message-error')).toBeNull();
  });
});
