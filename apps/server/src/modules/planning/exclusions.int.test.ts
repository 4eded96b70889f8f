/**
 * Abwählen, rule by rule (planning.md §4 "Exclusion", §6, §7): only plans of other organisations,
 * without a location, whose displayed date is in the future; at the excluding level and all
 * sublevels, for all device classes (what the planning screen sends), inherited by children; the
 * plan then leaves the excluding organisation's subtree, while a sibling still shows it.
 */
import type { CollectionPlan } from '@kollekta/contract';
import { DEVICE_CLASSES } from '@kollekta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type Caller, callerOf, orgUrl, planBody } from './planning.test-support';

let server: TestServer;
let ids: TestServer['world']['ids'];
let landeskirche: Caller;
let bezirk: Caller;
let gemeinde: Caller;
let planer: Caller;
let nachbar: Caller;
/** the other parishes of the district (Neckartal) */
let sisterParishes: number[];

const listed = async (caller: Caller, organizationId: number) =>
  (await caller.plansOf(organizationId, '?year=2026')).map((plan) => plan.id);

/** What the planning screen sends for 'Ja, Sammlung abwählen' (planning.md §7). */
const excludeBody = (plan: CollectionPlan, organizationId: number) => ({
  plan: plan.url,
  location: null,
  organization: orgUrl(organizationId),
  inherit: true,
  targets: [...DEVICE_CLASSES],
});

beforeAll(async () => {
  server = await startTestServer();
  ids = server.world.ids;
  [landeskirche, bezirk, gemeinde, planer, nachbar] = await Promise.all([
    callerOf(server, 'landeskirche'),
    callerOf(server, 'bezirk'),
    callerOf(server, 'gemeinde'),
    callerOf(server, 'planer'),
    callerOf(server, 'nachbar'),
  ]);
  const district = (await bezirk.get(`organization/${ids.district}/`)).json();
  sisterParishes = district.children
    .map((child: { id: number }) => child.id)
    .filter((id: number) => id !== ids.parish);
});
afterAll(() => server.close());

describe('what can be deselected', () => {
  it('a plan of the regional church, for the district, on every device class: gone from the district and all its parishes', async () => {
    const plan = await landeskirche.createPlan(
      planBody(ids.root, {
        name: 'Landeskollekte zum Abwählen',
        date: '2026-12-27',
        inherit: true,
        targets: ['KB', 'SP', 'WA', 'WS'],
      }),
    );
    const seenFromDistrict = (await bezirk.plansOf(ids.district, '?year=2026')).find(
      (candidate) => candidate.id === plan.id,
    );
    expect(seenFromDistrict?.can_exclude).toBe(true);

    const response = await bezirk.post('collection_plan_exclusion/', excludeBody(plan, ids.district));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      organization: orgUrl(ids.district),
      location: null,
      inherit: true,
      targets: [...DEVICE_CLASSES].sort(),
    });

    // this level and all sublevels
    expect(await listed(bezirk, ids.district)).not.toContain(plan.id);
    for (const parish of [ids.parish, ...sisterParishes]) {
      expect(await listed(bezirk, parish)).not.toContain(plan.id);
    }
    expect(await listed(gemeinde, ids.parish)).not.toContain(plan.id);
    // a sibling district's parish and the regional church still show it
    expect(await listed(nachbar, ids.neighbourParish)).toContain(plan.id);
    expect(await listed(landeskirche, ids.root)).toContain(plan.id);

    // a child still reads it, marked as deselected from above, and cannot deselect it again
    const fromParish = await gemeinde.get(`collection_plan/${plan.id}/?organization=${ids.parish}`);
    expect(fromParish.json()).toMatchObject({
      excludedFor: { [orgUrl(ids.district)]: [...DEVICE_CLASSES].sort() },
      inactive: true,
      can_exclude: false,
    });
    // the regional church sees who deselected its plan
    const own = (await landeskirche.get(`collection_plan/${plan.id}/`)).json();
    expect(own.exclusions.map((exclusion: { organization: string }) => exclusion.organization)).toEqual([
      orgUrl(ids.district),
    ]);
  });

  it('a district plan, by a parish planner: gone from that parish only, its sister parishes keep it', async () => {
    const plan = await bezirk.createPlan(
      planBody(ids.district, { name: 'Bezirkskollekte zum Abwählen', date: '2026-12-20', inherit: true }),
    );
    const response = await planer.post('collection_plan_exclusion/', excludeBody(plan, ids.parish));
    expect(response.statusCode, response.body).toBe(201);
    expect(await listed(gemeinde, ids.parish)).not.toContain(plan.id);
    for (const sister of sisterParishes) expect(await listed(bezirk, sister)).toContain(plan.id);
    expect(await listed(bezirk, ids.district)).toContain(plan.id);
  });

  it('a plan whose day is tomorrow, but not one whose day is today', async () => {
    const tomorrow = await bezirk.createPlan(
      planBody(ids.district, {
        name: 'Morgen',
        start: '2026-11-21T09:00:00Z',
        end: '2026-11-21T18:00:00Z',
        inherit: true,
      }),
    );
    // today 21:00 in Berlin, with no date: its displayed day is its start's, today
    const tonight = await bezirk.createPlan(
      planBody(ids.district, {
        name: 'Heute Abend',
        start: '2026-11-20T20:00:00Z',
        end: '2026-11-20T22:00:00Z',
        inherit: true,
      }),
    );
    expect(
      (await gemeinde.post('collection_plan_exclusion/', excludeBody(tomorrow, ids.parish))).statusCode,
    ).toBe(201);
    const today = await gemeinde.post('collection_plan_exclusion/', excludeBody(tonight, ids.parish));
    expect(today.statusCode).toBe(400);
    expect(today.json()).toEqual({
      plan: [
        'Abwählen lassen sich nur Sammlungen anderer Organisationen ohne Ort, deren Datum in der Zukunft liegt.',
      ],
    });
  });
});

describe('what cannot be deselected', () => {
  it('a plan of a parish below: only plans that reach the organisation from above', async () => {
    const parishPlan = await gemeinde.createPlan(
      planBody(ids.parish, { name: 'Eigene Gemeindekollekte', date: '2026-12-27' }),
    );
    const response = await bezirk.post('collection_plan_exclusion/', excludeBody(parishPlan, ids.district));
    expect(response.statusCode).toBe(400);
    expect(response.json().plan).toEqual([
      'Abwählen lassen sich nur Sammlungen anderer Organisationen ohne Ort, deren Datum in der Zukunft liegt.',
    ]);
    expect(await listed(gemeinde, ids.parish)).toContain(parishPlan.id);
  });

  it('a plan of one of the organisation’s own church buildings', async () => {
    const parish = (await gemeinde.get(`organization/${ids.parish}/`)).json();
    const located = await gemeinde.createPlan(
      planBody(ids.parish, {
        name: 'Nur in einer Kirche',
        date: '2026-12-27',
        location: parish.locations[0].url,
        targets: ['KB'],
      }),
    );
    expect(located.can_exclude).toBe(false);
    const response = await gemeinde.post('collection_plan_exclusion/', excludeBody(located, ids.parish));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ plan: ['Eigene Sammlungen können nicht abgewählt werden.'] });
  });

  it('a plan another organisation keeps for itself (inherit off) is not even readable below it', async () => {
    const districtOnly = await bezirk.createPlan(
      planBody(ids.district, { name: 'Nicht vererbt', date: '2026-12-27', inherit: false }),
    );
    const response = await gemeinde.post('collection_plan_exclusion/', excludeBody(districtOnly, ids.parish));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ plan: ['Sammlung nicht gefunden.'] });
  });

  it('answers 400 in German for an exclusion without device classes or an unknown organisation', async () => {
    const plan = await bezirk.createPlan(
      planBody(ids.district, { name: 'Eingabefehler', date: '2026-12-27', inherit: true }),
    );
    const empty = await gemeinde.post('collection_plan_exclusion/', {
      ...excludeBody(plan, ids.parish),
      targets: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(['targets']);
    const unknown = await gemeinde.post('collection_plan_exclusion/', {
      ...excludeBody(plan, ids.parish),
      organization: orgUrl(999_999),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ organization: ['Organisation nicht gefunden.'] });
  });
});
