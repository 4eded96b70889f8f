// @vitest-environment happy-dom
import type { CashPayment, CollectionPlan } from '@kollekta/contract';
import { CASH_MESSAGES } from '@kollekta/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { makeLauffen, makePlan, planningOptions } from '../../../test-support/planning-fixtures';
import { renderAt } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { CashCardAction } from './CashCardAction';

const API = 'http://localhost/api/v2/';
const KASSE = makeUser({ id: 6, username: 'kasse', name: 'Anna Keller' });
const lauffen = makeLauffen({
  permissions: ['READ_NONSENSITIVE', 'READ_CPLAN_INHERITED', 'READ_CPLAN', 'READ', 'READ_ORG_DATA', 'MEMBER'],
});
const plan = makePlan(12, { name: 'Diakonie', location: null, isArchived: false });

const withCash = (on: boolean) => ({
  body: { ...planningOptions, features: { ...planningOptions.features, allow_cash_payments: on } },
});

const cashPayment = (patch: Partial<CashPayment>): CashPayment => ({
  id: 31,
  url: `${API}cash/cash_payment/31/`,
  amount: '79.50',
  currency: 'EUR',
  state: 'entered',
  created_at: '2026-11-22T11:00:00.000Z',
  created_by: `${API}user/7/`,
  created_by_id: 7,
  created_by_name: 'Martin Braun',
  changed_at: null,
  changed_by: null,
  changed_by_name: null,
  confirmed_at: null,
  confirmed_by: null,
  confirmed_by_name: null,
  changed_by_id: null,
  version: 1,
  organization: `${API}organization/4/`,
  organization_id: 4,
  plan: `${API}collection_plan/12/`,
  plan_id: 12,
  plan_name: 'Diakonie',
  collection_datetime: '2026-11-22T10:30:00.000Z',
  meta: { cash: { split: { '2000': 3, '200': 7, '50': 11 } } },
  can_edit: true,
  can_confirm: true,
  ...patch,
});

beforeEach(() => {
  sessionStore.signIn('token', KASSE);
  vi.useFakeTimers({ now: new Date('2026-11-22T11:30:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = (shown: CollectionPlan = plan) =>
  renderAt('/', '/', <CashCardAction plan={shown} organization={lauffen} />);

describe('the card action (planning.md §5, §6)', () => {
  it('without the cash module: disabled, with "Bargeldmodul fehlt"', async () => {
    mockFetch({ 'GET organization/4/planning_options/': withCash(false) });
    render();
    expect(await screen.findByRole('button', { name: 'Barsammlung: Bargeldmodul fehlt' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it.each([
    ['a plan of a location', { location: `${API}location/1/` }],
    ['an archived plan', { isArchived: true }],
  ])('hidden for %s', async (_name, patch) => {
    const { sent } = mockFetch({ 'GET organization/4/planning_options/': withCash(true) });
    render({ ...plan, ...patch });
    await vi.waitFor(() => expect(sent('GET organization/4/planning_options/')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Barsammlung/ })).toBeNull();
  });
});

describe('the cash dialog', () => {
  it('opens the add form at once when nothing waits, and enters the sum', async () => {
    const { sent } = mockFetch({
      'GET organization/4/planning_options/': withCash(true),
      'GET cash/cash_payment/': { body: [] },
      'POST cash/cash_payment/': (request) => ({
        status: 201,
        body: cashPayment({ amount: '12.50', meta: { cash: { split: null } }, ...(request.body as object) }),
      }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Barsammlung: Diakonie' }));
    const form = await screen.findByRole('dialog', { name: 'Barsammlung eintragen' });
    const amount = within(form).getByRole('textbox', { name: 'Betrag' });
    // a dot as the decimal mark is read as meant, and the field says so (issue 12)
    fireEvent.change(amount, { target: { value: '12.50' } });
    expect(within(form).getByText(/^Gelesen als 12,50\s€: der Punkt zählt als Komma\.$/)).toBeTruthy();
    within(form).getByRole('button', { name: /^12,50\s€ eintragen$/ });
    fireEvent.change(amount, { target: { value: '12,5' } });
    fireEvent.click(within(form).getByRole('button', { name: /^12,50\s€ eintragen$/ }));
    await vi.waitFor(() => expect(sent('POST cash/cash_payment/')).toHaveLength(1));
    expect(sent('POST cash/cash_payment/')[0]?.body).toEqual({
      amount: '12.50',
      plan: plan.url,
      organization: lauffen.url,
      collection_datetime: '2026-11-22T11:30:00.000Z',
      meta: { cash: { split: null } },
    });
  });

  it('with an entry waiting: the list; the own entry cannot be confirmed, another one can', async () => {
    const { sent } = mockFetch({
      'GET organization/4/planning_options/': withCash(true),
      'GET cash/cash_payment/': {
        body: [
          cashPayment({ id: 31, amount: '79.50' }),
          cashPayment({
            id: 32,
            amount: '20.00',
            created_by: `${API}user/6/`,
            created_by_id: 6,
            created_by_name: 'Anna Keller',
            can_confirm: false,
          }),
          cashPayment({
            id: 33,
            amount: '5.00',
            created_by: null,
            created_by_id: null,
            created_by_name: null,
          }),
        ],
      },
      'PATCH cash/cash_payment/31/confirm/': { body: cashPayment({ state: 'processed', can_edit: false }) },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Barsammlung: Diakonie' }));
    const list = await screen.findByRole('dialog', { name: /^Barsammlungen/ });
    const rows = await within(list).findAllByTestId('cash-payment');
    expect(screen.queryByRole('dialog', { name: 'Barsammlung eintragen' })).toBeNull();
    expect(within(list).getByTestId('cash-sum').textContent).toBe('104,50\u00a0€');
    const [theirs, mine, anonymous] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(mine).getByRole('button', { name: 'Bestätigen' })).toHaveProperty('disabled', true);
    expect(anonymous.textContent).toContain('Anonym');

    fireEvent.click(within(theirs).getByRole('button', { name: 'Bestätigen' }));
    const question = await screen.findByRole('dialog', { name: 'Barsammlung bestätigen?' });
    expect(question.textContent).toContain(
      'Sind Sie sicher? Dann kann an diesem Eintrag nichts mehr verändert werden.',
    );
    expect(within(question).getByTestId('confirm-amount').textContent).toBe(
      'Zu bestätigender Betrag: 79,50\u00a0€',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Ja, bestätigen' }));
    await vi.waitFor(() => expect(sent('PATCH cash/cash_payment/31/confirm/')).toHaveLength(1));
    // it confirms what the user saw: the version on the screen
    expect(sent('PATCH cash/cash_payment/31/confirm/')[0]?.body).toEqual({ version: 1 });
    // reported in the snackbar by the dialog, not in the message bar at the top of the page (issue 12)
    const notice = await screen.findByText('Bargeldeintragung erfolgreich bestätigt');
    expect(notice.closest('.MuiSnackbar-root')).not.toBeNull();
  });
});

describe('four eyes on the amount that is booked (issue 11)', () => {
  /** The list answers `before` until the confirmation was tried, then `after` (the reload). */
  function mockConfirmRefused(before: CashPayment, after: CashPayment, status: number, detail: string) {
    let refused = false;
    return mockFetch({
      'GET organization/4/planning_options/': withCash(true),
      'GET cash/cash_payment/': () => ({ body: [refused ? after : before] }),
      'PATCH cash/cash_payment/31/confirm/': (request) => {
        if ((request.body as { version?: number }).version === after.version && refused) {
          return { body: { ...after, state: 'processed', can_edit: false, can_confirm: false } };
        }
        refused = true;
        return { status, body: { detail } };
      },
    });
  }

  async function openConfirmation() {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Barsammlung: Diakonie' }));
    const list = await screen.findByRole('dialog', { name: /^Barsammlungen/ });
    const [row] = await within(list).findAllByTestId('cash-payment');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Bestätigen' }));
    return screen.findByRole('dialog', { name: 'Barsammlung bestätigen?' });
  }

  it('changed meanwhile (409): says so in German, shows the new amount, and confirms that one', async () => {
    const { sent } = mockConfirmRefused(
      cashPayment({ amount: '100.00', version: 1 }),
      cashPayment({ amount: '1.00', version: 2, changed_by_id: 6 }),
      409,
      CASH_MESSAGES.changedMeanwhile,
    );
    const question = await openConfirmation();
    fireEvent.click(within(question).getByRole('button', { name: 'Ja, bestätigen' }));
    await within(question).findByText(
      'Die Barsammlung wurde inzwischen geändert. Bitte prüfen Sie sie erneut.',
    );
    await vi.waitFor(() =>
      expect(within(question).getByTestId('confirm-amount').textContent).toBe(
        'Zu bestätigender Betrag: 1,00\u00a0€',
      ),
    );
    expect(sent('PATCH cash/cash_payment/31/confirm/')[0]?.body).toEqual({ version: 1 });
    fireEvent.click(within(question).getByRole('button', { name: 'Ja, bestätigen' }));
    await vi.waitFor(() => expect(sent('PATCH cash/cash_payment/31/confirm/')).toHaveLength(2));
    expect(sent('PATCH cash/cash_payment/31/confirm/')[1]?.body).toEqual({ version: 2 });
  });

  it('changed last by the user (403): says why, and the button stays off', async () => {
    mockConfirmRefused(
      cashPayment({ amount: '100.00', version: 1 }),
      cashPayment({ amount: '1.00', version: 2, changed_by_id: 6, can_confirm: false }),
      403,
      CASH_MESSAGES.lastChanger,
    );
    const question = await openConfirmation();
    fireEvent.click(within(question).getByRole('button', { name: 'Ja, bestätigen' }));
    await within(question).findByText(CASH_MESSAGES.lastChanger);
    await vi.waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Ja, bestätigen' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });

  it('an entry the user changed last cannot be confirmed from the list', async () => {
    mockFetch({
      'GET organization/4/planning_options/': withCash(true),
      'GET cash/cash_payment/': {
        body: [cashPayment({ changed_by_id: 6, changed_by_name: 'Anna Keller', can_confirm: false })],
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Barsammlung: Diakonie' }));
    const list = await screen.findByRole('dialog', { name: /^Barsammlungen/ });
    const [row] = await within(list).findAllByTestId('cash-payment');
    expect(within(row as HTMLElement).getByRole('button', { name: 'Bestätigen' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('the confirm button is off while its request runs: a double click confirms once', async () => {
    const { sent } = mockFetch({
      'GET organization/4/planning_options/': withCash(true),
      'GET cash/cash_payment/': { body: [cashPayment({})] },
      'PATCH cash/cash_payment/31/confirm/': { body: cashPayment({ state: 'processed' }) },
    });
    // the server's answer waits until the test lets it go
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') await held;
      return answer(input, init);
    });
    const question = await openConfirmation();
    const yes = within(question).getByRole('button', { name: 'Ja, bestätigen' });
    fireEvent.click(yes);
    await vi.waitFor(() => expect(yes).toHaveProperty('disabled', true));
    fireEvent.click(yes);
    release();
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Barsammlung bestätigen?' })).toBeNull(),
    );
    expect(sent('PATCH cash/cash_payment/31/confirm/')).toHaveLength(1);
  });
});
