/**
 * What every service gets: the database, the clock, the settings, mail, the telemetry broker and the
 * job queue; and its creation (open the database, migrate, start the broker), which needs no feature.
 */
import type { Kysely } from 'kysely';
import { createMailSender, type MailSender } from '../adapters/mail';
import { startTelemetryBroker, type TelemetryBroker } from '../adapters/mqtt';
import { type Clock, createShiftableClock, systemClock } from './clock';
import type { AppConfig } from './config';
import { type DatabaseKind, openDatabase } from './database';
import type { Database } from './database-schema';
import { chooseJobsSchema, createPgBossQueue, type JobQueue } from './jobs';
import { migrateToLatest } from './migrate';
import { withReadCacheInvalidation } from './read-cache';

export type AppContext = {
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  clock: Clock;
  config: AppConfig;
  mail: MailSender;
  /** the MQTT broker of device telemetry: embedded, or bridging to MQTT_URL */
  telemetry: TelemetryBroker;
  /** background jobs (pg-boss); started by the server, in tests only where asked */
  jobs: JobQueue;
};

export type RunningContext = AppContext & { close(): Promise<void> };

export async function createAppContext(
  config: AppConfig,
  clock: Clock = config.testClock ? createShiftableClock() : systemClock,
): Promise<RunningContext> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  let jobsSchema: string;
  try {
    await migrateToLatest(handle.db);
    jobsSchema = await chooseJobsSchema(handle.db, handle.kind);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const telemetry = await startTelemetryBroker({ mqttUrl: config.mqttUrl, log: brokerLog(config) });
  // Created here, started by startServer (or a test that asks): tools and most tests need no workers.
  const jobs = createPgBossQueue({
    db: handle.db,
    pglite: handle.pglite,
    databaseUrl: config.databaseUrl,
    schema: jobsSchema,
    log: brokerLog(config),
  });
  return {
    // writes forget the cached sessions and organisations (read-cache.ts)
    db: withReadCacheInvalidation(handle.db, config),
    databaseKind: handle.kind,
    clock,
    config,
    mail: createMailSender(handle.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    telemetry,
    jobs,
    close: async () => {
      // running jobs finish (or go back to the queue) while the database is still there
      await jobs.stop();
      await telemetry.close();
      await handle.close();
    },
  };
}

/** The broker logs before Fastify's logger exists; quiet where the server is (tests). */
function brokerLog(config: AppConfig) {
  const isQuiet = config.logLevel === 'silent' || config.logLevel === 'fatal' || config.logLevel === 'error';
  return {
    warn: (message: string) => {
      if (!isQuiet) console.warn(message);
    },
    info: (message: string) => {
      if (!isQuiet && config.logLevel !== 'warn') console.info(message);
    },
  };
}
