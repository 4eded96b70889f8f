/**
 * Organisation administration (administration.md §2 "Organisation creation dialog", §4 "Collection
 * inheritance switch", §5, §6): superusers create organisations with their address in one
 * transaction, change switches, flags, web apps and the customer number; the inheritance switch
 * changes what the parish's plan list returns. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { recordPayments } from '../income';
import { createOrganization } from '../organizations';

let server: TestServer;
let tokens: Record<'admin' | 'gemeinde' | 'bezirk' | 'nachbar' | 'kasse', string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = {
    admin: await server.login('admin'),
    gemeinde: await server.login('gemeinde'),
    bezirk: await server.login('bezirk'),
    nachbar: await server.login('nachbar'),
    kasse: await server.login('kasse'),
  };
}, 120_000);
afterAll(() => server.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  server.call({
    method,
    url: `/api/v2/${url}`,
    token,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const address = {
  type: 'primary',
  address: 'Kirchgasse 1',
  postcode: '74382',
  locality: 'Neckarwestheim',
  country: 'DE',
};

const parishBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  parent: server.world.ids.district,
  level: 'parish',
  address,
  ...overrides,
});

async function countOrganizations() {
  const row = await server.context.db
    .selectFrom('organization')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function plansOf(organizationId: number, token = tokens.admin) {
  const response = await call('GET', `organization/${organizationId}/collection_plans/?year=2026`, token);
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; name: string; organization_id: number }[];
}

const inheritedFrom = <T extends { organization_id: number }>(plans: T[], organizationId: number) =>
  plans.filter((plan) => plan.organization_id !== organizationId);

describe('POST organization/', () => {
  it('creates a parish with its primary address, path, the parent’s currency, inherited plans and statistics', async () => {
    const response = await call(
      'POST',
      'organization/',
      tokens.admin,
      parishBody('Ev. Kirchengemeinde Neckarwestheim'),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Ev. Kirchengemeinde Neckarwestheim',
      level: 'parish',
      currency: 'EUR',
      parent_id: server.world.ids.district,
    });
    const district = await server.context.db
      .selectFrom('organization')
      .select('path')
      .where('id', '=', server.world.ids.district)
      .executeTakeFirstOrThrow();
    const stored = await server.context.db
      .selectFrom('organization')
      .select(['path'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.path).toBe(`${district.path}${created.id}/`);
    const addresses = await server.context.db
      .selectFrom('organization_address')
      .selectAll()
      .where('organization_id', '=', created.id)
      .execute();
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({
      type: 'primary',
      name: 'Ev. Kirchengemeinde Neckarwestheim',
      street: 'Kirchgasse 1',
      postal_code: '74382',
      city: 'Neckarwestheim',
      country: 'DE',
      valid_until: null,
    });

    // in the tree of the superuser and of the district's administrator
    const tree = await call('GET', 'organization/', tokens.bezirk);
    expect(tree.json().map((organization: { id: number }) => organization.id)).toContain(created.id);

    // it inherits the district's and the church's plans at once, like Lauffen
    const inherited = inheritedFrom(await plansOf(created.id), created.id).map((plan) => plan.id);
    const lauffenInherited = inheritedFrom(
      await plansOf(server.world.ids.parish),
      server.world.ids.parish,
    ).map((plan) => plan.id);
    expect(inherited.length).toBeGreaterThan(0);
    expect(inherited.sort()).toEqual(lauffenInherited.sort());

    // its income reaches its own statistics and the district's at once
    const statistics = async (id: number) => {
      const answer = await call(
        'GET',
        `organization/${id}/statistics/?recursive=true&since=2026-11-01&before=2026-12-01&tz=Europe/Berlin`,
        tokens.admin,
      );
      expect(answer.statusCode).toBe(200);
      return answer.json() as { aggregate: { amount: string; payments: number }[] };
    };
    const before = await statistics(server.world.ids.district);
    expect((await statistics(created.id)).aggregate).toEqual([]);
    await recordPayments(server.context, [
      {
        dst_organization_id: created.id,
        created_at: new Date('2026-11-19T09:00:00Z'),
        amount_cents: 2500,
        fee_cents: 0,
        currency: 'EUR',
        state: 'completed',
        type: 'cash',
        online_payment_type: null,
        is_reconciled: false,
        device_id: null,
        collection_plan_id: null,
        count: 1,
      },
    ]);
    expect((await statistics(created.id)).aggregate[0]).toMatchObject({ amount: '25.00', payments: 1 });
    const after = await statistics(server.world.ids.district);
    expect(after.aggregate[0]?.payments).toBe((before.aggregate[0]?.payments ?? 0) + 1);
  });

  it('creates a root organisation in CHF, answers a repeat with the same Idempotency-Key once', async () => {
    const before = await countOrganizations();
    const body = {
      name: 'Reformierte Kirche Schaffhausen',
      parent: null,
      level: 'country',
      currency: 'CHF',
      address: { ...address, postcode: '8200', locality: 'Schaffhausen', country: 'CH' },
    };
    const headers = { 'idempotency-key': 'org-admin-root-1' };
    const first = await call('POST', 'organization/', tokens.admin, body, headers);
    const second = await call('POST', 'organization/', tokens.admin, body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({ currency: 'CHF', parent: null, level: 'country' });
    expect(await countOrganizations()).toBe(before + 1);
  });

  it.each([
    [
      'address.address',
      { address: { ...address, address: '' } },
      'Bitte geben Sie Straße und Hausnummer an.',
    ],
    ['address.postcode', { address: { ...address, postcode: '' } }, 'Bitte geben Sie die Postleitzahl an.'],
    ['address.locality', { address: { ...address, locality: ' ' } }, 'Bitte geben Sie den Ort an.'],
    [
      'address.country',
      { address: { ...address, country: 'XX' } },
      'Bitte wählen Sie ein Land aus der Liste.',
    ],
    [
      'address.type',
      { address: { ...address, type: undefined } },
      'Bitte wählen Sie einen Adresstyp aus der Liste.',
    ],
    [
      'level',
      { level: 'diocese' },
      'Bitte wählen Sie eine der Ebenen International, Landeskirche, Region, Kirchenbezirk, Gemeinde oder Sonstige.',
    ],
    ['currency', { currency: 'USD' }, 'Bitte wählen Sie die Währung EUR oder CHF.'],
    ['parent', { parent: 999_999 }, 'Diese übergeordnete Organisation gibt es nicht.'],
    [
      'parent',
      { parent: 'http://localhost/api/v2/organization/abc/' },
      'Diese übergeordnete Organisation gibt es nicht.',
    ],
    ['name', { name: '   ' }, 'Dieses Feld darf nicht leer sein.'],
  ])(
    'refuses a wrong %s with a German 400 at the field and saves nothing',
    async (field, change, message) => {
      const before = await countOrganizations();
      const response = await call('POST', 'organization/', tokens.admin, parishBody('Ungültig', change));
      expect(response.statusCode).toBe(400);
      expect(response.json()[field]).toEqual([message]);
      expect(await countOrganizations()).toBe(before);
    },
  );

  it('leaves no organisation behind when its address cannot be stored (one transaction)', async () => {
    const before = await countOrganizations();
    await expect(
      createOrganization(
        server.context,
        { isSuperuser: true, grants: [] },
        {
          name: 'Halb gespeichert',
          parentId: server.world.ids.district,
          level: 'parish',
          // the database refuses this type: the organisation must go with it
          address: {
            type: 'bogus' as 'other',
            name: 'x',
            supplement: null,
            address: 'a',
            postcode: '74348',
            locality: 'b',
            country: 'DE',
          },
        },
      ),
    ).rejects.toThrow();
    expect(await countOrganizations()).toBe(before);
  });

  it.each(['gemeinde', 'bezirk', 'nachbar', 'kasse'] as const)(
    'refuses %s with 403 and saves nothing',
    async (who) => {
      const before = await countOrganizations();
      const response = await call('POST', 'organization/', tokens[who], parishBody('Nicht erlaubt'));
      expect(response.statusCode).toBe(403);
      expect(await countOrganizations()).toBe(before);
    },
  );
});

describe('PATCH organization/{id}/', () => {
  const lauffen = () => server.world.ids.parish;

  it('lets a superuser change settings in both scopes and subscopes, flags, web apps and the customer number', async () => {
    const response = await call('PATCH', `organization/${lauffen()}/`, tokens.admin, {
      settings_local: { features: { allow_email_contact: true }, override: { enableKB: false } },
      settings_inherit: { features: { allow_collection_split: true } },
      override: { enableWA: true },
      datev_creditor: ' 70012 ',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.settings_local.features.allow_email_contact).toBe(true);
    expect(body.settings_local.override).toEqual({ enableKB: false });
    expect(body.settings_inherit.features.allow_collection_split).toBe(true);
    expect(body.flags).toContain('enableWA');
    expect(body.datev_creditor).toBe('70012');
    // device settings stored beside the subscopes stay as they were
    const before = await server.context.db
      .selectFrom('organization')
      .select('settings_local')
      .where('id', '=', lauffen())
      .executeTakeFirstOrThrow();
    expect(Object.keys(before.settings_local)).toEqual(expect.arrayContaining(['features', 'override']));

    const reset = await call('PATCH', `organization/${lauffen()}/`, tokens.admin, {
      settings_local: { features: { allow_email_contact: null }, override: { enableKB: null } },
      settings_inherit: { features: { allow_collection_split: null } },
      override: { enableWA: false },
      datev_creditor: '',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().flags).not.toContain('enableWA');
    expect(reset.json().datev_creditor).toBeNull();
    expect(reset.json().settings_local.features.allow_email_contact).toBeUndefined();
  });

  it.each([
    [
      { settings_global: { features: { allow_cash_payments: true } } },
      'settings_global',
      'Unbekannter Bereich „settings_global“: erlaubt sind settings_local und settings_inherit.',
    ],
    [
      { settings_local: { options: { allow_cash_payments: true } } },
      'settings_local',
      'Unbekannter Unterbereich „options“: erlaubt sind features und override.',
    ],
    [
      { settings_inherit: { override: { enableXY: true } } },
      'settings_inherit.override',
      'Unbekannter Gerätetyp „enableXY“.',
    ],
    [
      { settings_local: { features: { request_donation_receipt: true } } },
      'settings_local.features',
      'Die Einstellung „request_donation_receipt“ zu Zuwendungsbestätigungen kann hier nicht geändert werden.',
    ],
    [{ flags: ['no_inherit_everything'] }, 'flags', 'Unbekannte Einstellung „no_inherit_everything“.'],
    [
      { datev_creditor: '70 012' },
      'datev_creditor',
      'Die Kundennummer darf höchstens 30 Zeichen aus Ziffern, Buchstaben und Bindestrichen enthalten.',
    ],
  ])('refuses %j at %s in German', async (patch, field, message) => {
    const response = await call('PATCH', `organization/${lauffen()}/`, tokens.admin, patch);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });

  it('refuses switches and the customer number to everyone but superusers (403 where visible, 404 elsewhere)', async () => {
    const before = await server.context.db
      .selectFrom('organization')
      .selectAll()
      .where('id', '=', lauffen())
      .executeTakeFirstOrThrow();
    for (const patch of [
      { datev_creditor: '99999' },
      { flags: ['no_inherit_collections'] },
      { override: { enableWS: true } },
      { settings_local: { features: { allow_cash_payments: false } } },
    ]) {
      for (const who of ['gemeinde', 'bezirk', 'kasse'] as const) {
        const response = await call('PATCH', `organization/${lauffen()}/`, tokens[who], patch);
        expect(response.statusCode).toBe(403);
      }
      expect((await call('PATCH', `organization/${lauffen()}/`, tokens.nachbar, patch)).statusCode).toBe(404);
    }
    const after = await server.context.db
      .selectFrom('organization')
      .selectAll()
      .where('id', '=', lauffen())
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('the collection inheritance switch', () => {
  it('stops and restarts inherited plans in the parish’s plan list, and recalculate_cplan counts them', async () => {
    const lauffen = server.world.ids.parish;
    const inheritedBefore = inheritedFrom(await plansOf(lauffen, tokens.gemeinde), lauffen);
    expect(inheritedBefore.length).toBeGreaterThan(0);
    const countedBefore = await call('POST', `organization/${lauffen}/recalculate_cplan/`, tokens.admin);
    expect(countedBefore.statusCode).toBe(200);
    expect(countedBefore.json()).toMatchObject({ no_inherit_collections: false });
    expect(countedBefore.json().inherited_plans).toBeGreaterThan(0);

    const flags = (await call('GET', `organization/${lauffen}/`, tokens.admin)).json().flags as string[];
    try {
      // switching off adds the flag …
      const off = await call('PATCH', `organization/${lauffen}/`, tokens.admin, {
        flags: [...flags, 'no_inherit_collections'],
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().flags).toContain('no_inherit_collections');
      const counted = await call('POST', `organization/${lauffen}/recalculate_cplan/`, tokens.admin);
      expect(counted.json()).toEqual({
        no_inherit_collections: true,
        own_plans: countedBefore.json().own_plans,
        inherited_plans: 0,
      });
      expect(inheritedFrom(await plansOf(lauffen, tokens.gemeinde), lauffen)).toEqual([]);
    } finally {
      // … switching on removes it and recalculates
      const on = await call('PATCH', `organization/${lauffen}/`, tokens.admin, {
        flags: flags.filter((flag) => flag !== 'no_inherit_collections'),
      });
      expect(on.statusCode).toBe(200);
    }
    const recounted = await call('POST', `organization/${lauffen}/recalculate_cplan/`, tokens.admin);
    expect(recounted.json()).toEqual(countedBefore.json());
    expect(
      inheritedFrom(await plansOf(lauffen, tokens.gemeinde), lauffen)
        .map((plan) => plan.id)
        .sort(),
    ).toEqual(inheritedBefore.map((plan) => plan.id).sort());
  });

  it('refuses recalculate_cplan to administrators (403) and other parishes (404)', async () => {
    const lauffen = server.world.ids.parish;
    expect(
      (await call('POST', `organization/${lauffen}/recalculate_cplan/`, tokens.gemeinde)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `organization/${lauffen}/recalculate_cplan/`, tokens.nachbar)).statusCode,
    ).toBe(404);
    expect((await call('POST', 'organization/999999/recalculate_cplan/', tokens.admin)).statusCode).toBe(404);
  });
});
