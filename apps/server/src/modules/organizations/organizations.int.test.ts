import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function listAs(username: string) {
  const token = await server.login(username);
  const response = await server.call({ method: 'GET', url: '/api/v2/organization/', token });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: number;
    name: string;
    permissions: string[];
    location_count: number | null;
    user_count: number | null;
  }[];
}

describe('organisation tree by permission', () => {
  it('shows a superuser every organisation', async () => {
    expect((await listAs('admin')).length).toBe(server.world.organizations);
  });

  it('shows a parish administrator only its part of the tree', async () => {
    const { ids } = server.world;
    const seen = await listAs('gemeinde');
    expect(seen.map((organization) => organization.id)).toEqual([
      ids.root,
      ids.region,
      ids.district,
      ids.parish,
    ]);
    const district = seen.find((organization) => organization.id === ids.district);
    expect(district?.permissions).toEqual(['READ_CPLAN_INHERITED', 'READ_NONSENSITIVE']);
    expect(district?.location_count).toBeNull();
    const parish = seen.find((organization) => organization.id === ids.parish);
    expect(parish?.permissions).toContain('MANAGE_USERS');
    expect(parish?.location_count).toBe(2);
    expect(parish?.user_count).toBe(4); // gemeinde, planer, kasse, kasse2
  });

  it('shows a district administrator its district and every parish in it, nothing of the other district', async () => {
    const { ids } = server.world;
    const seen = await listAs('bezirk');
    const seenIds = seen.map((organization) => organization.id);
    expect(seenIds).toContain(ids.parish);
    expect(seenIds).not.toContain(ids.otherDistrict);
    expect(seenIds).not.toContain(ids.neighbourParish);
    expect(seen.filter((organization) => organization.permissions.includes('MANAGE_USERS')).length).toBe(5);
  });

  it('answers 404 for a parish of the other district, and for one that does not exist', async () => {
    const token = await server.login('gemeinde');
    for (const id of [server.world.ids.neighbourParish, server.world.ids.otherDistrict, 99999]) {
      const response = await server.call({ method: 'GET', url: `/api/v2/organization/${id}/`, token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Organisation nicht gefunden.' });
    }
    const nachbar = await server.login('nachbar');
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${server.world.ids.parish}/`,
      token: nachbar,
    });
    expect(response.statusCode).toBe(404);
  });

  it('gives an organisation with its visible children and church buildings', async () => {
    const token = await server.login('bezirk');
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${server.world.ids.district}/`,
      token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.children.map((child: { name: string }) => child.name)).toEqual([
      'Ev. Kirchengemeinde Flein',
      'Ev. Kirchengemeinde Lauffen',
      'Ev. Kirchengemeinde Nordheim',
      'Ev. Kirchengemeinde Talheim',
    ]);
    expect(body.url).toBe(`http://localhost:80/api/v2/organization/${server.world.ids.district}/`);
    const parish = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${server.world.ids.parish}/`,
      token,
    });
    expect(parish.json().locations.map((location: { name: string }) => location.name)).toEqual([
      'Martinskirche',
      'Regiswindiskirche',
    ]);
  });

  it('hides the children a parish administrator may not see', async () => {
    const token = await server.login('gemeinde');
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${server.world.ids.district}/`,
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().children.map((child: { id: number }) => child.id)).toEqual([
      server.world.ids.parish,
    ]);
    expect(response.json().locations).toEqual([]);
  });

  it('answers 404 for an id that is not a number and 401 without a token', async () => {
    const token = await server.login('gemeinde');
    expect((await server.call({ method: 'GET', url: '/api/v2/organization/abc/', token })).statusCode).toBe(
      404,
    );
    expect((await server.call({ method: 'GET', url: '/api/v2/organization/' })).statusCode).toBe(401);
  });
});
