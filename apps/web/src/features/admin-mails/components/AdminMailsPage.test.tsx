// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render';
import { messageStore } from '../../message-bars';
import { ADMIN_MAILS_MESSAGES as TEXT } from '../messages';
import { AdminMailsPage } from './AdminMailsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KIRCHENPFLEGE = {
  id: 2,
  email: 'kirchenpflege@lauffen.kirche.example',
  name: 'Kirchenpflege Lauffen',
  types: ['cash_notification'],
  organization_id: 4,
  organization_name: 'Ev. Kirchengemeinde Lauffen',
  is_active: true,
};

describe('admin mails (administration.md §2 "Admin mails")', () => {
  it('asks for the group finance first, then for what is ticked, and copies the addresses', async () => {
    const { fetchMock } = mockFetch({
      'GET admin/mails/': () => ({ body: { contacts: [KIRCHENPFLEGE], addresses: KIRCHENPFLEGE.email } }),
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt('/admin/mails', '/admin/mails', <AdminMailsPage />);

    const table = await screen.findByRole('table', { name: TEXT.details });
    expect(within(table).getByText(KIRCHENPFLEGE.email)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Barsammlungen'));
    fireEvent.click(screen.getByLabelText(TEXT.includeInactive));
    const queries = () =>
      fetchMock.mock.calls
        .map((call) => new URL(String(call[0]), 'http://localhost'))
        .filter((url) => url.pathname.endsWith('admin/mails/'))
        .map((url) => url.search);
    await waitFor(() => expect(queries()).toContain('?types=finance%2Ccash_notification&inactive=true'));
    expect(queries()[0]).toBe('?types=finance&inactive=false');

    const showSuccess = vi.spyOn(messageStore, 'showSuccess');
    fireEvent.click(screen.getByRole('button', { name: TEXT.copy }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('E-Mail-Adressen kopiert'));
    expect(writeText).toHaveBeenCalledWith(KIRCHENPFLEGE.email);
  });

  it('asks nothing without a chosen type', async () => {
    const { sent } = mockFetch({ 'GET admin/mails/': { body: { contacts: [], addresses: '' } } });
    renderAt('/admin/mails', '/admin/mails', <AdminMailsPage />);
    await screen.findByRole('table', { name: TEXT.details });
    fireEvent.click(screen.getByLabelText(TEXT.finance));
    expect(await screen.findByText(TEXT.chooseTypes)).toBeTruthy();
    expect(sent('GET admin/mails/')).toHaveLength(1);
  });
});
