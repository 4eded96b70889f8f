/**
 * How long a donor waits from submitting a gift to the thank-you answer (issue 14: under 300 ms on
 * the embedded database): SEPA gifts (mandate, debit and payment with its roll-ups, in one
 * transaction) and recurring gifts through the real HTTP route, on the demo world.
 *   node --import tsx tools/bench/online-gift.bench.ts [--gifts 200] [--days 30]
 * With DATABASE_URL it measures PostgreSQL (use an empty database), else PGlite in a temporary directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '@kollekta/server/demo-world';
import { buildHttpApp, createAppContext } from '@kollekta/server/server';
import { sql } from 'kysely';

const { values } = parseArgs({
  options: { gifts: { type: 'string', default: '200' }, days: { type: 'string', default: '30' } },
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-'));
const context = await createAppContext(
  readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DEMO_WORLD: 'off',
    LOG_LEVEL: 'silent',
    // every gift from its own address, so that the per-address limit measures nothing here
    TRUSTED_PROXIES: '127.0.0.1',
  }),
);
try {
  const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: Number(values.days) });
  const parish = world.ids.parish;
  const now = new Date();
  await context.db
    .insertInto('sepa_creditor')
    .values({
      organization_id: parish,
      creditor_name: 'Ev. Kirchengemeinde Lauffen',
      creditor_identifier: 'DE98ZZZ09999999999',
      iban: 'DE02120300000000202051',
      bic: null,
      mandate_prefix: 'BENCH',
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('organization_id').doNothing())
    .execute();
  await sql`update organization set settings_local = jsonb_set(settings_local, '{features}',
      coalesce(settings_local -> 'features', '{}'::jsonb) || '{"allow_recurring_payments": true}'::jsonb)
    where id = ${parish}`.execute(context.db);
  const app = await buildHttpApp(context, { logger: false });
  const options = (
    await app.inject({ method: 'GET', url: `/api/v2/public/web_app/${parish}/bart/giving/` })
  ).json() as { recurring_collections: number[] };
  const collections = (
    await app.inject({ method: 'GET', url: `/api/v2/public/web_app/${parish}/bart/` })
  ).json() as { collections: { id: number }[] };
  const plan = collections.collections[0]?.id;
  if (plan === undefined) throw new Error('the demo parish runs no collection in its donation app now');
  console.log(`world: ${world.payments} payments (${context.databaseKind}); giving to plan ${plan}`);

  const measure = async (label: string, recurring: number | undefined) => {
    const timings: number[] = [];
    for (let index = 0; index < Number(values.gifts); index++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/v2/public/web_app/${parish}/bart/donation/`,
        headers: { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
        payload: {
          collection: recurring ?? plan,
          amount: '25,00',
          payment_method: 'sepadd',
          sepa: {
            account_holder: 'Erika Mustermann',
            iban: 'DE02120300000000202051',
            mandate_accepted: true,
          },
          ...(recurring === undefined ? {} : { email: 'erika@example.org', recurring_interval: 'monthly' }),
        },
      });
      timings.push(performance.now() - started);
      if (response.statusCode !== 201) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
    }
    timings.sort((a, b) => a - b);
    const at = (share: number) =>
      timings[Math.min(timings.length - 1, Math.floor(timings.length * share))] ?? 0;
    console.log(
      `${label}: ${timings.length} gifts, median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
    );
  };
  await measure('SEPA gift, submit → thank-you', undefined);
  const recurringPlan = options.recurring_collections[0];
  if (recurringPlan !== undefined) await measure('recurring SEPA gift (FRST, mails)', recurringPlan);
  else console.log('recurring SEPA gift: no plan of the demo parish allows recurring gifts now');
  await app.close();
} finally {
  await context.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
