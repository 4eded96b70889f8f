/**
 * The evaluation of a collection (planning.md §2 "Evaluation view", §7, §9 fee ratio): computed the
 * way the web computes it — the plan as the card shows it, its payments asked month by month going
 * backwards until the plan start, evaluatePayments over them — it equals a direct SQL computation
 * over the same payments: count, sum, average, highest, best day, fees and fee ratio, per device.
 */
import {
  type Evaluation,
  evaluatePayments,
  evaluationMonths,
  evaluationRange,
  type PaymentForEvaluation,
  toBusinessDay,
  toEvaluatedPayment,
} from '@kollekta/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type PaymentInsert, recordPayments } from './index';

let server: TestServer;
const tokens: Record<string, string> = {};
const ROOT = 1;
const DISTRICT = 3;
const PARISH = 4;

type Scope = { organizationId: number; recursive: boolean; planId: number; username: string };

/** What the web does: the plan seen from the organisation, then the payments month by month. */
async function evaluateLikeTheWeb(scope: Scope) {
  const token = tokens[scope.username];
  const planResponse = await server.call({
    method: 'GET',
    url: `/api/v2/collection_plan/${scope.planId}/?organization=${scope.organizationId}`,
    token,
  });
  expect(planResponse.statusCode, planResponse.body).toBe(200);
  const plan = planResponse.json() as { start: string | null; end: string | null };
  const range = evaluationRange(
    { start: plan.start ? new Date(plan.start) : null, end: plan.end ? new Date(plan.end) : null },
    toBusinessDay(server.clock.now()),
  );
  const months = evaluationMonths(range);
  const payments: PaymentForEvaluation[] = [];
  for (const month of months) {
    const search = new URLSearchParams({
      recursive: String(scope.recursive),
      since: month.since,
      before: month.before,
      tz: 'Europe/Berlin',
      collection_plan: String(scope.planId),
    });
    const response = await server.call({
      method: 'GET',
      url: `/api/v2/organization/${scope.organizationId}/payments/?${search}`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    payments.push(...response.json());
  }
  return { range, months, payments, evaluation: evaluatePayments(payments.map(toEvaluatedPayment)) };
}

/** The same figures by plain SQL over the payments table. */
async function evaluateBySql(scope: Scope, range: { since: string; before: string }) {
  const berlinDay = sql`(p.created_at at time zone 'Europe/Berlin')::date`;
  const scanned = sql`
    from payment p
    join organization o on o.id = p.dst_organization_id
    where p.collection_plan_id = ${scope.planId}
      and ${
        scope.recursive
          ? sql`o.path like (select path from organization where id = ${scope.organizationId}) || '%'`
          : sql`p.dst_organization_id = ${scope.organizationId}`
      }
      and ${berlinDay} >= ${range.since}::date
      and ${berlinDay} < ${range.before}::date`;
  const { db } = server.context;
  const [totals] = (
    await sql<{
      payments: string;
      reversed: string;
      total: string | null;
      highest: string | null;
      average: string | null;
      fees: string | null;
    }>`select
        count(*) filter (where p.state = 'completed') as payments,
        count(*) filter (where p.state = 'reversed') as reversed,
        sum(p.amount_cents) filter (where p.state = 'completed') as total,
        max(p.amount_cents) filter (where p.state = 'completed') as highest,
        round(avg(p.amount_cents) filter (where p.state = 'completed')) as average,
        sum(p.fee_cents) filter (where p.state = 'completed' and p.is_reconciled) as fees
      ${scanned}`.execute(db)
  ).rows;
  const [bestDay] = (
    await sql<{ day: string; amount: string; payments: string }>`select
        to_char(${berlinDay}, 'YYYY-MM-DD') as day, sum(p.amount_cents) as amount, count(*) as payments
      ${scanned} and p.state = 'completed'
      group by 1 order by 2 desc, 1 asc limit 1`.execute(db)
  ).rows;
  const byDevice = (
    await sql<{ device: number | null; amount: string; payments: string }>`select
        p.device_id as device, sum(p.amount_cents) as amount, count(*) as payments
      ${scanned} and p.state = 'completed'
      group by 1`.execute(db)
  ).rows;
  if (!totals) throw new Error('an aggregate answers one row');
  const total = Number(totals.total ?? 0);
  const fees = Number(totals.fees ?? 0);
  return {
    payments: Number(totals.payments),
    reversed: Number(totals.reversed),
    totalCents: total,
    averageCents: Number(totals.average ?? 0),
    highestCents: Number(totals.highest ?? 0),
    bestDay: bestDay
      ? { day: bestDay.day, amountCents: Number(bestDay.amount), payments: Number(bestDay.payments) }
      : null,
    feeCents: fees,
    feeRatio: total > 0 ? (fees / total) * 100 : null,
    byDevice: byDevice
      .map((row) => [
        row.device === null ? '' : `http://localhost:80/api/v2/device/${row.device}/`,
        Number(row.amount),
        Number(row.payments),
      ])
      .sort(),
  };
}

function figuresOf(evaluation: Evaluation) {
  const { byPaymentType: _types, byDevice, feeRatio: _ratio, ...figures } = evaluation;
  return {
    figures,
    byDevice: byDevice.map((share) => [share.key, share.amountCents, share.payments]).sort(),
  };
}

async function expectEvaluationEqualsSql(scope: Scope) {
  const web = await evaluateLikeTheWeb(scope);
  const scanned = await evaluateBySql(scope, web.range);
  const { figures, byDevice } = figuresOf(web.evaluation);
  const { byDevice: scannedByDevice, feeRatio: scannedRatio, ...scannedFigures } = scanned;
  expect(figures).toEqual(scannedFigures);
  expect(byDevice).toEqual(scannedByDevice);
  if (scannedRatio === null) expect(web.evaluation.feeRatio).toBeNull();
  else expect(web.evaluation.feeRatio).toBeCloseTo(scannedRatio, 10);
  return web;
}

/** The plan of an organisation that received the most payments (at it, or below it). */
async function busiestPlanOf(organizationId: number, where: ReturnType<typeof sql>) {
  const row = await sql<{ id: number }>`select c.id
      from collection_plan c join payment p on p.collection_plan_id = c.id
      where c.organization_id = ${organizationId} and ${where}
      group by c.id order by count(*) desc, c.id limit 1`.execute(server.context.db);
  const id = row.rows[0]?.id;
  if (id === undefined) throw new Error(`organisation ${organizationId} has no plan with payments`);
  return id;
}

let standingPlanId: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['admin', 'bezirk', 'gemeinde']) tokens[username] = await server.login(username);
  const { db } = server.context;
  // a standing donation purpose of the parish, started long before the demo's two weeks of payments
  standingPlanId = await busiestPlanOf(PARISH, sql`c.type = 'donation' and c.end_at is null`);
  const device = await db
    .selectFrom('device')
    .select('id')
    .where('organization_id', '=', PARISH)
    .where('device_class', '=', 'SP')
    .executeTakeFirst();
  const base: Omit<PaymentInsert, 'created_at' | 'amount_cents'> = {
    dst_organization_id: PARISH,
    fee_cents: 0,
    currency: 'EUR',
    state: 'completed',
    type: 'ecom',
    online_payment_type: 'paypal',
    is_reconciled: true,
    device_id: null,
    collection_plan_id: standingPlanId,
    count: 1,
  };
  // before the demo's two weeks of payments, so that the evaluation reads back across months
  await recordPayments(server.context, [
    // 23:30 on 31 October in Berlin, and 00:30 on 1 November
    { ...base, created_at: new Date('2026-10-31T22:30:00Z'), amount_cents: 4_000, fee_cents: 120 },
    {
      ...base,
      created_at: new Date('2026-10-31T23:30:00Z'),
      amount_cents: 6_000,
      is_reconciled: false,
      fee_cents: 180,
    },
    // the highest single donation and the best day
    {
      ...base,
      created_at: new Date('2026-10-14T08:00:00Z'),
      amount_cents: 250_000,
      fee_cents: 3_000,
      device_id: device?.id ?? null,
    },
    {
      ...base,
      created_at: new Date('2026-10-14T09:00:00Z'),
      amount_cents: 50_000,
      type: 'pos',
      online_payment_type: 'girocard',
    },
    // reversed: listed, but neither the highest nor in any sum
    {
      ...base,
      created_at: new Date('2026-10-15T09:00:00Z'),
      amount_cents: 900_000,
      state: 'reversed',
      fee_cents: 9_000,
    },
    // cash on the day summer time ended
    {
      ...base,
      created_at: new Date('2026-10-25T10:00:00Z'),
      amount_cents: 12_345,
      type: 'cash',
      online_payment_type: null,
    },
  ]);
});
afterAll(() => server.close());

describe('the evaluation equals a plain SQL computation over the payments', () => {
  it('a standing donation purpose of a parish, read month by month back to its start', async () => {
    const web = await expectEvaluationEqualsSql({
      organizationId: PARISH,
      recursive: false,
      planId: standingPlanId,
      username: 'gemeinde',
    });
    expect(web.range.since < '2026-10-14').toBe(true);
    expect(web.months.length).toBeGreaterThanOrEqual(2);
    expect(web.evaluation).toMatchObject({
      highestCents: 250_000,
      bestDay: { day: '2026-10-14', amountCents: 300_000, payments: 2 },
    });
    expect(web.evaluation.reversed).toBeGreaterThanOrEqual(1);
    // every payment listed once, newest first across the months
    const dates = web.payments.map((payment) => payment.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(web.payments.map((payment) => JSON.stringify(payment))).size).toBe(web.payments.length);
  });

  it('a collection inherited by the district, with its parishes (recursive)', async () => {
    const planId = await busiestPlanOf(ROOT, sql`true`);
    const web = await expectEvaluationEqualsSql({
      organizationId: DISTRICT,
      recursive: true,
      planId,
      username: 'bezirk',
    });
    expect(web.evaluation.payments).toBeGreaterThan(0);
  });

  it('a collection of the regional church, in the whole church and in one parish', async () => {
    const planId = await busiestPlanOf(ROOT, sql`true`);
    const whole = await expectEvaluationEqualsSql({
      organizationId: ROOT,
      recursive: true,
      planId,
      username: 'admin',
    });
    const parish = await expectEvaluationEqualsSql({
      organizationId: PARISH,
      recursive: false,
      planId,
      username: 'gemeinde',
    });
    expect(parish.evaluation.totalCents).toBeLessThan(whole.evaluation.totalCents);
  });

  it('a plan without payments: nothing counted, no best day, no fee ratio', async () => {
    const planId = (
      await server.context.db
        .insertInto('collection_plan')
        .values({
          name: 'Noch ohne Spenden',
          type: 'donation',
          collection_variant: null,
          start_at: new Date('2026-11-01T00:00:00Z'),
          end_at: null,
          organization_id: PARISH,
          location_id: null,
          inherit: false,
          is_foreign: false,
          church_date_id: null,
          date_name: null,
          allow_recurring: false,
          targets: ['WS'],
          display: '{}',
          meta: '{}',
          parent_id: null,
          weight: null,
          created_by: null,
          updated_by: null,
          updated_at: new Date('2026-11-01T00:00:00Z'),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const web = await expectEvaluationEqualsSql({
      organizationId: PARISH,
      recursive: false,
      planId,
      username: 'gemeinde',
    });
    expect(web.evaluation).toMatchObject({ payments: 0, highestCents: 0, bestDay: null, feeRatio: null });
  });
});
