// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeOrganization, makeUser } from '../../../test-support/fixtures';
import { renderAt } from '../../../test-support/render';
import { messageStore } from '../../message-bars';
import { sessionStore } from '../../session';
import { UserDialog } from './UserDialog';

beforeEach(() => {
  sessionStore.signIn('token', makeUser({ id: 1, username: 'admin', name: 'Admin' }));
  messageStore.dismiss('error');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillAndCreate(values: { name: string; username: string; email: string }) {
  renderAt('/', '/', <UserDialog user={null} organizations={[]} organizationId={null} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: values.name } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nutzername' }), {
    target: { value: values.username },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }), {
    target: { value: values.email },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
  return dialog;
}

describe('the user dialog and the server’s refusal (issue 12)', () => {
  it('carries the contract’s maxLength and says so at the limit', async () => {
    renderAt(
      '/',
      '/',
      <UserDialog user={null} organizations={[]} organizationId={null} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('maxlength')).toBe('150');
    expect(within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }).getAttribute('maxlength')).toBe(
      '254',
    );
    fireEvent.change(name, { target: { value: 'x'.repeat(150) } });
    expect(within(dialog).getByText('Höchstens 150 Zeichen.')).toBeTruthy();
  });

  it('puts a field error next to its field in German, not as JSON in the error bar', async () => {
    const { sent } = mockFetch({
      'POST user/': { status: 400, body: { username: ['Dieser Nutzername ist bereits vergeben.'] } },
    });
    const dialog = await fillAndCreate({ name: 'Eva Berg', username: 'kasse', email: 'eva@example.org' });
    await vi.waitFor(() => expect(sent('POST user/')).toHaveLength(1));
    const username = within(dialog).getByRole('textbox', { name: 'Nutzername' });
    await vi.waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const helper = document.getElementById(username.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('Dieser Nutzername ist bereits vergeben.');
    expect(messageStore.getState().error).toBeNull();
    // typing again takes the server's word back
    fireEvent.change(username, { target: { value: 'eva' } });
    expect(username.getAttribute('aria-invalid')).toBe('false');
  });

  it('shows what has no field here as German text in the error bar', async () => {
    mockFetch({ 'POST user/': { status: 400, body: { permissions: ['Unbekannte Organisation.'] } } });
    await fillAndCreate({ name: 'Eva Berg', username: 'eva', email: 'eva@example.org' });
    await vi.waitFor(() =>
      expect(messageStore.getState().error).toBe('Fehler in der Übertragung: Unbekannte Organisation.'),
    );
  });
});

describe('the add-user dialog (administration.md §2)', () => {
  it('has the rows of organisation and role and sends them with the new user', async () => {
    const { sent } = mockFetch({ 'POST user/': { status: 201, body: makeUser({ id: 9, username: 'eva' }) } });
    const organizations = [
      makeOrganization(4, 'Ev. Kirchengemeinde Lauffen', 3),
      makeOrganization(5, 'Ev. Kirchengemeinde Talheim', 3),
    ];
    renderAt(
      '/',
      '/',
      <UserDialog user={null} organizations={organizations} organizationId={4} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' });
    expect(within(dialog).getByRole('heading', { name: 'Organisationen und Rollen' })).toBeTruthy();
    // the organisation in view, with the default role user
    expect(within(dialog).getByRole('combobox', { name: 'Organisation' }).textContent).toBe(
      'Ev. Kirchengemeinde Lauffen',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Rolle' }).textContent).toBe('Benutzer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zeile hinzufügen' }));
    expect(within(dialog).getAllByRole('combobox', { name: 'Organisation' })).toHaveLength(2);
    // a new row can be added only once the last one is complete
    expect(within(dialog).getByRole('button', { name: 'Zeile hinzufügen' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Zeile entfernen' })[1] as HTMLElement);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Eva Berg' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nutzername' }), {
      target: { value: 'eva' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }), {
      target: { value: 'eva@example.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await vi.waitFor(() => expect(sent('POST user/')).toHaveLength(1));
    expect(sent('POST user/')[0]?.body).toMatchObject({
      permissions: [{ organization: 4, role: 'user' }],
      password_mode: 'link',
    });
  });

  it('offers the password choices of a new user, link by mail first, and sends the one chosen', async () => {
    const { sent } = mockFetch({ 'POST user/': { status: 201, body: makeUser({ id: 9 }) } });
    renderAt(
      '/',
      '/',
      <UserDialog user={null} organizations={[]} organizationId={null} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer hinzufügen' });
    const choices = within(dialog).getByRole('radiogroup', { name: 'Passwort' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['link', 'random', 'none']);
    expect(
      (within(choices).getByRole('radio', { name: 'Link per E-Mail' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(dialog).getByText(/erhält eine E-Mail mit einem Link/)).toBeTruthy();
    fireEvent.click(within(choices).getByRole('radio', { name: 'Zufälliges Passwort' }));
    expect(within(dialog).getByText(/zufälliges Passwort gesetzt, das niemand kennt/)).toBeTruthy();
    await fillAndCreateIn(dialog);
    await vi.waitFor(() => expect(sent('POST user/')).toHaveLength(1));
    expect(sent('POST user/')[0]?.body).toMatchObject({ password_mode: 'random' });
  });

  it('has no password choice when editing', async () => {
    renderAt(
      '/',
      '/',
      <UserDialog user={makeUser({ id: 9 })} organizations={[]} organizationId={null} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Benutzer bearbeiten' });
    expect(within(dialog).queryByRole('radiogroup', { name: 'Passwort' })).toBeNull();
  });
});

async function fillAndCreateIn(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Eva Berg' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nutzername' }), { target: { value: 'eva' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }), {
    target: { value: 'eva@example.org' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
}
