/**
 * The server process of the receipt ZIP benchmark (receipt-zip.bench.ts): what `npm start` runs
 * (apps/server/src/main.ts: database, migrations, job queue, HTTP app, schedules, MQTT bridge, one
 * process), bundled by apps/server/scripts/build.mjs and run by plain `node` with the start
 * script's V8 flags, plus the bulk-issue worker (which the server defines only when a bulk issue
 * is sent) and a command channel for the benchmark: one JSON object per line on stdin
 * (`{"bulk": organizationId}`, `{"zip": {organizationId, dateFrom, dateBefore}}`), events as JSON
 * lines on stdout (`ready`, `sent`, `completed` with the process's CPU time).
 */
import readline from 'node:readline';
import { readConfig } from '@kollekta/server/config';
import {
  BULK_ISSUE_JOB,
  ensureBulkIssueJobs,
  ensureReceiptZipJobs,
  RECEIPT_ZIP_JOB,
} from '@kollekta/server/donation-receipts';
import { startServer } from '../../apps/server/src/app/server';

/** what the ZIP job takes (receipt-zip.jobs.ts ReceiptZipData) */
type ZipCommand = { organizationId: number; dateFrom: string; dateBefore: string };

const config = readConfig();
const { app, context } = await startServer(config);
await ensureBulkIssueJobs(context);
await ensureReceiptZipJobs(context);
await app.listen({ port: config.port, host: '127.0.0.1' });

function report(event: Record<string, unknown>) {
  const cpu = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ ...event, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
}

async function untilFinished(kind: string, id: string) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const job = await context.jobs.getJob(kind, id);
    if (job?.state === 'completed') return report({ event: 'completed', kind, id });
    if (job?.state === 'failed' || job?.state === 'cancelled')
      return report({ event: 'failed', kind, id, error: job.error });
  }
}

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const command = JSON.parse(line) as { ping?: true; bulk?: number; zip?: ZipCommand };
  if (command.ping) return report({ event: 'pong', rss: process.memoryUsage().rss });
  void (async () => {
    if (command.bulk !== undefined) {
      // the requests as a page would send them: every confirmed one of the organisation
      const requests = await context.db
        .selectFrom('donation_receipt_request')
        .select('id')
        .where('organization_id', '=', command.bulk)
        .where('state', '=', 'payment_confirmed')
        .orderBy('id')
        .execute();
      const id = await context.jobs.send(BULK_ISSUE_JOB, {
        organizationId: command.bulk,
        requestIds: requests.map((request) => request.id),
        createdBy: null,
      });
      report({ event: 'sent', kind: BULK_ISSUE_JOB.name, id });
      await untilFinished(BULK_ISSUE_JOB.name, id ?? '');
    }
    if (command.zip) {
      const id = await context.jobs.send(RECEIPT_ZIP_JOB, command.zip);
      report({ event: 'sent', kind: RECEIPT_ZIP_JOB.name, id });
      await untilFinished(RECEIPT_ZIP_JOB.name, id ?? '');
    }
  })().catch((error: unknown) => report({ event: 'failed', error: String(error) }));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
report({ event: 'ready', pid: process.pid });
