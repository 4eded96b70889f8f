// @vitest-environment happy-dom
import type { PlanExtension } from '@kollekta/contract';
import { buildPrioritySettings, type PriorityDeviceClass } from '@kollekta/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { API, makeLauffen, makePlan } from '../../../test-support/planning-fixtures';
import { renderAt } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { PriorityChooser } from './PriorityChooser';
import { buildPriorityEntries } from './priority-view';

const extension = (
  id: number,
  organizationId: number,
  deviceClass: PriorityDeviceClass,
  priority: number,
): PlanExtension => ({
  id,
  url: `${API}collection_plan_extension/${id}/`,
  plan: `${API}collection_plan/7/`,
  organization: `${API}organization/${organizationId}/`,
  location: null,
  device_class: deviceClass,
  meta: {},
  settings_local: buildPrioritySettings(deviceClass, priority),
});

const lauffen = makeLauffen();

describe('what the chooser shows (planning.md §2, §9)', () => {
  it('offers WS, WA, SP, KS only, with the default order of the plan’s kind', () => {
    const plan = makePlan(7, {
      type: 'donation',
      collection_variant: null,
      targets: ['KB', 'SP', 'WA', 'KS'],
    });
    expect(
      buildPriorityEntries(plan, lauffen).map((entry) => [
        entry.deviceClass,
        entry.choices[entry.choiceIndex],
        entry.ownExtension,
      ]),
    ).toEqual([
      ['WA', '3', null],
      ['SP', 'keine', null],
      ['KS', 'keine', null],
    ]);
  });

  it('shows the parish’s own choice before the district’s, and leaves out a class deselected here', () => {
    const own = extension(1, 4, 'WA', 6);
    const plan = makePlan(7, {
      targets: ['WA', 'WS', 'SP'],
      extensions: [extension(2, 3, 'WA', 2), own, extension(3, 3, 'SP', 2)],
      excludedFor: { [`${API}organization/3/`]: ['WS'] },
    });
    const entries = buildPriorityEntries(plan, lauffen);
    expect(
      entries.map((entry) => [entry.deviceClass, entry.choices[entry.choiceIndex], entry.isFromAbove]),
    ).toEqual([
      ['WA', '6', false],
      ['SP', '2', true],
    ]);
    expect(entries[0]?.ownExtension).toEqual(own);
    expect(entries[1]?.ownExtension).toBeNull();
  });
});

describe('saving a choice (planning.md §4 "Priority saving")', () => {
  beforeEach(() => sessionStore.signIn('token', makeUser()));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const choose = async (label: string, option: string) => {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  };

  it('creates the extension when none exists', async () => {
    const { sent } = mockFetch({
      'POST collection_plan_extension/': { status: 201, body: extension(9, 4, 'WA', 4) },
    });
    renderAt('/', '/', <PriorityChooser plan={makePlan(7, { targets: ['WA'] })} organization={lauffen} />);
    await choose('Anzeigepriorität Kollekten-App (WA)', '4');
    await waitFor(() => expect(sent('POST collection_plan_extension/')).toHaveLength(1));
    expect(sent('POST collection_plan_extension/')[0]?.body).toEqual({
      plan: `${API}collection_plan/7/`,
      organization: `${API}organization/4/`,
      location: null,
      device_class: 'WA',
      settings_local: { john: { display: { order: { priority: 4 } } } },
    });
  });

  it("patches the own extension, and deletes it for 'keine' on a pillar", async () => {
    const { sent } = mockFetch({
      'PATCH collection_plan_extension/5/': { body: extension(5, 4, 'WS', 8) },
      'DELETE collection_plan_extension/6/': { status: 204 },
    });
    const plan = makePlan(7, {
      targets: ['WS', 'SP'],
      extensions: [extension(5, 4, 'WS', 2), extension(6, 4, 'SP', 1)],
    });
    renderAt('/', '/', <PriorityChooser plan={plan} organization={lauffen} />);
    await choose('Anzeigepriorität Spenden-App (WS)', '8');
    await waitFor(() => expect(sent('PATCH collection_plan_extension/5/')).toHaveLength(1));
    expect(sent('PATCH collection_plan_extension/5/')[0]?.body).toEqual({
      settings_local: { bart: { display: { order: { priority: 8 } } } },
    });
    await waitFor(() =>
      expect(
        screen
          .getByRole('combobox', { name: 'Anzeigepriorität Spendensäule (SP)' })
          .getAttribute('aria-disabled'),
      ).toBeNull(),
    );
    await choose('Anzeigepriorität Spendensäule (SP)', 'keine');
    await waitFor(() => expect(sent('DELETE collection_plan_extension/6/')).toHaveLength(1));
  });

  it('says so when saving fails', async () => {
    mockFetch({ 'POST collection_plan_extension/': { status: 500, body: { detail: 'kaputt' } } });
    renderAt('/', '/', <PriorityChooser plan={makePlan(7, { targets: ['KS'] })} organization={lauffen} />);
    await choose('Anzeigepriorität Mini-Säule (KS)', '2');
    expect(
      await screen.findByText('Speichern nicht erfolgreich. Bitte versuchen Sie es erneut.'),
    ).toBeTruthy();
  });

  it('shows the order but does not let someone change it who may not plan here', async () => {
    mockFetch({});
    const reader = makeLauffen({ permissions: ['READ', 'READ_CPLAN', 'MEMBER'] });
    renderAt('/', '/', <PriorityChooser plan={makePlan(7, { targets: ['WA'] })} organization={reader} />);
    const chooser = await screen.findByRole('combobox', { name: 'Anzeigepriorität Kollekten-App (WA)' });
    expect(chooser.getAttribute('aria-disabled')).toBe('true');
    expect(chooser.textContent).toBe('1');
  });

  it('explains what the priority does', async () => {
    mockFetch({});
    renderAt('/', '/', <PriorityChooser plan={makePlan(7, { targets: ['WA'] })} organization={lauffen} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Was bewirkt die Anzeigepriorität?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anzeigepriorität' });
    expect(within(dialog).getByText(/Eine Säule zeigt höchstens drei Sammlungen an/)).toBeTruthy();
  });
});
