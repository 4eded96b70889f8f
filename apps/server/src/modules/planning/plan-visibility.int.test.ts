/**
 * Who sees which plan (planning.md §6): inherited plans, no_inherit_collections, locations, 404 for
 * what a caller may not see, and exclusions (Abwählen) for the excluding organisation and below.
 */
import type { CollectionPlan } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { setOrganizationFlag } from '../organizations';
import { type Caller, callerOf, orgUrl, planBody } from './planning.test-support';

let server: TestServer;
let bezirk: Caller;
let gemeinde: Caller;
let nachbar: Caller;
let admin: Caller;
let districtPlan: CollectionPlan;
let districtOnlyPlan: CollectionPlan;
let ids: TestServer['world']['ids'];
const names = (plans: CollectionPlan[]) => plans.map((plan) => plan.name);

beforeAll(async () => {
  server = await startTestServer();
  ids = server.world.ids;
  [bezirk, gemeinde, nachbar, admin] = await Promise.all([
    callerOf(server, 'bezirk'),
    callerOf(server, 'gemeinde'),
    callerOf(server, 'nachbar'),
    callerOf(server, 'admin'),
  ]);
  // 3. Advent 2026, for the district and every parish below it
  districtPlan = await bezirk.createPlan(
    planBody(ids.district, { name: 'Bezirksdiakonie Test', date: '2026-12-13', inherit: true }),
  );
  districtOnlyPlan = await bezirk.createPlan(
    planBody(ids.district, { name: 'Nur im Bezirk', date: '2026-12-13', inherit: false }),
  );
});
afterAll(() => server.close());

describe('inherited plans', () => {
  it('shows the district administrator’s plan in its parishes', async () => {
    const plans = await gemeinde.plansOf(ids.parish, '?year=2026');
    const seen = plans.find((plan) => plan.id === districtPlan.id);
    expect(seen).toMatchObject({
      organization_id: ids.district,
      inherit: true,
      can_edit: false,
      can_delete: false,
      can_exclude: true,
    });
    expect(names(plans)).not.toContain('Nur im Bezirk');
    const detail = await gemeinde.get(`collection_plan/${districtPlan.id}/`);
    expect(detail.statusCode).toBe(200);
    expect((await gemeinde.get(`collection_plan/${districtOnlyPlan.id}/`)).statusCode).toBe(404);
  });

  it('shows the regional church’s collections in every parish of both districts', async () => {
    const advent = (plans: CollectionPlan[]) => plans.filter((plan) => plan.date_name === '1. Advent');
    const lauffen = await gemeinde.plansOf(ids.parish, '?year=2026');
    expect(advent(lauffen).map((plan) => plan.organization_id)).toContain(ids.root);
    const brackenheim = await nachbar.plansOf(ids.neighbourParish, '?year=2026');
    expect(advent(brackenheim).map((plan) => plan.organization_id)).toContain(ids.root);
  });

  it('hides inherited plans in a parish with no_inherit_collections (demo: one parish of the second district)', async () => {
    const zabergaeuPlan = await admin.createPlan(
      planBody(ids.otherDistrict, { name: 'Bezirk Zabergäu Test', date: '2026-12-13', inherit: true }),
    );
    const flagged = await admin.plansOf(ids.noInheritParish, '?year=2026');
    expect(flagged.every((plan) => plan.organization_id === ids.noInheritParish)).toBe(true);
    expect(flagged.length).toBeGreaterThan(0); // its own Sunday collections
    expect(names(await admin.plansOf(ids.neighbourParish, '?year=2026'))).toContain('Bezirk Zabergäu Test');
    const seenFromFlagged = await admin.get(
      `collection_plan/${zabergaeuPlan.id}/?organization=${ids.noInheritParish}`,
    );
    expect(seenFromFlagged.statusCode).toBe(404);
  });

  it('hides the district plan in a parish of the district once it has no_inherit_collections', async () => {
    const district = await bezirk.get(`organization/${ids.district}/`);
    const nordheim = district
      .json()
      .children.find((child: { name: string }) => child.name.endsWith('Nordheim'));
    expect(names(await bezirk.plansOf(nordheim.id, '?year=2026'))).toContain('Bezirksdiakonie Test');
    await setOrganizationFlag(server.context.db, nordheim.id, 'no_inherit_collections', true);
    try {
      expect(names(await bezirk.plansOf(nordheim.id, '?year=2026'))).not.toContain('Bezirksdiakonie Test');
      expect(names(await gemeinde.plansOf(ids.parish, '?year=2026'))).toContain('Bezirksdiakonie Test');
    } finally {
      await setOrganizationFlag(server.context.db, nordheim.id, 'no_inherit_collections', false);
    }
  });

  it('shows a plan of a church building in its parish only', async () => {
    const lauffen = await gemeinde.plansOf(ids.parish, '?year=2026');
    const located = lauffen.filter((plan) => plan.location !== null);
    expect(located.map((plan) => plan.name)).toEqual(['Sanierung des Kirchturms']);
    expect(located[0]?.can_exclude).toBe(false);
    const district = await bezirk.plansOf(ids.district, '?year=2026');
    expect(district.some((plan) => plan.location !== null)).toBe(false);
  });
});

describe('nachbar (a parish of the other district)', () => {
  it('sees none of the district’s plans and gets 404 for them', async () => {
    const brackenheim = await nachbar.plansOf(ids.neighbourParish, '?year=2026');
    expect(brackenheim.some((plan) => plan.organization_id === ids.district)).toBe(false);
    expect(brackenheim.some((plan) => plan.organization_id === ids.parish)).toBe(false);
    for (const id of [districtPlan.id, districtOnlyPlan.id]) {
      for (const call of [
        () => nachbar.get(`collection_plan/${id}/`),
        () => nachbar.get(`collection_plan/${id}/?organization=${ids.neighbourParish}`),
        () => nachbar.patch(`collection_plan/${id}/`, { end: 'now' }),
        () => nachbar.put(`collection_plan/${id}/`, planBody(ids.district)),
        () => nachbar.delete(`collection_plan/${id}/`),
      ]) {
        const response = await call();
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Sammlung nicht gefunden.' });
      }
    }
    for (const url of [
      `organization/${ids.district}/collection_plans/`,
      `organization/${ids.parish}/collection_plans/`,
      `organization/${ids.parish}/dates/?year=2026`,
      `organization/${ids.parish}/calendar_setting/`,
      `organization/${ids.parish}/planning_options/`,
    ]) {
      expect((await nachbar.get(url)).statusCode).toBe(404);
    }
  });

  it('cannot create a plan for the district: the organisation is unknown to it', async () => {
    const response = await nachbar.post('collection_plan/', planBody(ids.district, { date: '2026-12-13' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ organization: ['Organisation nicht gefunden.'] });
  });
});

describe('exclusion (Abwählen)', () => {
  it('hides a plan for the excluding parish, not for its sister parish', async () => {
    const response = await gemeinde.post('collection_plan_exclusion/', {
      plan: districtPlan.url,
      organization: orgUrl(ids.parish),
      location: null,
      inherit: true,
      targets: districtPlan.targets,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      organization: orgUrl(ids.parish),
      inherit: true,
      targets: ['KB', 'WA'],
    });
    expect(names(await gemeinde.plansOf(ids.parish, '?year=2026'))).not.toContain('Bezirksdiakonie Test');
    const sister = (await bezirk.get(`organization/${ids.district}/`))
      .json()
      .children.find((child: { name: string }) => child.name.endsWith('Flein'));
    expect(names(await bezirk.plansOf(sister.id, '?year=2026'))).toContain('Bezirksdiakonie Test');
    // still readable, marked as deselected from the parish's point of view
    const seen = await gemeinde.get(`collection_plan/${districtPlan.id}/?organization=${ids.parish}`);
    expect(seen.json()).toMatchObject({
      excludedFor: { [orgUrl(ids.parish)]: ['KB', 'WA'] },
      inactive: true,
    });
    // the district sees which parish deselected it
    const fromDistrict = await bezirk.get(`collection_plan/${districtPlan.id}/`);
    expect(fromDistrict.json().exclusions).toHaveLength(1);
  });

  it('keeps a plan that is deselected for some device classes only, with excludedFor', async () => {
    const plan = await bezirk.createPlan(
      planBody(ids.district, { name: 'Teilweise abgewählt', date: '2026-12-20', inherit: true }),
    );
    const response = await gemeinde.post('collection_plan_exclusion/', {
      plan: plan.url,
      organization: orgUrl(ids.parish),
      location: null,
      inherit: true,
      targets: ['KB'],
    });
    expect(response.statusCode).toBe(201);
    const seen = (await gemeinde.plansOf(ids.parish, '?year=2026')).find(
      (candidate) => candidate.id === plan.id,
    );
    expect(seen).toMatchObject({ excludedFor: { [orgUrl(ids.parish)]: ['KB'] }, inactive: false });
  });

  it('hides a plan excluded by the district in the district and all its parishes only', async () => {
    const regional = (await bezirk.plansOf(ids.district, '?year=2026')).find(
      (plan) => plan.organization_id === ids.root && plan.date_name === '1. Advent',
    );
    if (!regional) throw new Error('the demo world has a regional collection on 1. Advent');
    expect(regional.can_exclude).toBe(true);
    const response = await bezirk.post('collection_plan_exclusion/', {
      plan: regional.url,
      organization: orgUrl(ids.district),
      location: null,
      inherit: true,
      targets: regional.targets,
    });
    expect(response.statusCode).toBe(201);
    const ids1 = (plans: CollectionPlan[]) => plans.map((plan) => plan.id);
    expect(ids1(await bezirk.plansOf(ids.district, '?year=2026'))).not.toContain(regional.id);
    expect(ids1(await gemeinde.plansOf(ids.parish, '?year=2026'))).not.toContain(regional.id);
    expect(ids1(await nachbar.plansOf(ids.neighbourParish, '?year=2026'))).toContain(regional.id);
    expect(ids1(await admin.plansOf(ids.root, '?year=2026'))).toContain(regional.id);
  });

  it('without inherit, hides the plan for the excluding organisation but not below it', async () => {
    const regional = (await admin.plansOf(ids.otherDistrict, '?year=2026')).find(
      (plan) => plan.organization_id === ids.root && plan.date_name === 'Heiligabend',
    );
    if (!regional) throw new Error('the demo world has a regional collection on Heiligabend');
    const response = await admin.post('collection_plan_exclusion/', {
      plan: regional.url,
      organization: orgUrl(ids.otherDistrict),
      location: null,
      inherit: false,
      targets: regional.targets,
    });
    expect(response.statusCode).toBe(201);
    expect((await admin.plansOf(ids.otherDistrict, '?year=2026')).map((plan) => plan.id)).not.toContain(
      regional.id,
    );
    expect((await nachbar.plansOf(ids.neighbourParish, '?year=2026')).map((plan) => plan.id)).toContain(
      regional.id,
    );
  });

  it('refuses own plans, plans whose date has passed, and callers without WRITE_CPLAN', async () => {
    const own = await gemeinde.createPlan(planBody(ids.parish, { date: '2026-12-27' }));
    const exclude = (caller: Caller, plan: { url: string }, organizationId: number) =>
      caller.post('collection_plan_exclusion/', {
        plan: plan.url,
        organization: orgUrl(organizationId),
        location: null,
        inherit: true,
        targets: ['KB'],
      });
    const ownResponse = await exclude(gemeinde, own, ids.parish);
    expect(ownResponse.statusCode).toBe(400);
    expect(ownResponse.json()).toEqual({ plan: ['Eigene Sammlungen können nicht abgewählt werden.'] });
    const running = (await gemeinde.plansOf(ids.parish, '?year=2026')).find(
      (plan) => plan.organization_id === ids.root && plan.currentlyActive,
    );
    if (!running) throw new Error('a regional collection runs on the test day');
    const pastResponse = await exclude(gemeinde, running, ids.parish);
    expect(pastResponse.statusCode).toBe(400);
    expect(pastResponse.json().plan).toEqual([
      'Abwählen lassen sich nur Sammlungen anderer Organisationen ohne Ort, deren Datum in der Zukunft liegt.',
    ]);
    const kasse = await callerOf(server, 'kasse');
    expect((await exclude(kasse, districtPlan, ids.parish)).statusCode).toBe(403);
    const fromNachbar = await exclude(nachbar, districtPlan, ids.neighbourParish);
    expect(fromNachbar.statusCode).toBe(400);
    expect(fromNachbar.json()).toEqual({ plan: ['Sammlung nicht gefunden.'] });
  });
});
