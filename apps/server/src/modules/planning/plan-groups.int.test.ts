/**
 * Collection plan groups (planning.md §3, §4, §5, §6, §7): eligibility true to the data, creating a
 * group from eligible plans, no splitting, editing and closing through the parent, duplicating a
 * group with its members, deleting it as a whole, and who may do which.
 */
import type { CollectionPlan, PlanBody } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { recordPayments } from '../income';
import { type Caller, callerOf, orgUrl, planBody } from './planning.test-support';
import { findPlansRunningAt } from './plans-running.service';

let server: TestServer;
let planer: Caller;
let gemeinde: Caller;
let kasse: Caller;
let nachbar: Caller;
let admin: Caller;
let parish: number;

beforeAll(async () => {
  server = await startTestServer();
  parish = server.world.ids.parish;
  [planer, gemeinde, kasse, nachbar, admin] = await Promise.all([
    callerOf(server, 'planer'),
    callerOf(server, 'gemeinde'),
    callerOf(server, 'kasse'),
    callerOf(server, 'nachbar'),
    callerOf(server, 'admin'),
  ]);
});
afterAll(() => server.close());

const MEMBERS_ERROR = (message: string) => ({ members: [message] });
const TEXTS = {
  mismatch:
    'Die Sammlungen einer Gruppe müssen in Beginn, Ende, Organisation, Ort, Geräten und Dauerspenden übereinstimmen.',
  started: 'Nur Sammlungen, die noch nicht begonnen haben, lassen sich zu einer Gruppe zusammenfassen.',
  alreadyGrouped:
    'Diese Sammlung gehört schon zu einer Sammlungsgruppe. Eine Gruppe lässt sich nicht aufteilen.',
  isGroup: 'Eine Sammlungsgruppe kann nicht in eine andere Sammlungsgruppe aufgenommen werden.',
  featureOff: 'Sammlungsgruppen sind für diese Organisation nicht freigeschaltet.',
  tooFew: 'Eine Sammlungsgruppe braucht mindestens zwei Sammlungen.',
  weight: 'Das Gewicht muss eine ganze Zahl von mindestens 1 sein.',
  notSplittable: 'Eine Sammlungsgruppe lässt sich nicht aufteilen: Sie enthält immer alle ihre Sammlungen.',
  title: 'Nur Plattform-Administratoren können den Namen einer Sammlungsgruppe ändern.',
  twice: 'Jede Sammlung kann nur einmal in einer Sammlungsgruppe stehen.',
};

let day = 0;
/** A free period of its own for each test (from February 2027 on), so tests never share twins. */
function period(): { start: string; end: string } {
  day += 1;
  const start = new Date(Date.UTC(2027, 1, day, 8));
  return { start: start.toISOString(), end: new Date(start.getTime() + 6 * 3600_000).toISOString() };
}

async function createTwins(
  caller: Caller,
  names: string[],
  overrides: Partial<PlanBody> = {},
  organizationId = parish,
): Promise<CollectionPlan[]> {
  const shared = { ...period(), ...overrides };
  const plans: CollectionPlan[] = [];
  for (const name of names)
    plans.push(await caller.createPlan(planBody(organizationId, { name, ...shared })));
  return plans;
}

const groupFields = (overrides: Record<string, unknown> = {}) => ({
  name: null,
  type: 'collection',
  collection_variant: 'inner',
  inherit: false,
  foreign: false,
  display: {},
  meta: { description: { text: 'x'.repeat(4000) } },
  ...overrides,
});

function groupBody(plans: CollectionPlan[], weights: number[], overrides: Record<string, unknown> = {}) {
  return {
    group: groupFields(overrides),
    members: plans.map((plan, index) => ({ plan: plan.url, weight: weights[index] ?? 1 })),
  };
}

async function createGroup(
  caller: Caller,
  plans: CollectionPlan[],
  weights: number[],
): Promise<CollectionPlan> {
  const response = await caller.post('collection_plan_group/', groupBody(plans, weights));
  if (response.statusCode !== 201) throw new Error(`group failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

const get = async (caller: Caller, id: number): Promise<CollectionPlan> =>
  (await caller.get(`collection_plan/${id}/`)).json();

describe('the demo world', () => {
  it('lets Lauffen split collections and holds a group shared 2 : 1', async () => {
    expect((await planer.get(`organization/${parish}/planning_options/`)).json().features).toMatchObject({
      allow_collection_split: true,
    });
    const plans = await planer.plansOf(parish);
    const groups = plans.filter((plan) => (plan.members ?? []).length > 0);
    expect(groups).toHaveLength(1);
    const [group] = groups as [CollectionPlan];
    expect(group.members?.map((member) => member.weight)).toEqual([2, 1]);
    expect(group.name).toBe(group.members?.map((member) => member.name).join(' & '));
    for (const member of group.members ?? []) {
      const plan = plans.find((candidate) => candidate.id === member.id);
      expect(plan).toMatchObject({
        parent: group.url,
        weight: member.weight,
        start: group.start,
        end: group.end,
      });
    }
  });
});

describe('eligibility (spec §5), true to the data', () => {
  it('marks twins eligible, in the list and one by one; another device set or a started plan not', async () => {
    const [first, second] = await createTwins(planer, ['Zwilling A', 'Zwilling B']);
    const other = await planer.createPlan(planBody(parish, { name: 'Anders', ...period(), targets: ['KB'] }));
    // answered when it was made, it had no twin yet; now it has
    expect(first?.isEligibleForCollectionPlanGroup).toBe(false);
    expect((await get(planer, (first as CollectionPlan).id)).isEligibleForCollectionPlanGroup).toBe(true);
    expect((await get(planer, (second as CollectionPlan).id)).isEligibleForCollectionPlanGroup).toBe(true);
    expect(other.isEligibleForCollectionPlanGroup).toBe(false);
    // a search that hides the twin does not change the answer
    const found = await planer.plansOf(parish, '?search=Zwilling%20A');
    expect(found.map((plan) => [plan.name, plan.isEligibleForCollectionPlanGroup])).toEqual([
      ['Zwilling A', true],
    ]);
    // a plan that has started is not
    const running = await createTwins(planer, ['Läuft 1', 'Läuft 2'], {
      start: '2026-11-20T09:00:00Z',
      end: '2026-11-30T09:00:00Z',
    });
    expect(running.map((plan) => plan.isEligibleForCollectionPlanGroup)).toEqual([false, false]);
  });

  it('is off where allow_collection_split is off (Brackenheim)', async () => {
    const twins = await createTwins(
      nachbar,
      ['Nachbar A', 'Nachbar B'],
      {},
      server.world.ids.neighbourParish,
    );
    expect(twins.map((plan) => plan.isEligibleForCollectionPlanGroup)).toEqual([false, false]);
    const refused = await nachbar.post('collection_plan_group/', groupBody(twins, [1, 1]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(MEMBERS_ERROR(TEXTS.featureOff));
  });
});

describe('create a group (spec §4 "group … create a group with members")', () => {
  it('makes the parent of the shared period with the members weighted, named "A, B & C"', async () => {
    const members = await createTwins(planer, ['Diakonie', 'Jugendarbeit', 'Mission']);
    const group = await createGroup(planer, members, [3, 1, 2]);
    const [a, b, c] = members as [CollectionPlan, CollectionPlan, CollectionPlan];
    expect(group).toMatchObject({
      name: 'Diakonie, Jugendarbeit & Mission',
      start: a.start,
      end: a.end,
      targets: a.targets,
      organization: a.organization,
      location: null,
      parent: null,
      isEligibleForCollectionPlanGroup: false,
      can_edit: true,
      can_delete: true,
      meta: { description: { text: 'x'.repeat(4000) } },
    });
    expect(group.members).toEqual([
      { id: a.id, url: a.url, name: 'Diakonie', weight: 3 },
      { id: b.id, url: b.url, name: 'Jugendarbeit', weight: 1 },
      { id: c.id, url: c.url, name: 'Mission', weight: 2 },
    ]);
    const member = await get(planer, a.id);
    expect(member).toMatchObject({
      name: 'Diakonie',
      parent: group.url,
      weight: 3,
      isEligibleForCollectionPlanGroup: false,
      can_edit: false,
      can_delete: false,
      can_close: false,
      members: [],
    });
    const stored = await server.context.db
      .selectFrom('collection_plan')
      .select(['id', 'parent_id', 'weight'])
      .where('id', 'in', [a.id, b.id, c.id])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: a.id, parent_id: group.id, weight: 3 },
      { id: b.id, parent_id: group.id, weight: 1 },
      { id: c.id, parent_id: group.id, weight: 2 },
    ]);
  });

  it('keeps the date of the members', async () => {
    const members = await createTwins(planer, ['Advent A', 'Advent B'], {
      date: '2026-12-13',
      start: null,
      end: null,
    });
    const group = await createGroup(planer, members, [1, 1]);
    expect(group).toMatchObject({ date_day: '2026-12-13', date_name: '3. Advent', start: members[0]?.start });
  });

  it('lets only a superuser give the group another name ("edit the title in group modes")', async () => {
    const members = await createTwins(planer, ['Titel A', 'Titel B']);
    const refused = await planer.post(
      'collection_plan_group/',
      groupBody(members, [1, 1], { name: 'Adventsopfer' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ name: [TEXTS.title] });
    const same = await planer.post(
      'collection_plan_group/',
      groupBody(members, [1, 1], { name: 'Titel A & Titel B' }),
    );
    expect(same.statusCode).toBe(201);
    const more = await createTwins(planer, ['Titel C', 'Titel D']);
    const named = await admin.post(
      'collection_plan_group/',
      groupBody(more, [1, 1], { name: 'Adventsopfer' }),
    );
    expect(named.statusCode).toBe(201);
    expect(named.json().name).toBe('Adventsopfer');
  });

  it.each([
    ['a weight of 0', [1, 0], { 'members.1.weight': [TEXTS.weight] }],
    ['a weight of 1.5', [1.5, 1], { 'members.0.weight': [TEXTS.weight] }],
  ])('refuses %s with the German text', async (_name, weights, expected) => {
    const members = await createTwins(planer, ['Gewicht A', 'Gewicht B']);
    const response = await planer.post('collection_plan_group/', groupBody(members, weights));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('refuses one plan, the same plan twice, and plans that differ', async () => {
    const [single, twin] = (await createTwins(planer, ['Allein', 'Zwilling'])) as [
      CollectionPlan,
      CollectionPlan,
    ];
    const one = await planer.post('collection_plan_group/', groupBody([single], [1]));
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual(MEMBERS_ERROR(TEXTS.tooFew));
    const twice = await planer.post('collection_plan_group/', groupBody([single, single], [1, 1]));
    expect(twice.json()).toEqual(MEMBERS_ERROR(TEXTS.twice));
    const other = await planer.createPlan(planBody(parish, { name: 'Anderer Tag', ...period() }));
    const mixed = await planer.post('collection_plan_group/', groupBody([single, other], [1, 1]));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual(MEMBERS_ERROR(TEXTS.mismatch));
    const unknown = await planer.post('collection_plan_group/', {
      ...groupBody([single, twin], [1, 1]),
      members: [
        { plan: single.url, weight: 1 },
        { plan: 'collection_plan/999999/', weight: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(
      MEMBERS_ERROR('Diese Sammlung gibt es nicht oder Sie dürfen sie nicht sehen.'),
    );
  });

  it('refuses started plans, members of a group and groups', async () => {
    const started = await createTwins(planer, ['Begonnen A', 'Begonnen B'], {
      start: '2026-11-20T09:00:00Z',
      end: '2026-11-30T09:00:00Z',
    });
    const response = await planer.post('collection_plan_group/', groupBody(started, [1, 1]));
    expect(response.json()).toEqual(MEMBERS_ERROR(TEXTS.started));

    const [a, b, c] = (await createTwins(planer, ['Drin A', 'Drin B', 'Draußen'])) as CollectionPlan[] as [
      CollectionPlan,
      CollectionPlan,
      CollectionPlan,
    ];
    const group = await createGroup(planer, [a, b], [1, 1]);
    const again = await planer.post('collection_plan_group/', groupBody([a, c], [1, 1]));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(MEMBERS_ERROR(TEXTS.alreadyGrouped));
    const nested = await planer.post('collection_plan_group/', groupBody([group, c], [1, 1]));
    expect(nested.json()).toEqual(MEMBERS_ERROR(TEXTS.isGroup));
  });

  it('needs WRITE_CPLAN on the plans’ organisation (kasse 403), and plans the caller can see', async () => {
    const members = await createTwins(planer, ['Recht A', 'Recht B']);
    const fromKasse = await kasse.post('collection_plan_group/', groupBody(members, [1, 1]));
    expect(fromKasse.statusCode).toBe(403);
    expect(fromKasse.json()).toEqual({
      detail: 'Sie dürfen in dieser Organisation keine Sammlungen planen.',
    });
    const fromNeighbour = await nachbar.post('collection_plan_group/', groupBody(members, [1, 1]));
    expect(fromNeighbour.statusCode).toBe(400);
    const unchanged = await get(planer, (members[0] as CollectionPlan).id);
    expect(unchanged.parent).toBeNull();
  });
});

describe('a group cannot be split again (spec §4 "Grouping")', () => {
  it('refuses deleting, editing and closing a member on its own', async () => {
    const members = await createTwins(planer, ['Fest A', 'Fest B']);
    await createGroup(planer, members, [1, 1]);
    const member = members[0] as CollectionPlan;
    const deleted = await planer.delete(`collection_plan/${member.id}/`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({
      detail:
        'Diese Sammlung gehört zu einer Sammlungsgruppe und kann nur mit ihr beendet oder gelöscht werden.',
    });
    const edited = await planer.put(
      `collection_plan/${member.id}/`,
      planBody(parish, { name: 'Allein weiter', start: member.start, end: member.end }),
    );
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toEqual({
      detail: 'Diese Sammlung gehört zu einer Sammlungsgruppe und wird mit ihr geändert.',
    });
    expect((await planer.delete(`collection_plan_group/${member.id}/`)).statusCode).toBe(409);
    expect((await get(planer, member.id)).parent).not.toBeNull();
  });

  it('refuses a duplicate with fewer members than the group', async () => {
    const members = await createTwins(planer, ['Ganz A', 'Ganz B', 'Ganz C']);
    const group = await createGroup(planer, members, [1, 1, 1]);
    const response = await planer.post(`collection_plan_group/${group.id}/duplicate/`, {
      group: planBody(parish, { name: group.name, ...period() }),
      members: members.slice(0, 2).map((plan) => ({ plan: plan.url, weight: 1 })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(MEMBERS_ERROR(TEXTS.notSplittable));
  });
});

describe('edit and close through the parent (spec §4 "Closing")', () => {
  it('moves the members with the parent when the group is edited before its start', async () => {
    const members = await createTwins(planer, ['Mit A', 'Mit B']);
    const group = await createGroup(planer, members, [2, 1]);
    const moved = period();
    const response = await planer.put(
      `collection_plan/${group.id}/`,
      planBody(parish, { name: group.name, ...moved, targets: ['KB', 'WA', 'GC'], meta: {} }),
    );
    expect(response.statusCode).toBe(200);
    for (const member of members) {
      expect(await get(planer, member.id)).toMatchObject({
        start: new Date(moved.start).toISOString(),
        end: new Date(moved.end).toISOString(),
        targets: ['KB', 'WA', 'GC'],
        weight: member.id === members[0]?.id ? 2 : 1,
      });
    }
    // the description of a group may be 5000 characters long
    const long = await planer.patch(`collection_plan/${group.id}/`, {
      meta: { description: { text: 'y'.repeat(5000) } },
    });
    expect(long.statusCode).toBe(200);
    const tooLong = await planer.patch(`collection_plan/${group.id}/`, {
      meta: { description: { text: 'y'.repeat(5001) } },
    });
    expect(tooLong.statusCode).toBe(400);
    // only a superuser renames a group
    const renamed = await planer.put(
      `collection_plan/${group.id}/`,
      planBody(parish, { name: 'Anders', ...moved, meta: {} }),
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ name: [TEXTS.title] });
  });

  it('closes every member with the parent, at the same end; a member alone is refused', async () => {
    const members = await createTwins(planer, ['Ende A', 'Ende B'], {
      start: '2026-11-21T08:00:00Z',
      end: '2026-12-21T08:00:00Z',
    });
    const group = await createGroup(planer, members, [1, 1]);
    server.clock.set('2026-11-22T10:00:00Z');
    try {
      const caller = await callerOf(server, 'gemeinde');
      const member = members[0] as CollectionPlan;
      expect((await caller.patch(`collection_plan/${member.id}/`, { end: 'now' })).statusCode).toBe(409);
      expect((await caller.get(`collection_plan/${group.id}/`)).json()).toMatchObject({ can_close: true });
      const closed = await caller.patch(`collection_plan/${group.id}/`, { end: 'now' });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().end).toBe('2026-11-22T10:00:00.000Z');
      for (const plan of members) {
        expect((await caller.get(`collection_plan/${plan.id}/`)).json().end).toBe('2026-11-22T10:00:00.000Z');
      }
      // started: the group can no longer be deleted
      const refused = await caller.delete(`collection_plan_group/${group.id}/`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: 'Eine begonnene Sammlung kann nicht gelöscht werden.' });
    } finally {
      server.clock.set('2026-11-20T10:00:00Z');
    }
  });
});

describe('duplicate a group (spec §7 "group and members with organization, start, end, date")', () => {
  it('copies the group and all members to a new date, with the weights sent', async () => {
    const members = await createTwins(planer, ['Kopie A', 'Kopie B'], {
      meta: { accounting: { Kostenstelle: '4711' } },
      display: { WA: 'Für Kopie' },
    });
    const source = await createGroup(planer, members, [3, 1]);
    const response = await planer.post(`collection_plan_group/${source.id}/duplicate/`, {
      group: planBody(parish, {
        name: source.name,
        date: '2027-01-10',
        targets: source.targets,
        meta: { description: { text: 'z'.repeat(4500) } },
      }),
      members: (source.members ?? []).map((member) => ({
        plan: member.url,
        weight: member.weight === 3 ? 5 : 1,
      })),
    });
    expect(response.statusCode).toBe(201);
    const copy: CollectionPlan = response.json();
    expect(copy).toMatchObject({
      name: 'Kopie A & Kopie B',
      organization: orgUrl(parish),
      date_day: '2027-01-10',
      targets: source.targets,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.members?.map((member) => [member.name, member.weight])).toEqual([
      ['Kopie A', 5],
      ['Kopie B', 1],
    ]);
    const firstCopy = copy.members?.[0];
    if (!firstCopy) throw new Error('the copy has no members');
    const copiedMember = await get(planer, firstCopy.id);
    expect(copiedMember).toMatchObject({
      parent: copy.url,
      start: copy.start,
      end: copy.end,
      date_day: '2027-01-10',
      meta: { accounting: { Kostenstelle: '4711' } },
      display: { WA: 'Für Kopie' },
    });
    // the source stays as it was
    expect((await get(planer, source.id)).members?.map((member) => member.weight)).toEqual([3, 1]);
  });

  it('answers 404 for a plan that is no group, and 403 without WRITE_CPLAN', async () => {
    const plain = await planer.createPlan(planBody(parish, { name: 'Keine Gruppe', ...period() }));
    const response = await planer.post(`collection_plan_group/${plain.id}/duplicate/`, {
      group: planBody(parish, { ...period() }),
      members: [
        { plan: plain.url, weight: 1 },
        { plan: plain.url, weight: 1 },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Sammlungsgruppe nicht gefunden.' });
    const members = await createTwins(planer, ['Kasse A', 'Kasse B']);
    const source = await createGroup(planer, members, [1, 1]);
    const fromKasse = await kasse.post(`collection_plan_group/${source.id}/duplicate/`, {
      group: planBody(parish, { name: source.name, ...period() }),
      members: (source.members ?? []).map((member) => ({ plan: member.url, weight: 1 })),
    });
    expect(fromKasse.statusCode).toBe(403);
  });
});

describe('delete a group as a whole (spec §4 "Deleting")', () => {
  it('deletes the parent and its members; kasse may not', async () => {
    const members = await createTwins(planer, ['Weg A', 'Weg B']);
    const group = await createGroup(planer, members, [1, 1]);
    const fromKasse = await kasse.delete(`collection_plan_group/${group.id}/`);
    expect(fromKasse.statusCode).toBe(403);
    expect((await gemeinde.delete(`collection_plan_group/${group.id}/`)).statusCode).toBe(204);
    for (const plan of [group, ...members]) {
      expect((await planer.get(`collection_plan/${plan.id}/`)).statusCode).toBe(404);
    }
    expect((await planer.delete(`collection_plan_group/${group.id}/`)).statusCode).toBe(404);
  });

  it('deletes the whole group when its parent is deleted as a plan', async () => {
    const members = await createTwins(planer, ['Auch weg A', 'Auch weg B']);
    const group = await createGroup(planer, members, [1, 1]);
    expect((await planer.delete(`collection_plan/${group.id}/`)).statusCode).toBe(204);
    for (const plan of members)
      expect((await planer.get(`collection_plan/${plan.id}/`)).statusCode).toBe(404);
  });

  it('answers 404 for a plain plan', async () => {
    const plain = await planer.createPlan(planBody(parish, { name: 'Einfach', ...period() }));
    const response = await planer.delete(`collection_plan_group/${plain.id}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Sammlungsgruppe nicht gefunden.' });
  });
});

describe('on the devices and web apps', () => {
  it('runs as its parent: the members are its shares, not collections of their own', async () => {
    const members = await createTwins(planer, ['Gerät A', 'Gerät B']);
    const group = await createGroup(planer, members, [1, 1]);
    const during = new Date(new Date(group.start as string).getTime() + 3600_000);
    const running = (await findPlansRunningAt(server.context, parish, during)).map(({ row }) => row.id);
    expect(running).toContain(group.id);
    for (const member of members) expect(running).not.toContain(member.id);
  });
});

describe('the income of a group, split by weight for accounting', () => {
  it('splits the completed payments to the group 3 : 1 in whole cents; reversed ones do not count', async () => {
    const members = await createTwins(planer, ['Geld A', 'Geld B']);
    const group = await createGroup(planer, members, [3, 1]);
    const payment = (amount: number, fee: number, state: 'completed' | 'reversed' = 'completed') => ({
      dst_organization_id: parish,
      created_at: new Date('2026-11-20T09:00:00Z'),
      amount_cents: amount,
      fee_cents: fee,
      currency: 'EUR',
      state,
      type: 'pos',
      online_payment_type: 'girocard',
      is_reconciled: false,
      device_id: null,
      collection_plan_id: group.id,
      count: 1,
    });
    await recordPayments(server.context, [
      payment(1000, 12),
      payment(1001, 13),
      payment(5000, 0, 'reversed'),
    ]);
    const response = await gemeinde.get(`collection_plan_group/${group.id}/split/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      group: group.url,
      totals: [
        {
          currency: 'EUR',
          count: 2,
          amount: '20.01',
          fee_amount: '0.25',
          members: [
            {
              id: members[0]?.id,
              url: members[0]?.url,
              name: 'Geld A',
              weight: 3,
              amount: '15.01',
              fee_amount: '0.19',
            },
            {
              id: members[1]?.id,
              url: members[1]?.url,
              name: 'Geld B',
              weight: 1,
              amount: '5.00',
              fee_amount: '0.06',
            },
          ],
        },
      ],
    });
    expect((await nachbar.get(`collection_plan_group/${group.id}/split/`)).statusCode).toBe(404);
    const empty = await createGroup(planer, await createTwins(planer, ['Leer A', 'Leer B']), [1, 1]);
    expect((await planer.get(`collection_plan_group/${empty.id}/split/`)).json()).toEqual({
      group: empty.url,
      totals: [],
    });
  });
});

describe('audit log', () => {
  it('records creating, duplicating and deleting groups', async () => {
    const rows = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'collection_plan_group.%')
      .execute();
    const actions = new Set(rows.map((row) => row.action));
    for (const action of ['created', 'duplicated', 'deleted'])
      expect(actions).toContain(`collection_plan_group.${action}`);
  });
});
