/**
 * The CAMT import and the reconciliation suggestions at size (issue 20 "Performance"): a camt.053 with
 * 10,000 entries imported through the real code (worker-thread parse, batched inserts) in under 10 s
 * with the event loop never blocked for more than 100 ms (perf_hooks monitorEventLoopDelay), and the
 * suggestions for 10,000 open transactions in under 5 s. Prints the figures.
 *   node --import tsx tools/bench/kirchgeld-camt.ts [--entries 10000]
 * With DATABASE_URL it measures PostgreSQL (use an empty database), else PGlite in a temporary directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { readConfig } from '@kollekta/server/config';
import { buildDemoWorld, DEMO_WORLD_SIZE } from '@kollekta/server/demo-world';
import { createAppContext } from '@kollekta/server/server';
// the bank part's services (the module has no package export of its own)
import { addKgBankAccount } from '../../apps/server/src/modules/kirchgeld/bank/bank-accounts.service';
import { importKgBankStatement } from '../../apps/server/src/modules/kirchgeld/bank/bank-statements.service';
import { computeKgBankSuggestions } from '../../apps/server/src/modules/kirchgeld/bank/bank-suggestions.service';
import {
  type CamtWriterEntry,
  writeCamtDocument,
} from '../../apps/server/src/modules/kirchgeld/bank/camt-writer';
import { germanIban } from '../../apps/server/src/modules/kirchgeld/bank/demo-bank';

const { values } = parseArgs({ options: { entries: { type: 'string', default: '10000' } } });
const total = Number(values.entries);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-bench-camt-'));
const context = await createAppContext(
  readConfig({ ...process.env, DATA_DIR: dataDir, DEMO_WORLD: 'off', LOG_LEVEL: 'silent' }),
);
try {
  const world = await buildDemoWorld(context, { ...DEMO_WORLD_SIZE, days: 1, paymentVolume: 0.1 });
  const tenantId = world.ids.parish;
  const account = await addKgBankAccount(
    context,
    tenantId,
    { name: 'Bench', iban: germanIban('37040044', 99_000_001) },
    { userId: null },
  );
  const persons = await context.db
    .selectFrom('kg_person')
    .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select(['kg_person_data.vornamen', 'kg_person_data.familienname'])
    .where('kg_person.tenant_id', '=', tenantId)
    .execute();
  const references = await context.db
    .selectFrom('kg_letter_recipient')
    .select('reference')
    .where('tenant_id', '=', tenantId)
    .execute();
  const entries: CamtWriterEntry[] = Array.from({ length: total }, (_, index) => {
    const person = persons[index % Math.max(1, persons.length)];
    const reference =
      index % 3 === 0 ? references[index % Math.max(1, references.length)]?.reference : undefined;
    return {
      bookingDate: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
      amountCents: index % 10 === 9 ? -(500 + index) : 1000 + (index % 50) * 100,
      name: person ? `${person.vornamen ?? ''} ${person.familienname ?? ''}`.trim() : `Zahler ${index}`,
      iban: germanIban('50010517', 2_000_000 + (index % 4000)),
      purpose: reference ? `Kirchgeld ${reference}` : `Spende ${index}`,
      accountServicerReference: `BENCH-${index}`,
    };
  });
  const xml = Buffer.from(
    writeCamtDocument({
      statementId: 'BENCH',
      iban: account.iban,
      fromDate: '2025-01-01',
      toDate: '2025-12-31',
      entries,
    }),
  );

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let started = performance.now();
  const imported = await importKgBankStatement(
    context,
    tenantId,
    { fileName: 'bench.xml', content: xml },
    null,
  );
  const importMs = performance.now() - started;
  delay.disable();
  const maxBlockMs = delay.max / 1e6;

  started = performance.now();
  const again = await importKgBankStatement(
    context,
    tenantId,
    { fileName: 'bench-again.xml', content: xml },
    null,
  );
  const againMs = performance.now() - started;

  started = performance.now();
  const { suggestions, transactions } = await computeKgBankSuggestions(context.db, tenantId, {
    accountIds: [account.id],
  });
  const suggestMs = performance.now() - started;

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `CAMT benchmark (${database}), file ${(xml.length / 1024 / 1024).toFixed(1)} MB, ${total} entries`,
  );
  console.log(`import: ${imported.imported_count} new in ${importMs.toFixed(0)} ms (goal < 10000 ms)`);
  console.log(
    `event loop: longest block ${maxBlockMs.toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms (goal < 100 ms)`,
  );
  console.log(
    `same file again: ${again.imported_count} new, ${again.duplicate_count} known, ${againMs.toFixed(0)} ms`,
  );
  console.log(
    `suggestions: ${transactions.length} open transactions, ${suggestions.length} suggestions in ${suggestMs.toFixed(0)} ms (goal < 5000 ms)`,
  );
  const ok = importMs < 10_000 && maxBlockMs < 100 && suggestMs < 5_000;
  console.log(ok ? 'all goals met' : 'GOAL MISSED');
} finally {
  await context.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
