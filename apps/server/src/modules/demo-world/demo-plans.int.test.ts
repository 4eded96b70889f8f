/**
 * The demo world's plan year: every payment belongs to a plan that ran at its time on its device's
 * class and reaches the device's parish, and keeps the plan's kind; the parish with
 * no_inherit_collections only ever collects for its own plans.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function count(query: ReturnType<typeof sql<{ count: number | string }>>): Promise<number> {
  const result = await query.execute(server.context.db);
  return Number(result.rows[0]?.count);
}

describe('demo plan year', () => {
  it('has plans for the regional church, the districts and the parishes', async () => {
    expect(server.world.plans).toBeGreaterThan(100);
    const levels = await sql<{ level: string }>`
      select distinct o.level from collection_plan c join organization o on o.id = c.organization_id`.execute(
      server.context.db,
    );
    expect(levels.rows.map((row) => row.level).sort()).toEqual(['country', 'district', 'parish']);
    expect(await count(sql`select count(*) as count from collection_plan_exclusion`)).toBe(1);
  });

  it('ties every payment to a plan that ran on its device class, at its time, for its parish', async () => {
    expect(server.world.payments).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as count from payment where collection_plan_id is null`)).toBe(0);
    const misfits = await count(sql`
      select count(*) as count
      from payment p
      join device d on d.id = p.device_id
      join collection_plan c on c.id = p.collection_plan_id
      join organization o on o.id = d.organization_id
      join organization po on po.id = c.organization_id
      where not (
        d.device_class = any(c.targets)
        and c.start_at <= p.created_at and (c.end_at is null or p.created_at < c.end_at)
        and (c.organization_id = d.organization_id or (c.inherit and o.path like po.path || '%'))
        and (c.location_id is null or c.location_id = d.location_id)
      )`);
    expect(misfits).toBe(0);
  });

  it('keeps the kind of the plan on each payment, for the income statistics', async () => {
    const mismatched = await count(sql`
      select count(*) as count from payment p join collection_plan c on c.id = p.collection_plan_id
      where p.collection_type is distinct from c.type or p.collection_variant is distinct from c.collection_variant`);
    expect(mismatched).toBe(0);
    const variants = await sql<{ collection_variant: string | null }>`
      select distinct collection_variant from payment`.execute(server.context.db);
    expect(variants.rows.map((row) => row.collection_variant ?? 'donation').sort()).toEqual([
      'donation',
      'inner',
      'outer',
      'x',
    ]);
  });

  it('collects only for its own plans in the parish with no_inherit_collections', async () => {
    const parish = server.world.ids.noInheritParish;
    const flags = await server.context.db
      .selectFrom('organization')
      .select('flags')
      .where('id', '=', parish)
      .executeTakeFirstOrThrow();
    expect(flags.flags).toContain('no_inherit_collections');
    const foreign = await count(sql`
      select count(*) as count from payment p join collection_plan c on c.id = p.collection_plan_id
      where p.dst_organization_id = ${parish} and c.organization_id <> ${parish}`);
    expect(foreign).toBe(0);
  });
});
