// @vitest-environment happy-dom
import type { Contact, OrganizationDetail } from '@kollekta/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_ROUTE_NAME } from '../../../lib/route-handle';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { makeLauffen } from '../../../test-support/planning-fixtures';
import { renderRoutes } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { NotificationsPage } from './NotificationsPage';

const API = 'http://localhost/api/v2/';

const contact = (patch: Partial<Contact> = {}): Contact => ({
  id: 7,
  url: `${API}contact/7/`,
  organization: `${API}organization/4/`,
  organization_id: 4,
  email: null,
  name: 'Küsterin',
  attach_files: false,
  types: ['device_attendant'],
  ...patch,
});

function lauffen(patch: Partial<OrganizationDetail> = {}): OrganizationDetail {
  return makeLauffen({ is_writable: true, ...patch });
}

function renderPage(detail: OrganizationDetail, answers: Parameters<typeof mockFetch>[0] = {}) {
  const requests = mockFetch({
    'GET organization/': { body: [detail] },
    'GET organization/4/': { body: detail },
    'GET user/me/': { body: makeUser() },
    ...answers,
  });
  renderRoutes(
    [
      {
        path: '/o/:id',
        handle: { name: ORGANIZATION_ROUTE_NAME },
        children: [{ path: 'notifications', element: <NotificationsPage /> }],
      },
    ],
    '/o/4/notifications',
  );
  return requests;
}

beforeEach(() => sessionStore.signIn('token', makeUser()));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Benachrichtigungen (administration.md §2 "Notifications")', () => {
  it('says when there are no contacts; a new contact opens in edit mode and cancelling removes it', async () => {
    renderPage(lauffen());
    expect(await screen.findByText('Keine Kontakte hinterlegt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'E-Mail-Adresse hinzufügen' }));
    const form = screen.getByRole('form', { name: 'E-Mail-Adresse hinzufügen' });
    expect(screen.queryByText('Keine Kontakte hinterlegt')).toBeNull();
    // without the advanced notification feature, announcements cannot be chosen
    const announce = within(form).getByRole('checkbox', {
      name: 'Vorankündigung von Sammlungen',
    }) as HTMLInputElement;
    expect(announce.disabled).toBe(true);
    expect(within(form).getByTestId('type-note-announce_collection').textContent).toBe(
      'Zusatzfeature benötigt',
    );
    expect((within(form).getByRole('checkbox', { name: 'Rechnungen' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(within(form).queryByRole('checkbox', { name: 'Dokumente als Anhang senden' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Keine Kontakte hinterlegt')).toBeTruthy();
  });

  it('shows a missing e-mail address as "Keine Angabe" and the types as chips', async () => {
    renderPage(lauffen({ contacts: [contact()] }));
    expect(await screen.findByText('Keine Angabe')).toBeTruthy();
    expect(screen.getByText('Gerätebetreuung')).toBeTruthy();
  });

  it('asks for the e-mail address at its field and saves no contact without one', async () => {
    const { sent } = renderPage(lauffen());
    fireEvent.click(await screen.findByRole('button', { name: 'E-Mail-Adresse hinzufügen' }));
    const form = screen.getByRole('form', { name: 'E-Mail-Adresse hinzufügen' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Gemeindebüro' } });
    const email = within(form).getByLabelText('E-Mail-Adresse');
    fireEvent.blur(email);
    expect(within(form).getByText('Bitte geben Sie eine E-Mail-Adresse ein.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const save = within(form).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(sent('POST contact/')).toEqual([]);
    fireEvent.change(email, { target: { value: 'pfarramt' } });
    expect(within(form).getByText('Gültige E-Mail-Adresse eingeben.')).toBeTruthy();
  });

  it('offers neither adding nor editing without the edit permission', async () => {
    renderPage(lauffen({ is_writable: false, contacts: [contact()] }));
    expect(await screen.findByText('Küsterin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'E-Mail-Adresse hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kontakt Küsterin bearbeiten' })).toBeNull();
  });

  it('saves a new contact for the organisation and says so', async () => {
    const saved = contact({
      id: 8,
      name: 'Gemeindebüro',
      email: 'buero@example.org',
      types: ['announce_collection'],
    });
    let current = lauffen({ valid_features: ['AdvancedNotificationFeature'] });
    const { sent } = renderPage(current, {
      'GET organization/4/': () => ({ body: current }),
      'POST contact/': () => {
        current = { ...current, contacts: [saved] };
        return { status: 201, body: saved };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'E-Mail-Adresse hinzufügen' }));
    const form = screen.getByRole('form', { name: 'E-Mail-Adresse hinzufügen' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Gemeindebüro' } });
    fireEvent.change(within(form).getByLabelText('E-Mail-Adresse'), {
      target: { value: ' buero@example.org ' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Vorankündigung von Sammlungen' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.getByText('buero@example.org')).toBeTruthy();
    expect(sent('POST contact/')[0]?.body).toEqual({
      organization: current.url,
      name: 'Gemeindebüro',
      email: 'buero@example.org',
      attach_files: false,
      types: ['announce_collection'],
    });
  });
});
