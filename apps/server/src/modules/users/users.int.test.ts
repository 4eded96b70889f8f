import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (path: string) => `/api/v2/${path}`;

async function userId(username: string): Promise<number> {
  const row = await server.context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function rolesOf(username: string) {
  return server.context.db
    .selectFrom('user_role')
    .select(['organization_id', 'role'])
    .where('user_id', '=', await userId(username))
    .orderBy('organization_id')
    .execute();
}

describe('granting roles', () => {
  it('lets the district administrator give planer a role in a parish of its district', async () => {
    const token = await server.login('bezirk');
    const planer = await userId('planer');
    const response = await server.call({
      method: 'PATCH',
      url: api(`user/${planer}/`),
      token,
      payload: {
        permissions: [
          {
            organization: `http://localhost:80/api/v2/organization/${server.world.ids.parish}/`,
            role: 'collection_plan_editor',
          },
          { organization: 5, role: 'user' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .permissions.map((p: { organization_id: number; role: string }) => [p.organization_id, p.role]),
    ).toEqual([
      [4, 'collection_plan_editor'],
      [5, 'user'],
    ]);
    expect(await rolesOf('planer')).toEqual([
      { organization_id: 4, role: 'collection_plan_editor' },
      { organization_id: 5, role: 'user' },
    ]);
    const audit = await server.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.updated')
      .where('object_id', '=', String(planer))
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(await userId('bezirk'));
  });

  it('refuses a role in nachbar’s parish with 403 and changes nothing', async () => {
    const token = await server.login('bezirk');
    const before = await rolesOf('planer');
    const response = await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('planer')}/`),
      token,
      payload: {
        permissions: [
          ...before.map((row) => ({ organization: row.organization_id, role: row.role })),
          { organization: server.world.ids.neighbourParish, role: 'user' },
        ],
      },
    });
    expect(response.statusCode).toBe(403);
    expect(await rolesOf('planer')).toEqual(before);
  });

  it('refuses to make anyone a superuser unless the caller is one', async () => {
    const bezirk = await server.login('bezirk');
    for (const username of ['planer', 'bezirk']) {
      const response = await server.call({
        method: 'PATCH',
        url: api(`user/${await userId(username)}/`),
        token: bezirk,
        payload: { is_superuser: true },
      });
      expect(response.statusCode).toBe(403);
    }
    const admin = await server.login('admin');
    const promoted = await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('kasse2')}/`),
      token: admin,
      payload: { is_superuser: true },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().is_superuser).toBe(true);
    await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('kasse2')}/`),
      token: admin,
      payload: { is_superuser: false },
    });
  });

  it('keeps rows out of the caller’s reach and refuses a parish admin outside its parish', async () => {
    const admin = await server.login('admin');
    const nachbarRole = { organization: server.world.ids.neighbourParish, role: 'viewer' };
    await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('kasse')}/`),
      token: admin,
      payload: { permissions: [{ organization: 4, role: 'user' }, nachbarRole] },
    });
    const gemeinde = await server.login('gemeinde');
    // The parish admin sends only what it sees; the role in Brackenheim stays.
    const response = await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('kasse')}/`),
      token: gemeinde,
      payload: { permissions: [{ organization: 4, role: 'treasurer' }] },
    });
    expect(response.statusCode).toBe(200);
    expect(await rolesOf('kasse')).toEqual([
      { organization_id: 4, role: 'treasurer' },
      { organization_id: 9, role: 'viewer' },
    ]);
    // It cannot change the account of a user who holds a role elsewhere, nor give a role in the district.
    const rename = await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('kasse')}/`),
      token: gemeinde,
      payload: { email: 'fremd@example.org' },
    });
    expect(rename.statusCode).toBe(403);
    const district = await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('kasse2')}/`),
      token: gemeinde,
      payload: {
        permissions: [
          { organization: 4, role: 'user' },
          { organization: 3, role: 'user' },
        ],
      },
    });
    expect(district.statusCode).toBe(403);
  });
});

describe('user list', () => {
  it('lists within an organisation only active users with a role there', async () => {
    const admin = await server.login('admin');
    const planer = await userId('planer');
    await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('kasse2')}/`),
      token: admin,
      payload: { is_active: false },
    });
    const token = await server.login('gemeinde');
    const response = await server.call({ method: 'GET', url: api('user/?organization=4'), token });
    expect(response.statusCode).toBe(200);
    const usernames = response.json().results.map((user: { username: string }) => user.username);
    expect(usernames).toContain('gemeinde');
    expect(usernames).toContain(
      await server.context.db
        .selectFrom('app_user')
        .select('username')
        .where('id', '=', planer)
        .executeTakeFirstOrThrow()
        .then((row) => row.username),
    );
    expect(usernames).not.toContain('kasse2');
    expect(usernames).not.toContain('bezirk');
    await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('kasse2')}/`),
      token: admin,
      payload: { is_active: true },
    });
  });

  it('pages with limit and offset and filters by organisation name', async () => {
    const admin = await server.login('admin');
    const first = await server.call({ method: 'GET', url: api('user/?limit=3'), token: admin });
    expect(first.json()).toMatchObject({ count: 8, previous: null });
    expect(first.json().results).toHaveLength(3);
    expect(first.json().next).toBe('http://localhost:80/api/v2/user/?limit=3&offset=3');
    const last = await server.call({ method: 'GET', url: api('user/?limit=3&offset=6'), token: admin });
    expect(last.json().results).toHaveLength(2);
    expect(last.json().next).toBeNull();
    const all = await server.call({ method: 'GET', url: api('user/'), token: admin });
    expect(all.json().results).toHaveLength(8);
    const brackenheim = await server.call({
      method: 'GET',
      url: api('user/?search=brackenheim'),
      token: admin,
    });
    expect(brackenheim.json().results.map((user: { username: string }) => user.username)).toContain(
      'nachbar',
    );
  });

  it('answers 403 without MANAGE_USERS and 404 for an organisation out of sight', async () => {
    const planer = await server.login('planer');
    expect(
      (await server.call({ method: 'GET', url: api('user/?organization=4'), token: planer })).statusCode,
    ).toBe(403);
    expect((await server.call({ method: 'GET', url: api('user/'), token: planer })).statusCode).toBe(403);
    const gemeinde = await server.login('gemeinde');
    expect(
      (await server.call({ method: 'GET', url: api('user/?organization=9'), token: gemeinde })).statusCode,
    ).toBe(404);
  });
});

describe('adding a user', () => {
  it('answers every add-user validation text of §5', async () => {
    const token = await server.login('gemeinde');
    const empty = await server.call({
      method: 'POST',
      url: api('user/'),
      token,
      payload: { name: '', username: ' ', email: '', permissions: [{ organization: 4, role: 'user' }] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      name: ['Dieses Feld darf nicht leer sein.'],
      username: ['Dieses Feld darf nicht leer sein.'],
      email: ['Dieses Feld darf nicht leer sein.'],
    });
    const badEmail = await server.call({
      method: 'POST',
      url: api('user/'),
      token,
      payload: {
        name: '-',
        username: 'kirchenpflege',
        email: 'kp@lauffen',
        permissions: [{ organization: 4, role: 'user' }],
      },
    });
    expect(badEmail.json()).toEqual({ email: ['Gültige E-Mail-Adresse eingeben.'] });
    const taken = await server.call({
      method: 'POST',
      url: api('user/'),
      token,
      payload: {
        name: 'X',
        username: 'kasse',
        email: 'x@lauffen.de',
        permissions: [{ organization: 4, role: 'user' }],
      },
    });
    expect(taken.json()).toEqual({ username: ['Dieser Nutzername ist bereits vergeben.'] });
  });

  it('creates the user with a role, mails a link to set the password, and the user signs in', async () => {
    const token = await server.login('gemeinde');
    const created = await server.call({
      method: 'POST',
      url: api('user/'),
      token,
      payload: {
        name: 'Eva Roth',
        username: 'eroth',
        email: 'e.roth@lauffen.example',
        permissions: [{ organization: 4, role: 'user' }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      username: 'eroth',
      has_usable_password: false,
      is_superuser: false,
    });
    const mail = await server.context.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'e.roth@lauffen.example')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Kollekta: Ihr neuer Zugang');
    const link = mail.body_text.match(/#\/auth\/recover\/([\w-]+)/)?.[1] as string;
    const set = await server.call({
      method: 'POST',
      url: api('user/change_password/'),
      payload: { token: link, password: 'Taufstein-aus-Sandstein-3' },
    });
    expect(set.statusCode).toBe(200);
    expect(await server.login('eroth', 'Taufstein-aus-Sandstein-3')).toBeTruthy();
  });

  it('refuses a role the caller may not give and a user without organisation', async () => {
    const token = await server.login('gemeinde');
    const outside = await server.call({
      method: 'POST',
      url: api('user/'),
      token,
      payload: {
        name: 'Z',
        username: 'zz',
        email: 'z@lauffen.de',
        permissions: [{ organization: 3, role: 'user' }],
      },
    });
    expect(outside.statusCode).toBe(403);
    const none = await server.call({
      method: 'POST',
      url: api('user/'),
      token,
      payload: { name: 'Z', username: 'zz', email: 'z@lauffen.de' },
    });
    expect(none.json()).toEqual({ permissions: ['Bitte wählen Sie mindestens eine Organisation.'] });
  });
});

describe('the profile’s own changes', () => {
  it('changes one’s own name and e-mail with the spec’s texts for empty values', async () => {
    const token = await server.login('kasse2');
    const me = await userId('kasse2');
    const emptyName = await server.call({
      method: 'PATCH',
      url: api(`user/${me}/`),
      token,
      payload: { name: '  ' },
    });
    expect(emptyName.statusCode).toBe(400);
    expect(emptyName.json()).toEqual({ name: ['Bitte geben Sie hier Ihren Namen ein'] });
    const emptyEmail = await server.call({
      method: 'PATCH',
      url: api(`user/${me}/`),
      token,
      payload: { email: '' },
    });
    expect(emptyEmail.json()).toEqual({ email: ['Bitte geben Sie hier Ihre E-Mail-Adresse ein'] });
    const badEmail = await server.call({
      method: 'PATCH',
      url: api(`user/${me}/`),
      token,
      payload: { email: 'martin@x' },
    });
    expect(badEmail.json()).toEqual({ email: ['Gültige E-Mail-Adresse eingeben.'] });
    const renamed = await server.call({
      method: 'PATCH',
      url: api(`user/${me}/`),
      token,
      payload: {
        name: 'Martin Braun-Weiß',
        email: 'martin@lauffen.example',
        current_password: 'Kollekta-Demo-2026',
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Martin Braun-Weiß', email: 'martin@lauffen.example' });
    const ownRoles = await server.call({
      method: 'PATCH',
      url: api(`user/${me}/`),
      token,
      payload: { permissions: [{ organization: 4, role: 'admin' }] },
    });
    expect(ownRoles.statusCode).toBe(403);
  });
});

describe('impersonation', () => {
  it('lets a superuser act as a user, audits every change with both users, and refuses others', async () => {
    const admin = await server.login('admin');
    const gemeindeId = await userId('gemeinde');
    const nobody = await server.login('bezirk');
    expect(
      (await server.call({ method: 'POST', url: api(`user/${gemeindeId}/impersonate/`), token: nobody }))
        .statusCode,
    ).toBe(403);
    const response = await server.call({
      method: 'POST',
      url: api(`user/${gemeindeId}/impersonate/`),
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const token = response.json().auth_token as string;
    const me = await server.call({ method: 'GET', url: api('user/me/'), token });
    expect(me.json().username).toBe('gemeinde');
    // The impersonation session is not one of the user's own sessions.
    const sessions = await server.call({ method: 'GET', url: api(`user/${gemeindeId}/sessions/`), token });
    expect(sessions.json().some((session: { current: boolean }) => session.current)).toBe(false);
    const change = await server.call({
      method: 'PATCH',
      url: api(`user/${gemeindeId}/`),
      token,
      payload: { name: 'Petra Schulz-Vogt' },
    });
    expect(change.statusCode).toBe(200);
    const entries = await server.context.db
      .selectFrom('audit_log')
      .selectAll()
      .where('impersonator_user_id', '=', await userId('admin'))
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['user.updated', 'impersonated.request']);
    expect(entries.every((entry) => entry.actor_user_id === gemeindeId)).toBe(true);
    expect(
      (await server.call({ method: 'POST', url: api(`user/${gemeindeId}/impersonate/`), token })).statusCode,
    ).toBe(403);
    expect((await server.call({ method: 'POST', url: api('user/logout/'), token })).statusCode).toBe(204);
    expect((await server.call({ method: 'GET', url: api('user/me/'), token: admin })).json().username).toBe(
      'admin',
    );
  });
});

describe('outbox', () => {
  it('shows superusers the mails of a development deployment, nobody else', async () => {
    const admin = await server.login('admin');
    const response = await server.call({
      method: 'GET',
      url: api('admin/outbox/?recipient=e.roth@lauffen.example'),
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].subject).toBe('Kollekta: Ihr neuer Zugang');
    const gemeinde = await server.login('gemeinde');
    expect(
      (await server.call({ method: 'GET', url: api('admin/outbox/'), token: gemeinde })).statusCode,
    ).toBe(404);
  });
});

describe('users out of an administrator’s reach', () => {
  it('answers 404 for users of organisations above or beside, as for any foreign object', async () => {
    const nachbar = await server.login('nachbar');
    for (const username of ['landeskirche', 'bezirk', 'gemeinde', 'kasse2', 'admin']) {
      const response = await server.call({
        method: 'PATCH',
        url: api(`user/${await userId(username)}/`),
        token: nachbar,
        payload: {},
      });
      expect(response.statusCode, username).toBe(404);
      expect(response.body).not.toContain(username);
    }
    // A plain user does not read colleagues either.
    const kasse = await server.login('kasse');
    const colleague = await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('planer')}/`),
      token: kasse,
      payload: {},
    });
    expect(colleague.statusCode).toBe(404);
    // Within reach it still answers.
    const gemeinde = await server.login('gemeinde');
    const own = await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('kasse')}/`),
      token: gemeinde,
      payload: {},
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().username).toBe('kasse');
  });
});

describe('look-alike usernames', () => {
  const create = (token: string, username: string) =>
    server.call({
      method: 'POST',
      url: api('user/'),
      token,
      payload: { name: 'Doppelgänger', username, email: 'doppel@example.org', permissions: [] },
    });

  it('refuses a new user or a rename to a name that only looks different', async () => {
    const admin = await server.login('admin');
    for (const username of ['ADMIN', 'admin\u200B', '\uFEFFKasse', 'ｋａｓｓｅ', 'pla\u200Dner ']) {
      const response = await create(admin, username);
      expect(response.statusCode, JSON.stringify(username)).toBe(400);
      expect(response.json()).toEqual({ username: ['Dieser Nutzername ist bereits vergeben.'] });
    }
    const invisible = await create(admin, '\u200B\u200C');
    expect(invisible.json()).toEqual({ username: ['Dieses Feld darf nicht leer sein.'] });

    const rename = await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('kasse2')}/`),
      token: admin,
      payload: { username: 'Kasse' },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({ username: ['Dieser Nutzername ist bereits vergeben.'] });
  });

  it('stores a new name normalised and signs it in by any look-alike spelling', async () => {
    const admin = await server.login('admin');
    const created = await create(admin, 'Küster\u200B');
    expect(created.statusCode).toBe(201);
    expect(created.json().username).toBe('Küster');
    const row = await server.context.db
      .selectFrom('app_user')
      .select(['username', 'username_key'])
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: 'Küster', username_key: 'küster' });
    for (const spelling of ['kasse', 'KASSE', 'kasse\u200B', 'ｋａｓｓｅ']) {
      const response = await server.call({
        method: 'POST',
        url: api('user/obtain_token/'),
        payload: { username: spelling, password: 'Kollekta-Demo-2026' },
        remoteAddress: '10.40.0.1',
      });
      expect(response.statusCode, JSON.stringify(spelling)).toBe(200);
      const me = await server.call({
        method: 'GET',
        url: api('user/me/'),
        token: response.json().auth_token,
      });
      expect(me.json().username).toBe('kasse');
    }
  });
});

describe('a password set by an administrator', () => {
  it('ends every session of that user, and only theirs', async () => {
    const first = await server.login('planer');
    const second = await server.login('planer');
    const bezirk = await server.login('bezirk');
    const response = await server.call({
      method: 'PATCH',
      url: api(`user/${await userId('planer')}/`),
      token: bezirk,
      payload: { password: 'Glockenturm-im-Advent-7' },
    });
    expect(response.statusCode).toBe(200);
    for (const token of [first, second]) {
      expect((await server.call({ method: 'GET', url: api('user/me/'), token })).statusCode).toBe(401);
    }
    expect((await server.call({ method: 'GET', url: api('user/me/'), token: bezirk })).statusCode).toBe(200);
    const sessions = await server.context.db
      .selectFrom('auth_token')
      .select('id')
      .where('user_id', '=', await userId('planer'))
      .execute();
    expect(sessions).toEqual([]);
    expect((await server.login('planer', 'Glockenturm-im-Advent-7')).length).toBeGreaterThan(20);
  });

  it('asks for the current password when one changes one’s own password or e-mail address', async () => {
    const token = await server.login('bezirk');
    const other = await server.login('bezirk');
    const me = await userId('bezirk');
    const patch = (payload: object) =>
      server.call({ method: 'PATCH', url: api(`user/${me}/`), token, payload });
    for (const payload of [{ email: 'dieb@example.org' }, { password: 'Glockenturm-im-Advent-7' }]) {
      const missing = await patch(payload);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        current_password: ['Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.'],
      });
      const wrong = await patch({ ...payload, current_password: 'geraten' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ current_password: ['Das aktuelle Passwort ist nicht korrekt.'] });
    }
    const stored = await server.context.db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', me)
      .executeTakeFirstOrThrow();
    expect(stored.email).not.toBe('dieb@example.org');
    // The name needs no password.
    expect((await patch({ name: 'Bezirk Neckartal' })).statusCode).toBe(200);
    const changed = await patch({
      email: 'bezirk@neckartal.example',
      password: 'Glockenturm-im-Advent-7',
      current_password: 'Kollekta-Demo-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('bezirk@neckartal.example');
    // One's own new password keeps the current session and ends the others.
    expect((await server.call({ method: 'GET', url: api('user/me/'), token })).statusCode).toBe(200);
    expect((await server.call({ method: 'GET', url: api('user/me/'), token: other })).statusCode).toBe(401);
  });
});
