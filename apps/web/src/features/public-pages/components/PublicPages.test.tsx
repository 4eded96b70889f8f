// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render';
import { AccountingFieldsPage } from './AccountingFieldsPage';
import { CashSubmissionPage } from './CashSubmissionPage';
import { StopCashPaymentsPage } from './StopCashPaymentsPage';

const TOKEN = 'T'.repeat(43);
const NOT_FOUND = 'Sammlung nicht gefunden. Der Link ist entweder abgelaufen oder falsch.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the accounting fields page (#/misc/accounting_fields/{token})', () => {
  const ACCOUNTING = `collection_plan/fill_accounting_fields/${TOKEN}/`;
  const page = (values: { Kostenstelle: string | null; Sachkonto: string | null }) => ({
    id: 12,
    name: 'Diakonie in Württemberg',
    organization_name: 'Ev. Kirchengemeinde Lauffen',
    fields: [
      { name: 'Kostenstelle', type: 'text', value: values.Kostenstelle },
      { name: 'Sachkonto', type: 'text', value: values.Sachkonto },
    ],
  });
  const renderPage = (token = TOKEN) =>
    renderAt(`/misc/accounting_fields/${token}`, '/misc/accounting_fields/:token?', <AccountingFieldsPage />);

  it('saves the fields trimmed, empty as null, and offers to edit again', async () => {
    const { sent } = mockFetch({
      [`GET ${ACCOUNTING}`]: { body: page({ Kostenstelle: null, Sachkonto: '1200' }) },
      [`PATCH ${ACCOUNTING}`]: { body: page({ Kostenstelle: '4711', Sachkonto: null }) },
    });
    renderPage();
    const cost = await screen.findByLabelText('Kostenstelle');
    expect(screen.getByText(/Diakonie in Württemberg/)).toBeTruthy();
    fireEvent.change(cost, { target: { value: '  4711 ' } });
    fireEvent.change(screen.getByLabelText('Sachkonto'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Vielen Dank. Die Buchhaltungsdaten wurden gespeichert.')).toBeTruthy();
    expect(sent(`PATCH ${ACCOUNTING}`)[0]?.body).toEqual({
      meta: { accounting: { Kostenstelle: '4711', Sachkonto: null } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Erneut bearbeiten' }));
    expect((screen.getByLabelText('Kostenstelle') as HTMLInputElement).value).toBe('4711');
  });

  it('says at the field that at most 100 characters are allowed, and sends nothing', async () => {
    const { sent } = mockFetch({
      [`GET ${ACCOUNTING}`]: { body: page({ Kostenstelle: null, Sachkonto: null }) },
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Sachkonto'), { target: { value: 'x'.repeat(101) } });
    expect(screen.getByText('max. 100 Zeichen')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent(`PATCH ${ACCOUNTING}`)).toHaveLength(0);
  });

  it('shows the server’s refusal at the field with the spec’s text', async () => {
    mockFetch({
      [`GET ${ACCOUNTING}`]: { body: page({ Kostenstelle: null, Sachkonto: null }) },
      [`PATCH ${ACCOUNTING}`]: { status: 400, body: { 'meta.accounting.Sachkonto': ['max. 100 Zeichen'] } },
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Sachkonto'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die eingegebenen Daten sind fehlerhaft.')).toBeTruthy();
    expect(screen.getByText('max. 100 Zeichen')).toBeTruthy();
  });

  it.each([
    [404, NOT_FOUND],
    [500, 'Die Sammlung konnte nicht geladen werden'],
  ])('a link answered %s says so and shows no form', async (status, text) => {
    mockFetch({ [`GET ${ACCOUNTING}`]: { status, body: { detail: NOT_FOUND } } });
    renderPage();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it('without a token says that no collection id is set', async () => {
    mockFetch({});
    renderAt('/misc/accounting_fields', '/misc/accounting_fields/:token?', <AccountingFieldsPage />);
    expect(await screen.findByText('Keine Sammlungs-ID gesetzt')).toBeTruthy();
  });

  it('a collection without a name says so', async () => {
    mockFetch({
      [`GET ${ACCOUNTING}`]: { body: { ...page({ Kostenstelle: null, Sachkonto: null }), name: '' } },
    });
    renderPage();
    expect(await screen.findByText('Name der Sammlung nicht gefunden')).toBeTruthy();
  });
});

describe('the cash submission page (#/cash_payment_submission/{token}/)', () => {
  const CASH = `collection_plan/cash_payment/${TOKEN}/`;

  it('enters the cash through the cash dialog and thanks with the spec’s text', async () => {
    const { sent } = mockFetch({
      [`GET ${CASH}`]: {
        body: {
          organization_name: 'Ev. Kirchengemeinde Lauffen',
          name: 'Brot für die Welt',
          currency: 'EUR',
        },
      },
      [`POST ${CASH}`]: {
        status: 201,
        body: {
          created_at: '2026-11-22T11:00:00Z',
          amount: '79.50',
          currency: 'EUR',
          collection_datetime: '2026-11-22T10:30:00Z',
        },
      },
    });
    renderAt(
      `/cash_payment_submission/${TOKEN}/`,
      '/cash_payment_submission/:token?',
      <CashSubmissionPage />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Barsammlung eintragen' });
    expect(within(dialog).queryByRole('button', { name: 'Abbrechen' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Betrag' }), { target: { value: '79,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /79,50\s€ eintragen/ }));
    expect(
      await screen.findByText(
        'Sie haben erfolgreich eine Barsammlung in der Höhe von 79,50 € am 22.11.2026 eingetragen. Vielen Dank.',
      ),
    ).toBeTruthy();
    const [post] = sent(`POST ${CASH}`);
    expect(post?.body).toMatchObject({ amount: '79.50', currency: 'EUR', meta: { cash: { split: null } } });
    expect(post?.body).not.toHaveProperty('plan');
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('refuses an unknown link with the spec’s text', async () => {
    mockFetch({ [`GET ${CASH}`]: { status: 404, body: { detail: NOT_FOUND } } });
    renderAt(
      `/cash_payment_submission/${TOKEN}/`,
      '/cash_payment_submission/:token?',
      <CashSubmissionPage />,
    );
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the stop-cash page (#/securely_stop_cash_payments/{token}/?organization_id=)', () => {
  const LINK = `disbursementorder/order/secure_link/${TOKEN}/5/`;
  const summary = (stopped: string | null) => ({
    id: 9,
    url: '/api/v2/disbursementorder/disbursement/9/',
    state: stopped ? 'ready' : 'in_progress',
    sum_amount_total: '350.00',
    sum_amount_cash: '100.00',
    sum_amount_pos: '200.00',
    sum_amount_ecom: '50.00',
    currency: 'EUR',
    documents: [],
    stop_cash_payments: stopped,
    cancellable: true,
    has_entered_cash: false,
    count_payments: 14,
    collection_name: 'Vesperkirche Heilbronn',
    organization_name: 'Ev. Kirchengemeinde Lauffen',
    currency_symbol: '€',
  });
  const renderPage = () =>
    renderAt(
      `/securely_stop_cash_payments/${TOKEN}/?organization_id=5`,
      '/securely_stop_cash_payments/:token?',
      <StopCashPaymentsPage />,
    );

  it('shows the summary in a dialog without a way to close it, and closes the cash', async () => {
    const { sent } = mockFetch({
      [`GET ${LINK}`]: { body: summary(null) },
      [`PATCH ${LINK}`]: { body: summary('2026-11-22T12:00:00Z') },
    });
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Barsammlungen abschließen' });
    await within(dialog).findByText('Vesperkirche Heilbronn');
    for (const text of ['Ev. Kirchengemeinde Lauffen', '14', '50,00 €', '200,00 €', '100,00 €', '350,00 €']) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['abschließen']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'abschließen' }));
    expect(
      await within(dialog).findByText(
        'Sie haben die Sammlung Vesperkirche Heilbronn erfolgreich abgeschlossen.',
      ),
    ).toBeTruthy();
    expect(sent(`PATCH ${LINK}`)).toHaveLength(1);
    expect(within(dialog).queryByRole('button')).toBeNull();
  });

  it('shows the server’s message when closing fails, else “Something went wrong”', async () => {
    mockFetch({
      [`GET ${LINK}`]: { body: summary(null) },
      [`PATCH ${LINK}`]: { status: 500, body: null },
    });
    renderPage();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'abschließen' }));
    expect(await within(dialog).findByText('Something went wrong')).toBeTruthy();
  });

  it('refuses a wrong link with the spec’s text and offers nothing', async () => {
    mockFetch({ [`GET ${LINK}`]: { status: 404, body: { detail: NOT_FOUND } } });
    renderPage();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(NOT_FOUND)).toBeTruthy());
    expect(within(dialog).queryByRole('button')).toBeNull();
  });
});
