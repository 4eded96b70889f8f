// @vitest-environment happy-dom
import type { CollectionPlan } from '@kollekta/contract';
import { COLLECTION_APP_TEXT } from '@kollekta/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockAnswer, mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import {
  calendarSettingAnswer,
  makeChurchDate,
  makeLauffen,
  makePlan,
  planningOptions,
} from '../../../test-support/planning-fixtures';
import { renderRoutes } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { PlanningPage } from '../components/PlanningPage';
// loaded lazily by the page: loaded here once, so no test waits for its first transform
import './PlanEditorDialog';

const SLOW = { timeout: 5000 };

const lauffen = makeLauffen();
const dates = [makeChurchDate('2026-11-29', '1. Advent'), makeChurchDate('2026-12-06', '2. Advent')];

function answers(plans: CollectionPlan[], extra: Record<string, MockAnswer> = {}) {
  return mockFetch({
    'GET organization/': { body: [lauffen] },
    'GET organization/4/': { body: lauffen },
    'GET organization/4/collection_plans/': { body: plans },
    'GET organization/4/dates/': { body: dates },
    'GET organization/4/calendar_setting/': { body: calendarSettingAnswer },
    'GET organization/4/planning_options/': { body: planningOptions },
    ...extra,
  });
}

async function openEditorFor(dayName: string) {
  renderRoutes([{ path: '/o/:id/plans/:year', element: <PlanningPage /> }], '/o/4/plans/2026');
  fireEvent.click(await screen.findByRole('button', { name: `+ Neue Sammlung an ${dayName}` }, SLOW));
  return screen.findByRole('dialog', { name: 'Sammlung anlegen' }, SLOW);
}

const stepNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

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

describe('plan editor (planning.md §2 "Plan editor stepper", §4, §5)', { timeout: 15_000 }, () => {
  it('creates a collection for the day of its row, asking before it saves', async () => {
    const { sent } = answers([], {
      'POST collection_plan/': { status: 201, body: makePlan(50, { name: 'Brot für die Welt' }) },
    });
    const dialog = await openEditorFor('1. Advent');
    expect(stepNames(dialog)).toEqual([
      '1Geräteauswahl',
      '2Zeitraum',
      '3Kollektenart',
      '4Abrechnungsinformationen',
      '5Geltungsbereich',
      '6Zusammenfassung',
    ]);
    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    expect(save.hasAttribute('disabled')).toBe(true);

    type(within(dialog).getByLabelText(/Sammlungszweck/), 'Brot für die Welt');
    fireEvent.click(within(dialog).getByLabelText('Digitaler Klingelbeutel (KB)'));
    fireEvent.click(within(dialog).getByLabelText('Kollekten-App (WA)'));
    // a web-app target brings step 3 and moves the later steps one on
    expect(stepNames(dialog)).toContain('3Weitere Informationen');
    expect(stepNames(dialog)).toContain('7Zusammenfassung');
    fireEvent.click(within(dialog).getByRole('tab', { name: /Zeitraum/ }));
    expect((await within(dialog).findByTestId('editor-window')).textContent).toBe(
      'Die Sammlung läuft von 28.11.2026 18:00 bis 05.12.2026 17:59.',
    );

    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(save);
    const confirm = await screen.findByRole('dialog', { name: 'Sammlung speichern?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ja, speichern' }));
    expect(await screen.findByText('Erfolgreich gespeichert', {}, SLOW)).toBeTruthy();
    expect(sent('POST collection_plan/')[0]?.body).toMatchObject({
      name: 'Brot für die Welt',
      type: 'collection',
      collection_variant: 'inner',
      date: '2026-11-29',
      date_name: '1. Advent',
      start: '2026-11-28T17:00:00.000Z',
      end: '2026-12-05T16:59:00.000Z',
      targets: ['KB', 'WA'],
      inherit: false,
      location: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sammlung anlegen' })).toBeNull());
  });

  it('leaves the arrow keys, Home and End to the controls of a step (issue 12, keyboard journeys)', async () => {
    answers([]);
    const dialog = await openEditorFor('1. Advent');
    fireEvent.click(within(dialog).getByRole('tab', { name: /Kollektenart/ }));
    const main = await within(dialog).findByRole('radio', { name: 'Hauptkollekte' });
    main.focus();
    // fireEvent answers false when a handler prevented the browser's own move to the next radio
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End'])
      expect(fireEvent.keyDown(main, { key }), key).toBe(true);
    expect(document.activeElement).toBe(main);
    // on the step buttons the arrows still move between the steps
    const period = within(dialog).getByRole('tab', { name: /Zeitraum/ });
    period.focus();
    expect(fireEvent.keyDown(period, { key: 'ArrowDown' })).toBe(false);
  });

  it('saves once when "Ja, speichern" is double-clicked', async () => {
    const { sent } = answers([], {
      'POST collection_plan/': { status: 201, body: makePlan(51, { name: 'Diakonie' }) },
    });
    const dialog = await openEditorFor('1. Advent');
    type(within(dialog).getByLabelText(/Sammlungszweck/), 'Diakonie');
    fireEvent.click(within(dialog).getByLabelText('Digitaler Klingelbeutel (KB)'));
    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(save);
    const confirm = await screen.findByRole('dialog', { name: 'Sammlung speichern?' });
    const yes = within(confirm).getByRole('button', { name: 'Ja, speichern' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await screen.findByText('Erfolgreich gespeichert', {}, SLOW)).toBeTruthy();
    expect(sent('POST collection_plan/')).toHaveLength(1);
    expect(sent('POST collection_plan/')[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the warning icon on the save button when saving fails, and stays open', async () => {
    answers([], { 'POST collection_plan/': { status: 500, body: { detail: 'kaputt' } } });
    const dialog = await openEditorFor('1. Advent');
    type(within(dialog).getByLabelText(/Sammlungszweck/), 'Diakonie');
    fireEvent.click(within(dialog).getByLabelText('Digitaler Klingelbeutel (KB)'));
    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(save);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sammlung speichern?' })).getByRole('button', {
        name: 'Ja, speichern',
      }),
    );
    expect(await within(dialog).findByLabelText('Speichern fehlgeschlagen', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Erfolgreich gespeichert')).toBeNull();
    expect(screen.queryByText(/kaputt/)).toBeNull();
  });

  it('hands the focus to the new step when Weiter or Zurück folds its own step away', async () => {
    answers([]);
    const dialog = await openEditorFor('1. Advent');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: /Zeitraum/ })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zurück' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: /Geräteauswahl/ })),
    );
  });

  it('names the missing name and device once the user moves on', async () => {
    answers([]);
    const dialog = await openEditorFor('1. Advent');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(
      await within(dialog).findByText('Mindestens ein Gerät muss für die Sammlung ausgewählt werden.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Dieses Feld darf nicht leer sein')).toBeTruthy();
  });

  it('fits the collection-app text 1000 ms after an edit: too short, too long', async () => {
    answers([]);
    const dialog = await openEditorFor('1. Advent');
    type(within(dialog).getByLabelText(/Sammlungszweck/), 'Diakonie');
    fireEvent.click(within(dialog).getByLabelText('Kollekten-App (WA)'));
    fireEvent.click(within(dialog).getByRole('tab', { name: /Weitere Informationen/ }));
    const text = await within(dialog).findByLabelText('Anzeigetext der Kollekten-App');
    // the delay is counted on fake timers, not waited for
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    type(text, 'ab');
    await act(() => vi.advanceTimersByTimeAsync(COLLECTION_APP_TEXT.fitDelayMs - 1));
    expect(within(dialog).queryByText('Text zu kurz!')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(dialog).getByText('Text zu kurz!')).toBeTruthy();
    type(text, 'Hilfe für die Menschen in den Erdbebengebieten '.repeat(8));
    await act(() => vi.advanceTimersByTimeAsync(COLLECTION_APP_TEXT.fitDelayMs));
    expect(within(dialog).getByText('Text ist zu lang!')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Speichern' }).hasAttribute('disabled')).toBe(true);
  });

  it('formats the IBAN when it is left and says when it is wrong', async () => {
    answers([]);
    const dialog = await openEditorFor('1. Advent');
    fireEvent.click(within(dialog).getByRole('tab', { name: /Abrechnungsinformationen/ }));
    const iban = await within(dialog).findByLabelText('IBAN');
    type(iban, 'de89370400440532013000');
    fireEvent.blur(iban);
    expect((iban as HTMLInputElement).value).toBe('DE89 3704 0044 0532 0130 00');
    type(iban, 'DE00 1234');
    fireEvent.blur(iban);
    expect(await within(dialog).findByText('Bitte geben Sie eine gültige IBAN ein.')).toBeTruthy();
  });

  it('asks before it allows recurring donations for an open-ended donation purpose', async () => {
    answers([]);
    renderRoutes([{ path: '/o/:id/plans/:year', element: <PlanningPage /> }], '/o/4/plans/2026');
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Sammlung eintragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sammlung anlegen' }, SLOW);
    // a donation purpose: no step 'Kollektenart'
    expect(stepNames(dialog).join()).not.toContain('Kollektenart');
    fireEvent.click(within(dialog).getByRole('tab', { name: /Zeitraum/ }));
    const recurring = await within(dialog).findByLabelText('Dauerspenden erlauben');
    fireEvent.click(recurring);
    const ask = await screen.findByRole('dialog', { name: 'Dauerspenden erlauben?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Nein' }));
    await waitFor(() => expect((recurring as HTMLInputElement).checked).toBe(false));
    fireEvent.click(recurring);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Dauerspenden erlauben?' })).getByRole('button', {
        name: 'Ja, erlauben',
      }),
    );
    await waitFor(() => expect((recurring as HTMLInputElement).checked).toBe(true));
  });

  it('after the start, changes only accounting and external fields, by a patch of the meta', async () => {
    const running = makePlan(9, {
      name: 'Hospizarbeit',
      date_day: '2026-11-22',
      start: '2026-11-21T17:00:00.000Z',
      end: '2026-11-28T16:59:00.000Z',
      hasStarted: true,
      currentlyActive: true,
      can_edit: false,
      can_edit_after_start: true,
      meta: { description: { text: 'Für das Hospiz' }, accounting: { Kostenstelle: '4711' } },
    });
    const { sent } = answers([running], { 'PATCH collection_plan/9/': { body: running } });
    renderRoutes([{ path: '/o/:id/plans/:year', element: <PlanningPage /> }], '/o/4/plans/2026');
    const card = await screen.findByRole('article', { name: 'Hospizarbeit' });
    fireEvent.click(within(card).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Änderungen speichern' }, SLOW);
    expect(within(dialog).getByText(/Änderbar sind nur noch Buchhaltung und weitere Angaben/)).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Sammlungszweck/)
        .hasAttribute('disabled'),
    ).toBe(true);
    type(await within(dialog).findByLabelText('Kostenstelle'), '4712');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sammlung speichern?' })).getByRole('button', {
        name: 'Ja, speichern',
      }),
    );
    await waitFor(() => expect(sent('PATCH collection_plan/9/')).toHaveLength(1));
    const body = sent('PATCH collection_plan/9/')[0]?.body as { meta: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(['meta']);
    expect(body.meta.accounting).toEqual({ Kostenstelle: '4712', Sachkonto: null });
    expect(body.meta.description).toBeUndefined();
  });

  it('makes a group of two marked candidates, with weights 3 and 1 as 75 % and 25 %', async () => {
    const candidate = (id: number, name: string) =>
      makePlan(id, {
        name,
        date_day: '2026-11-29',
        date_name: '1. Advent',
        start: '2026-11-28T17:00:00.000Z',
        end: '2026-12-05T16:59:00.000Z',
        targets: ['KB', 'WA'],
        isEligibleForCollectionPlanGroup: true,
      });
    const plans = [candidate(31, 'Diakonie'), candidate(32, 'Jugendarbeit')];
    const withGroups = {
      ...planningOptions,
      features: { ...planningOptions.features, allow_collection_split: true },
    };
    const { sent } = answers(plans, {
      'GET organization/4/planning_options/': { body: withGroups },
      'POST collection_plan_group/': { status: 201, body: makePlan(33, { name: 'Diakonie & Jugendarbeit' }) },
    });
    renderRoutes([{ path: '/o/:id/plans/:year', element: <PlanningPage /> }], '/o/4/plans/2026');
    const button = await screen.findByRole('button', { name: 'Sammlungsgruppe' }, SLOW);
    expect(button.hasAttribute('disabled')).toBe(true);
    for (const name of ['Diakonie', 'Jugendarbeit']) {
      fireEvent.click(
        screen.getByRole('button', { name: `Als Kandidat für eine Sammlungsgruppe markieren: ${name}` }),
      );
    }
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sammlungsgruppe erstellen' }, SLOW);
    expect(stepNames(dialog)).toEqual([
      '1Geräteauswahl',
      '2Zeitraum',
      '3Weitere Informationen',
      '4Kollektenart',
      '5Abrechnungsinformationen',
      '6Geltungsbereich',
      '7Zusammenfassung',
    ]);
    // the name is the members' names, which only a superuser may change
    const name = within(dialog).getByLabelText(/Sammlungszweck/) as HTMLInputElement;
    expect(name.value).toBe('Diakonie & Jugendarbeit');
    expect(name.hasAttribute('disabled')).toBe(true);
    // step 1 previews the devices instead of choosing them
    expect(
      within(within(dialog).getByTestId('group-devices-preview')).getByText('Digitaler Klingelbeutel (KB)'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('tab', { name: /Weitere Informationen/ }));
    type(await within(dialog).findByLabelText('Gewicht für Diakonie'), '3');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('group-member-share')
          .map((share) => share.textContent),
      ).toEqual(['75 %', '25 %']),
    );
    const description = within(dialog).getByLabelText('Beschreibung');
    type(description, 'x'.repeat(4500));
    expect(within(dialog).getByText('4500 / 5000')).toBeTruthy();

    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(save);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sammlung speichern?' })).getByRole('button', {
        name: 'Ja, speichern',
      }),
    );
    expect(await screen.findByText('Erfolgreich gespeichert', {}, SLOW)).toBeTruthy();
    expect(sent('POST collection_plan_group/')[0]?.body).toMatchObject({
      group: { name: null, type: 'collection', collection_variant: 'inner', inherit: false },
      members: [
        { plan: plans[0]?.url, weight: 3 },
        { plan: plans[1]?.url, weight: 1 },
      ],
    });
  });
});
