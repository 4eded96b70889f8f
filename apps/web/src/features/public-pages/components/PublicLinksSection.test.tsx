// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render';
import { PublicLinksSection } from './PublicLinksSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link = (id: number, state: 'active' | 'expired' | 'revoked') => ({
  id,
  purpose: 'cash_payment',
  object_id: 12,
  object_name: 'Brot für die Welt',
  organization_id: 4,
  created_at: '2026-11-20T09:00:00Z',
  created_by_name: null,
  expires_at: '2026-12-20T09:00:00Z',
  revoked_at: state === 'revoked' ? '2026-11-21T09:00:00Z' : null,
  state,
});

describe('Öffentliche Links', () => {
  it('lists the links without tokens and revokes an active one after asking', async () => {
    let isRevoked = false;
    const { sent } = mockFetch({
      'GET organization/4/public_tokens/': () => ({
        body: [link(7, isRevoked ? 'revoked' : 'active'), link(3, 'expired')],
      }),
      'POST public_token/7/revoke/': () => {
        isRevoked = true;
        return { body: link(7, 'revoked') };
      },
    });
    renderAt('/', '/', <PublicLinksSection organizationId={4} />);
    const section = await screen.findByRole('region', { name: 'Öffentliche Links' });
    expect(await within(section).findByText('gültig')).toBeTruthy();
    expect(within(section).getByText('abgelaufen')).toBeTruthy();
    const buttons = within(section).getAllByRole('button', { name: /^Widerrufen:/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Link widerrufen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, widerrufen' }));
    expect(await within(section).findByText('widerrufen')).toBeTruthy();
    expect(sent('POST public_token/7/revoke/')).toHaveLength(1);
  });
});
