/**
 * How fast the church-tax filter preview answers with 100,000 persons in the tenant (issue 19: under
 * 500 ms). Seeds persons the way the registry import writes them (person, version, `latest_data_id`)
 * with birth dates, blocks, couples and last year's payments, then times
 * `GET tenant/{id}/filter/preview/` (count and the first 10) for typical target groups.
 *   node --import tsx tools/bench/kirchgeld-filter-preview.ts [--persons 100000] [--rounds 15]
 * With DATABASE_URL it measures PostgreSQL (use an empty database), else PGlite in a temporary directory.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { kgSearchText } from '@kollekta/domain';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '@kollekta/server/demo-world';
import { buildHttpApp, createAppContext } from '@kollekta/server/server';
import { sql } from 'kysely';
// the church-tax token of the bench's caller (the module has no package export of its own)
import { issueKirchgeldToken } from '../../apps/server/src/modules/kirchgeld/auth/kirchgeld-tokens';

const { values } = parseArgs({
  options: {
    persons: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '15' },
  },
});

const FAMILY = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Schubert',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Frank',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Lorenz',
];
const FIRST = [
  'Anna',
  'Maria',
  'Ursula',
  'Monika',
  'Petra',
  'Elisabeth',
  'Sabine',
  'Renate',
  'Helga',
  'Karin',
  'Brigitte',
  'Ingrid',
  'Erika',
  'Andrea',
  'Gisela',
  'Claudia',
  'Susanne',
  'Gabriele',
  'Christa',
  'Christine',
  'Peter',
  'Michael',
  'Thomas',
  'Andreas',
  'Wolfgang',
  'Klaus',
  'Jürgen',
  'Günter',
  'Stefan',
  'Christian',
  'Uwe',
  'Werner',
  'Horst',
  'Frank',
  'Dieter',
  'Manfred',
  'Gerhard',
  'Hans',
  'Bernd',
  'Torsten',
];
const STREETS = [
  'Hauptstraße',
  'Schulstraße',
  'Gartenstraße',
  'Bahnhofstraße',
  'Dorfstraße',
  'Bergstraße',
  'Birkenweg',
  'Lindenstraße',
  'Kirchstraße',
  'Waldstraße',
  'Ringstraße',
  'Schillerstraße',
  'Goethestraße',
  'Wiesenweg',
  'Am Neckar',
  'Mühlweg',
  'Talstraße',
  'Rosenstraße',
  'Friedhofstraße',
  'Hölderlinweg',
];
const PLACES = [
  ['74348', 'Lauffen am Neckar'],
  ['74336', 'Brackenheim'],
  ['74388', 'Talheim'],
  ['74074', 'Heilbronn'],
  ['74226', 'Nordheim'],
  ['74211', 'Leingarten'],
  ['74223', 'Flein'],
  ['74366', 'Kirchheim am Neckar'],
] as const;
const KRO = ['110101', '110102'];
const SPERREN = ['sperrvermerk', 'auskunftssperre'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-'));
const context = await createAppContext(
  readConfig({ ...process.env, DATA_DIR: dataDir, DEMO_WORLD: 'off', LOG_LEVEL: 'silent' }),
);
try {
  const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1, paymentVolume: 0.1 });
  const tenantId = world.ids.parish;
  const today = new Date();
  const lastYear = today.getUTCFullYear() - 1;
  const total = Number(values.persons);
  let started = performance.now();
  const BATCH = 2000;
  const at = new Date('2025-01-01T00:00:00Z');
  for (let offset = 0; offset < total; offset += BATCH) {
    await context.db.transaction().execute(async (trx) => {
      const persons = [];
      const versions = [];
      for (let index = offset; index < Math.min(total, offset + BATCH); index += 1) {
        const id = randomUUID();
        const isCompany = index % 25 === 0;
        const [plz, kommune] = pick(PLACES, Math.floor(index / 7));
        const values = {
          vornamen: isCompany
            ? null
            : `${pick(FIRST, index)}${index % 3 === 0 ? ` ${pick(FIRST, index * 7 + 3)}` : ''}`,
          familienname: isCompany
            ? `${pick(FAMILY, index * 13)} GmbH`
            : pick(FAMILY, Math.floor(index / 3) * 17 + index),
          geschlecht: isCompany ? null : index % 2 === 0 ? 'w' : 'm',
          geburtsdatum: isCompany
            ? null
            : `${1930 + (index % 90)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
          strassenname: pick(STREETS, index * 11),
          hausnr: String(1 + (index % 120)),
          plz,
          kommune,
          kro_nr: pick(KRO, index),
          sperre: index % 97 === 0 ? pick(SPERREN, index) : null,
        };
        persons.push({
          id,
          tenant_id: tenantId,
          type: isCompany ? ('company' as const) : ('individual' as const),
          eigenerfasst: index % 50 === 0,
          registry_id: index % 50 === 0 ? null : `R${index}`,
        });
        versions.push({
          ...values,
          person_id: id,
          valid_from: at,
          valid_before: index % 40 === 0 ? new Date('2026-01-01T00:00:00Z') : null,
          source: 'import' as const,
          search_text: kgSearchText(values),
        });
      }
      await trx.insertInto('kg_person').values(persons).execute();
      const inserted = await trx
        .insertInto('kg_person_data')
        .values(versions)
        .returning(['id', 'person_id'])
        .execute();
      const pairs = inserted.map((row) => sql`(${row.person_id}::uuid, ${String(row.id)}::bigint)`);
      await sql`
        update kg_person set latest_data_id = latest.data_id
        from (values ${sql.join(pairs)}) as latest(person_id, data_id)
        where kg_person.id = latest.person_id
      `.execute(trx);
      // every fourth and fifth person a couple; every third one paid last year
      const ids = persons.map((person) => person.id);
      const couples = [];
      for (let index = 0; index + 1 < ids.length; index += 5)
        couples.push({
          tenant_id: tenantId,
          type: 'ehe' as const,
          side_a: ids[index] as string,
          side_b: ids[index + 1] as string,
          valid_from: at,
        });
      await trx.insertInto('kg_relation').values(couples).execute();
      const payments = ids
        .filter((_id, index) => index % 3 === 0)
        .map((personId, index) => ({
          tenant_id: tenantId,
          person_id: personId,
          payment_type: 'ManualEntryPayment' as const,
          type: 'cash' as const,
          booking_date: `${lastYear}-${String(1 + (index % 12)).padStart(2, '0')}-15`,
          amount_cents: 1000 + (index % 20) * 500,
        }));
      await trx.insertInto('kg_payment').values(payments).execute();
    });
  }
  await sql`analyze`.execute(context.db);
  console.log(
    `seeded ${total} persons with couples and payments in ${((performance.now() - started) / 1000).toFixed(1)} s (${context.databaseKind})`,
  );

  const app = await buildHttpApp(context, { logger: false });
  const gemeinde = await context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', 'gemeinde')
    .executeTakeFirstOrThrow();
  const { token } = await issueKirchgeldToken(context, gemeinde.id);
  const preview = (filter: unknown) =>
    app.inject({
      method: 'GET',
      url: `/api/kirchgeld/v1/tenant/${tenantId}/filter/preview/?filter=${encodeURIComponent(JSON.stringify(filter))}&options=${encodeURIComponent('{"limit":10}')}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const withoutBlocks = { not: { field: 'sperre', value: '1010' } };
  const FILTERS: [string, unknown][] = [
    ['everyone', { and: [] }],
    ['adults without Sperre 1010', { and: [{ field: 'age', value: 18 }, withoutBlocks] }],
    ['married couples', { and: [{ field: 'married', value: true }, withoutBlocks] }],
    [`donated in ${lastYear}`, { field: 'donated_in_year', value: lastYear }],
    [
      `adults without a gift in ${lastYear}`,
      {
        and: [
          { field: 'age', value: 18 },
          { not: { field: 'donated_in_year', value: lastYear } },
          withoutBlocks,
        ],
      },
    ],
    [`gave at least 50 € in ${lastYear}`, { field: 'donation_total', value: '50.00', year: lastYear }],
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
  const organizations = await context.db
    .selectFrom('kg_organization')
    .select(['id', 'kro_nr'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const merged = organizations.find((organization) => organization.kro_nr === '110100');
  FILTERS.push(['merged parish (organisation)', { field: 'organization', value: merged?.id ?? 1 }]);
  let worst = 0;
  for (const [name, filter] of FILTERS) {
    await preview(filter); // warm
    const timings: number[] = [];
    let count = 0;
    for (let round = 0; round < Number(values.rounds); round += 1) {
      started = performance.now();
      const response = await preview(filter);
      timings.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`preview failed: ${response.body}`);
      count = response.json().count;
    }
    timings.sort((a, b) => a - b);
    const percentile = (p: number) =>
      timings[Math.min(timings.length - 1, Math.floor(timings.length * p))] ?? 0;
    worst = Math.max(worst, percentile(0.95));
    console.log(
      `preview ${name.padEnd(40)} ${String(count).padStart(7)} persons: median ${percentile(0.5).toFixed(1)} ms, p95 ${percentile(0.95).toFixed(1)} ms`,
    );
  }
  console.log(`worst p95 ${worst.toFixed(1)} ms (target: under 500 ms)`);
  await app.close();
} finally {
  await context.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
