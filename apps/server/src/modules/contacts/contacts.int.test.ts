/**
 * Notification contacts and features (administration.md §2 "Notifications", §3, §5 "Contacts", §7
 * `contact/`): who reads and writes them, the rules of the mail types and of the attach-documents
 * switch, features passed down the tree, and what the organisation detail shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const API = '/api/v2/';
let server: TestServer;
const tokens = new Map<string, string>();
let lauffen: number;
let district: number;
let flein: number;

async function call(
  username: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  let token = tokens.get(username);
  if (!token) {
    token = await server.login(username);
    tokens.set(username, token);
  }
  return server.call({ method, url: `${API}${url}`, token, ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  server = await startTestServer();
  lauffen = server.world.ids.parish;
  district = server.world.ids.district;
  const organizations = (await call('admin', 'GET', 'organization/')).json() as {
    id: number;
    name: string;
  }[];
  flein = organizations.find((organization) => organization.name === 'Ev. Kirchengemeinde Flein')?.id ?? 0;
  expect(flein).toBeGreaterThan(0);
});
afterAll(() => server.close());

type ContactAnswer = {
  id: number;
  email: string | null;
  name: string | null;
  types: string[];
  attach_files: boolean;
};

describe('the demo parish Lauffen', () => {
  it('has its four features and two contacts, one of them announcing collections', async () => {
    const response = await call('gemeinde', 'GET', `organization/${lauffen}/`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    // its own four (the church-tax and event apps among them), and collection forwarding passed down by the
    // regional church (demo-disbursement.ts)
    expect([...detail.valid_features].sort()).toEqual([
      'AdvancedNotificationFeature',
      'DisbursementOrderFeature',
      'DonationMeterFeature',
      'KirchgeldDigitalFeature',
      'VeranstaltungAppFeature',
    ]);
    expect(
      detail.features
        .map((feature: { type: string; is_valid: boolean; is_inherited: boolean }) => [
          feature.type,
          feature.is_valid,
          feature.is_inherited,
        ])
        .sort(),
    ).toEqual([
      ['AdvancedNotificationFeature', true, false],
      ['DisbursementOrderFeature', true, true],
      ['DonationMeterFeature', true, false],
      ['KirchgeldDigitalFeature', true, false],
      ['VeranstaltungAppFeature', true, false],
    ]);
    expect(detail.contacts).toHaveLength(2);
    expect(
      detail.contacts.filter((contact: ContactAnswer) => contact.types.includes('announce_collection')),
    ).toHaveLength(1);
  });

  it('shows no contacts of an organisation whose data the caller may not read', async () => {
    const response = await call('gemeinde', 'GET', `organization/${district}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().contacts).toEqual([]);
  });
});

describe('reading contacts (READ_ORG_DATA)', () => {
  it('lets an ordinary user of the parish read them', async () => {
    const response = await call('kasse', 'GET', `contact/?organization=${lauffen}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
  });

  it('answers 404 to the administrator of another parish', async () => {
    expect((await call('nachbar', 'GET', `contact/?organization=${lauffen}`)).statusCode).toBe(404);
  });

  it('answers 403 where the caller only sees the name', async () => {
    expect((await call('gemeinde', 'GET', `contact/?organization=${district}`)).statusCode).toBe(403);
  });

  it('lists, without a filter, the contacts of every organisation the caller may read', async () => {
    const ofGemeinde = (await call('gemeinde', 'GET', 'contact/')).json() as { organization_id: number }[];
    expect(new Set(ofGemeinde.map((contact) => contact.organization_id))).toEqual(new Set([lauffen]));
    expect((await call('nachbar', 'GET', 'contact/')).json()).toEqual([]);
  });
});

describe('writing contacts (WRITE_ORG_DATA) and the rules of §5', () => {
  const body = (overrides: object = {}) => ({
    organization: `http://localhost:80/api/v2/organization/${lauffen}/`,
    name: 'Küsterin',
    email: 'kuesterin@lauffen.kirche.example',
    types: ['device_attendant'],
    ...overrides,
  });

  it('refuses an ordinary user (403) and stores nothing', async () => {
    const response = await call('kasse', 'POST', 'contact/', body());
    expect(response.statusCode).toBe(403);
    const rows = await server.context.db
      .selectFrom('contact')
      .select('id')
      .where('name', '=', 'Küsterin')
      .execute();
    expect(rows).toEqual([]);
  });

  it('lets the parish administrator add, change and delete one', async () => {
    const created = await call(
      'gemeinde',
      'POST',
      'contact/',
      body({ email: '  kuesterin@lauffen.kirche.example ' }),
    );
    expect(created.statusCode).toBe(201);
    const contact = created.json() as ContactAnswer;
    expect(contact).toMatchObject({ email: 'kuesterin@lauffen.kirche.example', attach_files: false });
    const stored = await server.context.db
      .selectFrom('contact')
      .selectAll()
      .where('id', '=', contact.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      organization_id: lauffen,
      types: ['device_attendant'],
      email: 'kuesterin@lauffen.kirche.example',
    });

    const changed = await call('gemeinde', 'PATCH', `contact/${contact.id}/`, {
      email: ' kirchenpflege@lauffen.kirche.example ',
      types: ['cash_notification', 'device_attendant'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      email: 'kirchenpflege@lauffen.kirche.example',
      types: ['device_attendant', 'cash_notification'],
    });

    expect((await call('gemeinde', 'DELETE', `contact/${contact.id}/`)).statusCode).toBe(204);
    expect((await call('gemeinde', 'DELETE', `contact/${contact.id}/`)).statusCode).toBe(404);
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'contact')
      .where('object_id', '=', String(contact.id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'contact.created',
      'contact.updated',
      'contact.deleted',
    ]);
  });

  it.each([
    ['an invalid e-mail', { email: 'kuesterin' }, { email: ['Gültige E-Mail-Adresse eingeben.'] }],
    ['no e-mail', { email: null }, { email: ['Bitte geben Sie eine E-Mail-Adresse ein.'] }],
    ['an empty e-mail', { email: '   ' }, { email: ['Bitte geben Sie eine E-Mail-Adresse ein.'] }],
    [
      'invoices, which only superusers assign',
      { types: ['invoice_available'] },
      { types: ['Nur Plattform-Administratoren können diese Benachrichtigung wählen.'] },
    ],
    [
      'attaching documents, which only superusers switch',
      { attach_files: true },
      { attach_files: ['Nur Plattform-Administratoren können den Versand von Dokumenten einstellen.'] },
    ],
    ['an unknown type', { types: ['telefax'] }, { types: ['Unbekannte Benachrichtigungsart.'] }],
  ])('refuses %s with 400 and the German message', async (_name, overrides, expected) => {
    const response = await call('gemeinde', 'POST', 'contact/', body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('keeps the e-mail address of a contact: taking it away or breaking it answers 400 at the field', async () => {
    const created = await call('gemeinde', 'POST', 'contact/', body({ name: 'Mesner' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as ContactAnswer;
    for (const [email, message] of [
      [null, 'Bitte geben Sie eine E-Mail-Adresse ein.'],
      ['', 'Bitte geben Sie eine E-Mail-Adresse ein.'],
      ['mesner@', 'Gültige E-Mail-Adresse eingeben.'],
    ] as const) {
      const response = await call('gemeinde', 'PATCH', `contact/${id}/`, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: [message] });
    }
    const stored = await server.context.db
      .selectFrom('contact')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe('kuesterin@lauffen.kirche.example');
    expect((await call('gemeinde', 'DELETE', `contact/${id}/`)).statusCode).toBe(204);
  });

  it('lets a superuser assign invoices and attachments; the parish keeps them when it edits', async () => {
    const created = await call(
      'admin',
      'POST',
      'contact/',
      body({ types: ['invoice_available'], attach_files: true }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as ContactAnswer;
    const edited = await call('gemeinde', 'PATCH', `contact/${id}/`, { name: 'Rechnungsstelle' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Rechnungsstelle',
      types: ['invoice_available'],
      attach_files: true,
    });
    const removed = await call('gemeinde', 'PATCH', `contact/${id}/`, { types: [] });
    expect(removed.statusCode).toBe(400);
    expect((await call('gemeinde', 'DELETE', `contact/${id}/`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `contact/${id}/`)).statusCode).toBe(204);
  });

  it('allows announce_collection only with the advanced notification feature', async () => {
    const withFeature = await call('gemeinde', 'POST', 'contact/', body({ types: ['announce_collection'] }));
    expect(withFeature.statusCode).toBe(201);
    const without = await call('bezirk', 'POST', 'contact/', {
      ...body({ types: ['announce_collection'] }),
      organization: String(flein),
    });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ types: ['Zusatzfeature benötigt'] });
  });

  it('answers 404 for a contact of another parish, and 400 for an organisation one cannot see', async () => {
    const [lauffenContact] = (
      await call('gemeinde', 'GET', `contact/?organization=${lauffen}`)
    ).json() as ContactAnswer[];
    expect((await call('nachbar', 'PATCH', `contact/${lauffenContact?.id}/`, { name: 'x' })).statusCode).toBe(
      404,
    );
    const hidden = await call('nachbar', 'POST', 'contact/', body());
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toEqual({ organization: ['Organisation nicht gefunden.'] });
  });
});

describe('features (superusers book them; inherited ones reach the organisations below)', () => {
  it('refuses anyone else', async () => {
    const response = await call('bezirk', 'POST', 'feature/', {
      organization: String(district),
      type: 'AdvancedNotificationFeature',
      inherit: true,
      valid_from: null,
      valid_notafter: null,
    });
    expect(response.statusCode).toBe(403);
  });

  it('passes an inherited feature of the district down to its parishes while it is valid', async () => {
    const booked = await call('admin', 'POST', 'feature/', {
      organization: String(district),
      type: 'AdvancedNotificationFeature',
      inherit: true,
      valid_from: '2026-11-01',
      valid_notafter: null,
    });
    expect(booked.statusCode).toBe(201);
    const feature = booked.json() as { id: number; is_valid: boolean };
    expect(feature.is_valid).toBe(true);

    const fleinDetail = (await call('bezirk', 'GET', `organization/${flein}/`)).json();
    // besides collection forwarding, which the regional church passes down in the demo world
    expect(fleinDetail.valid_features).toEqual(['AdvancedNotificationFeature', 'DisbursementOrderFeature']);
    expect(fleinDetail.features[0]).toMatchObject({ is_inherited: true, organization_id: district });
    const contact = await call('bezirk', 'POST', 'contact/', {
      organization: String(flein),
      name: 'Pfarramt Flein',
      email: 'pfarramt@flein.kirche.example',
      types: ['announce_collection'],
    });
    expect(contact.statusCode).toBe(201);

    // ended yesterday (the test clock stands at 2026-11-20)
    const ended = await call('admin', 'PATCH', `feature/${feature.id}/`, { valid_notafter: '2026-11-19' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().is_valid).toBe(false);
    expect((await call('bezirk', 'GET', `organization/${flein}/`)).json().valid_features).toEqual([
      'DisbursementOrderFeature',
    ]);

    const backwards = await call('admin', 'PATCH', `feature/${feature.id}/`, {
      valid_notafter: '2026-10-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ valid_notafter: ['Das Ende darf nicht vor dem Beginn liegen.'] });
    expect((await call('admin', 'DELETE', `feature/${feature.id}/`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `feature/${feature.id}/`)).statusCode).toBe(404);
  });

  it('does not pass down a feature that is not inherited', async () => {
    const booked = await call('admin', 'POST', 'feature/', {
      organization: `http://localhost:80/api/v2/organization/${district}/`,
      // a type the demo world books nowhere (it passes DisbursementOrderFeature down from the root)
      type: 'KirchgeldDigitalFeature',
      inherit: false,
      valid_from: null,
      valid_notafter: null,
    });
    expect(booked.statusCode).toBe(201);
    expect((await call('bezirk', 'GET', `organization/${district}/`)).json().valid_features).toContain(
      'KirchgeldDigitalFeature',
    );
    expect((await call('bezirk', 'GET', `organization/${flein}/`)).json().valid_features).not.toContain(
      'KirchgeldDigitalFeature',
    );
  });
});
