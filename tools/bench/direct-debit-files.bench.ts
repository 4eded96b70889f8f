/**
 * How fast the file job puts 10,000 due debits into pain.008 files: the debits (of four creditors,
 * one-off, first and recurring, on several due days) are inserted into a fresh database, then one
 * run of all creditors is sent on the real job queue and timed from send to completed, the handler
 * alone timed apart; every file is then checked against the ISO 20022 schema with xmllint. The
 * target is under 5 s for the 10,000 debits. Embedded PGlite by default; --server for PostgreSQL.
 *   node --import tsx tools/bench/direct-debit-files.bench.ts [--debits 10000] [--creditors 4]
 *     [--server postgres://postgres@127.0.0.1:5432/postgres --database kollekta_bench_dd]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getSubmissionWindow } from '@kollekta/domain';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '@kollekta/server/demo-world';
import { ensureDirectDebitJobs, FILE_RUN_JOB } from '@kollekta/server/direct-debits';
import { ensureCreditor, insertDueDebits } from '@kollekta/server/direct-debits/test-support';
import { createAppContext, databaseUrlOf, recreatePostgresDatabase } from '@kollekta/server/server';
import { PAIN_008_001_08_SCHEMA, validateWithXmllint } from '@kollekta/server/xmllint';

const { values } = parseArgs({
  options: {
    debits: { type: 'string', default: '10000' },
    creditors: { type: 'string', default: '4' },
    server: { type: 'string' },
    database: { type: 'string', default: 'kollekta_bench_dd' },
  },
});
const debitCount = Number(values.debits);
const creditorCount = Number(values.creditors);
const TARGET_MS = 5000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-dd-'));
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
try {
  await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1 });
  const organizations = await context.db
    .selectFrom('organization')
    .select('id')
    .orderBy('id')
    .limit(creditorCount)
    .execute();
  const { earliestCollectionDay } = getSubmissionWindow(context.clock.now());
  const dueDays = [
    earliestCollectionDay,
    getSubmissionWindow(new Date(Date.now() + 3 * 86_400_000)).earliestCollectionDay,
  ];
  const sequenceTypes = ['OOFF', 'FRST', 'RCUR'] as const;
  let inserted = 0;
  for (const [creditorIndex, { id }] of organizations.entries()) {
    await ensureCreditor(context.db, id);
    const share =
      Math.floor(debitCount / organizations.length) +
      (creditorIndex < debitCount % organizations.length ? 1 : 0);
    // each creditor's share over the sequence types and due days, as a year of gifts brings them
    const parts = sequenceTypes.flatMap((sequenceType) =>
      dueDays.map((dueDay) => ({ sequenceType, dueDay })),
    );
    for (const [partIndex, part] of parts.entries()) {
      const count = Math.floor(share / parts.length) + (partIndex < share % parts.length ? 1 : 0);
      if (count === 0) continue;
      await insertDueDebits(context.db, {
        organizationId: id,
        count,
        ...part,
        tag: `B${id}P${partIndex}`,
        amountCents: (index) => 500 + ((index * 7919) % 20_000),
      });
      inserted += count;
    }
  }
  console.log(
    `${inserted} fällige Lastschriften von ${organizations.length} Gläubigern (${context.databaseKind})`,
  );

  await context.jobs.start();
  await ensureDirectDebitJobs(context);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const id = await context.jobs.send(FILE_RUN_JOB, { organizationId: null }, { singletonKey: 'all' });
  let state: string | undefined;
  while (state !== 'completed' && state !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    state = (await context.jobs.getJob(FILE_RUN_JOB.name, id ?? ''))?.state;
  }
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const job = await context.jobs.getJob(FILE_RUN_JOB.name, id ?? '');
  const handlerMs =
    job?.startedAt && job.completedAt ? job.completedAt.getTime() - job.startedAt.getTime() : Number.NaN;

  const files = await context.db
    .selectFrom('direct_debit_file')
    .select(['file_name', 'xml', 'number_of_transactions'])
    .execute();
  const transactions = files.reduce((sum, file) => sum + file.number_of_transactions, 0);
  const paths = files.map((file, index) => {
    const target = path.join(dataDir, `${index}.xml`);
    fs.writeFileSync(target, file.xml);
    return target;
  });
  const checkStarted = performance.now();
  const check = validateWithXmllint(paths, PAIN_008_001_08_SCHEMA);
  const checkMs = performance.now() - checkStarted;

  console.log(`Auftrag ${state}: ${files.length} Dateien, ${transactions} Lastschriften`);
  console.log(
    `Lauf (Senden bis erledigt): ${elapsed.toFixed(0)} ms, davon im Auftrag ${handlerMs.toFixed(0)} ms (Ziel < ${TARGET_MS} ms): ${elapsed < TARGET_MS ? 'erreicht' : 'VERFEHLT'}`,
  );
  // on a shared machine the wall time includes other processes' turns; the CPU time does not
  // (on PGlite it includes the database, which runs in this process)
  console.log(
    `CPU-Zeit dieses Prozesses währenddessen: ${cpuMs.toFixed(0)} ms (Last ${os.loadavg()[0]?.toFixed(1)} auf ${os.availableParallelism()} Kernen)`,
  );
  console.log(
    `XSD-Prüfung (xmllint): ${check.isValid ? 'gültig' : `UNGÜLTIG\n${check.output}`} in ${checkMs.toFixed(0)} ms`,
  );
  if (!check.isValid || transactions !== inserted || state !== 'completed') process.exitCode = 1;
} finally {
  await context.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
