import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { DomainError } from '../errors';
import { chooseJobsSchema, createPgBossQueue, defineJobKind, JOB_MESSAGES, type JobQueue } from '.';

let server: TestServer;
let jobs: JobQueue;
beforeAll(async () => {
  server = await startTestServer({ jobs: true });
  jobs = server.context.jobs;
});
afterAll(() => server?.close());

/** A promise a test resolves when it lets a blocked handler go on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('job queue', () => {
  it('runs each of 100 jobs exactly once, also with several workers and processes sharing the queue', async () => {
    const kind = defineJobKind<{ n: number }>('test.count', { concurrency: 3 });
    const runs = new Map<string, number>();
    const seen = new Set<number>();
    const handledBy = { first: 0, second: 0 };
    const handlerOf = (queue: keyof typeof handledBy) => async (job: { id: string; data: { n: number } }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      seen.add(job.data.n);
      handledBy[queue] += 1;
      // a little work, so that every worker gets its share
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await jobs.define(kind, handlerOf('first'));
    // On PostgreSQL a second server process shares the queue: a queue of its own on the same tables.
    let other: JobQueue | undefined;
    if (server.context.databaseKind === 'postgres') {
      other = createPgBossQueue({
        db: server.context.db,
        databaseUrl: server.context.config.databaseUrl,
        schema: await chooseJobsSchema(server.context.db, 'postgres'),
        pollingIntervalSeconds: 0.5,
        log: { warn: () => undefined },
      });
      await other.define(kind, handlerOf('second'));
      await other.start();
    }
    try {
      const ids = [];
      for (let n = 0; n < 100; n += 1) ids.push(await jobs.send(kind, { n }));
      expect(new Set(ids).size).toBe(100);
      await expect
        .poll(
          async () => (await jobs.listJobs({ kind: kind.name, states: ['completed'], limit: 200 })).length,
        )
        .toBe(100);
      expect(runs.size).toBe(100);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect(seen.size).toBe(100);
      if (other) expect(handledBy.second).toBeGreaterThan(0);
      expect(handledBy.first).toBeGreaterThan(0);
    } finally {
      await other?.stop();
    }
  });

  it('retries a job whose handler threw, and gives up after its retries with a German message', async () => {
    const flaky = defineJobKind<{ name: string }>('test.flaky', { retryLimit: 2, retryDelaySeconds: 0 });
    const attempts = new Map<string, number[]>();
    await jobs.define(flaky, async (job) => {
      attempts.set(job.data.name, [...(attempts.get(job.data.name) ?? []), job.attempt]);
      if (job.data.name === 'broken' || job.attempt === 0) throw new Error('connection reset by peer');
    });
    const once = await jobs.send(flaky, { name: 'once' });
    const broken = await jobs.send(flaky, { name: 'broken' });

    await expect.poll(async () => (await jobs.getJob(flaky.name, once ?? ''))?.state).toBe('completed');
    expect(attempts.get('once')).toEqual([0, 1]);
    const completed = await jobs.getJob(flaky.name, once ?? '');
    expect(completed).toMatchObject({ attempts: 2, error: null });

    await expect.poll(async () => (await jobs.getJob(flaky.name, broken ?? ''))?.state).toBe('failed');
    expect(attempts.get('broken')).toEqual([0, 1, 2]);
    const failed = await jobs.getJob(flaky.name, broken ?? '');
    expect(failed).toMatchObject({ attempts: 3, error: JOB_MESSAGES.failed });
    expect(failed?.completedAt).toBeInstanceOf(Date);
  });

  it("fails a job at once with the user's German message when the handler throws a DomainError", async () => {
    const kind = defineJobKind<{ organizationId: number }>('test.import', { retryLimit: 3 });
    let calls = 0;
    await jobs.define(kind, async (job) => {
      calls += 1;
      await job.reportProgress(2, 5);
      throw new DomainError('validation', 'Die Datei enthält keine Buchungen.');
    });
    const id = await jobs.send(kind, { organizationId: server.world.ids.parish });
    await expect.poll(async () => (await jobs.getJob(kind.name, id ?? ''))?.state).toBe('failed');
    const job = await jobs.getJob(kind.name, id ?? '');
    expect(job).toMatchObject({ error: 'Die Datei enthält keine Buchungen.', attempts: 1 });
    expect(calls).toBe(1);
  });

  it('never runs a job sent inside a transaction that rolled back', async () => {
    const kind = defineJobKind<{ label: string }>('test.transactional');
    const handled: string[] = [];
    await jobs.define(kind, async (job) => {
      handled.push(job.data.label);
    });
    let rolledBackId: string | null = null;
    await expect(
      server.context.db.transaction().execute(async (trx) => {
        rolledBackId = await jobs.send(kind, { label: 'zurückgenommen' }, { transaction: trx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const committedId = await server.context.db
      .transaction()
      .execute((trx) => jobs.send(kind, { label: 'bestätigt' }, { transaction: trx }));

    await expect.poll(async () => (await jobs.getJob(kind.name, committedId ?? ''))?.state).toBe('completed');
    expect(rolledBackId).toEqual(expect.any(String));
    expect(await jobs.getJob(kind.name, rolledBackId ?? '')).toBeNull();
    expect(handled).toEqual(['bestätigt']);
  });

  it('keeps one unfinished job per singleton key', async () => {
    const kind = defineJobKind<{ organizationId: number }>('test.exclusive', { policy: 'exclusive' });
    const release = gate();
    await jobs.define(kind, () => release.opened);
    const parish = server.world.ids.parish;

    const first = await jobs.send(kind, { organizationId: parish }, { singletonKey: `org-${parish}` });
    const duplicate = await jobs.send(kind, { organizationId: parish }, { singletonKey: `org-${parish}` });
    const otherKey = await jobs.send(kind, { organizationId: parish }, { singletonKey: 'org-other' });
    expect(first).toEqual(expect.any(String));
    expect(duplicate).toBeNull();
    expect(otherKey).toEqual(expect.any(String));
    expect(otherKey).not.toBe(first);

    release.open();
    await expect.poll(async () => (await jobs.getJob(kind.name, first ?? ''))?.state).toBe('completed');
    // once the first has finished, the key is free again
    expect(await jobs.send(kind, { organizationId: parish }, { singletonKey: `org-${parish}` })).toEqual(
      expect.any(String),
    );
    await expect(jobs.send(defineJobKind('test.count'), { n: 1 }, { singletonKey: 'x' })).rejects.toThrow(
      /exclusive/,
    );
  });

  it("lists an organisation's jobs with state, progress and times", async () => {
    const kind = defineJobKind<{ organizationId: number; items: number }>('test.progress');
    const release = gate();
    await jobs.define(kind, async (job) => {
      await job.reportProgress(3, job.data.items);
      await release.opened;
      await job.reportProgress(job.data.items, job.data.items);
    });
    const { parish, district } = server.world.ids;
    const id = await jobs.send(kind, { organizationId: parish, items: 10 });
    await jobs.send(kind, { organizationId: district, items: 1 });

    await expect
      .poll(async () => (await jobs.getJob(kind.name, id ?? ''))?.progress)
      .toEqual({ done: 3, total: 10 });
    const [running] = await jobs.listJobs({ kind: kind.name, organizationId: parish });
    expect(running).toMatchObject({
      id,
      kind: kind.name,
      organizationId: parish,
      state: 'active',
      attempts: 1,
    });
    expect(running?.startedAt).toBeInstanceOf(Date);
    expect(running?.completedAt).toBeNull();

    release.open();
    await expect
      .poll(async () => (await jobs.listJobs({ kind: kind.name, states: ['completed'] })).length)
      .toBe(2);
    const listed = await jobs.listJobs({ kind: kind.name, organizationId: parish });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ state: 'completed', progress: { done: 10, total: 10 }, error: null });
    expect(listed[0]?.createdAt.getTime()).toBeLessThanOrEqual(listed[0]?.startedAt?.getTime() ?? 0);
    expect(listed[0]?.startedAt?.getTime()).toBeLessThanOrEqual(listed[0]?.completedAt?.getTime() ?? 0);
  });
});
