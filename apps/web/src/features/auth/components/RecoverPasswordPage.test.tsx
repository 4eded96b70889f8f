// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { renderRoutes } from '../../../test-support/render';
import { RecoverPasswordPage } from './RecoverPasswordPage';

const renderRecover = () =>
  renderRoutes([{ path: '/auth/recover/:token', element: <RecoverPasswordPage /> }], '/auth/recover/abc123');

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecoverPasswordPage (administration.md §2, §4, §5, §8)', () => {
  it('says so when the link is invalid, with a way back to the login', async () => {
    mockFetch({ 'POST user/check_password_token/': { body: { valid: false } } });
    renderRecover();
    expect(screen.getByText('Der Link wird geprüft …')).toBeTruthy();
    expect(
      await screen.findByText(
        'Sie sind einem fehlerhaften Link gefolgt. Bitte fordern Sie einen neuen Link zum Zurücksetzen Ihres Passworts an.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
  });

  it('checks length and repeat, then sets the new password with the token', async () => {
    const { sent } = mockFetch({
      'POST user/check_password_token/': { body: { valid: true } },
      'POST user/change_password/': { body: { valid: true } },
    });
    renderRecover();
    await screen.findByLabelText('Neues Passwort', { selector: 'input' });
    expect(sent('POST user/check_password_token/')[0]?.body).toEqual({ token: 'abc123' });

    type('Neues Passwort', 'kurz');
    type('Passwort wiederholen', 'anders');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Bitte geben Sie mindestens 8 Zeichen ein.')).toBeTruthy();
    expect(screen.getByText('Beide Eingaben müssen übereinstimmen.')).toBeTruthy();

    type('Neues Passwort', 'Glockenturm am Neckar');
    type('Passwort wiederholen', 'Glockenturm am Neckar');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(
      await screen.findByText('Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.'),
    ).toBeTruthy();
    expect(sent('POST user/change_password/')[0]?.body).toEqual({
      password: 'Glockenturm am Neckar',
      token: 'abc123',
    });
  });

  it('checks the common list and the strength in the form (§5)', async () => {
    mockFetch({ 'POST user/check_password_token/': { body: { valid: true } } });
    renderRecover();
    await screen.findByLabelText('Neues Passwort', { selector: 'input' });
    type('Neues Passwort', 'Passwort123');
    type('Passwort wiederholen', 'Passwort123');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(
      await screen.findByText(
        'Das Passwort kann nicht verwendet werden, da es in der Liste häufiger Passwörter vorkommt.',
      ),
    ).toBeTruthy();
    type('Neues Passwort', 'Sommer2026');
    type('Passwort wiederholen', 'Sommer2026');
    expect(await screen.findByText('Das Passwort ist nicht stark genug.')).toBeTruthy();
  });

  it('shows the policy refusal and the general failure', async () => {
    let answer = { status: 400, body: { password: ['New password disallowed by policy'] } as unknown };
    mockFetch({
      'POST user/check_password_token/': { body: { valid: true } },
      'POST user/change_password/': () => answer,
    });
    renderRecover();
    await screen.findByLabelText('Neues Passwort', { selector: 'input' });
    // One the form lets through (it checks the policy itself), refused by the server's policy.
    type('Neues Passwort', 'Glockenturm-im-Advent-7');
    type('Passwort wiederholen', 'Glockenturm-im-Advent-7');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(
      await screen.findByText(
        'Die Änderung das Passworts wurde vom Server abgelehnt. Möglicherweise ist das neue Passwort nicht zulässig.',
      ),
    ).toBeTruthy();

    answer = { status: 503, body: null };
    fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(
      await screen.findByText(
        'Die Änderung ist leider fehlgeschlagen. Bitte versuchen Sie es später noch einmal.',
      ),
    ).toBeTruthy();
  });
});
