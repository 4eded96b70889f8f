/**
 * The income statistics read roll-ups; these tests hold every answer against a plain SQL computation
 * over the payments table: reversed payments (at insert and afterwards), fees of reconciled and
 * unreconciled payments, recursion, ranges cutting months, and the Berlin day boundary.
 */
import {
  COLLECTION_KINDS,
  centsToDecimalString,
  decimalStringToCents,
  toCollectionKind,
} from '@kollekta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../platform/migrations';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { confirmPayments, type PaymentInsert, recordPayments, reversePayments } from './index';

let server: TestServer;
const tokens: Record<string, string> = {};
const ROOT = 1;
const DISTRICT = 3;
const PARISH = 4;

const cents = (amount: string | undefined) => decimalStringToCents(amount ?? '') ?? Number.NaN;

type Range = { since?: string; before?: string };
type Scope = { id: number; recursive: boolean };

/** The payments an answer must be computed from, by plain SQL. */
function scannedPayments(scope: Scope, range: Range) {
  const berlinDay = sql`(p.created_at at time zone 'Europe/Berlin')::date`;
  return sql`
    from payment p
    join organization o on o.id = p.dst_organization_id
    left join device d on d.id = p.device_id
    left join collection_plan c on c.id = p.collection_plan_id
    where p.state = 'completed'
      and ${
        scope.recursive
          ? sql`o.path like (select path from organization where id = ${scope.id}) || '%'`
          : sql`p.dst_organization_id = ${scope.id}`
      }
      and ${range.since ? sql`${berlinDay} >= ${range.since}::date` : sql`true`}
      and ${range.before ? sql`${berlinDay} < ${range.before}::date` : sql`true`}`;
}

async function scan<T>(
  select: ReturnType<typeof sql>,
  scope: Scope,
  range: Range,
  groupBy: ReturnType<typeof sql>,
) {
  const result = await sql<T>`select ${select} ${scannedPayments(scope, range)} group by ${groupBy}`.execute(
    server.context.db,
  );
  return result.rows;
}

const SUMS = sql`sum(p.amount_cents)::bigint as amount, count(*)::bigint as payments`;

async function statisticsOf(scope: Scope, range: Range, username = 'admin') {
  const search = new URLSearchParams({ recursive: String(scope.recursive), tz: 'Europe/Berlin', ...range });
  const response = await server.call({
    method: 'GET',
    url: `/api/v2/organization/${scope.id}/statistics/?${search}`,
    token: tokens[username],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const sortRows = <T>(rows: T[]) => [...rows].map((row) => JSON.stringify(row)).sort();

async function expectStatisticsEqualScan(scope: Scope, range: Range) {
  const statistics = await statisticsOf(scope, range);

  const [total] = await scan<{ amount: number; payments: number; fees: number; count: number }>(
    sql`${SUMS}, sum(case when p.is_reconciled then p.fee_cents else 0 end)::bigint as fees, sum(p.count)::bigint as count`,
    scope,
    range,
    sql`p.currency`,
  );
  expect(statistics.aggregate).toEqual(
    total
      ? [
          {
            amount: centsToDecimalString(Number(total.amount)),
            currency: 'EUR',
            payments: Number(total.payments),
            count: Number(total.count),
            fee_amount: centsToDecimalString(Number(total.fees)),
            average: centsToDecimalString(Math.round(Number(total.amount) / Number(total.payments))),
          },
        ]
      : [],
  );

  const methods = await scan<{ id: string | null; amount: number; payments: number }>(
    sql`p.online_payment_type as id, ${SUMS}`,
    scope,
    range,
    // one method per online payment type; without one (cash), per payment type
    sql`p.online_payment_type, case when p.online_payment_type is null then p.type end`,
  );
  expect(
    sortRows(
      statistics.byPaymentType.map((row: Record<string, string>) => [
        row.id,
        cents(row.amount),
        row.payments,
      ]),
    ),
  ).toEqual(sortRows(methods.map((row) => [row.id, Number(row.amount), Number(row.payments)])));

  const devices = await scan<{ id: string | null; amount: number; payments: number }>(
    sql`d.device_type as id, ${SUMS}`,
    scope,
    range,
    sql`d.device_type`,
  );
  expect(
    sortRows(
      statistics.byDeviceType.map((row: Record<string, string>) => [row.id, cents(row.amount), row.payments]),
    ),
  ).toEqual(sortRows(devices.map((row) => [row.id, Number(row.amount), Number(row.payments)])));

  const plans = await scan<{
    id: number | null;
    name: string | null;
    amount: number;
    payments: number;
    fees: number;
  }>(
    sql`p.collection_plan_id as id, max(c.name) as name, ${SUMS},
        sum(case when p.is_reconciled then p.fee_cents else 0 end)::bigint as fees`,
    scope,
    range,
    sql`p.collection_plan_id`,
  );
  expect(
    sortRows(
      statistics.byCollectionPlan.map((row: Record<string, string>) => [
        row.id,
        row.name,
        cents(row.amount),
        row.payments,
        cents(row.fee_amount),
      ]),
    ),
  ).toEqual(
    sortRows(
      plans.map((row) => [row.id, row.name, Number(row.amount), Number(row.payments), Number(row.fees)]),
    ),
  );

  const kinds = await scan<{ type: string | null; variant: string | null; amount: number; payments: number }>(
    sql`p.collection_type as type, p.collection_variant as variant, ${SUMS}`,
    scope,
    range,
    sql`p.collection_type, p.collection_variant`,
  );
  expect(
    sortRows(
      statistics.byCollectionType.map((row: Record<string, string>) => [
        row.collectionType,
        row.collectionVariant,
        cents(row.amount),
        row.payments,
      ]),
    ),
  ).toEqual(sortRows(kinds.map((row) => [row.type, row.variant, Number(row.amount), Number(row.payments)])));
  return statistics;
}

/** Payments of our own around the Berlin day boundary, with fees, a plan, and reversals. */
let boundaryIds: { lateMarch: number; earlyApril: number; reversedLater: number; confirmedLater: number };

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'bezirk', 'gemeinde', 'kasse', 'nachbar', 'landeskirche'])
    tokens[username] = await server.login(username);

  const { db } = server.context;
  const device = await db
    .selectFrom('device')
    .select('id')
    .where('organization_id', '=', PARISH)
    .where('device_class', '=', 'KB')
    .executeTakeFirstOrThrow();
  const plan = await db
    .selectFrom('collection_plan')
    .select('id')
    .where('organization_id', '=', PARISH)
    .where('type', '=', 'donation')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const base: Omit<PaymentInsert, 'created_at' | 'amount_cents'> = {
    dst_organization_id: PARISH,
    fee_cents: 0,
    currency: 'EUR',
    state: 'completed',
    type: 'pos',
    online_payment_type: 'girocard',
    is_reconciled: true,
    device_id: device.id,
    collection_plan_id: plan.id,
    count: 1,
  };
  await recordPayments(server.context, [
    // 23:30 in Berlin (summer time since 29 March): still 31 March
    { ...base, created_at: new Date('2026-03-31T21:30:00Z'), amount_cents: 1111, fee_cents: 13 },
    // 23:30 UTC on 31 March is 01:30 on 1 April in Berlin
    {
      ...base,
      created_at: new Date('2026-03-31T23:30:00Z'),
      amount_cents: 2222,
      fee_cents: 27,
      is_reconciled: false,
    },
    { ...base, created_at: new Date('2026-03-31T23:40:00Z'), amount_cents: 3333, state: 'reversed' },
    {
      ...base,
      created_at: new Date('2026-04-01T08:00:00Z'),
      amount_cents: 4444,
      online_payment_type: 'applepay',
    },
    {
      ...base,
      created_at: new Date('2026-04-02T08:00:00Z'),
      amount_cents: 5555,
      fee_cents: 66,
      is_reconciled: false,
    },
    // no plan, no device: cash counted in the parish office
    {
      ...base,
      created_at: new Date('2026-04-03T10:00:00Z'),
      amount_cents: 6600,
      type: 'cash',
      online_payment_type: null,
      device_id: null,
      collection_plan_id: null,
      count: 12,
    },
  ]);
  const ids = async (amount: number) =>
    Number(
      (
        await db
          .selectFrom('payment')
          .select('id')
          .where('amount_cents', '=', amount)
          .where('dst_organization_id', '=', PARISH)
          .executeTakeFirstOrThrow()
      ).id,
    );
  boundaryIds = {
    lateMarch: await ids(1111),
    earlyApril: await ids(2222),
    reversedLater: await ids(4444),
    confirmedLater: await ids(5555),
  };
  // a payment of the demo world reversed after it was counted, and one more of ours
  const demoPayment = await db
    .selectFrom('payment')
    .select('id')
    .where('state', '=', 'completed')
    .where('dst_organization_id', '=', 5)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  expect(await reversePayments(server.context, [boundaryIds.reversedLater, Number(demoPayment.id)])).toBe(2);
  expect(await reversePayments(server.context, [boundaryIds.reversedLater])).toBe(0); // not twice
  expect(await confirmPayments(server.context, [boundaryIds.confirmedLater])).toBe(1);
});
afterAll(() => server.close());

describe('statistics equal a plain SQL computation over the payments', () => {
  it.each([
    [
      'the district with its parishes, whole months',
      { id: DISTRICT, recursive: true },
      { since: '2026-03-01', before: '2026-12-01' },
    ],
    [
      'the district alone (no payments of its own)',
      { id: DISTRICT, recursive: false },
      { since: '2026-03-01', before: '2026-12-01' },
    ],
    ['the root with everything, all time', { id: ROOT, recursive: true }, {}],
    [
      'the root, a range cutting months at both ends',
      { id: ROOT, recursive: true },
      { since: '2026-03-31', before: '2026-11-15' },
    ],
    [
      'a parish, one cut month',
      { id: PARISH, recursive: false },
      { since: '2026-04-01', before: '2026-04-03' },
    ],
    ['the neighbour district', { id: 8, recursive: true }, { since: '2026-11-01', before: '2026-12-01' }],
    [
      'the root, the calendar year',
      { id: ROOT, recursive: true },
      { since: '2026-01-01', before: '2027-01-01' },
    ],
    [
      'a parish, a quarter and a month',
      { id: PARISH, recursive: false },
      { since: '2026-01-01', before: '2026-05-01' },
    ],
  ])('%s', async (_name, scope, range) => {
    const statistics = await expectStatisticsEqualScan(scope, range);
    if (scope.id !== DISTRICT || scope.recursive) expect(statistics.aggregate.length).toBe(1);
  });

  it('counts a payment at 23:30 UTC on 31 March on 1 April, Berlin time', async () => {
    const march31 = await statisticsOf(
      { id: PARISH, recursive: false },
      { since: '2026-03-31', before: '2026-04-01' },
    );
    expect(march31.aggregate).toEqual([
      expect.objectContaining({ amount: '11.11', payments: 1, fee_amount: '0.13' }),
    ]);
    const april1 = await statisticsOf(
      { id: PARISH, recursive: false },
      { since: '2026-04-01', before: '2026-04-02' },
    );
    // 22,22 € at 01:30 (its fee not reconciled); the reversed 33,33 € and 44,44 € count nowhere
    expect(april1.aggregate).toEqual([
      expect.objectContaining({ amount: '22.22', payments: 1, fee_amount: '0.00' }),
    ]);
    expect(april1.timerange).toEqual({ from: '2026-04-01', to: '2026-04-02' });
  });

  it('lets the fee of a payment reconciled later count, and a reversal taken back out', async () => {
    const april = await statisticsOf(
      { id: PARISH, recursive: false },
      { since: '2026-04-01', before: '2026-05-01' },
    );
    expect(april.aggregate[0]).toMatchObject({
      amount: '143.77',
      payments: 3,
      count: 14,
      fee_amount: '0.66',
    });
    expect(april.byPaymentType.map((row: { id: string | null }) => row.id).sort()).toEqual([
      'girocard',
      null,
    ]);
    expect(april.byDeviceType).toEqual([
      expect.objectContaining({ id: 'peter', device_class: 'KB', amount: '77.77', payments: 2 }),
      expect.objectContaining({ id: null, device_class: null, amount: '66.00', payments: 1 }),
    ]);
  });
});

describe('the dashboard’s list of collections', () => {
  it('gives the largest collections and sums the others', async () => {
    const search = 'recursive=true&since=2026-11-01&before=2026-12-01';
    const full = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${ROOT}/statistics/?${search}`,
      token: tokens.admin,
    });
    const limited = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${ROOT}/statistics/?${search}&plans_limit=3`,
      token: tokens.admin,
    });
    const all = full.json().byCollectionPlan as { id: number | null; amount: string; payments: number }[];
    const top = limited.json().byCollectionPlan as typeof all;
    expect(all.length).toBeGreaterThan(3);
    expect(full.json().byCollectionPlanRest).toEqual([]);
    expect(top).toEqual(all.slice(0, 3));
    const amounts = all.map((row) => cents(row.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(limited.json().byCollectionPlanRest).toEqual([
      {
        amount: centsToDecimalString(amounts.slice(3).reduce((sum, amount) => sum + amount, 0)),
        currency: 'EUR',
        payments: all.slice(3).reduce((sum, row) => sum + row.payments, 0),
        plans: all.length - 3,
      },
    ]);
  });
});

describe('month sums and the payment history equal plain SQL', () => {
  it.each([
    [{ id: DISTRICT, recursive: true }],
    [{ id: PARISH, recursive: false }],
    [{ id: ROOT, recursive: true }],
  ])('the month list of %o', async (scope) => {
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${scope.id}/income_months/?recursive=${scope.recursive}`,
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(200);
    const months = response.json() as { month: string; amount: string; payments: number }[];
    const scanned = await scan<{ month: string; amount: number; payments: number }>(
      sql`to_char(p.created_at at time zone 'Europe/Berlin', 'YYYY-MM') as month, ${SUMS}`,
      scope,
      {},
      sql`1`,
    );
    expect(months.map((month) => [month.month, cents(month.amount), month.payments])).toEqual(
      scanned
        .sort((a, b) => b.month.localeCompare(a.month))
        .map((row) => [row.month, Number(row.amount), Number(row.payments)]),
    );
    expect(months.map((month) => month.month)).toEqual(
      [...months.map((month) => month.month)].sort().reverse(),
    );
  });

  it('the monthly aggregate of April and of November', async () => {
    for (const [scope, month, since, before] of [
      [{ id: PARISH, recursive: false }, '2026-04', '2026-04-01', '2026-05-01'],
      [{ id: DISTRICT, recursive: true }, '2026-11', '2026-11-01', '2026-12-01'],
    ] as const) {
      const response = await server.call({
        method: 'GET',
        url: `/api/v2/organization/${scope.id}/monthly/?recursive=${scope.recursive}&month=${month}`,
        token: tokens.admin,
      });
      expect(response.statusCode).toBe(200);
      const aggregate = response.json();
      const plans = await scan<{ id: number | null; amount: number; payments: number }>(
        sql`p.collection_plan_id as id, ${SUMS}`,
        scope,
        { since, before },
        sql`p.collection_plan_id`,
      );
      expect(
        sortRows(
          aggregate.byCollectionPlan.map((row: Record<string, string>) => [
            row.id,
            cents(row.amount),
            row.payments,
          ]),
        ),
      ).toEqual(sortRows(plans.map((row) => [row.id, Number(row.amount), Number(row.payments)])));
      const total = plans.reduce((sum, row) => sum + Number(row.amount), 0);
      expect(cents(aggregate.totals[0].amount)).toBe(total);
    }
  });

  it('byDay and collectionSums of November in the district', async () => {
    const scope = { id: DISTRICT, recursive: true };
    const range = { since: '2026-11-01', before: '2026-12-01' };
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${DISTRICT}/payment_history/?recursive=true&since=${range.since}&before=${range.before}&tz=Europe/Berlin`,
      token: tokens.bezirk,
    });
    expect(response.statusCode).toBe(200);
    const history = response.json();
    const days = await scan<{
      day: string;
      type: string | null;
      variant: string | null;
      amount: number;
      payments: number;
    }>(
      sql`to_char(p.created_at at time zone 'Europe/Berlin', 'YYYY-MM-DD') as day, p.collection_type as type,
          p.collection_variant as variant, ${SUMS}`,
      scope,
      range,
      sql`1, 2, 3`,
    );
    expect(
      sortRows(
        history.byDay.map((row: Record<string, string>) => [
          row.date,
          row.collection_type,
          row.collection_variant,
          cents(row.amount),
          row.payments,
        ]),
      ),
    ).toEqual(
      sortRows(days.map((row) => [row.day, row.type, row.variant, Number(row.amount), Number(row.payments)])),
    );
    const sums = await scan<{
      day: string;
      plan: number | null;
      org: number;
      device: number | null;
      amount: number;
    }>(
      sql`to_char(p.created_at at time zone 'Europe/Berlin', 'YYYY-MM-DD') as day, p.collection_plan_id as plan,
          p.dst_organization_id as org, p.device_id as device, sum(p.amount_cents)::bigint as amount`,
      scope,
      range,
      sql`1, 2, 3, 4`,
    );
    expect(
      sortRows(
        history.collectionSums.map(
          (row: {
            date: string;
            id: number | null;
            org: { id: number };
            device: { id: number } | null;
            amount: string;
          }) => [row.date, row.id, row.org.id, row.device?.id ?? null, cents(row.amount)],
        ),
      ),
    ).toEqual(sortRows(sums.map((row) => [row.day, row.plan, row.org, row.device, Number(row.amount)])));
    expect(history.collectionSums[0]).toMatchObject({
      org: { name: expect.stringMatching(/^Ev\. Kirchengemeinde/) },
      currency: 'EUR',
    });
  });

  it('gives the collectionSums of one tab a page at a time, newest day first', async () => {
    const url = `/api/v2/organization/${DISTRICT}/payment_history/?recursive=true&since=2026-09-01&before=2026-12-01&tz=Europe/Berlin`;
    type Sum = {
      date: string;
      id: number | null;
      org: { id: number };
      collection_type: string | null;
      collection_variant: string | null;
    };
    const keyOf = (sum: Sum) =>
      `${sum.date}|${sum.id}|${sum.org.id}|${sum.collection_type}|${sum.collection_variant}`;
    const all = (await server.call({ method: 'GET', url, token: tokens.bezirk })).json();
    expect(all.collectionSumsCount).toBe(all.collectionSums.length);
    const dates = all.collectionSums.map((sum: Sum) => sum.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const kind of ['inner', 'donation'] as const) {
      const expected = (all.collectionSums as Sum[])
        .filter((sum) => toCollectionKind(sum.collection_type, sum.collection_variant) === kind)
        .map(keyOf);
      expect(expected.length).toBeGreaterThan(5); // more than one page
      const paged: string[] = [];
      for (let offset = 0; offset < expected.length; offset += 5) {
        const page = (
          await server.call({
            method: 'GET',
            url: `${url}&kind=${kind}&limit=5&offset=${offset}`,
            token: tokens.bezirk,
          })
        ).json();
        expect(page.collectionSumsCount).toBe(expected.length);
        paged.push(...page.collectionSums.map(keyOf));
      }
      expect(paged).toEqual(expected);
    }
  });

  it('gives collectionSums for a quarter at most', async () => {
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${DISTRICT}/payment_history/?recursive=true&since=2026-01-01&before=2026-12-01`,
      token: tokens.bezirk,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ collection_sums: ['Höchstens 93 Tage auf einmal.'] });
    const withoutSums = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${DISTRICT}/payment_history/?recursive=true&collection_sums=false`,
      token: tokens.bezirk,
    });
    expect(withoutSums.statusCode).toBe(200);
    expect(withoutSums.json().collectionSums).toEqual([]);
  });
});

describe('the payments of an organisation', () => {
  it('lists the spec’s fields, amounts as decimal strings, reversed payments included, newest first', async () => {
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${PARISH}/payments/?recursive=false&since=2026-04-01&before=2026-05-01&tz=Europe/Berlin`,
      token: tokens.kasse,
    });
    expect(response.statusCode).toBe(200);
    const payments = response.json() as Record<string, unknown>[];
    expect(payments.map((payment) => [payment.amount, payment.state])).toEqual([
      ['66.00', 'completed'],
      ['55.55', 'completed'],
      ['44.44', 'reversed'],
      ['33.33', 'reversed'],
      ['22.22', 'completed'],
    ]);
    expect(payments[4]).toEqual({
      id: boundaryIds.earlyApril,
      url: `http://localhost:80/api/v2/payment/${boundaryIds.earlyApril}/`,
      date: '2026-03-31T23:30:00.000Z',
      amount: '22.22',
      currency: 'EUR',
      state: 'completed',
      type: 'pos',
      online_payment_type: 'girocard',
      is_reconciled: false,
      fee_amount: '0.27',
      count: 1,
      device: expect.objectContaining({
        device_class: 'KB',
        type: 'peter',
        name: 'Digitaler Klingelbeutel 1',
      }),
      collection_plan: expect.objectContaining({ name: expect.any(String) }),
      collection_type: 'donation',
      collection_variant: null,
      dst_organization: {
        id: PARISH,
        url: `http://localhost:80/api/v2/organization/${PARISH}/`,
        name: 'Ev. Kirchengemeinde Lauffen',
      },
    });
    expect(payments[1]).toMatchObject({ is_reconciled: true });
  });

  it('lists the district’s payments only recursively, and pages them', async () => {
    const query = 'since=2026-11-01&before=2026-12-01&tz=Europe/Berlin';
    const alone = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${DISTRICT}/payments/?${query}`,
      token: tokens.bezirk,
    });
    expect(alone.json()).toEqual([]);
    const all = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${DISTRICT}/payments/?recursive=true&${query}`,
      token: tokens.bezirk,
    });
    const list = all.json() as { id: number; date: string }[];
    const [scanned] = await scan<{ payments: number }>(
      sql`count(*)::bigint as payments`,
      { id: DISTRICT, recursive: true },
      { since: '2026-11-01', before: '2026-12-01' },
      sql`p.currency`,
    );
    const reversed = await server.context.db
      .selectFrom('payment')
      .innerJoin('organization', 'organization.id', 'payment.dst_organization_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organization.parent_id', '=', DISTRICT)
      .where('payment.state', '=', 'reversed')
      .where('payment.created_at', '>=', new Date('2026-10-31T23:00:00Z'))
      .executeTakeFirstOrThrow();
    expect(list.length).toBe(Number(scanned?.payments) + Number(reversed.count));
    expect(list.map((payment) => payment.date)).toEqual(
      [...list.map((payment) => payment.date)].sort().reverse(),
    );

    const page = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${DISTRICT}/payments/?recursive=true&${query}&limit=10&offset=10`,
      token: tokens.bezirk,
    });
    const body = page.json();
    expect(body.count).toBe(list.length);
    expect(body.results.map((payment: { id: number }) => payment.id)).toEqual(
      list.slice(10, 20).map((payment) => payment.id),
    );
    expect(body.previous).toContain('offset=0');
    expect(body.next).toContain('offset=20');
  });

  it('filters by the month screen’s tab, as toCollectionKind sorts payments, and pages a tab', async () => {
    const query = `recursive=true&since=2026-01-01&before=2026-12-01&tz=Europe/Berlin`;
    const url = `/api/v2/organization/${DISTRICT}/payments/?${query}`;
    const all = (await server.call({ method: 'GET', url, token: tokens.bezirk })).json() as {
      id: number;
      collection_type: string | null;
      collection_variant: string | null;
    }[];
    const sizes: Record<string, number> = {};
    for (const kind of COLLECTION_KINDS) {
      const response = await server.call({ method: 'GET', url: `${url}&kind=${kind}`, token: tokens.bezirk });
      const ids = (response.json() as { id: number }[]).map((payment) => payment.id);
      expect(ids).toEqual(
        all
          .filter((payment) => toCollectionKind(payment.collection_type, payment.collection_variant) === kind)
          .map((payment) => payment.id),
      );
      sizes[kind] = ids.length;
    }
    expect(Object.values(sizes).reduce((sum, size) => sum + size, 0)).toBe(all.length);
    expect(Object.values(sizes).filter((size) => size > 0).length).toBeGreaterThanOrEqual(3);

    const page = await server.call({
      method: 'GET',
      url: `${url}&kind=inner&state=completed&limit=5&offset=5`,
      token: tokens.bezirk,
    });
    expect(page.json().count).toBeLessThanOrEqual(sizes.inner ?? 0);
    expect(page.json().next).toContain('kind=inner');
    const unknown = await server.call({ method: 'GET', url: `${url}&kind=kollekte`, token: tokens.bezirk });
    expect(unknown.statusCode).toBe(400);
  });

  it('filters by plan for the evaluation', async () => {
    const plan = (
      await server.call({
        method: 'GET',
        url: `/api/v2/payment/${boundaryIds.lateMarch}/`,
        token: tokens.gemeinde,
      })
    ).json().collection_plan.id as number;
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${PARISH}/payments/?collection_plan=${plan}&state=completed&since=2026-03-01&before=2026-05-01`,
      token: tokens.gemeinde,
    });
    expect(response.json().map((payment: { amount: string }) => payment.amount)).toEqual([
      '55.55',
      '22.22',
      '11.11',
    ]);
  });
});

describe('who may read income', () => {
  it.each([
    ['nachbar', PARISH, 'another parish'],
    ['gemeinde', DISTRICT, 'the district above, which it sees by name only'],
    ['bezirk', 8, 'another district'],
  ])('%s gets 404 for the payments and statistics of %i (%s)', async (username, id) => {
    for (const path of [
      'payments/',
      'statistics/',
      'payment_history/?collection_sums=false',
      'income_months/',
      'monthly/?month=2026-11',
    ]) {
      const response = await server.call({
        method: 'GET',
        url: `/api/v2/organization/${id}/${path}`,
        token: tokens[username],
      });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ detail: 'Organisation nicht gefunden.' });
    }
    const payment = await server.call({
      method: 'GET',
      url: `/api/v2/payment/${boundaryIds.lateMarch}/`,
      token: tokens.nachbar,
    });
    expect(payment.statusCode).toBe(404);
  });

  it('lets staff of a parish and of the district above read it', async () => {
    for (const username of ['kasse', 'gemeinde', 'bezirk', 'landeskirche']) {
      const response = await server.call({
        method: 'GET',
        url: `/api/v2/organization/${PARISH}/statistics/`,
        token: tokens[username],
      });
      expect(response.statusCode, username).toBe(200);
    }
  });

  it('answers 401 without a token and 400 for a range that ends before it starts', async () => {
    expect(
      (await server.call({ method: 'GET', url: `/api/v2/organization/${PARISH}/statistics/` })).statusCode,
    ).toBe(401);
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${PARISH}/statistics/?since=2026-05-01&before=2026-04-01`,
      token: tokens.gemeinde,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ before: ['„before“ muss nach „since“ liegen.'] });
    const timeZone = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${PARISH}/statistics/?tz=UTC`,
      token: tokens.gemeinde,
    });
    expect(timeZone.statusCode).toBe(400);
  });
});

describe('payments recorded at the same time', () => {
  it('all count: concurrent transactions add to the same district and root rows without losing one', async () => {
    const day = '2026-06-14';
    const before = await statisticsOf({ id: ROOT, recursive: true }, { since: day, before: '2026-06-15' });
    const payment = (organization: number, cents: number): PaymentInsert => ({
      dst_organization_id: organization,
      created_at: new Date(`${day}T09:${String(cents % 60).padStart(2, '0')}:00Z`),
      amount_cents: cents,
      fee_cents: 0,
      currency: 'EUR',
      state: 'completed',
      type: 'ecom',
      online_payment_type: 'paypal',
      is_reconciled: false,
      device_id: null,
      collection_plan_id: null,
      count: 1,
    });
    await Promise.all(
      [4, 5, 6, 7, 9, 10].flatMap((organization) =>
        [100, 200, 300].map((cents) =>
          recordPayments(server.context, [payment(organization, cents + organization)]),
        ),
      ),
    );
    const after = await expectStatisticsEqualScan(
      { id: ROOT, recursive: true },
      { since: day, before: '2026-06-15' },
    );
    expect(after.aggregate[0].payments - (before.aggregate[0]?.payments ?? 0)).toBe(18);
    await expectStatisticsEqualScan({ id: DISTRICT, recursive: true }, { since: day, before: '2026-06-15' });
  });
});

// Runs last: it rebuilds the roll-ups from the payments as the migration does on an existing database.
describe('the migration rolls up payments that exist already', () => {
  it('gives the same roll-up rows as recordPayments and the changes kept', async () => {
    const { db } = server.context;
    const tables = [
      'income_day_by_kind',
      'income_day_by_method',
      'income_day_by_device_type',
      'income_period_by_plan',
      'income_day_by_plan_device',
      'income_period_by_kind',
      'income_period_by_method',
      'income_period_by_device_type',
    ];
    const snapshot = async () => {
      const rows: Record<string, string[]> = {};
      for (const table of tables) {
        const result = await sql<
          Record<string, unknown>
        >`select * from ${sql.table(table)} where payments <> 0`.execute(db);
        rows[table] = result.rows.map((row) => JSON.stringify(row)).sort();
      }
      return rows;
    };
    const kept = await snapshot();
    expect(kept.income_day_by_kind?.length).toBeGreaterThan(50);
    expect(kept.income_period_by_method?.length).toBeGreaterThan(10);
    for (const table of tables) await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`drop index payment_created_at`.execute(db);
    await migrations['20261122140000_income_rollups']?.up(db);
    await migrations['20261124100000_income_period_rollups']?.up(db);
    expect(await snapshot()).toEqual(kept);
  });
});
