// @vitest-environment happy-dom
import type { CollectionPlan } from '@kollekta/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockAnswer, mockFetch } from '../../../test-support/fetch-mock';
import { makeOrganization, makeUser } from '../../../test-support/fixtures';
import {
  calendarSettingAnswer,
  makeChurchDate,
  makeLauffen,
  makePlan,
  planningOptions,
} from '../../../test-support/planning-fixtures';
import { renderRoutes } from '../../../test-support/render';
import { MessageBars } from '../../message-bars';
import { sessionStore } from '../../session';
import { RELOAD_DELAY_MS } from '../use-plan-commands';
import { PlanningPage } from './PlanningPage';

const lauffen = makeLauffen();

/**
 * Lets answers and zero-delay timers (the query client's) run under fake timers without moving the
 * clock (vi.waitFor would move it 50 ms a try).
 */
async function settle() {
  for (let round = 0; round < 10; round += 1) await vi.advanceTimersByTimeAsync(0);
}
/** the first answer can take a moment when the whole suite runs */
const SLOW = { timeout: 5000 };
const dates = [
  makeChurchDate('2026-11-22', 'Ewigkeitssonntag'),
  makeChurchDate('2026-11-29', '1. Advent'),
  makeChurchDate('2026-12-06', '2. Advent'),
];
const running = makePlan(1, {
  name: 'Hospizarbeit',
  date_day: '2026-11-22',
  start: '2026-11-21T17:00:00.000Z',
  end: '2026-11-28T16:59:00.000Z',
  hasStarted: true,
  currentlyActive: true,
  can_edit: false,
  can_close: true,
  can_delete: false,
  targets: ['KB', 'WA'],
});
const inherited = makePlan(2, {
  name: 'Diakonie der Landeskirche',
  date_day: '2026-11-29',
  start: '2026-11-28T17:00:00.000Z',
  end: '2026-12-05T16:59:00.000Z',
  organization: 'http://localhost/api/v2/organization/1/',
  organization_name: 'Evangelische Landeskirche am Neckar',
  inherit: true,
  can_edit: false,
  can_edit_after_start: false,
  can_delete: false,
  can_exclude: true,
});
const planned = makePlan(3, {
  name: 'Gemeindehaus',
  date_day: '2026-11-29',
  collection_variant: 'x',
  start: '2026-11-28T17:00:00.000Z',
  end: '2026-12-05T16:59:00.000Z',
});

function answers(plans: CollectionPlan[], extra: Record<string, MockAnswer> = {}) {
  return mockFetch({
    'GET organization/': {
      body: [makeOrganization(1, 'Evangelische Landeskirche am Neckar', null), lauffen],
    },
    'GET organization/4/': { body: lauffen },
    'GET organization/4/collection_plans/': { body: plans },
    'GET organization/4/dates/': { body: dates },
    'GET organization/4/calendar_setting/': { body: calendarSettingAnswer },
    'GET organization/4/planning_options/': { body: planningOptions },
    ...extra,
  });
}

function renderPlanning(path = '/o/4/plans/2026') {
  return renderRoutes(
    [
      {
        path: '/o/:id/plans/:year',
        element: (
          <>
            <MessageBars />
            <PlanningPage />
          </>
        ),
      },
    ],
    path,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  sessionStore.signIn('token', makeUser({ username: 'planer' }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('planning screen (planning.md §2)', { timeout: 15_000 }, () => {
  it('shows the year, the running plans as cards and the year’s plans grouped by day', async () => {
    answers([running, inherited, planned]);
    renderPlanning();
    expect(await screen.findByRole('heading', { level: 1, name: 'Planung 2026' }, SLOW)).toBeTruthy();
    const active = await screen.findByRole('region', { name: /^Aktive Sammlungen/ }, SLOW);
    const card = within(active).getByRole('article', { name: 'Hospizarbeit' });
    expect(within(card).getByTestId('plan-start').textContent).toBe('21.11.2026 18:00');
    expect(within(card).getByTestId('plan-end').textContent).toBe('28.11.2026 17:59');
    expect(within(card).getByText('Hauptkollekte · Nur diese Organisation')).toBeTruthy();
    expect(within(card).getByText('10 % der Laufzeit vergangen')).toBeTruthy();
    expect(within(card).getByTestId('locked-badge')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Vorzeitig beenden' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Abwählen' })).toBeNull();

    const table = screen.getByTestId('plans-table');
    const dayRows = within(table)
      .getAllByTestId('day-row')
      .map((row) => row.textContent);
    expect(dayRows[0]).toContain('So., 22.11.2026Ewigkeitssonntag21.11.2026 18:00 – 28.11.2026 17:59');
    expect(dayRows[1]).toContain('1. Advent');
    // a plan can be added for a named day in the future only: not for today
    expect(within(table).queryByRole('button', { name: '+ Neue Sammlung an Ewigkeitssonntag' })).toBeNull();
    expect(within(table).getByRole('button', { name: '+ Neue Sammlung an 1. Advent' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: '+ Neue Sammlung an 2. Advent' })).toBeTruthy();
    expect(screen.getByTestId('page-range').textContent).toBe('22.11.2026 – 06.12.2026');
  });

  it('collapses the active plans and hides the day rows', async () => {
    answers([running, planned]);
    renderPlanning();
    fireEvent.click(await screen.findByRole('button', { name: 'Einklappen' }, SLOW));
    expect(screen.getByRole('button', { name: 'Ausklappen' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByLabelText('Tageszeilen anzeigen'));
    const table = screen.getByTestId('plans-table');
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: /^\+ Neue Sammlung an/ })).toBeNull(),
    );
    // the day without plans has gone, the days with plans stay
    expect(within(table).getAllByTestId('day-row')).toHaveLength(2);
  });

  it('cuts names in the list at 22 characters and offers one clear button in the search (issue 12)', async () => {
    const long = makePlan(4, {
      name: 'Diakonie – Hilfe für Menschen in Not',
      date_day: '2026-11-29',
      start: '2026-11-28T17:00:00.000Z',
      end: '2026-12-05T16:59:00.000Z',
    });
    answers([long]);
    renderPlanning();
    const row = await screen.findByRole('row', { name: 'Diakonie – Hilfe für Menschen in Not' }, SLOW);
    const shown = within(row).getByTitle('Diakonie – Hilfe für Menschen in Not');
    // drawn cut; a screen reader reads the whole name instead
    expect(shown.querySelector('[aria-hidden="true"]')?.textContent).toBe('Diakonie – Hilfe für…');
    expect(
      within(shown).getByText('Diakonie – Hilfe für Menschen in Not').closest('[aria-hidden]'),
    ).toBeNull();

    const search = screen.getByRole('textbox', { name: 'Sammlungen durchsuchen' });
    // type=search would draw the browser's own clear button next to 'Suche leeren'
    expect(search.getAttribute('type')).toBe('text');
    fireEvent.change(search, { target: { value: 'Diakonie' } });
    expect(screen.getAllByRole('button', { name: 'Suche leeren' })).toHaveLength(1);
  });

  it('keeps at least one device class chosen', async () => {
    answers([running, planned]);
    renderPlanning();
    await screen.findByTestId('plans-table', {}, SLOW);
    const filter = screen.getByRole('group', { name: 'Geräteklassen' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Kollekten-App' }));
    // only the plans in the collection app: Gemeindehaus runs on KB only
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Gemeindehaus' })).toBeNull());
    expect(screen.getByRole('row', { name: 'Hospizarbeit' })).toBeTruthy();
    const last = within(filter).getByRole('button', { name: 'Kollekten-App' });
    expect(last.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(last);
    expect(last.getAttribute('aria-pressed')).toBe('true');
  });

  it('archive: the table is titled for it and offers no new plans', async () => {
    const { sent } = answers([{ ...planned, isArchived: true, hasPassed: true }]);
    renderPlanning();
    await screen.findByTestId('plans-table', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Sammlungsarchiv' }));
    expect(await screen.findByRole('heading', { name: 'Archivierte Sammlungen' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Aktive Sammlungen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^\+ Neue Sammlung an/ })).toBeNull();
    expect(sent('GET organization/4/collection_plans/').length).toBeGreaterThanOrEqual(2);
  });
});

describe('closing, excluding and deleting (planning.md §2, §4)', { timeout: 15_000 }, () => {
  it('closes a running plan after asking, and reloads the plans 1.5 s later', async () => {
    const { sent } = answers([running], {
      'PATCH collection_plan/1/': {
        body: { ...running, end: '2026-11-22T10:00:00.000Z', currentlyActive: false, hasPassed: true },
      },
    });
    renderPlanning();
    const card = await screen.findByRole('article', { name: 'Hospizarbeit' }, SLOW);
    fireEvent.click(within(card).getByRole('button', { name: 'Vorzeitig beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vorzeitig beenden?' });
    expect(within(dialog).getByRole('button', { name: 'Nein' })).toBeTruthy();
    // from here the timers are fake: the 1.5 s are counted, not waited for; time stands still
    // while the request and its answer go through, so the delay starts when the answer arrived
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, jetzt beenden' }));
    await settle();
    expect(sent('PATCH collection_plan/1/')[0]?.body).toEqual({ end: 'now' });
    const loads = sent('GET organization/4/collection_plans/').length;
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1);
    await settle();
    expect(sent('GET organization/4/collection_plans/').length).toBe(loads);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sent('GET organization/4/collection_plans/').length).toBe(loads + 1);
  });

  it("asks 'Sammlung beenden?' for a plan without an end", async () => {
    answers([{ ...running, end: null }]);
    renderPlanning();
    const card = await screen.findByRole('article', { name: 'Hospizarbeit' }, SLOW);
    fireEvent.click(within(card).getByRole('button', { name: 'Jetzt beenden' }));
    expect(await screen.findByRole('dialog', { name: 'Sammlung beenden?' })).toBeTruthy();
  });

  it('excludes an inherited plan here and below, for every device class', async () => {
    const { sent } = answers([inherited], {
      'POST collection_plan_exclusion/': {
        status: 201,
        body: {
          url: 'http://localhost/api/v2/collection_plan_exclusion/1/',
          id: 1,
          plan: inherited.url,
          organization: lauffen.url,
          location: null,
          inherit: true,
          targets: ['KB'],
        },
      },
    });
    renderPlanning();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Weitere Aktionen: Diakonie der Landeskirche' }, SLOW),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Abwählen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sammlung abwählen?' });
    expect(within(dialog).getByRole('button', { name: 'Nein, nichts tun' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, Sammlung abwählen' }));
    await waitFor(() => expect(sent('POST collection_plan_exclusion/')).toHaveLength(1));
    expect(sent('POST collection_plan_exclusion/')[0]?.body).toEqual({
      plan: inherited.url,
      location: null,
      organization: lauffen.url,
      inherit: true,
      targets: ['KB', 'SD', 'SP', 'KS', 'FS', 'WA', 'WS', 'GE', 'GC'],
    });
  });

  it('a failed delete shows only a warning icon', async () => {
    answers([planned], { 'DELETE collection_plan/3/': { status: 500, body: { detail: 'kaputt' } } });
    renderPlanning();
    fireEvent.click(await screen.findByRole('button', { name: 'Weitere Aktionen: Gemeindehaus' }, SLOW));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unwiderruflich löschen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByLabelText('Das hat nicht geklappt')).toBeTruthy();
    expect(screen.queryByText(/kaputt/)).toBeNull();
  });
});
