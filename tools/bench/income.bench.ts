/**
 * How fast the income calls answer from the roll-ups on a large world, next to the same answer
 * computed by a plain SQL scan over the payments table. Each call is timed twice: through the HTTP
 * app (token check, permission, queries, JSON), and as the use case alone (permission and queries,
 * called directly), which is what the plain scan replaces. Needs a PostgreSQL server; builds the
 * demo world (by default 1,000 parishes in 50 districts under a region, about 5 million payments
 * over two years) in a fresh database it creates, then times the root organisation and a district
 * (recursive) and one parish:
 *   node --import tsx tools/bench/income.bench.ts [--server postgres://postgres@127.0.0.1:5432/postgres]
 *     [--database kollekta_bench] [--districts 50] [--parishes 20] [--days 730] [--volume 1.4]
 *     [--rounds 30] [--reuse]
 * --reuse measures a world built by an earlier run instead of building a new one.
 */
import { parseArgs } from 'node:util';
import { authenticateToken } from '@kollekta/server/auth';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld } from '@kollekta/server/demo-world';
import { getPaymentHistory, getStatistics, listIncomeMonths, listPayments } from '@kollekta/server/income';
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
  const caller = await authenticateToken(context, token);
  if (!caller) throw new Error('the token of landeskirche was not accepted');
  const apiBase = 'http://localhost/api/v2/';
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
    `root ${root.id} and district ${district.id} (recursive), parish ${parish.id}; last 12 months ${year.since}…${year.before}, month ${month.since}…${month.before}; ${rounds} rounds through the API and the use case, ${Math.max(3, Math.floor(rounds / 6))} of each SQL`,
  );
  printHeader();

  for (const [label, organization, recursive] of [
    ['root', root, true],
    ['district', district, true],
    ['parish', parish, false],
  ] as const) {
    const scope = { id: organization.id, path: organization.path, recursive };
    const id = organization.id;
    const flag = recursive ? ('true' as const) : ('false' as const);
    const rangeQuery = (range: { since: string; before: string }) => ({
      recursive: flag,
      ...range,
      tz: 'Europe/Berlin' as const,
    });
    const query = (range: { since: string; before: string }) => new URLSearchParams(rangeQuery(range));
    // the dashboard asks for the 50 largest collections; the API gives every one without plans_limit
    await compare(
      `${label} statistics, last 12 months (dashboard)`,
      () => call(`/api/v2/organization/${id}/statistics/?${query(year)}&plans_limit=50`),
      () => getStatistics(context, caller, id, { ...rangeQuery(year), plans_limit: 50 }, apiBase),
      (on) => scanStatistics(on, scope, year),
      rounds,
      db,
    );
    await compare(
      `${label} statistics, last 12 months (all collections)`,
      () => call(`/api/v2/organization/${id}/statistics/?${query(year)}`),
      () => getStatistics(context, caller, id, rangeQuery(year), apiBase),
      (on) => scanStatistics(on, scope, year),
      rounds,
      db,
    );
    await compare(
      `${label} statistics, year ${calendarYear.since.slice(0, 4)} (dashboard)`,
      () => call(`/api/v2/organization/${id}/statistics/?${query(calendarYear)}&plans_limit=50`),
      () => getStatistics(context, caller, id, { ...rangeQuery(calendarYear), plans_limit: 50 }, apiBase),
      (on) => scanStatistics(on, scope, calendarYear),
      rounds,
      db,
    );
    await compare(
      `${label} month list`,
      () => call(`/api/v2/organization/${id}/income_months/?recursive=${recursive}`),
      () => listIncomeMonths(context, caller, id, { recursive: flag }),
      (on) => scanMonths(on, scope),
      rounds,
      db,
    );
    await compare(
      `${label} dashboard chart (byDay), 12 months`,
      () => call(`/api/v2/organization/${id}/payment_history/?${query(year)}&collection_sums=false`),
      () =>
        getPaymentHistory(context, caller, id, { ...rangeQuery(year), collection_sums: 'false' }, apiBase),
      (on) => scanDays(on, scope, year),
      rounds,
      db,
    );
    // a whole month of a parish; the root's month (a few hundred thousand payments) as a page of 100
    const limit = recursive ? 100 : null;
    await compare(
      `${label} payments, 1 month${limit ? ' (page of 100)' : ''}`,
      () => call(`/api/v2/organization/${id}/payments/?${query(month)}${limit ? `&limit=${limit}` : ''}`),
      () => listPayments(context, caller, id, { ...rangeQuery(month), ...(limit ? { limit } : {}) }, apiBase),
      (on) => scanPayments(on, scope, month, limit),
      rounds,
      db,
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
    'income_period_by_kind',
    'income_period_by_method',
    'income_period_by_device_type',
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

/** The same query with the payments' indexes switched off: a sequential scan of the whole table. */
function withoutIndexes(db: Db, scan: (on: Db) => Promise<unknown>) {
  return () =>
    db.transaction().execute(async (trx) => {
      await sql`set local enable_indexscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      await sql`set local enable_indexonlyscan = off`.execute(trx);
      return scan(trx);
    });
}

/**
 * Times a call through the HTTP app and as the use case alone, next to the plain SQL over the
 * payments table twice: as the planner runs it (a parish's payments are found through the index
 * on organisation and time) and as a sequential scan of the whole table.
 */
async function compare(
  label: string,
  api: () => Promise<unknown>,
  useCase: () => Promise<unknown>,
  scan: (on: Db) => Promise<unknown>,
  rounds: number,
  db: Db,
) {
  const overHttp = await time(api, rounds);
  const direct = await time(useCase, rounds);
  // a scan of the whole table takes seconds: fewer rounds suffice
  const scanRounds = Math.max(3, Math.floor(rounds / 6));
  const planned = await time(() => scan(db), scanRounds);
  const sequential = await time(withoutIndexes(db, scan), scanRounds);
  const figures = (timings: number[]) =>
    `${percentile(timings, 0.5).toFixed(1).padStart(7)}/${percentile(timings, 0.95).toFixed(1).padStart(7)}`;
  const ratio = (slow: number[], fast: number[]) =>
    `${(percentile(slow, 0.5) / percentile(fast, 0.5)).toFixed(1).padStart(6)}×`;
  console.log(
    `${label.padEnd(52)} ${figures(overHttp)} ${figures(direct)} ${figures(planned)} ${figures(sequential)} ${ratio(sequential, overHttp)} ${ratio(planned, overHttp)} ${ratio(planned, direct)}`,
  );
}

function printHeader() {
  console.log(
    [
      'API: through the HTTP app (token, permission, queries, JSON); use case: permission and queries, called directly;',
      'SQL: the same answer by plain SQL over the payments table, as PostgreSQL plans it (a parish through the index on',
      'organisation and time) and as a sequential scan; milliseconds p50/p95, ratios of the p50s',
      `${'call'.padEnd(52)} ${'API'.padStart(15)} ${'use case'.padStart(15)} ${'SQL, planned'.padStart(15)} ${'SQL, seq scan'.padStart(15)} ${'scan÷API'.padStart(8)} ${'SQL÷API'.padStart(7)} ${'SQL÷case'.padStart(8)}`,
    ].join('\n'),
  );
}
