// @vitest-environment happy-dom
import type { PublicWebApp } from '@kollekta/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test-support/fetch-mock';
import { DonorApp } from './DonorApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function webApp(overrides: Partial<PublicWebApp> = {}): PublicWebApp {
  return {
    app: 'john',
    device_type: 'john',
    organization: { id: 4, name: 'Ev. Kirchengemeinde Lauffen', currency: 'EUR' },
    collections: [
      {
        id: 11,
        text: 'Brot für die Welt',
        type: 'collection',
        collection_variant: 'inner',
        end: '2026-11-28T16:59:00.000Z',
        description: 'Hilfe gegen den Hunger.',
        website: 'https://www.brot-fuer-die-welt.example',
      },
      {
        id: 12,
        text: 'Diakonie',
        type: 'collection',
        collection_variant: 'outer',
        end: '2026-11-28T16:59:00.000Z',
        description: null,
        website: null,
      },
    ],
    appearance: {
      color: '#327359',
      logo_url: null,
      logo_is_text: false,
      background_url: null,
      privacy_url: 'https://kirche.example/datenschutz',
      imprint_url: null,
    },
    amounts: { min: 1, initial: 5, slider_max: 300, max: 999 },
    sub_organizations: [],
    online_payment_available: false,
    ...overrides,
  };
}

const NOT_ENABLED = 'Online-Spenden sind für diese Gemeinde noch nicht freigeschaltet.';
const heading = () => screen.getByRole('heading', { level: 1 });
/** Intl puts a no-break space before the currency sign. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('the collection app (/p/{id})', () => {
  it('steps through the running collections, takes an amount and says online giving is not enabled', async () => {
    mockFetch({ 'GET public/web_app/4/john/': { body: webApp() } });
    render(<DonorApp location={{ pathname: '/p/4', search: '' }} />);
    expect(await screen.findByText('Ev. Kirchengemeinde Lauffen')).toBeTruthy();
    expect(heading().textContent).toBe('Für Brot für die Welt');
    expect(screen.getByText('1 von 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Sammlung' }));
    expect(heading().textContent).toContain('Diakonie');
    expect(screen.queryByRole('button', { name: 'Mehr erfahren' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Datenschutz' }).getAttribute('href')).toBe(
      'https://kirche.example/datenschutz',
    );
    expect(screen.queryByRole('link', { name: 'Impressum' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Jetzt geben' }));
    fireEvent.change(screen.getByLabelText('Anderer Betrag'), { target: { value: '0,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('alert').textContent).toBe('Der Betrag muss mindestens 1 € betragen.');
    fireEvent.change(screen.getByLabelText('Anderer Betrag'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /^10,00\s€$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(text(heading())).toBe('10,00 € für Diakonie');
    expect(screen.getByRole('status').textContent).toContain(NOT_ENABLED);
  });

  it('opens with the collection a direct link names, and tells more about it', async () => {
    mockFetch({ 'GET public/web_app/4/john/': { body: webApp() } });
    render(<DonorApp location={{ pathname: '/p/4', search: '?collection=12' }} />);
    await waitFor(() => expect(heading().textContent).toContain('Diakonie'));
    cleanup();
    render(<DonorApp location={{ pathname: '/p/4', search: '?collection=11' }} />);
    await waitFor(() => expect(heading().textContent).toContain('Brot für die Welt'));
    fireEvent.click(screen.getByRole('button', { name: 'Mehr erfahren' }));
    expect(await screen.findByText('Hilfe gegen den Hunger.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Webseite' }).getAttribute('href')).toBe(
      'https://www.brot-fuer-die-welt.example',
    );
  });

  it('lets donors choose their parish with Gemeindeauswahl, and shows that parish’s collections', async () => {
    const district = webApp({
      organization: { id: 3, name: 'Kirchenbezirk Neckartal', currency: 'EUR' },
      collections: [],
      sub_organizations: [
        { id: 4, name: 'Ev. Kirchengemeinde Lauffen' },
        { id: 5, name: 'Ev. Kirchengemeinde Talheim' },
      ],
    });
    const { requests } = mockFetch({
      'GET public/web_app/3/john/': { body: district },
      'GET public/web_app/4/john/': { body: webApp() },
    });
    render(<DonorApp location={{ pathname: '/p/3', search: '?gemeindeauswahl=1' }} />);
    expect(
      await screen.findByText('Zurzeit gibt es hier keine Kollekte und keinen Spendenzweck.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Gemeinde'), { target: { value: '4' } });
    await waitFor(() => expect(heading().textContent).toContain('Brot für die Welt'));
    expect(requests.map((request) => request.path)).toEqual([
      'public/web_app/3/john/',
      'public/web_app/4/john/',
    ]);
  });

  it('offers no parish selection in the small variant', async () => {
    const district = webApp({ sub_organizations: [{ id: 5, name: 'Ev. Kirchengemeinde Talheim' }] });
    mockFetch({ 'GET public/web_app/4/john/': { body: district } });
    render(<DonorApp location={{ pathname: '/p/4', search: '?gemeindeauswahl=1&klein=1' }} />);
    await screen.findByText('1 von 2');
    expect(screen.queryByLabelText('Gemeinde')).toBeNull();
  });
});

const donationApp = () =>
  webApp({ app: 'bart', device_type: 'bart', appearance: { ...webApp().appearance, color: '#03867b' } });

describe('the donation app (/o/{id})', () => {
  it('takes a purpose and a typed amount up to the maximum, then says online giving is not enabled', async () => {
    mockFetch({ 'GET public/web_app/4/bart/': { body: donationApp() } });
    render(<DonorApp location={{ pathname: '/o/4', search: '' }} />);
    const purpose = (await screen.findByLabelText('Spendenzweck')) as HTMLSelectElement;
    expect([...purpose.options].map((option) => option.text)).toEqual(['Brot für die Welt', 'Diakonie']);
    fireEvent.change(purpose, { target: { value: '12' } });
    const amount = screen.getByLabelText('Betrag in Euro') as HTMLInputElement;
    expect(amount.value).toBe('5');
    fireEvent.change(amount, { target: { value: '1.500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt spenden' }));
    expect(screen.getByRole('alert').textContent).toBe('Online sind höchstens 999 € möglich.');
    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt spenden' }));
    expect(text(heading())).toBe('25,00 € für Diakonie');
    expect(screen.getByRole('status').textContent).toContain(NOT_ENABLED);
    fireEvent.click(screen.getByRole('button', { name: 'Betrag ändern' }));
    expect(screen.getByRole('button', { name: 'Jetzt spenden' })).toBeTruthy();
  });

  it('says so when nothing runs', async () => {
    mockFetch({ 'GET public/web_app/4/bart/': { body: { ...donationApp(), collections: [] } } });
    render(<DonorApp location={{ pathname: '/o/4', search: '' }} />);
    expect(
      await screen.findByText('Zurzeit gibt es hier keine Kollekte und keinen Spendenzweck.'),
    ).toBeTruthy();
  });
});

describe('links without an app', () => {
  it('shows the German page for an organisation without the app', async () => {
    mockFetch({ 'GET public/web_app/3/john/': { status: 404, body: { detail: 'x' } } });
    render(<DonorApp location={{ pathname: '/p/3', search: '' }} />);
    expect(await screen.findByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeTruthy();
  });

  it('offers to try again when the server cannot be reached', async () => {
    let calls = 0;
    mockFetch({
      'GET public/web_app/4/bart/': () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { detail: 'weg' } } : { body: donationApp() };
      },
    });
    render(<DonorApp location={{ pathname: '/o/4', search: '' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByRole('button', { name: 'Jetzt spenden' })).toBeTruthy();
  });
});
