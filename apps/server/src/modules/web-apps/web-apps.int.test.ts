/**
 * The donor web apps' public read: signed out, it shows an organisation's running collections of
 * the app's class only (inherited ones included, exclusions honoured), the app's look and amounts,
 * and nothing a donor may not see; an organisation without the app answers 404 in German.
 */
import type { CollectionPlan, PublicWebApp } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type Caller, callerOf, orgUrl, planBody } from '../planning/planning.test-support';

let server: TestServer;
let admin: Caller;
let gemeinde: Caller;
let ids: TestServer['world']['ids'];
const created: Record<string, CollectionPlan> = {};
/** 3. Advent 2026: its collections run from Saturday 12 December 18:00 to Saturday 19 December 17:59. */
const ADVENT = '2026-12-13';
const DURING_ADVENT = '2026-12-14T10:00:00Z';
const IBAN = 'DE02120300000000202051';

async function webApp(organizationId: number | string, app: string) {
  return server.call({ method: 'GET', url: `/api/v2/public/web_app/${organizationId}/${app}/` });
}

async function texts(organizationId: number, app: 'john' | 'bart') {
  const response = await webApp(organizationId, app);
  expect(response.statusCode).toBe(200);
  return (response.json() as PublicWebApp).collections.map((collection) => collection.text);
}

beforeAll(async () => {
  server = await startTestServer();
  ids = server.world.ids;
  [admin, gemeinde] = await Promise.all([callerOf(server, 'admin'), callerOf(server, 'gemeinde')]);
  const plans: [string, Caller, Parameters<typeof planBody>[0], Parameters<typeof planBody>[1]][] = [
    [
      'district',
      admin,
      ids.district,
      {
        name: 'Bezirksdiakonie Web',
        date: ADVENT,
        inherit: true,
        targets: ['KB', 'WA', 'WS'],
        display: { WA: 'Familien in Not', WS: 'Familien in Not im Bezirk' },
        meta: {
          description: { text: 'Die Diakonie hilft Familien im Kirchenbezirk.' },
          external_fields: { www: 'www.diakonie-neckartal.example', IBAN },
          accounting: { Kostenstelle: 'GEHEIM-4711' },
        },
      },
    ],
    ['districtOnly', admin, ids.district, { name: 'Nur im Bezirk Web', date: ADVENT, targets: ['WA', 'WS'] }],
    [
      'partlyExcluded',
      admin,
      ids.district,
      { name: 'Ohne Spenden-App', date: ADVENT, inherit: true, targets: ['KB', 'WA', 'WS'] },
    ],
    ['donationAppOnly', gemeinde, ids.parish, { name: 'Nur Spenden-App', date: ADVENT, targets: ['WS'] }],
    ['bagOnly', gemeinde, ids.parish, { name: 'Nur Klingelbeutel', date: ADVENT, targets: ['KB'] }],
    [
      'later',
      gemeinde,
      ids.parish,
      { name: 'Vierter Advent Web', date: '2026-12-20', targets: ['WA', 'WS'] },
    ],
  ];
  for (const [key, caller, organizationId, overrides] of plans)
    created[key] = await caller.createPlan(planBody(organizationId, overrides));
  const partly = created.partlyExcluded as CollectionPlan;
  const excluded = await gemeinde.post('collection_plan_exclusion/', {
    plan: partly.url,
    organization: orgUrl(ids.parish),
    location: null,
    inherit: true,
    targets: ['WS'],
  });
  expect(excluded.statusCode).toBe(201);
  server.clock.set(DURING_ADVENT);
});
afterAll(() => server.close());

describe('what the apps of a parish show', () => {
  it('lists the running collections of the collection app, inherited ones included', async () => {
    const shown = await texts(ids.parish, 'john');
    expect(shown).toContain('Familien in Not');
    expect(shown).toContain('Ohne Spenden-App');
    for (const hidden of ['Nur Spenden-App', 'Nur Klingelbeutel', 'Vierter Advent Web', 'Nur im Bezirk Web'])
      expect(shown).not.toContain(hidden);
  });

  it('lists the donation app’s own, without what the parish deselected for it', async () => {
    const shown = await texts(ids.parish, 'bart');
    expect(shown).toContain('Familien in Not im Bezirk');
    expect(shown).toContain('Nur Spenden-App');
    for (const hidden of ['Ohne Spenden-App', 'Nur Klingelbeutel', 'Vierter Advent Web'])
      expect(shown).not.toContain(hidden);
  });

  it('shows the deselected plan in the sister parish’s donation app', async () => {
    const district = await admin.get(`organization/${ids.district}/`);
    const sister = district.json().children.find((child: { name: string }) => child.name.endsWith('Flein'));
    expect(await texts(sister.id, 'bart')).toContain('Ohne Spenden-App');
  });

  it('ends a collection with its period', async () => {
    server.clock.set('2026-12-19T17:00:00Z'); // 18:00 in Berlin: the window closed at 17:59
    try {
      expect(await texts(ids.parish, 'john')).not.toContain('Familien in Not');
    } finally {
      server.clock.set(DURING_ADVENT);
    }
  });

  it('answers only what a donor may see', async () => {
    const response = await webApp(ids.parish, 'bart');
    const body = response.json() as PublicWebApp;
    expect(Object.keys(body).sort()).toEqual(
      [
        'amounts',
        'app',
        'appearance',
        'collections',
        'device_type',
        'online_payment_available',
        'organization',
        'sub_organizations',
      ].sort(),
    );
    const district = body.collections.find((collection) => collection.text === 'Familien in Not im Bezirk');
    expect(district).toEqual({
      id: created.district?.id,
      text: 'Familien in Not im Bezirk',
      type: 'collection',
      collection_variant: 'inner',
      end: '2026-12-19T16:59:00.000Z',
      description: 'Die Diakonie hilft Familien im Kirchenbezirk.',
      website: 'https://www.diakonie-neckartal.example',
    });
    expect(body.organization).toEqual({
      id: ids.parish,
      name: 'Ev. Kirchengemeinde Lauffen',
      currency: 'EUR',
    });
    for (const secret of [
      IBAN,
      'GEHEIM-4711',
      'Bezirksdiakonie Web',
      'secret_token',
      'mqtt',
      'settings_local',
    ])
      expect(response.body).not.toContain(secret);
    // the test server runs as a development installation: the test provider takes gifts there
    expect(body.online_payment_available).toBe(true);
  });

  it('gives the apps their colours, links and amounts from the settings (demo: the district’s links, the parish’s colour)', async () => {
    const collectionApp = (await webApp(ids.parish, 'john')).json() as PublicWebApp;
    expect(collectionApp).toMatchObject({
      app: 'john',
      device_type: 'john',
      appearance: {
        color: '#327359',
        logo_url: null,
        logo_is_text: false,
        background_url: null,
        privacy_url: 'https://www.kirchenbezirk-neckartal.example/datenschutz',
        imprint_url: 'https://www.kirchenbezirk-neckartal.example/impressum',
      },
      amounts: { min: 1, initial: 5, slider_max: 300, max: 999 },
    });
    const donationApp = (await webApp(ids.parish, 'bart')).json() as PublicWebApp;
    expect(donationApp.appearance.color).toBe('#005F8C');
    const neighbour = (await webApp(ids.neighbourParish, 'bart')).json() as PublicWebApp;
    expect(neighbour.appearance).toMatchObject({ color: '#03867b', privacy_url: null });
  });

  it('uses jake’s limit of 5000 where the donation app runs as jake', async () => {
    await server.context.db
      .updateTable('device')
      .set({ device_type: 'jake' })
      .where('mqtt_identity', '=', `demo-${ids.neighbourParish}-bart`)
      .execute();
    const ownMax = await admin.patch(`organization/${ids.neighbourParish}/settings/jake/`, {
      settings_local: { maxInputValue: 5000 },
    });
    expect(ownMax.statusCode).toBe(200);
    const body = (await webApp(ids.neighbourParish, 'bart')).json() as PublicWebApp;
    expect(body.device_type).toBe('jake');
    expect(body.amounts).toEqual({ min: 1, initial: 5, slider_max: 300, max: 5000 });
  });
});

describe('parish selection (Gemeindeauswahl anzeigen)', () => {
  it('offers the parishes below a district that has the collection app', async () => {
    expect((await webApp(ids.district, 'john')).statusCode).toBe(404);
    await server.context.db
      .updateTable('organization')
      .set({ flags: ['enableWA'] })
      .where('id', '=', ids.district)
      .execute();
    const body = (await webApp(ids.district, 'john')).json() as PublicWebApp;
    expect(body.sub_organizations.map((entry) => entry.name)).toEqual([
      'Ev. Kirchengemeinde Flein',
      'Ev. Kirchengemeinde Lauffen',
      'Ev. Kirchengemeinde Nordheim',
      'Ev. Kirchengemeinde Talheim',
    ]);
    expect(body.collections.map((collection) => collection.text)).toContain('Nur im Bezirk Web');
    expect((await webApp(ids.district, 'bart')).statusCode).toBe(404);
  });
});

describe('what is not there', () => {
  it.each([
    ['an unknown organisation', 999_999, 'john'],
    ['the region, which runs no web app', 2, 'bart'],
  ])('answers 404 in German for %s', async (_case, organizationId, app) => {
    const response = await webApp(organizationId, app);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail:
        'Unter dieser Adresse ist keine Kollekten-App und keine Spenden-App freigeschaltet. Bitte prüfen Sie den Link.',
    });
  });

  it('answers 404 for an app whose device was switched off', async () => {
    await server.context.db
      .updateTable('device')
      .set({ active: false })
      .where('mqtt_identity', '=', `demo-${ids.neighbourParish}-john`)
      .execute();
    expect((await webApp(ids.neighbourParish, 'john')).statusCode).toBe(404);
  });

  it.each([
    ['abc', 'john'],
    [4, 'kollekte'],
    [0, 'bart'],
  ])('answers 404 for /%s/%s/ (a path that names nothing)', async (organizationId, app) => {
    const response = await webApp(organizationId, app);
    expect(response.statusCode).toBe(404);
  });

  it('is read-only', async () => {
    const response = await server.call({
      method: 'POST',
      url: `/api/v2/public/web_app/${ids.parish}/bart/`,
      payload: { amount: '10.00' },
    });
    expect(response.statusCode).toBe(404);
  });
});
