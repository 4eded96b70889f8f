// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test-support/fetch-mock';
import { makeUser } from '../../test-support/fixtures';
import { renderAt } from '../../test-support/render';
import { sessionStore } from './session-store';
import { usePreferences, usePreferencesSync } from './use-preferences';

function RecursiveSwitch() {
  usePreferencesSync();
  const [preferences, updatePreferences] = usePreferences();
  return (
    <button type="button" onClick={() => updatePreferences({ recursive: !preferences.recursive })}>
      {preferences.recursive ? 'Unterorganisationen: an' : 'Unterorganisationen: aus'}
    </button>
  );
}

const stored = { levelFilter: 'district', recursive: false, orgapanels: [], orgafilter: ['Lauffen'] };

beforeEach(() => {
  localStorage.clear();
  sessionStore.signIn('token', makeUser({ username: 'bezirk' }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('preferences kept on the server (administration.md §2)', () => {
  it('shows the defaults at once, then what the server keeps for the user', async () => {
    mockFetch({ 'GET user/me/preferences/': { body: stored } });
    renderAt('/', '/', <RecursiveSwitch />);
    expect(screen.getByRole('button', { name: 'Unterorganisationen: an' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Unterorganisationen: aus' });
    expect(sessionStore.getState().preferences).toEqual(stored);
  });

  it('shows a change at once and saves only the changed field on the server', async () => {
    const { sent } = mockFetch({
      'GET user/me/preferences/': { body: stored },
      'PATCH user/me/preferences/': ({ body }) => ({ body: { ...stored, ...(body as object) } }),
    });
    renderAt('/', '/', <RecursiveSwitch />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unterorganisationen: aus' }));
    expect(screen.getByRole('button', { name: 'Unterorganisationen: an' })).toBeTruthy();
    await waitFor(() => expect(sent('PATCH user/me/preferences/')).toHaveLength(1));
    expect(sent('PATCH user/me/preferences/')[0]?.body).toEqual({ recursive: true });
    await waitFor(() => expect(sessionStore.getState().preferences).toEqual({ ...stored, recursive: true }));
    expect(screen.getByRole('button', { name: 'Unterorganisationen: an' })).toBeTruthy();
  });

  it('shows again what the server keeps when a change could not be saved', async () => {
    let reads = 0;
    mockFetch({
      'GET user/me/preferences/': () => {
        reads += 1;
        return { body: stored };
      },
      'PATCH user/me/preferences/': { status: 500, body: { detail: 'Datenbank nicht erreichbar' } },
    });
    renderAt('/', '/', <RecursiveSwitch />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unterorganisationen: aus' }));
    expect(screen.getByRole('button', { name: 'Unterorganisationen: an' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Unterorganisationen: aus' });
    expect(reads).toBe(2);
  });
});
