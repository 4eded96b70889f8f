/**
 * The church-tax route matrix: every write route of `kirchgeldRoutes`, called as `nachbar`
 * (administrator of Brackenheim, another tenant) and as `kasse` (a plain user of Lauffen) against
 * Lauffen's church-tax objects, is refused (403/404) and leaves every row of the database as it was;
 * every tenant-scoped read answers them 403/404 too.
 *
 * Generated from the contract, so a new write route fails here until its part's
 * `<part>.route-probes.ts` has a probe (or an exempt reason) for it. Each part's `setup` makes the
 * objects its probes name. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { fillPath, KIRCHGELD_API_PREFIX, kirchgeldRoutes, type RouteDefinition } from '@kollekta/contract';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/database-schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createFeature } from '../contacts';
import { authProbes } from './auth/auth.route-probes';
import { issueKirchgeldToken } from './auth/kirchgeld-tokens';
import { bankProbes } from './bank/bank.route-probes';
import { filtersProbes } from './filters/filters.route-probes';
import { importsProbes } from './imports/imports.route-probes';
import { legacyProbes } from './legacy/legacy.route-probes';
import { lettersProbes } from './letters/letters.route-probes';
import { organizationsProbes } from './organizations/organizations.route-probes';
import { paymentsProbes } from './payments/payments.route-probes';
import { personsProbes } from './persons/persons.route-probes';
import type { KgFeatureProbes, KgProbe, KgProbeRequest, KgProbeWorld } from './route-probes';

type CallerName = 'nachbar' | 'kasse';
const CALLERS: readonly CallerName[] = ['nachbar', 'kasse'];

const PARTS: Record<string, KgFeatureProbes> = {
  auth: authProbes,
  persons: personsProbes,
  organizations: organizationsProbes,
  imports: importsProbes,
  legacy: legacyProbes,
  filters: filtersProbes,
  letters: lettersProbes,
  payments: paymentsProbes,
  bank: bankProbes,
};

const ALL_ROUTES = Object.entries(kirchgeldRoutes as Record<string, RouteDefinition>);
const writeRoutes = ALL_ROUTES.filter(([, route]) => route.method !== 'GET');
const tenantReads = ALL_ROUTES.filter(
  ([, route]) => route.method === 'GET' && route.path.startsWith('tenant/:tenant/'),
);

/** every probe by route key; a key probed by two parts is a mistake and reported */
const PROBES: Record<string, KgProbe> = {};
const DOUBLE_PROBES: string[] = [];
for (const part of Object.values(PARTS)) {
  for (const [key, probe] of Object.entries(part.probes)) {
    if (key in PROBES) DOUBLE_PROBES.push(key);
    PROBES[key] = probe;
  }
}

/**
 * Tables whose rows change without anyone writing on purpose. Sessions are kept by who holds them
 * (a session made or ended is a change), not by when last seen.
 */
const VOLATILE: Record<string, string | null> = {
  auth_token: 'select id, user_id, impersonator_id, token_hash from auth_token',
  login_attempt: null,
  request_log: null,
};

/** A fingerprint of every table of the schema: its row count and an md5 of all its rows. */
async function snapshot(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const parts = tables.rows
    .filter(({ table_name }) => VOLATILE[table_name] !== null)
    .map(({ table_name }) => {
      const source = VOLATILE[table_name] ?? `select * from "${table_name}"`;
      return `select '${table_name}' as name, count(*)::text || ' ' || coalesce(md5(string_agg(t::text, '' order by t::text)), '') as print from (${source}) t`;
    });
  const result = await sql<{ name: string; print: string }>`${sql.raw(parts.join(' union all '))}`.execute(
    db,
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
}

let server: TestServer;
let world: KgProbeWorld;
let lastSnapshot: Record<string, string>;

const PLACEHOLDER_UUID = '00000000-0000-4000-8000-000000000000';

function send(who: keyof KgProbeWorld['tokens'], route: RouteDefinition, probe: KgProbeRequest) {
  const path = `${fillPath(route.path, probe.params)}${probe.query ?? ''}`;
  if (probe.multipart)
    return world.call(who, {
      method: route.method,
      path,
      headers: { 'content-type': probe.multipart.contentType },
      payload: probe.multipart.payload,
    });
  return world.call(who, {
    method: route.method,
    path,
    ...(probe.body === undefined ? {} : { payload: probe.body as Record<string, unknown> }),
  });
}

/** Path parameters of a read: Lauffen as tenant, the setups' objects by name, else a valid-looking id. */
function readParams(route: RouteDefinition): Record<string, string | number> {
  const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);
  const params: Record<string, string | number> = {};
  for (const name of names) params[name] = name === 'tenant' ? world.lauffen : (world.objects[name] ?? 1);
  const parsed = route.params?.safeParse(params);
  if (parsed && !parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if (typeof name === 'string' && name !== 'tenant') params[name] = PLACEHOLDER_UUID;
    }
  }
  return params;
}

beforeAll(async () => {
  server = await startTestServer();
  const { context } = server;
  const { parish: lauffen, neighbourParish: brackenheim } = server.world.ids;
  // Brackenheim becomes a tenant too: nachbar is an administrator of another tenant, not of none
  await createFeature(
    context,
    { isSuperuser: true, grants: [], userId: null },
    {
      organization: String(brackenheim),
      type: 'KirchgeldDigitalFeature',
      inherit: false,
      valid_from: '2026-01-01',
      valid_notafter: null,
    },
    '/api/v2/',
  );
  const users = await context.db
    .selectFrom('app_user')
    .select(['id', 'username'])
    .where('username', 'in', ['gemeinde', 'nachbar', 'kasse'])
    .execute();
  const tokens = {} as KgProbeWorld['tokens'];
  for (const user of users)
    tokens[user.username as keyof KgProbeWorld['tokens']] = (
      await issueKirchgeldToken(context, user.id)
    ).token;
  world = {
    server,
    lauffen,
    brackenheim,
    tokens,
    objects: {},
    call: (who, { path, headers, ...options }) =>
      server.app.inject({
        ...options,
        url: `${KIRCHGELD_API_PREFIX}${path}`,
        headers: { ...headers, authorization: `Bearer ${tokens[who]}` },
      }),
  };
  for (const part of Object.values(PARTS)) await part.setup?.(world);
  lastSnapshot = await snapshot(context.db);
});
afterAll(() => server?.close());

describe('the church-tax route matrix', () => {
  it('makes nachbar an administrator of another tenant', async () => {
    const tenants = await world.call('nachbar', { method: 'GET', path: 'tenant/' });
    expect(tenants.json().results.map((tenant: { id: number }) => tenant.id)).toEqual([world.brackenheim]);
    const own = await world.call('gemeinde', { method: 'GET', path: 'tenant/' });
    expect(own.json().results.map((tenant: { id: number }) => tenant.id)).toEqual([world.lauffen]);
  });

  it('has a probe for exactly the write routes of the contract, each in one part', () => {
    const writeKeys = writeRoutes.map(([key]) => key);
    expect(
      writeKeys.filter((key) => !(key in PROBES)).join(', '),
      'church-tax write routes without a probe: add one to their <part>.route-probes.ts',
    ).toBe('');
    expect(
      Object.keys(PROBES)
        .filter((key) => !writeKeys.includes(key))
        .join(', '),
      'probes of routes that are no church-tax write routes',
    ).toBe('');
    expect(DOUBLE_PROBES.join(', '), 'routes probed by two parts').toBe('');
  });

  describe.each(writeRoutes)('%s', (key, route) => {
    it.each(CALLERS)('refuses %s against Lauffen and changes nothing', async (caller) => {
      const probe = PROBES[key];
      if (!probe) throw new Error(`church-tax write route ${key} has no probe: add one to its route-probes`);
      if ('exempt' in probe) return;
      const response = await send(caller, route, probe.probe(world));
      const after = await snapshot(server.context.db);
      const changed = Object.keys(after).filter((table) => after[table] !== lastSnapshot[table]);
      lastSnapshot = after;
      expect(response.statusCode, `${route.method} ${route.path}: ${response.body}`).toBeOneOf([403, 404]);
      expect(changed, `${route.method} ${route.path} changed rows`).toEqual([]);
    });
  });

  // a describe.each over an empty list fails; the tenant reads come with the other parts' routes
  describe('tenant-scoped reads', () => {
    it.each(CALLERS)('are refused to %s for Lauffen', async (caller) => {
      for (const [key, route] of tenantReads) {
        const response = await send(caller, route, { params: readParams(route) });
        expect(response.statusCode, `${key} GET ${route.path}: ${response.body}`).toBeOneOf([403, 404]);
      }
    });
  });
});
