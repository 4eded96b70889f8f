/**
 * The file run through the real job queue: due debits into pain.008 files (XSD-valid, counted and
 * summed exactly), nothing twice, concurrent runs, the notice mail once per file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decimalStringToCents } from '@kollekta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { chooseJobsSchema, createPgBossQueue, type JobQueue } from '../../platform/jobs';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { PAIN_008_001_08_SCHEMA, validateWithXmllint } from '../../test-support/xmllint';
import { createFileForCreditor } from './direct-debit-files.service';
import { ensureDirectDebitJobs, FILE_RUN_JOB, runKey } from './direct-debits.jobs';
import { countFilesPerDebit, ensureCreditor, insertDueDebits } from './direct-debits.test-support';

let server: TestServer;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-dd-files-'));
beforeAll(async () => {
  server = await startTestServer({ jobs: true });
  // the routes define the kinds without waiting; the test sends at once, so it waits for them
  await ensureDirectDebitJobs(server.context);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

async function runAndWait(organizationId: number | null) {
  const id = await server.context.jobs.send(
    FILE_RUN_JOB,
    { organizationId },
    { singletonKey: runKey(organizationId) },
  );
  expect(id).not.toBeNull();
  await expect
    .poll(async () => (await server.context.jobs.getJob(FILE_RUN_JOB.name, id ?? ''))?.state, {
      timeout: 20_000,
    })
    .toBe('completed');
}

function filesOf(organizationId: number) {
  return server.context.db
    .selectFrom('direct_debit_file')
    .selectAll()
    .where('creditor_organization_id', '=', organizationId)
    .orderBy('id')
    .execute();
}

type Element = {
  textContent: string | null;
  getElementsByTagName(name: string): Iterable<Element>;
};
function read(xml: string) {
  const root = create(xml).root().node as unknown as Element;
  const all = (parent: Element, name: string) => [...parent.getElementsByTagName(name)];
  const text = (parent: Element, name: string) => all(parent, name)[0]?.textContent ?? null;
  return { root, all, text };
}

describe('direct-debit file run', () => {
  it('puts the due debits into one XSD-valid file, counted and summed exactly, and mails the contacts once', async () => {
    const { db } = server.context;
    const organizationId = server.world.ids.neighbourParish;
    await ensureCreditor(db, organizationId);
    await db
      .insertInto('contact')
      .values([
        {
          organization_id: organizationId,
          email: 'lastschrift@brackenheim.example',
          name: 'Kasse',
          types: ['direct_debit_available'],
        },
        {
          organization_id: organizationId,
          email: 'andere@brackenheim.example',
          name: null,
          types: ['invoice_available'],
        },
      ])
      .execute();
    // Friday 20 November 2026: collection from Monday 23rd, debits due up to 4 December
    const past = await insertDueDebits(db, {
      organizationId,
      count: 3,
      dueDay: '2026-11-10',
      tag: 'PAST',
      sequenceType: 'FRST',
    });
    const soon = await insertDueDebits(db, {
      organizationId,
      count: 5,
      dueDay: '2026-11-27',
      tag: 'SOON',
      sequenceType: 'RCUR',
      amountCents: (index) => 1999 + index * 1001,
    });
    const later = await insertDueDebits(db, { organizationId, count: 2, dueDay: '2026-12-20', tag: 'LATER' });

    await runAndWait(organizationId);

    const files = await filesOf(organizationId);
    expect(files).toHaveLength(1);
    const [file] = files;
    if (!file) throw new Error('no file');
    // 3 × 25.00 + (19.99 + 30.00 + 40.01 + 50.02 + 60.03)
    const expectedCents = 3 * 2500 + 1999 + 3000 + 4001 + 5002 + 6003;
    expect(file).toMatchObject({ number_of_transactions: 8, processed: false });
    expect(Number(file.control_sum_cents)).toBe(expectedCents);
    expect(file.file_name).toMatch(/^2026-11-20_11-00_Lastschriften .+\.xml$/);
    expect(file.message_id).toBe(`KOL-${organizationId}-20261120-1`);

    const xmlFile = path.join(directory, 'run.xml');
    fs.writeFileSync(xmlFile, file.xml);
    const check = validateWithXmllint([xmlFile], PAIN_008_001_08_SCHEMA);
    expect(check.output).not.toMatch(/error/i);
    expect(check.isValid).toBe(true);

    const { root, all, text } = read(file.xml);
    const header = all(root, 'GrpHdr')[0] as Element;
    expect(text(header, 'NbOfTxs')).toBe('8');
    expect(text(header, 'CtrlSum')).toBe('275.05');
    expect(
      all(root, 'InstdAmt').reduce(
        (sum, amount) => sum + (decimalStringToCents(amount.textContent ?? '') ?? 0),
        0,
      ),
    ).toBe(expectedCents);
    const blocks = all(root, 'PmtInf').map(
      (block) => `${text(block, 'ReqdColltnDt')} ${text(block, 'SeqTp')} ${text(block, 'NbOfTxs')}`,
    );
    // the debits due in the past are asked for on the next possible day
    expect(blocks).toEqual(['2026-11-23 FRST 3', '2026-11-27 RCUR 5']);
    const endToEnd = all(root, 'EndToEndId').map((element) => element.textContent);
    expect(endToEnd).not.toContain('LATER-1');

    expect(await countFilesPerDebit(db, [...past, ...soon])).toEqual(Array(8).fill(1));
    expect(await countFilesPerDebit(db, later)).toEqual([0, 0]);

    // the notice: to the direct_debit_available contact only, once
    await expect
      .poll(
        async () =>
          await db
            .selectFrom('mail_outbox')
            .select(['recipient', 'subject'])
            .where('subject', 'like', 'Neue Lastschriftdatei%')
            .execute(),
      )
      .toEqual([
        {
          recipient: 'lastschrift@brackenheim.example',
          subject: 'Neue Lastschriftdatei: 8 Lastschriften über 275,05\u00a0€',
        },
      ]);

    // a second run adds nothing: no file, no mail
    await runAndWait(organizationId);
    expect(await filesOf(organizationId)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const notices = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', 'like', 'Neue Lastschriftdatei%')
      .execute();
    expect(notices).toHaveLength(1);

    // once their day comes into the window, the later debits go into a second file
    server.clock.set(new Date('2026-12-10T08:00:00Z'));
    try {
      await runAndWait(organizationId);
    } finally {
      server.clock.set(new Date('2026-11-20T10:00:00Z'));
    }
    const after = await filesOf(organizationId);
    expect(after.map((row) => row.number_of_transactions)).toEqual([8, 2]);
    expect(after[1]?.message_id).toBe(`KOL-${organizationId}-20261210-2`);
    expect(await countFilesPerDebit(db, [...past, ...soon, ...later])).toEqual(Array(10).fill(1));
  });

  it('puts every debit into exactly one file when runs race, in this process and beside another', async () => {
    const { db } = server.context;
    const organizationId = server.world.ids.district;
    await ensureCreditor(db, organizationId);
    const debits = await insertDueDebits(db, {
      organizationId,
      count: 300,
      dueDay: '2026-11-30',
      tag: 'RACE',
    });
    const warn = () => undefined;
    const hooks = { warn, notifyInTransaction: async () => undefined };
    // direct calls race on the creditor's lock (the job policy would let only one run be queued)
    const results = await Promise.all(
      Array.from({ length: 4 }, () => createFileForCreditor(server.context, organizationId, hooks)),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await countFilesPerDebit(db, debits)).toEqual(Array(300).fill(1));

    // and through the queue, with a second process's queue on PostgreSQL, more debits
    const more = await insertDueDebits(db, {
      organizationId,
      count: 200,
      dueDay: '2026-12-01',
      tag: 'RACE2',
    });
    let other: JobQueue | undefined;
    const senders = [server.context.jobs];
    if (server.context.databaseKind === 'postgres') {
      // a second server process: a queue of its own on the same tables, with the same job code
      other = createPgBossQueue({
        db,
        databaseUrl: server.context.config.databaseUrl,
        schema: await chooseJobsSchema(db, 'postgres'),
        pollingIntervalSeconds: 0.5,
        log: { warn },
      });
      await other.start();
      await ensureDirectDebitJobs({ ...server.context, jobs: other });
      senders.push(other);
    }
    await Promise.all([
      (senders[1] ?? server.context.jobs).send(
        FILE_RUN_JOB,
        { organizationId: null },
        { singletonKey: runKey(null) },
      ),
      server.context.jobs.send(FILE_RUN_JOB, { organizationId }, { singletonKey: runKey(organizationId) }),
    ]);
    try {
      await expect
        .poll(async () => (await countFilesPerDebit(db, more)).every((count) => count === 1), {
          timeout: 20_000,
        })
        .toBe(true);
      await expect
        .poll(
          async () =>
            (
              await server.context.jobs.listJobs({
                kind: FILE_RUN_JOB.name,
                states: ['created', 'active', 'retry'],
              })
            ).length,
          { timeout: 20_000 },
        )
        .toBe(0);
    } finally {
      await other?.stop();
    }
    expect(await countFilesPerDebit(db, [...debits, ...more])).toEqual(Array(500).fill(1));
    const files = await filesOf(organizationId);
    expect(files.reduce((sum, file) => sum + file.number_of_transactions, 0)).toBe(500);
  });

  it('refuses a second file entry for a debit in the database itself', async () => {
    const { db } = server.context;
    const organizationId = server.world.ids.district;
    const [fileRow] = await filesOf(organizationId);
    const [entry] = await db
      .selectFrom('direct_debit_file_entry')
      .selectAll()
      .where('file_id', '=', fileRow?.id ?? 0)
      .limit(1)
      .execute();
    await expect(
      db
        .insertInto('direct_debit_file_entry')
        .values({ direct_debit_id: entry?.direct_debit_id ?? 0, file_id: fileRow?.id ?? 0 })
        .execute(),
    ).rejects.toThrow(/duplicate key|unique/i);
  });
});
