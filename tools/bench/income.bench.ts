/**
 * How fast the income calls answer from the roll-ups on a large world, next to the same answer
 * computed by a plain SQL scan over the payments table. Needs a PostgreSQL server; builds the demo
 * world (by default 1,000 parishes in 50 districts under a region, about 5 million payments over two
 * years) in a fresh database it creates, then times the root organisation and a district (recursive)
 * and one parish:
 *   node --import tsx tools/bench/income.bench.ts [--server postgres://postgres@127.0.0.1:5432/postgres]
 *     [--database kollekta_bench] [--districts 50] [--parishes 20] [--days 730] [--volume 1.4]
 *     [--rounds 30] [--reuse]
 * --reuse measures a world built by an earlier run instead of building a new one.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld } from '@kollekta/server/demo-world';
import {
  buildHttpApp,
  createAppContext,
  databaseUrlOf,
  type RunningContext,
  recreatePostgresDatabase,
  sql,
} from '@kollekta/server/server';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    database: { type: 'string', default: 'kollekta_bench' },
    districts: { type: 'string', default: '50' },
    parishes: { type: 'string', default: '20' },
    days: { type: 'string', default: '730' },
    volume: { type: 'string', default: '1.4' },
    rounds: { type: 'string', default: '30' },
    reuse: { type: 'boolean', default: false },
  },
});

const databaseUrl = values.reuse
  ? databaseUrlOf(values.server, values.database)
  : await recreatePostgresDatabase(values.server, values.database);
const context = await createAppContext(
  readConfig({ ...process.env, DATABASE_URL: databaseUrl, DEMO_WORLD: 'off', LOG_LEVEL: 'silent' }),
);
const { db } = context;
try {
  if (!values.reuse) {
    const started = performance.now();
    const world = await buildDemoWorld(context, {
      districts: Number(values.districts),
      parishesPerDistrict: Number(values.parishes),
      days: Number(values.days),
      paymentVolume: Number(values.volume),
    });
    await sql`vacuum analyze`.execute(db);
    console.log(
      `world: ${world.organizations} organisations, ${world.devices} devices, ${world.plans} plans, ${world.payments} payments, built in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  await printSizes(db);

  const app = await buildHttpApp(context, { logger: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v2/user/obtain_token/',
    payload: { username: 'landeskirche', password: 'Kollekta-Demo-2026' },
  });
  const token = login.json().auth_token as string;
  const call = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };

  const root = await db
    .selectFrom('organization')
    .select(['id', 'path'])
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  // a parish from the middle of the tree
  const parishes = await db
    .selectFrom('organization')
    .select(['id', 'path'])
    .where('level', '=', 'parish')
    .orderBy('id')
    .execute();
  const parish = parishes[Math.floor(parishes.length / 2)];
  if (!parish) throw new Error('the world has no parish');
  // the district of that parish
  const district = await db
    .selectFrom('organization')
    .select(['id', 'path'])
    .where('id', '=', Number(parish.path.split('/').at(-3)))
    .executeTakeFirstOrThrow();
  // the last 12 whole months, and the last whole month
  const today = new Date();
  const monthStart = (monthsBack: number) => {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, 1));
    return date.toISOString().slice(0, 10);
  };
  const year = { since: monthStart(12), before: monthStart(0) };
  // the last whole calendar year: what the dashboard's 'ganzes Jahr' asks for
  const calendarYear = {
    since: `${today.getUTCFullYear() - 1}-01-01`,
    before: `${today.getUTCFullYear()}-01-01`,
  };
  const month = { since: monthStart(1), before: monthStart(0) };
  const rounds = Number(values.rounds);
  console.log(
    `root ${root.id} and district ${district.id} (recursive), parish ${parish.id}; last 12 months ${year.since}…${year.before}, month ${month.since}…${month.before}; ${rounds} rounds each`,
  );

  for (const [label, organization, recursive] of [
    ['root', root, true],
    ['district', district, true],
    ['parish', parish, false],
  ] as const) {
    const scope = { id: organization.id, path: organization.path, recursive };
    const query = (range: { since: string; before: string }) =>
      `recursive=${recursive}&since=${range.since}&before=${range.before}&tz=Europe/Berlin`;
    // the dashboard asks for the 50 largest collections; the API gives every one without plans_limit
    await compare(
      `${label} statistics, last 12 months (dashboard)`,
      () => call(`/api/v2/organization/${organization.id}/statistics/?${query(year)}&plans_limit=50`),
      () => scanStatistics(db, scope, year),
      rounds,
    );
    await compare(
      `${label} statistics, last 12 months (all collections)`,
      () => call(`/api/v2/organization/${organization.id}/statistics/?${query(year)}`),
      () => scanStatistics(db, scope, year),
      rounds,
    );
    await compare(
      `${label} statistics, year ${calendarYear.since.slice(0, 4)} (dashboard)`,
      () => call(`/api/v2/organization/${organization.id}/statistics/?${query(calendarYear)}&plans_limit=50`),
      () => scanStatistics(db, scope, calendarYear),
      rounds,
    );
    await compare(
      `${label} month list`,
      () => call(`/api/v2/organization/${organization.id}/income_months/?recursive=${recursive}`),
      () => scanMonths(db, scope),
      rounds,
    );
    await compare(
      `${label} dashboard chart (byDay), 12 months`,
      () =>
        call(`/api/v2/organization/${organization.id}/payment_history/?${query(year)}&collection_sums=false`),
      () => scanDays(db, scope, year),
      rounds,
    );
    // a whole month of a parish; the root's month (a few hundred thousand payments) as a page of 100
    const page = recursive ? '&limit=100' : '';
    await compare(
      `${label} payments, 1 month${page ? ' (page of 100)' : ''}`,
      () => call(`/api/v2/organization/${organization.id}/payments/?${query(month)}${page}`),
      () => scanPayments(db, scope, month, recursive ? 100 : null),
      rounds,
    );
  }
  await app.close();
} finally {
  await context.close();
}

type Db = RunningContext['db'];
type Scope = { id: number; path: string; recursive: boolean };

async function printSizes(db: Db) {
  const tables = [
    'payment',
    'income_day_by_kind',
    'income_day_by_method',
    'income_day_by_device_type',
    'income_period_by_plan',
    'income_day_by_plan_device',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ rows: number; size: string }>`
      select count(*)::bigint as rows, pg_size_pretty(pg_total_relation_size(${table}::regclass)) as size
      from ${sql.table(table)}`.execute(db);
    parts.push(`${table} ${Number(rows[0]?.rows).toLocaleString('en')} rows ${rows[0]?.size}`);
  }
  console.log(`tables: ${parts.join('; ')}`);
}

function where(scope: Scope, range: { since: string; before: string } | null) {
  return sql`
  ${scope.recursive ? sql`o.path like ${`${scope.path}%`}` : sql`p.dst_organization_id = ${scope.id}`}
  ${
    range
      ? sql`and p.created_at >= (${range.since}::date)::timestamp at time zone 'Europe/Berlin'
            and p.created_at < (${range.before}::date)::timestamp at time zone 'Europe/Berlin'`
      : sql``
  }`;
}

/** The statistics' answer in one pass over the payments: every dimension as a grouping set, and plan names. */
async function scanStatistics(db: Db, scope: Scope, range: { since: string; before: string }) {
  const { rows } = await sql`
    with sums as (
      select p.currency, p.type, p.online_payment_type, d.device_type, d.device_class, p.collection_plan_id,
             p.collection_type, p.collection_variant, sum(p.amount_cents) as amount, count(*) as payments,
             sum(p.count) as count, sum(case when p.is_reconciled then p.fee_cents else 0 end) as fees,
             grouping(p.type, p.online_payment_type, d.device_type, d.device_class, p.collection_plan_id,
                      p.collection_type, p.collection_variant) as grouping
      from payment p
      join organization o on o.id = p.dst_organization_id
      left join device d on d.id = p.device_id
      where p.state = 'completed' and ${where(scope, range)}
      group by grouping sets ((p.currency), (p.currency, p.type, p.online_payment_type),
        (p.currency, d.device_type, d.device_class),
        (p.currency, p.collection_plan_id, p.collection_type, p.collection_variant),
        (p.currency, p.collection_type, p.collection_variant)))
    select sums.*, c.name from sums left join collection_plan c on c.id = sums.collection_plan_id`.execute(
    db,
  );
  return rows;
}

async function scanMonths(db: Db, scope: Scope) {
  const { rows } = await sql`
    select to_char(p.created_at at time zone 'Europe/Berlin', 'YYYY-MM') as month, p.currency,
           sum(p.amount_cents) as amount, count(*) as payments
    from payment p join organization o on o.id = p.dst_organization_id
    where p.state = 'completed' and ${where(scope, null)}
    group by 1, 2 order by 1 desc`.execute(db);
  return rows;
}

async function scanDays(db: Db, scope: Scope, range: { since: string; before: string }) {
  const { rows } = await sql`
    select (p.created_at at time zone 'Europe/Berlin')::date as day, p.currency, p.collection_type,
           p.collection_variant, sum(p.amount_cents) as amount, count(*) as payments, sum(p.count) as count
    from payment p join organization o on o.id = p.dst_organization_id
    where p.state = 'completed' and ${where(scope, range)}
    group by 1, 2, 3, 4 order by 1`.execute(db);
  return rows;
}

async function scanPayments(
  db: Db,
  scope: Scope,
  range: { since: string; before: string },
  limit: number | null,
) {
  const { rows } = await sql`
    select p.*, o.name as organization_name, d.name as device_name, d.device_class, d.device_type, c.name as plan_name
    from payment p
    join organization o on o.id = p.dst_organization_id
    left join device d on d.id = p.device_id
    left join collection_plan c on c.id = p.collection_plan_id
    where ${where(scope, range)}
    order by p.created_at desc, p.id desc ${limit === null ? sql`` : sql`limit ${limit}`}`.execute(db);
  return rows;
}

async function time(run: () => Promise<unknown>, rounds: number): Promise<number[]> {
  await run(); // warm up: plans cached, pages in memory
  const timings: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

function percentile(timings: number[], p: number): number {
  return timings[Math.min(timings.length - 1, Math.floor(timings.length * p))] ?? Number.NaN;
}

async function compare(
  label: string,
  rollup: () => Promise<unknown>,
  scan: () => Promise<unknown>,
  rounds: number,
) {
  const fast = await time(rollup, rounds);
  // the scan of a root statistic takes seconds: fewer rounds suffice
  const slow = await time(scan, Math.max(3, Math.floor(rounds / 3)));
  const ratio = percentile(slow, 0.5) / percentile(fast, 0.5);
  console.log(
    `${label.padEnd(52)} API p50 ${percentile(fast, 0.5).toFixed(1).padStart(7)} ms  p95 ${percentile(fast, 0.95).toFixed(1).padStart(7)} ms | plain scan p50 ${percentile(slow, 0.5).toFixed(1).padStart(7)} ms  p95 ${percentile(slow, 0.95).toFixed(1).padStart(7)} ms | ${ratio.toFixed(1)}× faster`,
  );
}
