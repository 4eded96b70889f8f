// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { renderRoutes } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { LoginPage } from './LoginPage';

function renderLogin(state?: unknown) {
  const view = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Startseite</p> },
      { path: '/o/:id', element: <p>Organisation</p> },
    ],
    '/login',
  );
  if (state) view.router.navigate('/login', { state, replace: true });
  return view;
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label, { exact: true, selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage (administration.md §2, §5, §8)', () => {
  it('names the form-level and field problems of an empty form', async () => {
    mockFetch({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie einen Nutzernamen und ein Passwort ein.')).toBeTruthy();
    expect(screen.getAllByText('Eingabe erforderlich.')).toHaveLength(2);
  });

  it('asks for the one-time code when the user has one, and checks its length', async () => {
    const { sent } = mockFetch({ 'POST user/auth_information/': { body: { has_otp: true } } });
    renderLogin();
    expect(screen.queryByLabelText('Einmalcode')).toBeNull();
    type('Nutzername', 'kasse');
    await screen.findByLabelText('Einmalcode', { selector: 'input' });
    expect(sent('POST user/auth_information/')[0]?.body).toEqual({ user: 'kasse' });

    type('Passwort', 'geheim');
    type('Einmalcode', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Mindestens 6 Zeichen.')).toBeTruthy();
    // what is missing is the code, not the user name and password
    expect(screen.getByText('Bitte geben Sie den Einmalcode aus Ihrer Authenticator-App ein.')).toBeTruthy();
    expect(screen.queryByText('Bitte geben Sie einen Nutzernamen und ein Passwort ein.')).toBeNull();
  });

  it('shows the server text of a refused sign-in, else the default', async () => {
    let answer: unknown = { non_field_errors: ['Konto gesperrt.'] };
    mockFetch({
      'POST user/auth_information/': { body: { has_otp: false } },
      'POST user/obtain_token/': () => ({ status: 400, body: answer }),
    });
    renderLogin();
    type('Nutzername', 'kasse');
    type('Passwort', 'falsch');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Konto gesperrt.')).toBeTruthy();

    answer = {};
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Die eingegebenen Anmeldedaten sind fehlerhaft.')).toBeTruthy();
  });

  it('shows the throttling text of a 429', async () => {
    mockFetch({
      'POST user/auth_information/': { body: { has_otp: false } },
      'POST user/obtain_token/': {
        status: 429,
        body: { detail: 'Zu viele Versuche. Bitte warten Sie 60 Sekunden.' },
      },
    });
    renderLogin();
    type('Nutzername', 'kasse');
    type('Passwort', 'falsch');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Zu viele Versuche. Bitte warten Sie 60 Sekunden.')).toBeTruthy();
  });

  it('signs in, stores the session and goes on to the page the user wanted', async () => {
    const user = makeUser({ username: 'kasse' });
    const { requests } = mockFetch({
      'POST user/auth_information/': { body: { has_otp: false } },
      'POST user/obtain_token/': { body: { auth_token: 'token-42' } },
      'GET user/me/': { body: user },
    });
    const { router } = renderLogin({ from: { pathname: '/o/4/', search: '' } });
    type('Nutzername', ' kasse ');
    type('Passwort', 'Kollekta-Demo-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/o/4/'));
    expect(sessionStore.getState()).toMatchObject({ token: 'token-42', user: { username: 'kasse' } });
    expect(requests.find((request) => request.path === 'user/obtain_token/')?.body).toEqual({
      username: 'kasse',
      password: 'Kollekta-Demo-2026',
    });
    expect(requests.find((request) => request.path === 'user/me/')?.headers.Authorization).toBe(
      'Token token-42',
    );
  });

  it('requests a reset link, always answers the same and returns to login mode', async () => {
    const { sent } = mockFetch({ 'POST user/reset_password/': { status: 500, body: { detail: 'kaputt' } } });
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByText('Bitte geben Sie eine E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie hier Ihre E-Mail-Adresse ein')).toBeTruthy();

    type('E-Mail-Adresse', 'kasse@');
    expect(await screen.findByText('Gültige E-Mail-Adresse eingeben.')).toBeTruthy();
    type('E-Mail-Adresse', 'kasse@lauffen.example');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByText('Bitte prüfen Sie Ihre E-Mails.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(sent('POST user/reset_password/')[0]?.body).toEqual({ email: 'kasse@lauffen.example' });
  });
});

describe('passkeys on the login card (issue 12: no failure before anything is typed)', () => {
  const credentialsGet = vi.fn();

  beforeEach(() => {
    credentialsGet.mockReset();
    credentialsGet.mockRejectedValue(new DOMException('The relying party ID is invalid.', 'SecurityError'));
    // a browser with passkeys that offers them in the username field (conditional mediation)
    const fakePublicKeyCredential = Object.assign(() => undefined, {
      isConditionalMediationAvailable: async () => true,
    });
    vi.stubGlobal('PublicKeyCredential', fakePublicKeyCredential);
    Object.defineProperty(navigator, 'credentials', {
      value: { get: credentialsGet },
      configurable: true,
    });
  });

  function mockCeremonies(relyingParty: string) {
    let count = 0;
    return mockFetch({
      'POST auth/authentication/': () => {
        count += 1;
        return {
          body: {
            url: `http://kollekta.test/api/v2/auth/authentication/key-${count}/`,
            options: { challenge: 'Y2hhbGxlbmdl', rpId: relyingParty, userVerification: 'preferred' },
          },
        };
      },
      'POST auth/authentication/key-1/abandon/': { status: 204 },
      'POST auth/authentication/key-2/abandon/': { status: 204 },
    });
  }

  it('keeps a failed opportunistic try silent', async () => {
    const { sent } = mockCeremonies(globalThis.location.hostname);
    renderLogin();
    await waitFor(() => expect(sent('POST auth/authentication/key-1/abandon/')).toHaveLength(1));
    expect(credentialsGet).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(screen.queryByText('Die eingegebenen Anmeldedaten sind fehlerhaft.')).toBeNull();
  });

  it('opened under another address, asks the browser nothing and names the address on request', async () => {
    const { sent } = mockCeremonies('kollekta.example');
    renderLogin();
    await waitFor(() => expect(sent('POST auth/authentication/key-1/abandon/')).toHaveLength(1));
    expect(screen.queryByTestId('login-error')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
    expect(
      await screen.findByText(
        'Passkeys funktionieren nur unter der Adresse kollekta.example. Bitte melden Sie sich dort oder mit Ihrem Passwort an.',
      ),
    ).toBeTruthy();
    expect(sent('POST auth/authentication/key-2/abandon/')).toHaveLength(1);
    expect(credentialsGet).not.toHaveBeenCalled();
  });
});
