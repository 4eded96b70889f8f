/**
 * Issue 18 "Performance": an import of 50,000 registry lines in under 60 s on the embedded
 * database. A fresh database (the demo world of one day) gets a generated registry file of
 * Brackenheim's members; the import job's function runs it directly (no queue), then a second file
 * in which about 5 % of the lines changed (moved, married, moved away, new). Printed: duration and
 * lines per second of each, and whether the first stayed under the target.
 * Embedded PGlite by default; --server for PostgreSQL.
 *   node --import tsx tools/bench/kirchgeld-registry-import.ts [--lines 50000]
 *     [--server postgres://postgres@127.0.0.1:5432/postgres --database kollekta_bench_registry]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '@kollekta/server/demo-world';
import {
  changeDemoRegistry,
  formatDemoRegistryCsv,
  generateDemoRegistry,
  importRegistryText,
} from '@kollekta/server/kirchgeld-imports';
import { createAppContext, databaseUrlOf, recreatePostgresDatabase } from '@kollekta/server/server';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '50000' },
    server: { type: 'string' },
    database: { type: 'string', default: 'kollekta_bench_registry' },
  },
});
const lineCount = Number(values.lines);
const TARGET_SECONDS = 60;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-registry-'));
let databaseUrl: string | undefined;
if (values.server) {
  await recreatePostgresDatabase(values.server, values.database);
  databaseUrl = databaseUrlOf(values.server, values.database);
}
const context = await createAppContext(
  readConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    DEMO_WORLD: 'off',
    LOG_LEVEL: 'silent',
  }),
);
let failed = false;
try {
  const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
  const tenantId = world.ids.neighbourParish;
  const first = generateDemoRegistry(lineCount, 50_000);
  // about 5 % of the lines change: moves, marriages, moving away, new households
  const { registry: second, changes } = changeDemoRegistry(first, {
    seed: 50_001,
    movedIn: '01.10.2026',
    moveShare: 0.025,
    moveAwayShare: 0.01,
  });
  const firstFile = Buffer.from(formatDemoRegistryCsv(first.rows), 'utf8');
  const secondFile = Buffer.from(formatDemoRegistryCsv(second.rows), 'utf8');
  const changedLines =
    changes.movedWithin.length + changes.married.length + changes.added.length + changes.movedAway.length;
  console.log(
    `${first.rows.length} Zeilen (${(firstFile.length / 1024 / 1024).toFixed(1)} MB, ${context.databaseKind}), ${os.availableParallelism()} Kerne`,
  );

  const run = async (name: string, content: Buffer, at: Date, lines: number) => {
    const started = performance.now();
    const id = await importRegistryText(context, tenantId, { fileName: `${name}.csv`, content, at });
    const seconds = (performance.now() - started) / 1000;
    const row = await context.db
      .selectFrom('kg_data_import')
      .select(['state', 'processing_state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const state = row.processing_state as Record<string, number>;
    console.log(
      `${name}: ${seconds.toFixed(1)} s, ${Math.round(lines / seconds)} Zeilen/s, ${row.state}; ` +
        `neu ${state.created}, geändert ${state.changed}, unverändert ${state.unchanged}, beendet ${state.ended}, verheiratet ${state.married}, Fehler ${state.error_count}`,
    );
    return seconds;
  };
  const firstSeconds = await run(
    'erster-import',
    firstFile,
    new Date('2025-11-01T08:00:00Z'),
    first.rows.length,
  );
  console.log(`  ${changedLines} Zeilen der zweiten Datei geändert, neu oder entfallen`);
  await run('zweiter-import', secondFile, new Date('2026-10-15T08:00:00Z'), second.rows.length);
  failed = firstSeconds >= TARGET_SECONDS;
  console.log(`Ziel: ${lineCount} Zeilen unter ${TARGET_SECONDS} s — ${failed ? 'VERFEHLT' : 'erreicht'}`);
} finally {
  await context.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
