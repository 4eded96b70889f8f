/**
 * Display priority (planning.md §3 "Collection plan extension", §4 "Priority saving", §6): create,
 * patch and delete an extension; the plan lists those in force at the viewing organisation; who may
 * set it; bad input answers 400 in German.
 */
import type { CollectionPlan, PlanExtension } from '@kollekta/contract';
import { buildPrioritySettings, type PriorityDeviceClass, resolvePriority } from '@kollekta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type Caller, callerOf, orgUrl, planBody } from './planning.test-support';

let server: TestServer;
let ids: TestServer['world']['ids'];
let bezirk: Caller;
let gemeinde: Caller;
let planer: Caller;
let kasse: Caller;
let nachbar: Caller;
let districtPlan: CollectionPlan;
let districtOnlyPlan: CollectionPlan;

const ALL_CHOOSER_CLASSES = ['KB', 'SP', 'KS', 'WA', 'WS'] as const;

function extensionBody(
  plan: CollectionPlan,
  organizationId: number,
  deviceClass: PriorityDeviceClass,
  priority: number,
) {
  return {
    plan: plan.url,
    organization: orgUrl(organizationId),
    location: null,
    device_class: deviceClass,
    settings_local: buildPrioritySettings(deviceClass, priority),
  };
}

async function planAt(caller: Caller, organizationId: number, planId: number): Promise<CollectionPlan> {
  const plans = await caller.plansOf(organizationId, '?year=2026');
  const plan = plans.find((candidate) => candidate.id === planId);
  if (!plan) throw new Error(`plan ${planId} not listed at ${organizationId}`);
  return plan;
}

beforeAll(async () => {
  server = await startTestServer();
  ids = server.world.ids;
  [bezirk, gemeinde, planer, kasse, nachbar] = await Promise.all([
    callerOf(server, 'bezirk'),
    callerOf(server, 'gemeinde'),
    callerOf(server, 'planer'),
    callerOf(server, 'kasse'),
    callerOf(server, 'nachbar'),
  ]);
  districtPlan = await bezirk.createPlan(
    planBody(ids.district, {
      name: 'Bezirksjugend Priorität',
      date: '2026-12-13',
      inherit: true,
      targets: [...ALL_CHOOSER_CLASSES],
    }),
  );
  districtOnlyPlan = await bezirk.createPlan(
    planBody(ids.district, {
      name: 'Nur im Bezirk Priorität',
      date: '2026-12-13',
      inherit: false,
      targets: [...ALL_CHOOSER_CLASSES],
    }),
  );
});
afterAll(() => server.close());

describe("saving a priority (spec §4: create if none exists, otherwise patch; 'keine' deletes)", () => {
  it('creates, patches and deletes the parish’s extension of an inherited plan', async () => {
    const created = await gemeinde.post(
      'collection_plan_extension/',
      extensionBody(districtPlan, ids.parish, 'WA', 1),
    );
    expect(created.statusCode, created.body).toBe(201);
    const extension: PlanExtension = created.json();
    expect(extension).toMatchObject({
      plan: districtPlan.url,
      organization: orgUrl(ids.parish),
      location: null,
      device_class: 'WA',
      meta: {},
      settings_local: { john: { display: { order: { priority: 1 } } } },
    });
    expect(extension.url).toBe(`http://localhost:80/api/v2/collection_plan_extension/${extension.id}/`);
    expect((await planAt(gemeinde, ids.parish, districtPlan.id)).extensions).toEqual([extension]);
    // the district's view of its own plan knows nothing of the parish's order
    expect((await planAt(bezirk, ids.district, districtPlan.id)).extensions).toEqual([]);

    const patched = await gemeinde.patch(`collection_plan_extension/${extension.id}/`, {
      settings_local: buildPrioritySettings('WA', 5),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().settings_local).toEqual({ john: { display: { order: { priority: 5 } } } });
    const stored = await server.context.db
      .selectFrom('collection_plan_extension')
      .select(['settings_local', 'updated_by'])
      .where('id', '=', extension.id)
      .executeTakeFirstOrThrow();
    expect(stored.settings_local).toEqual({ john: { display: { order: { priority: 5 } } } });

    const deleted = await gemeinde.delete(`collection_plan_extension/${extension.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await planAt(gemeinde, ids.parish, districtPlan.id)).extensions).toEqual([]);
    expect((await gemeinde.delete(`collection_plan_extension/${extension.id}/`)).statusCode).toBe(404);
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'collection_plan')
      .where('object_id', '=', String(districtPlan.id))
      .where('action', 'like', 'collection_plan_extension.%')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'collection_plan_extension.saved',
      'collection_plan_extension.saved',
      'collection_plan_extension.deleted',
    ]);
  });

  it('keeps one extension per plan, organisation and device class when saved twice', async () => {
    const first = await planer.post(
      'collection_plan_extension/',
      extensionBody(districtPlan, ids.parish, 'SP', 2),
    );
    expect(first.statusCode, first.body).toBe(201);
    const second = await planer.post(
      'collection_plan_extension/',
      extensionBody(districtPlan, ids.parish, 'SP', 3),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().settings_local).toEqual({ matt: { display: { order: { priority: 3 } } } });
    const kept = (await planAt(gemeinde, ids.parish, districtPlan.id)).extensions;
    expect(kept.map((extension) => [extension.device_class, extension.settings_local])).toEqual([
      ['SP', { matt: { display: { order: { priority: 3 } } } }],
    ]);
    expect((await planer.delete(`collection_plan_extension/${first.json().id}/`)).statusCode).toBe(204);
  });

  it('passes the district’s order down to its parishes until a parish sets its own', async () => {
    const fromDistrict = await bezirk.post(
      'collection_plan_extension/',
      extensionBody(districtPlan, ids.district, 'WS', 7),
    );
    expect(fromDistrict.statusCode, fromDistrict.body).toBe(201);
    const inParish = await planAt(gemeinde, ids.parish, districtPlan.id);
    expect(inParish.extensions.map((extension) => extension.organization)).toEqual([orgUrl(ids.district)]);
    const own = await gemeinde.post(
      'collection_plan_extension/',
      extensionBody(districtPlan, ids.parish, 'WS', 2),
    );
    expect(own.statusCode).toBe(201);
    const both = (await planAt(gemeinde, ids.parish, districtPlan.id)).extensions;
    expect(both.map((extension) => extension.organization).sort()).toEqual(
      [orgUrl(ids.district), orgUrl(ids.parish)].sort(),
    );
    const resolve = (organizationPath: number[], extensions: PlanExtension[]) =>
      resolvePriority({
        kind: { type: 'collection', collectionVariant: 'inner' },
        deviceClass: 'WS',
        organizationPath,
        extensions: extensions.map((extension) => ({
          organizationId: Number(/organization\/(\d+)\//.exec(extension.organization)?.[1]),
          locationId: null,
          deviceClass: extension.device_class,
          settingsLocal: extension.settings_local,
        })),
      }).priority;
    expect(resolve([1, 2, ids.district, ids.parish], both)).toBe(2);
    // the district still sees its own order only
    const atDistrict = (await planAt(bezirk, ids.district, districtPlan.id)).extensions;
    expect(resolve([1, 2, ids.district], atDistrict)).toBe(7);
  });

  it('keeps a priority for one church building of the parish', async () => {
    const parish = (await gemeinde.get(`organization/${ids.parish}/`)).json();
    const church = parish.locations[0];
    const response = await gemeinde.post('collection_plan_extension/', {
      ...extensionBody(districtPlan, ids.parish, 'KS', 1),
      location: church.url,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().location).toBe(church.url);
  });
});

describe('who may set a priority (spec §6: the organisation’s plan writers)', () => {
  it('refuses ordinary users with 403, and unknown organisations and plans with 400/404', async () => {
    const refused = await kasse.post(
      'collection_plan_extension/',
      extensionBody(districtPlan, ids.parish, 'WA', 1),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Sie dürfen in dieser Organisation keine Sammlungen planen.' });

    const stranger = await nachbar.post(
      'collection_plan_extension/',
      extensionBody(districtPlan, ids.parish, 'WA', 1),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({ organization: ['Organisation nicht gefunden.'] });
    const foreignPlan = await nachbar.post(
      'collection_plan_extension/',
      extensionBody(districtPlan, ids.neighbourParish, 'WA', 1),
    );
    expect(foreignPlan.statusCode).toBe(400);
    expect(foreignPlan.json()).toEqual({ plan: ['Sammlung nicht gefunden.'] });

    const created = await gemeinde.post(
      'collection_plan_extension/',
      extensionBody(districtPlan, ids.parish, 'WA', 4),
    );
    const id = created.json().id;
    const patch = { settings_local: buildPrioritySettings('WA', 2) };
    expect((await kasse.patch(`collection_plan_extension/${id}/`, patch)).statusCode).toBe(403);
    expect((await kasse.delete(`collection_plan_extension/${id}/`)).statusCode).toBe(403);
    const hidden = await nachbar.patch(`collection_plan_extension/${id}/`, patch);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Anzeigepriorität nicht gefunden.' });
    expect((await nachbar.delete(`collection_plan_extension/${id}/`)).statusCode).toBe(404);
    // the district's administrators plan for their parishes too
    expect((await bezirk.patch(`collection_plan_extension/${id}/`, patch)).statusCode).toBe(200);
    expect((await gemeinde.delete(`collection_plan_extension/${id}/`)).statusCode).toBe(204);
  });

  it('refuses a plan that does not reach the organisation', async () => {
    const response = await bezirk.post(
      'collection_plan_extension/',
      extensionBody(districtOnlyPlan, ids.parish, 'WA', 1),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      plan: ['Diese Sammlung wird in dieser Organisation nicht angezeigt.'],
    });
  });

  it('answers 401 without a token', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/api/v2/collection_plan_extension/',
      payload: extensionBody(districtPlan, ids.parish, 'WA', 1),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad input answers 400 in German', () => {
  const cases: [string, (plan: CollectionPlan) => unknown, Record<string, string[]>][] = [
    [
      'a device class without a chooser',
      (plan) => ({ ...extensionBody(plan, ids.parish, 'WA', 1), device_class: 'KB' }),
      { device_class: ['Eine Anzeigepriorität gibt es nur für WS, WA, SP und KS.'] },
    ],
    [
      'priority 10 on a web app',
      (plan) => extensionBody(plan, ids.parish, 'WA', 10),
      { settings_local: ['Die Priorität für Kollekten-App muss eine ganze Zahl von 1 bis 9 sein.'] },
    ],
    [
      "priority 4 on a pillar (that is 'keine': delete instead)",
      (plan) => extensionBody(plan, ids.parish, 'SP', 4),
      { settings_local: ['Die Priorität für Spendensäule muss eine ganze Zahl von 1 bis 3 sein.'] },
    ],
    [
      'the priority under another app',
      (plan) => ({
        ...extensionBody(plan, ids.parish, 'WS', 1),
        settings_local: buildPrioritySettings('WA', 1),
      }),
      { settings_local: ['Die Priorität gehört unter settings_local.bart.display.order.priority.'] },
    ],
    [
      'a priority that is not a whole number',
      (plan) => ({
        ...extensionBody(plan, ids.parish, 'WA', 1),
        settings_local: { john: { display: { order: { priority: 1.5 } } } },
      }),
      { 'settings_local.john.display.order.priority': ['Die Priorität muss eine ganze Zahl sein.'] },
    ],
    [
      'a location of another organisation',
      (plan) => ({
        ...extensionBody(plan, ids.parish, 'WA', 1),
        location: 'http://localhost:80/api/v2/location/999999/',
      }),
      { location: ['Dieser Ort gehört nicht zur Organisation.'] },
    ],
    [
      'an unknown plan',
      (plan) => ({ ...extensionBody(plan, ids.parish, 'WA', 1), plan: 'collection_plan/999999/' }),
      { plan: ['Sammlung nicht gefunden.'] },
    ],
  ];
  it.each(cases)('%s', async (_name, body, expected) => {
    const response = await gemeinde.post('collection_plan_extension/', body(districtPlan));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('a device class the plan does not run on', async () => {
    const plan = await bezirk.createPlan(
      planBody(ids.district, {
        name: 'Nur Klingelbeutel',
        date: '2026-12-20',
        inherit: true,
        targets: ['KB', 'WA'],
      }),
    );
    const response = await gemeinde.post(
      'collection_plan_extension/',
      extensionBody(plan, ids.parish, 'SP', 1),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ device_class: ['Diese Sammlung läuft nicht auf Spendensäule.'] });
  });

  it('a body without settings_local, and an empty patch', async () => {
    const { settings_local: _omitted, ...withoutSettings } = extensionBody(districtPlan, ids.parish, 'WA', 1);
    const missing = await gemeinde.post('collection_plan_extension/', withoutSettings);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['settings_local']);
    const created = await gemeinde.post(
      'collection_plan_extension/',
      extensionBody(districtPlan, ids.parish, 'WA', 3),
    );
    const empty = await gemeinde.patch(`collection_plan_extension/${created.json().id}/`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: ['Bitte geben Sie settings_local oder meta an.'] });
    const wrong = await gemeinde.patch(`collection_plan_extension/${created.json().id}/`, {
      settings_local: buildPrioritySettings('WA', 0),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      settings_local: ['Die Priorität für Kollekten-App muss eine ganze Zahl von 1 bis 9 sein.'],
    });
  });
});
