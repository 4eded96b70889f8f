// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenSource } from '../../lib/api-client';
import { mockFetch } from '../../test-support/fetch-mock';
import { KirchgeldApp } from './KirchgeldApp';
import { createKgQueryClient } from './query-client';
import { createKirchgeldRouter } from './router';
import { KG_SESSION_STORAGE_KEY, kgSessionStore, readToken } from './session-store';

const LAUFFEN = {
  id: 4,
  url: 'http://localhost/api/kirchgeld/v1/tenant/4/',
  name: 'Ev. Kirchengemeinde Lauffen',
  organization: 'http://localhost/api/v2/organization/4/',
};
const tenants = (results: unknown[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  setTokenSource(readToken, 'kirchgeld');
  return render(<KirchgeldApp queryClient={createKgQueryClient()} router={createKirchgeldRouter()} />);
}

function signIn(expiry = new Date(Date.now() + 10 * 60 * 60 * 1000).toISOString()) {
  kgSessionStore.signIn({ token: 'kg-token', expiry });
}

beforeEach(() => {
  localStorage.clear();
  kgSessionStore.signOut();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the church-tax app’s shell (§2, §4 Auth, §8)', () => {
  it('sends a signed-out visitor of a page to the index with its login button', async () => {
    mockFetch({});
    renderAt('/kirchgeld/imports');
    expect(await screen.findByTestId('kirchgeld-landing')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(window.location.pathname).toMatch(/^\/kirchgeld\/?$/);
  });

  it('discards a token within 2 minutes of its expiry and shows the index', async () => {
    mockFetch({});
    signIn(new Date(Date.now() + 90 * 1000).toISOString());
    renderAt('/kirchgeld/groups');
    expect(await screen.findByTestId('kirchgeld-landing')).toBeTruthy();
    expect(localStorage.getItem(KG_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('shows the menu and the tenant to a signed-in user, with the bearer token', async () => {
    const { sent } = mockFetch({ 'GET /api/kirchgeld/v1/tenant/': tenants([LAUFFEN]) });
    signIn();
    renderAt('/kirchgeld/profile');
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeTruthy();
    expect(screen.getByTestId('kirchgeld-tenant').textContent).toBe('Ev. Kirchengemeinde Lauffen');
    expect(screen.getByTestId('kirchgeld-menu')).toBeTruthy();
    expect(sent('GET /api/kirchgeld/v1/tenant/')[0]?.headers.Authorization).toBe('Bearer kg-token');
  });

  it('tells a user without a tenant so', async () => {
    mockFetch({ 'GET /api/kirchgeld/v1/tenant/': tenants([]) });
    signIn();
    renderAt('/kirchgeld/persons/lookup');
    expect(
      await screen.findByText('Sie haben für keine Organisation Zugriff auf Kirchgeld digital.'),
    ).toBeTruthy();
  });

  it('ends the session silently on a 401', async () => {
    mockFetch({ 'GET /api/kirchgeld/v1/tenant/': { status: 401, body: { detail: 'Ungültiges Token.' } } });
    signIn();
    renderAt('/kirchgeld/groups');
    expect(await screen.findByTestId('kirchgeld-landing')).toBeTruthy();
    expect(screen.queryByText(/Fehler in der Übertragung/)).toBeNull();
  });

  it('shows any other failure as a transfer error with the server’s message', async () => {
    mockFetch({
      'GET /api/kirchgeld/v1/tenant/': {
        status: 403,
        body: { detail: 'Sie haben keine Berechtigung.' },
      },
    });
    signIn();
    renderAt('/kirchgeld/groups');
    expect(await screen.findByText('Fehler in der Übertragung: Sie haben keine Berechtigung.')).toBeTruthy();
    expect(screen.getByText('Die Organisation konnte nicht geladen werden.')).toBeTruthy();
  });

  it('completes the sign-in with the code and goes on to the person search', async () => {
    const { sent } = mockFetch({
      'GET /api/kirchgeld/v1/auth/login/return/': {
        body: { token: 'new-token', expiry: new Date(Date.now() + 3600_000).toISOString() },
      },
      'GET /api/kirchgeld/v1/tenant/': tenants([LAUFFEN]),
    });
    renderAt('/kirchgeld/login?code=c0de&state=st4te');
    expect(await screen.findByTestId('kirchgeld-menu')).toBeTruthy();
    expect(window.location.pathname).toBe('/kirchgeld/persons/lookup');
    expect(sent('GET /api/kirchgeld/v1/auth/login/return/')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(KG_SESSION_STORAGE_KEY) ?? '{}').token).toBe('new-token');
  });

  it('says what went wrong when the code is refused, and offers to sign in again', async () => {
    mockFetch({
      'GET /api/kirchgeld/v1/auth/login/return/': {
        status: 400,
        body: { detail: 'Die Anmeldung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.' },
      },
    });
    renderAt('/kirchgeld/login?code=alt&state=x');
    expect((await screen.findByTestId('kirchgeld-login-failed')).textContent).toContain('abgelaufen');
    expect(screen.getByRole('link', { name: 'Erneut anmelden' }).getAttribute('href')).toBe(
      '/api/kirchgeld/v1/auth/login/',
    );
  });
});
