// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render';
import { ReceiptClaimPage } from './ReceiptClaimPage';

const CLAIM = 'POST public/donation_receipt/claim/';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () => renderAt('/zuwendungsbestaetigung', '/zuwendungsbestaetigung', <ReceiptClaimPage />);

function fillIn(code: string) {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Bestätigungscode/, code);
  type(/^Vorname/, 'Zoë');
  type(/^Nachname/, 'Müller-Lüdenscheidt');
  type(/^Straße/, 'Bahnhofstraße 1');
  type(/^Postleitzahl/, '74348');
  type(/^Ort/, 'Lauffen');
}

describe('the donor’s claim page (#/zuwendungsbestaetigung)', () => {
  it('asks for every field but the e-mail before sending', async () => {
    const { sent } = mockFetch({});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Zuwendungsbestätigung erstellen' }));
    expect(await screen.findByText('Bitte geben Sie den Bestätigungscode ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine gültige Postleitzahl an.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie den Ort an.')).toBeTruthy();
    expect(sent(CLAIM)).toHaveLength(0);
  });

  it('refuses a code that cannot be one without asking the server', async () => {
    const { sent } = mockFetch({});
    renderPage();
    fillIn('FALSCH');
    fireEvent.click(screen.getByRole('button', { name: 'Zuwendungsbestätigung erstellen' }));
    expect(await screen.findByText('Der Code ist ungültig.')).toBeTruthy();
    expect(sent(CLAIM)).toHaveLength(0);
  });

  it('issues the receipt and offers its PDF', async () => {
    const { sent } = mockFetch({
      [CLAIM]: {
        status: 201,
        body: {
          number: 'ZB-2026-00042',
          amount: '50.00',
          download_url: '/api/v2/public/donation_receipt/file/abc/',
        },
      },
    });
    renderPage();
    fillIn(' k7qf 3xma9p ');
    fireEvent.click(screen.getByRole('button', { name: 'Zuwendungsbestätigung erstellen' }));
    expect(await screen.findByText('Nummer: ZB-2026-00042')).toBeTruthy();
    expect(screen.getByText(/Betrag: 50,00\s€/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Zuwendungsbestätigung herunterladen (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/v2/public/donation_receipt/file/abc/');
    const [request] = sent(CLAIM);
    expect(request?.body).toEqual({
      code: 'k7qf 3xma9p',
      first_name: 'Zoë',
      last_name: 'Müller-Lüdenscheidt',
      street: 'Bahnhofstraße 1',
      postal_code: '74348',
      city: 'Lauffen',
    });
    expect(request?.headers.Authorization).toBeUndefined();
  });

  it('says at the code field that the code is unknown', async () => {
    mockFetch({ [CLAIM]: { status: 404, body: { detail: 'Der Code ist ungültig.' } } });
    renderPage();
    fillIn('ABCD-EFGH-JK');
    fireEvent.click(screen.getByRole('button', { name: 'Zuwendungsbestätigung erstellen' }));
    const message = await screen.findByText('Der Code ist ungültig.');
    expect(screen.getByLabelText(/^Bestätigungscode/).getAttribute('aria-describedby')).toBe(message.id);
  });

  it('says so when there were too many tries', async () => {
    mockFetch({
      [CLAIM]: { status: 429, body: { detail: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.' } },
    });
    renderPage();
    fillIn('ABCD-EFGH-JK');
    fireEvent.click(screen.getByRole('button', { name: 'Zuwendungsbestätigung erstellen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Zu viele Versuche.');
  });
});
