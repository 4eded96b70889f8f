import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('static configuration and health', () => {
  it('publishes the enums and the permissions map without sign-in', async () => {
    const response = await server.call({ method: 'GET', url: '/api/v2/configuration/static' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.enums.RoleType)).toEqual(
      expect.arrayContaining(['user', 'collection_plan_editor', 'admin']),
    );
    expect(Object.keys(body.enums.Permission)).toEqual(
      expect.arrayContaining(['READ_CPLAN', 'WRITE_CPLAN', 'MANAGE_USERS', 'DISBURSEMENT_ORDER']),
    );
    expect(body.permission_parts.readOther).toEqual(['READ']);
    expect(body.permissions_map.collection_plan_editor.own).toContain('WRITE_CPLAN');
    expect(body.permissions_map.user.ancestors).toEqual(['READ_NONSENSITIVE', 'READ_CPLAN_INHERITED']);
    expect(body.deployment).toBe('development');
  });

  it('answers health with the server version and the database in use', async () => {
    const response = await server.call({ method: 'GET', url: '/api/v2/health/' });
    expect(response.json()).toEqual({
      status: 'ok',
      version: '0.25.3',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers unknown API paths with a German 404', async () => {
    const response = await server.call({ method: 'GET', url: '/api/v2/gibt-es-nicht/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Nicht gefunden.' });
  });
});
