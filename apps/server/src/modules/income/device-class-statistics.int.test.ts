/**
 * The per-device-class evaluation: statistics and payment history with `device_class` hold every
 * figure against a plain SQL computation over the payments joined with their device, recursive and
 * not, with a payment of our own reversed after it was counted; a class's sums with those of the
 * other classes and of payments without a device make the unfiltered total.
 */
import { centsToDecimalString, DEVICE_CLASSES, decimalStringToCents } from '@kollekta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type PaymentInsert, recordPayments, reversePayments } from './index';

let server: TestServer;
const tokens: Record<string, string> = {};

/** The test world holds two weeks of payments up to 20 November 2026 (TEST_START). */
const NOVEMBER = { since: '2026-11-01', before: '2026-12-01' };
const CUT = { since: '2026-11-10', before: '2026-11-17' };

type Scope = { id: number; recursive: boolean };
type Range = { since?: string; before?: string };

const cents = (amount: string | undefined) => decimalStringToCents(amount ?? '') ?? Number.NaN;
const sortRows = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
const BERLIN_DAY = sql`to_char(p.created_at at time zone 'Europe/Berlin', 'YYYY-MM-DD')`;
const SUMS = sql`sum(p.amount_cents)::bigint as amount, count(*)::bigint as payments, sum(p.count)::bigint as count,
  sum(case when p.is_reconciled then p.fee_cents else 0 end)::bigint as fees`;

type Sums = { amount: number; payments: number; count: number; fees: number };

/** Completed payments of the devices of the class in the scope and range, grouped as asked. */
async function scan<T>(
  deviceClass: string,
  scope: Scope,
  range: Range,
  select: ReturnType<typeof sql>,
  groupBy: ReturnType<typeof sql>,
) {
  const berlinDay = sql`(p.created_at at time zone 'Europe/Berlin')::date`;
  const result = await sql<T & Sums>`
    select ${select}, ${SUMS}
    from payment p
    join device d on d.id = p.device_id
    join organization o on o.id = p.dst_organization_id
    where p.state = 'completed' and d.device_class = ${deviceClass}
      and ${
        scope.recursive
          ? sql`o.path like (select path from organization where id = ${scope.id}) || '%'`
          : sql`p.dst_organization_id = ${scope.id}`
      }
      and ${range.since ? sql`${berlinDay} >= ${range.since}::date` : sql`true`}
      and ${range.before ? sql`${berlinDay} < ${range.before}::date` : sql`true`}
    group by ${groupBy}`.execute(server.context.db);
  return result.rows.map((row) => ({
    ...row,
    amount: Number(row.amount),
    payments: Number(row.payments),
    count: Number(row.count),
    fees: Number(row.fees),
  }));
}

async function get(path: string, query: Record<string, string>, username = 'admin') {
  return server.call({
    method: 'GET',
    url: `/api/v2/${path}?${new URLSearchParams({ tz: 'Europe/Berlin', ...query })}`,
    token: tokens[username],
  });
}

async function answerOf(path: string, scope: Scope, range: Range, extra: Record<string, string> = {}) {
  const response = await get(`organization/${scope.id}/${path}`, {
    recursive: String(scope.recursive),
    ...range,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function expectClassStatisticsEqualScan(deviceClass: string, scope: Scope, range: Range) {
  const statistics = await answerOf('statistics/', scope, range, { device_class: deviceClass });

  const [total] = await scan<{ currency: string }>(deviceClass, scope, range, sql`p.currency`, sql`1`);
  expect(statistics.aggregate).toEqual(
    total
      ? [
          {
            amount: centsToDecimalString(total.amount),
            currency: 'EUR',
            payments: total.payments,
            count: total.count,
            fee_amount: centsToDecimalString(total.fees),
            average: centsToDecimalString(Math.round(total.amount / total.payments)),
          },
        ]
      : [],
  );
  // the roll-up it is read from knows no payment method
  expect(statistics.byPaymentType).toEqual([]);

  const plans = await scan<{ id: number | null; name: string | null }>(
    deviceClass,
    scope,
    range,
    sql`p.collection_plan_id as id, (select name from collection_plan where id = p.collection_plan_id) as name`,
    sql`1`,
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
  ).toEqual(sortRows(plans.map((row) => [row.id, row.name, row.amount, row.payments, row.fees])));

  const kinds = await scan<{ type: string | null; variant: string | null }>(
    deviceClass,
    scope,
    range,
    sql`p.collection_type as type, p.collection_variant as variant`,
    sql`1, 2`,
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
  ).toEqual(sortRows(kinds.map((row) => [row.type, row.variant, row.amount, row.payments])));

  const types = await scan<{ type: string }>(deviceClass, scope, range, sql`d.device_type as type`, sql`1`);
  expect(
    sortRows(
      statistics.byDeviceType.map((row: Record<string, string>) => [
        row.id,
        row.device_class,
        cents(row.amount),
        row.payments,
      ]),
    ),
  ).toEqual(sortRows(types.map((row) => [row.type, deviceClass, row.amount, row.payments])));

  const history = await answerOf('payment_history/', scope, range, {
    device_class: deviceClass,
    collection_sums: 'false',
  });
  const days = await scan<{ day: string; type: string | null; variant: string | null }>(
    deviceClass,
    scope,
    range,
    sql`${BERLIN_DAY} as day, p.collection_type as type, p.collection_variant as variant`,
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
        row.count,
      ]),
    ),
  ).toEqual(
    sortRows(days.map((row) => [row.day, row.type, row.variant, row.amount, row.payments, row.count])),
  );
  return { statistics, history };
}

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'gemeinde', 'nachbar']) tokens[username] = await server.login(username);
  const { db } = server.context;
  const { parish } = server.world.ids;
  const device = await db
    .selectFrom('device')
    .select('id')
    .where('organization_id', '=', parish)
    .where('device_class', '=', 'KB')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const base: Omit<PaymentInsert, 'created_at' | 'amount_cents'> = {
    dst_organization_id: parish,
    fee_cents: 17,
    currency: 'EUR',
    state: 'completed',
    type: 'pos',
    online_payment_type: 'girocard',
    is_reconciled: true,
    device_id: device.id,
    collection_plan_id: null,
    count: 3,
  };
  // 00:30 on 12 November in Berlin (23:30 UTC the day before), without a plan; and one reversed later
  await recordPayments(server.context, [
    { ...base, created_at: new Date('2026-11-11T23:30:00Z'), amount_cents: 1234 },
    { ...base, created_at: new Date('2026-11-13T09:00:00Z'), amount_cents: 98_765, is_reconciled: false },
  ]);
  const reversedId = Number(
    (
      await db
        .selectFrom('payment')
        .select('id')
        .where('amount_cents', '=', 98_765)
        .where('dst_organization_id', '=', parish)
        .executeTakeFirstOrThrow()
    ).id,
  );
  expect(await reversePayments(server.context, [reversedId])).toBe(1);
});
afterAll(() => server.close());

describe('statistics and payment history of one device class equal plain SQL', () => {
  it.each([
    ['KB of the parish, November', 'KB', 'parish', false, NOVEMBER],
    ['KB of the parish, a cut week', 'KB', 'parish', false, CUT],
    ['KB of the parish, all time', 'KB', 'parish', false, {}],
    ['KB of the parish, recursive, a cut week', 'KB', 'parish', true, CUT],
    ['KB of the district with its parishes', 'KB', 'district', true, NOVEMBER],
    ['SP of the district with its parishes, a cut week', 'SP', 'district', true, CUT],
    ['WA of the root with everything, all time', 'WA', 'root', true, {}],
  ] as const)('%s', async (_name, deviceClass, organization, recursive, range) => {
    const id = server.world.ids[organization];
    const { statistics } = await expectClassStatisticsEqualScan(deviceClass, { id, recursive }, range);
    // each case has income of the class: an empty answer would prove nothing
    expect(statistics.aggregate).toHaveLength(1);
  });

  it('gives every class its own share: with the payments without a device they make the total', async () => {
    const scope = { id: server.world.ids.district, recursive: true };
    const all = await answerOf('statistics/', scope, NOVEMBER);
    let classCents = 0;
    let classPayments = 0;
    for (const deviceClass of DEVICE_CLASSES) {
      const statistics = await answerOf('statistics/', scope, NOVEMBER, { device_class: deviceClass });
      classCents += cents(statistics.aggregate[0]?.amount ?? '0.00');
      classPayments += statistics.aggregate[0]?.payments ?? 0;
    }
    const withoutDevice = all.byDeviceType.find((row: { id: string | null }) => row.id === null);
    expect(classCents + cents(withoutDevice?.amount ?? '0.00')).toBe(cents(all.aggregate[0].amount));
    expect(classPayments + (withoutDevice?.payments ?? 0)).toBe(all.aggregate[0].payments);
    // the filter filters: the class is a part, not the whole
    const kb = await answerOf('statistics/', scope, NOVEMBER, { device_class: 'KB' });
    expect(cents(kb.aggregate[0].amount)).toBeGreaterThan(0);
    expect(cents(kb.aggregate[0].amount)).toBeLessThan(cents(all.aggregate[0].amount));
  });

  it('gives the collectionSums of the class’s devices only, and the class’s first day for an open range', async () => {
    const scope = { id: server.world.ids.district, recursive: true };
    const history = await answerOf('payment_history/', scope, CUT, { device_class: 'SD' });
    const sums = await scan<{ day: string; plan: number | null; org: number; device: number }>(
      'SD',
      scope,
      CUT,
      sql`${BERLIN_DAY} as day, p.collection_plan_id as plan, p.dst_organization_id as org, p.device_id as device`,
      sql`1, 2, 3, 4`,
    );
    expect(sums.length).toBeGreaterThan(0);
    expect(history.collectionSumsCount).toBe(sums.length);
    expect(
      sortRows(
        history.collectionSums.map(
          (row: {
            date: string;
            id: number | null;
            org: { id: number };
            device: { id: number };
            amount: string;
          }) => [row.date, row.id, row.org.id, row.device.id, cents(row.amount)],
        ),
      ),
    ).toEqual(sortRows(sums.map((row) => [row.day, row.plan, row.org, row.device, row.amount])));
    expect(
      new Set(
        history.collectionSums.map((row: { device: { device_class: string } }) => row.device.device_class),
      ),
    ).toEqual(new Set(['SD']));

    const [first] = await scan<{ day: string }>(
      'SD',
      scope,
      {},
      sql`min(${BERLIN_DAY}) as day`,
      sql`p.currency`,
    );
    const statistics = await answerOf('statistics/', scope, {}, { device_class: 'SD' });
    expect(statistics.timerange).toEqual({ from: first?.day, to: '2026-11-21' });
  });
});

/** Both routes that take the filter; the history without its collectionSums (any range then). */
const ROUTES = [
  ['statistics/', {}],
  ['payment_history/', { collection_sums: 'false' }],
] as const;

describe('the device-class filter refuses', () => {
  it('an unknown class with a German field message', async () => {
    for (const [path, extra] of ROUTES) {
      const response = await get(`organization/${server.world.ids.parish}/${path}`, {
        device_class: 'XX',
        ...extra,
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toEqual({
        device_class: [`Bitte einen dieser Werte wählen: ${DEVICE_CLASSES.join(', ')}.`],
      });
    }
  });

  it('another parish’s admin: 404, as for the unfiltered calls', async () => {
    for (const [path, extra] of ROUTES) {
      for (const recursive of ['true', 'false']) {
        const response = await get(
          `organization/${server.world.ids.parish}/${path}`,
          { device_class: 'KB', recursive, ...extra },
          'nachbar',
        );
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ detail: 'Organisation nicht gefunden.' });
      }
    }
    // the parish's own staff may
    const own = await get(
      `organization/${server.world.ids.parish}/statistics/`,
      { device_class: 'KB' },
      'gemeinde',
    );
    expect(own.statusCode).toBe(200);
  });
});
