// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test-support/fetch-mock';
import { makeUser } from '../../../test-support/fixtures';
import { API, makePlan } from '../../../test-support/planning-fixtures';
import { renderAt } from '../../../test-support/render';
import { sessionStore } from '../../session';
import { GroupEntries } from './GroupEntries';

const members = [
  { id: 11, url: `${API}collection_plan/11/`, name: 'Diakonie', weight: 3 },
  { id: 12, url: `${API}collection_plan/12/`, name: 'Jugendarbeit', weight: 1 },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('group entries of the details dialog (planning.md §2)', () => {
  it('shows each member with its weight and share, and once started its part of the income', async () => {
    sessionStore.signIn('token', makeUser({ username: 'planer' }));
    const { sent } = mockFetch({
      'GET collection_plan_group/20/split/': {
        body: {
          group: `${API}collection_plan/20/`,
          totals: [
            {
              currency: 'EUR',
              count: 2,
              amount: '20.01',
              fee_amount: '0.25',
              members: [
                { ...members[0], amount: '15.01', fee_amount: '0.19' },
                { ...members[1], amount: '5.00', fee_amount: '0.06' },
              ],
            },
          ],
        },
      },
    });
    const plan = makePlan(20, { members, hasStarted: true });
    renderAt('/', '/', <GroupEntries plan={plan} />);
    const entries = await screen.findByTestId('group-entries');
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['DiakonieGewicht 3 · 75 %', 'JugendarbeitGewicht 1 · 25 %']);
    const split = await screen.findByTestId('group-split');
    const text = split.textContent?.replaceAll('\u00a0', ' ');
    expect(text).toContain('Zusammen 20,01 € aus 2 Zahlungen');
    expect(text).toContain('Diakonie15,01 €');
    expect(text).toContain('Jugendarbeit5,00 €');
    expect(sent('GET collection_plan_group/20/split/')).toHaveLength(1);
  });

  it('asks nothing before the start, and says when a plan is a member or no group', async () => {
    const { requests } = mockFetch({});
    renderAt('/', '/', <GroupEntries plan={makePlan(20, { members, hasStarted: false })} />);
    expect(await screen.findByTestId('group-entries')).toBeTruthy();
    expect(requests.filter((request) => request.path.includes('split'))).toHaveLength(0);
    cleanup();
    renderAt(
      '/',
      '/',
      <GroupEntries plan={makePlan(11, { parent: `${API}collection_plan/20/`, weight: 3 })} />,
    );
    expect(await screen.findByText('Diese Sammlung gehört zu einer Sammlungsgruppe.')).toBeTruthy();
    cleanup();
    renderAt('/', '/', <GroupEntries plan={makePlan(30)} />);
    expect(await screen.findByText('Diese Sammlung gehört zu keiner Sammlungsgruppe.')).toBeTruthy();
  });
});
