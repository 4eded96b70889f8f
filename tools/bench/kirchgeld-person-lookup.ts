/**
 * How fast the church-tax person lookup answers with 100,000 persons in the tenant (issue 18:
 * under 100 ms). Seeds the persons in batches the way the registry import writes them (person,
 * version, `latest_data_id`), then times `GET tenant/{id}/person/` for several searches.
 *   node --import tsx tools/bench/kirchgeld-person-lookup.ts [--persons 100000] [--rounds 30]
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
    rounds: { type: 'string', default: '30' },
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
const SEARCHES = ['', 'müller', 'schm', 'anna lauffen', 'hauptstr 74348', '74348', 'h', 'hölderlin', 'xyzzy'];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-'));
const context = await createAppContext(
  readConfig({ ...process.env, DATA_DIR: dataDir, DEMO_WORLD: 'off', LOG_LEVEL: 'silent' }),
);
try {
  const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1, paymentVolume: 0.1 });
  const tenantId = world.ids.parish;
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
          strassenname: pick(STREETS, index * 11),
          hausnr: String(1 + (index % 120)),
          plz,
          kommune,
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
    });
  }
  await sql`analyze`.execute(context.db);
  const words = await context.db
    .selectFrom('kg_person_search_word')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  console.log(
    `seeded ${total} persons (${Number(words.count)} search words) in ${((performance.now() - started) / 1000).toFixed(1)} s (${context.databaseKind})`,
  );

  const app = await buildHttpApp(context, { logger: false });
  const gemeinde = await context.db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', 'gemeinde')
    .executeTakeFirstOrThrow();
  const { token } = await issueKirchgeldToken(context, gemeinde.id);
  const lookup = (query: string) =>
    app.inject({
      method: 'GET',
      url: `/api/kirchgeld/v1/tenant/${tenantId}/person/?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  for (const search of SEARCHES) {
    for (const filter of ['all', 'company']) {
      const query = `limit=25&filter=${filter}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
      await lookup(query); // warm
      const timings: number[] = [];
      let count = 0;
      for (let round = 0; round < Number(values.rounds); round += 1) {
        started = performance.now();
        const response = await lookup(query);
        timings.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`lookup failed: ${response.body}`);
        count = response.json().count;
      }
      timings.sort((a, b) => a - b);
      const percentile = (p: number) =>
        timings[Math.min(timings.length - 1, Math.floor(timings.length * p))]?.toFixed(1);
      console.log(
        `lookup ${JSON.stringify(search).padEnd(18)} ${filter.padEnd(8)} ${String(count).padStart(6)} found: median ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms`,
      );
    }
  }
  await app.close();
} finally {
  await context.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
