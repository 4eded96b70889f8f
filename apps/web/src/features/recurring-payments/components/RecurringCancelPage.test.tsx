// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render';
import { RecurringCancelPage } from './RecurringCancelPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);
const renderPage = () =>
  renderAt(`/dauerspende/beenden/${TOKEN}`, '/dauerspende/beenden/:token', <RecurringCancelPage />);

describe('the donor’s stop page (#/dauerspende/beenden/{token})', () => {
  it('asks first, then stops the gift of the link and confirms it', async () => {
    const { sent } = mockFetch({
      'POST public/recurring_payment/cancel/': {
        body: { detail: 'Die Dauerspende wurde erfolgreich beendet.' },
      },
    });
    renderPage();
    expect(screen.getByText('Möchten Sie Ihre Dauerspende wirklich beenden?')).toBeTruthy();
    expect(sent('POST public/recurring_payment/cancel/')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, Dauerspende beenden' }));
    expect(await screen.findByText('Die Dauerspende wurde erfolgreich beendet.')).toBeTruthy();
    const [request] = sent('POST public/recurring_payment/cancel/');
    expect(request?.body).toEqual({ token: TOKEN });
    // signed out: the page sends no sign-in token
    expect(request?.headers.Authorization).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Ja, Dauerspende beenden' })).toBeNull();
  });

  it('shows the server’s German answer for a link that names no gift', async () => {
    mockFetch({
      'POST public/recurring_payment/cancel/': {
        status: 404,
        body: {
          detail:
            'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
        },
      },
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Ja, Dauerspende beenden' }));
    expect(
      await screen.findByText(
        'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
      ),
    ).toBeTruthy();
    // trying the same link again changes nothing
    expect(screen.queryByRole('button', { name: 'Ja, Dauerspende beenden' })).toBeNull();
  });
});
