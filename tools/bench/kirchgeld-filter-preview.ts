/**
 * How fast the church-tax filter preview answers with 100,000 persons in the tenant (issue 19: under
 * 500 ms). The persons (with birth dates, blocks, couples and last year's payments) come from
 * kirchgeld-bench-world.ts; timed is `GET tenant/{id}/filter/preview/` (count and the first 10) for
 * typical target groups.
 *   node --import tsx tools/bench/kirchgeld-filter-preview.ts [--persons 100000] [--rounds 15]
 *     [--data-dir /tmp/kollekta-kirchgeld-bench]  (keeps the seeded database for the next run)
 * With DATABASE_URL it measures PostgreSQL (an empty database, or one seeded by an earlier run),
 * else PGlite.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { openKirchgeldBenchWorld, PAYMENT_YEAR, timeRequest } from './kirchgeld-bench-world';

const { values } = parseArgs({
  options: {
    persons: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '15' },
    'data-dir': { type: 'string' },
  },
});
const TARGET_MS = 500;

const world = await openKirchgeldBenchWorld({ persons: Number(values.persons), dataDir: values['data-dir'] });
try {
  console.log(`${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)}`);
  const preview = (filter: unknown) =>
    world.get(
      `filter/preview/?filter=${encodeURIComponent(JSON.stringify(filter))}&options=${encodeURIComponent('{"limit":10}')}`,
    );
  const withoutBlocks = { not: { field: 'sperre', value: '1010' } };
  const FILTERS: [string, unknown][] = [
    ['everyone', { and: [] }],
    ['adults without Sperre 1010', { and: [{ field: 'age', value: 18 }, withoutBlocks] }],
    ['married couples', { and: [{ field: 'married', value: true }, withoutBlocks] }],
    [`donated in ${PAYMENT_YEAR}`, { field: 'donated_in_year', value: PAYMENT_YEAR }],
    [
      `adults without a gift in ${PAYMENT_YEAR}`,
      {
        and: [
          { field: 'age', value: 18 },
          { not: { field: 'donated_in_year', value: PAYMENT_YEAR } },
          withoutBlocks,
        ],
      },
    ],
    [
      `gave at least 50 € in ${PAYMENT_YEAR}`,
      { field: 'donation_total', value: '50.00', year: PAYMENT_YEAR },
    ],
    ['name contains "mann"', { field: 'familienname', op: 'icontains', value: 'mann' }],
    [
      'postcode 743 or Heilbronn, women',
      {
        and: [
          {
            or: [
              { field: 'plz', value: '743' },
              { field: 'kommune', value: 'heilbronn' },
            ],
          },
          { field: 'geschlecht', value: 'w' },
        ],
      },
    ],
  ];
  const organizations = await world.context.db
    .selectFrom('kg_organization')
    .select(['id', 'kro_nr'])
    .where('tenant_id', '=', world.tenantId)
    .execute();
  const merged = organizations.find((organization) => organization.kro_nr === '110100');
  FILTERS.push(['merged parish (organisation)', { field: 'organization', value: merged?.id ?? 1 }]);
  let worst = 0;
  for (const [name, filter] of FILTERS) {
    const { median, p95, body } = await timeRequest(() => preview(filter), Number(values.rounds));
    worst = Math.max(worst, p95);
    console.log(
      `preview ${name.padEnd(40)} ${String(body.count).padStart(7)} persons: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
  }
  console.log(
    `worst p95 ${worst.toFixed(1)} ms (target: under ${TARGET_MS} ms) — ${worst < TARGET_MS ? 'erreicht' : 'VERFEHLT'}`,
  );
  if (worst >= TARGET_MS) process.exitCode = 1;
} finally {
  await world.close();
}
