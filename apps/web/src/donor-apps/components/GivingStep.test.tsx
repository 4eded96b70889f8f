// @vitest-environment happy-dom
import type { DonationReceipt, PublicGivingOptions, PublicWebApp } from '@kollekta/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockAnswer, mockFetch } from '../../test-support/fetch-mock';
import { redirectTo } from '../navigation';
import { DonorApp } from './DonorApp';

vi.mock('../navigation', () => ({ redirectTo: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockClear();
});

const collection = (id: number, text: string) => ({
  id,
  text,
  type: 'collection' as const,
  collection_variant: 'inner' as const,
  end: null,
  description: null,
  website: null,
});

const donationApp = (overrides: Partial<PublicWebApp> = {}): PublicWebApp => ({
  app: 'bart',
  device_type: 'bart',
  organization: { id: 4, name: 'Ev. Kirchengemeinde Lauffen', currency: 'EUR' },
  collections: [collection(11, 'Brot für die Welt'), collection(12, 'Diakonie')],
  appearance: {
    color: '#005F8C',
    logo_url: null,
    logo_is_text: false,
    background_url: null,
    privacy_url: null,
    imprint_url: null,
  },
  amounts: { min: 1, initial: 5, slider_max: 300, max: 999 },
  sub_organizations: [],
  online_payment_available: true,
  ...overrides,
});

const givingOptions = (overrides: Partial<PublicGivingOptions> = {}): PublicGivingOptions => ({
  payment_methods: ['sepadd', 'testpay'],
  person_data: 'optional',
  offer_donation_receipt: true,
  allow_email_contact: true,
  recurring_collections: [12],
  sepa_creditor: { name: 'Ev. Kirchengemeinde Lauffen', creditor_identifier: 'DE98ZZZ09999999999' },
  thank_you_template: 'Herzlichen Dank für {amount} {currency} für {collection}!',
  thank_you_share_template: 'Ich habe für {collection} gegeben: {link}',
  social_media: ['email', 'whatsapp', 'facebook', 'instagram'],
  ...overrides,
});

const receipt = (overrides: Partial<DonationReceipt> = {}): DonationReceipt => ({
  reference: 'G-7K2P9',
  state: 'pending',
  amount: '25.00',
  currency: 'EUR',
  payment_method: 'sepadd',
  redirect_url: null,
  thank_you_text: 'Herzlichen Dank für 25,00 € für Diakonie!',
  share_text: 'Ich habe für Diakonie gegeben: http://localhost/o/4?collection=12',
  mandate_reference: 'LAUF-00000001',
  first_due_day: '2026-11-27',
  ...overrides,
});

const DONATION = 'POST public/web_app/4/bart/donation/';

function open(
  options: PublicGivingOptions,
  donation: MockAnswer = { status: 201, body: receipt() },
  app = donationApp(),
) {
  const fetch = mockFetch({
    'GET public/web_app/4/bart/': { body: app },
    'GET public/web_app/4/bart/giving/': { body: options },
    [DONATION]: donation,
  });
  render(<DonorApp location={{ pathname: '/o/4', search: '?collection=12' }} />);
  return fetch;
}

/** amount 25 on the donation app, then on to the giving form */
async function chooseAmount(cents = '25') {
  fireEvent.change(await screen.findByLabelText('Betrag in Euro'), { target: { value: cents } });
  fireEvent.click(screen.getByRole('button', { name: 'Jetzt spenden' }));
  await screen.findByRole('group', { name: 'Zahlungsart' });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

// whole flows through MUI: a few seconds each on a loaded 2-core machine
describe('the giving form', { timeout: 20_000 }, () => {
  it('gives 25,00 € by SEPA with a receipt and an information request, then thanks and offers to share', async () => {
    const { sent } = open(givingOptions());
    await chooseAmount();
    expect(screen.getByRole('heading', { level: 1 }).textContent?.replace(/\u00a0/g, ' ')).toBe(
      '25,00 € für Diakonie',
    );
    // the mandate names the creditor and its id; the reference follows after sending
    expect(screen.getByText('Gläubiger-Identifikationsnummer: DE98ZZZ09999999999')).toBeTruthy();
    expect(screen.getByText('Mandatsreferenz: wird nach dem Absenden mitgeteilt')).toBeTruthy();
    expect(
      screen.getByText(/Ich ermächtige Ev. Kirchengemeinde Lauffen, einmalig eine Zahlung/),
    ).toBeTruthy();
    // name and address only once a receipt is asked for
    expect(screen.queryByLabelText(/^Vorname/)).toBeNull();
    expect(screen.queryByLabelText(/E-Mail-Adresse/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^25,00\s€ jetzt geben$/ }));
    expect(field(/^Kontoinhaber/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte geben Sie den Namen des Kontoinhabers an.')).toBeTruthy();
    expect(screen.getByText('Bitte erteilen Sie das SEPA-Lastschriftmandat.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Kontoinhaber/)));
    expect(sent(DONATION)).toHaveLength(0);

    type(/^Kontoinhaber/, 'Erika Mustermann');
    type(/^IBAN/, 'DE02 1203 0000 0000 2020 52');
    fireEvent.click(screen.getByRole('button', { name: /^25,00\s€ jetzt geben$/ }));
    expect(screen.getByText('Bitte geben Sie eine gültige IBAN ein.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^IBAN/)));
    type(/^IBAN/, 'DE02 1203 0000 0000 2020 51');
    fireEvent.click(screen.getByLabelText('Ich erteile das SEPA-Lastschriftmandat.'));
    fireEvent.click(screen.getByLabelText('Ich möchte eine Zuwendungsbestätigung erhalten'));
    type(/^Vorname/, 'Erika');
    type(/^Nachname/, 'Mustermann');
    type(/^Straße und Hausnummer/, 'Bahnhofstraße 3');
    type(/^PLZ/, '74348');
    type(/^Ort/, 'Lauffen am Neckar');
    fireEvent.click(screen.getByLabelText('Ich möchte weitere Informationen erhalten'));
    type(/^E-Mail-Adresse/, 'erika@example.org');
    fireEvent.click(screen.getByRole('button', { name: /^25,00\s€ jetzt geben$/ }));

    expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeTruthy();
    expect(screen.getByText('Herzlichen Dank für 25,00 € für Diakonie!')).toBeTruthy();
    expect(screen.getByText('Ihre Mandatsreferenz: LAUF-00000001')).toBeTruthy();
    expect(screen.getByText('Die Lastschrift wird frühestens am 27.11.2026 eingezogen.')).toBeTruthy();
    const [request] = sent(DONATION);
    expect(request?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(request?.body).toEqual({
      collection: 12,
      amount: '25,00',
      payment_method: 'sepadd',
      sepa: { account_holder: 'Erika Mustermann', iban: 'DE02120300000000202051', mandate_accepted: true },
      email: 'erika@example.org',
      wants_donation_receipt: true,
      person: {
        first_name: 'Erika',
        last_name: 'Mustermann',
        street: 'Bahnhofstraße 3',
        postal_code: '74348',
        city: 'Lauffen am Neckar',
      },
      wants_information: true,
    });

    const share = screen.getByRole('region', { name: 'Erzählen Sie es weiter' });
    const shareText = encodeURIComponent(receipt().share_text);
    expect(within(share).getByRole('link', { name: 'Teilen über WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${shareText}`,
    );
    expect(within(share).getByRole('link', { name: 'Teilen über E-Mail' }).getAttribute('href')).toContain(
      `body=${shareText}`,
    );
    expect(within(share).getByRole('link', { name: 'Teilen über Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent('/o/4?collection=12'),
    );
    expect(within(share).queryByRole('link', { name: /Instagram/ })).toBeNull();
  });

  it('asks for the person data at once with require_pdata, and leaves out what the settings do not offer', async () => {
    open(givingOptions({ person_data: 'required', allow_email_contact: false, recurring_collections: [] }));
    await chooseAmount();
    expect(field(/^Vorname/)).toBeTruthy();
    expect(field(/^E-Mail-Adresse/)).toBeTruthy();
    expect(screen.queryByLabelText('Ich möchte eine Zuwendungsbestätigung erhalten')).toBeNull();
    expect(screen.queryByLabelText('Ich möchte weitere Informationen erhalten')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Wie oft möchten Sie geben?' })).toBeNull();
  });

  it('offers a recurring gift by SEPA for a plan that allows it, with the recurring mandate', async () => {
    const { sent } = open(givingOptions({ person_data: 'none', offer_donation_receipt: false }));
    await chooseAmount();
    const frequency = screen.getByRole('group', { name: 'Wie oft möchten Sie geben?' });
    expect(
      within(frequency)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.parentElement?.textContent),
    ).toEqual(['einmalig', 'monatlich', 'vierteljährlich', 'halbjährlich', 'jährlich']);
    fireEvent.click(within(frequency).getByLabelText('vierteljährlich'));
    expect(
      screen.getByText(/Ich ermächtige Ev. Kirchengemeinde Lauffen, Zahlungen von meinem Konto/),
    ).toBeTruthy();
    type(/^Kontoinhaber/, 'Erika Mustermann');
    type(/^IBAN/, 'DE02120300000000202051');
    fireEvent.click(screen.getByLabelText('Ich erteile das SEPA-Lastschriftmandat.'));
    fireEvent.click(screen.getByRole('button', { name: /^25,00\s€ vierteljährlich geben$/ }));
    await screen.findByRole('heading', { name: 'Vielen Dank!' });
    expect(sent(DONATION)[0]?.body).toMatchObject({
      recurring_interval: 'quarterly',
      payment_method: 'sepadd',
    });

    // Testzahlung: no account, no recurring gift
    cleanup();
    open(givingOptions());
    await chooseAmount();
    fireEvent.click(screen.getByLabelText('Testzahlung'));
    expect(screen.queryByLabelText(/^IBAN/)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Wie oft möchten Sie geben?' })).toBeNull();
  });

  it('follows the test provider to its payment page', async () => {
    const redirect = 'http://localhost/api/v2/public/testpay/abc/';
    const { sent } = open(givingOptions(), {
      status: 201,
      body: receipt({
        payment_method: 'testpay',
        redirect_url: redirect,
        mandate_reference: null,
        first_due_day: null,
      }),
    });
    await chooseAmount();
    fireEvent.click(screen.getByLabelText('Testzahlung'));
    fireEvent.click(screen.getByRole('button', { name: /^25,00\s€ jetzt geben$/ }));
    expect(await screen.findByText('Sie werden zur Zahlung weitergeleitet …')).toBeTruthy();
    expect(redirectTo).toHaveBeenCalledWith(redirect);
    expect(sent(DONATION)[0]?.body).toEqual({
      collection: 12,
      amount: '25,00',
      payment_method: 'testpay',
      wants_donation_receipt: false,
      wants_information: false,
    });
  });

  it('shows the server’s refusals at their fields and the rest above the button', async () => {
    open(givingOptions(), {
      status: 400,
      body: {
        'sepa.iban': ['Bitte geben Sie eine gültige IBAN ein.'],
        amount: ['Online sind höchstens 999 € möglich.'],
      },
    });
    await chooseAmount();
    type(/^Kontoinhaber/, 'Erika Mustermann');
    type(/^IBAN/, 'DE02120300000000202051');
    fireEvent.click(screen.getByLabelText('Ich erteile das SEPA-Lastschriftmandat.'));
    fireEvent.click(screen.getByRole('button', { name: /^25,00\s€ jetzt geben$/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Online sind höchstens 999 € möglich.');
    expect(field(/^IBAN/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(/^IBAN/)));
  });

  it('keeps what was typed when the connection fails, and sends it again with the same key', async () => {
    let calls = 0;
    const { sent } = open(givingOptions(), () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { status: 201, body: receipt() };
    });
    await chooseAmount();
    type(/^Kontoinhaber/, 'Erika Mustermann');
    type(/^IBAN/, 'DE02120300000000202051');
    fireEvent.click(screen.getByLabelText('Ich erteile das SEPA-Lastschriftmandat.'));
    const submit = screen.getByRole('button', { name: /^25,00\s€ jetzt geben$/ });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('Keine Verbindung zum Server.');
    expect(field(/^Kontoinhaber/).value).toBe('Erika Mustermann');
    expect(field(/^IBAN/).value).toBe('DE02120300000000202051');
    fireEvent.click(screen.getByRole('button', { name: /^25,00\s€ jetzt geben$/ }));
    await screen.findByRole('heading', { name: 'Vielen Dank!' });
    const [first, second] = sent(DONATION);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('disables the button while sending, so a double tap gives once', async () => {
    let release: (() => void) | undefined;
    const { sent, fetchMock } = open(givingOptions());
    await chooseAmount();
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (release = resolve));
      return original ? original(input, init) : new Response(null);
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Testzahlung' }));
    fireEvent.click(screen.getByRole('button', { name: /^25,00\s€ jetzt geben$/ }));
    const sending = await screen.findByRole('button', { name: 'Wird gesendet …' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(sending);
    release?.();
    await screen.findByRole('heading', { name: 'Vielen Dank!' });
    expect(sent(DONATION)).toHaveLength(1);
  });

  it('says online giving is not enabled where the organisation takes no gifts online', async () => {
    mockFetch({
      'GET public/web_app/4/bart/': { body: donationApp() },
      'GET public/web_app/4/bart/giving/': { status: 404, body: { detail: 'Nicht gefunden.' } },
    });
    render(<DonorApp location={{ pathname: '/o/4', search: '' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Jetzt spenden' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Online-Spenden sind für diese Gemeinde noch nicht freigeschaltet.',
    );
  });
});

describe('the collection app (/p/{id})', { timeout: 20_000 }, () => {
  it('goes from the purpose and a quick amount to the same giving form', async () => {
    const app = donationApp({ app: 'john', device_type: 'john' });
    const { sent } = mockFetch({
      'GET public/web_app/4/john/': { body: app },
      'GET public/web_app/4/john/giving/': { body: givingOptions({ payment_methods: ['testpay'] }) },
      'POST public/web_app/4/john/donation/': {
        status: 201,
        body: receipt({ redirect_url: null, mandate_reference: null, first_due_day: null }),
      },
    });
    render(<DonorApp location={{ pathname: '/p/4', search: '?collection=11' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Jetzt geben' }));
    fireEvent.click(screen.getByRole('button', { name: /^10,00\s€$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(await screen.findByRole('button', { name: /^10,00\s€ jetzt geben$/ }));
    await screen.findByRole('heading', { name: 'Vielen Dank!' });
    expect(sent('POST public/web_app/4/john/donation/')[0]?.body).toMatchObject({
      collection: 11,
      amount: '10,00',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Noch einmal geben' }));
    expect(screen.getByRole('button', { name: 'Jetzt geben' })).toBeTruthy();
  });
});
