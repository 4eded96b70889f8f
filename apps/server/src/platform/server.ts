/** Starting the product: open the database, migrate, build the demo world on an empty one, serve. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createMailSender } from '../adapters/mail';
import { startTelemetryBroker } from '../adapters/mqtt';
import { startBillingSchedule } from '../modules/billing-documents';
import { buildDemoWorld, DEMO_WORLD_SIZE, type DemoWorldSummary } from '../modules/demo-world';
import { startDirectDebitSchedule } from '../modules/direct-debits';
import { startDisbursementSchedule } from '../modules/disbursement';
import { startNotificationMailSchedule } from '../modules/notification-mails';
import type { AppContext } from './app-context';
import { type Clock, createShiftableClock, systemClock } from './clock';
import type { AppConfig } from './config';
import { openDatabase } from './database';
import { isDatabaseUnavailableError } from './database-errors';
import { buildHttpApp } from './http-app';
import { chooseJobsSchema, createPgBossQueue } from './jobs';
import { migrateToLatest } from './migrate';
import { withReadCacheInvalidation } from './read-cache';

export type RunningContext = AppContext & { close(): Promise<void> };

export async function createAppContext(
  config: AppConfig,
  clock: Clock = config.testClock ? createShiftableClock() : systemClock,
): Promise<RunningContext> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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

export async function isDatabaseEmpty(context: AppContext): Promise<boolean> {
  const row = await context.db.selectFrom('organization').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

export async function ensureDemoWorld(context: AppContext): Promise<DemoWorldSummary | null> {
  if (context.config.demoWorld === 'off' || !(await isDatabaseEmpty(context))) return null;
  return buildDemoWorld(context, DEMO_WORLD_SIZE);
}

export async function startServer(
  config: AppConfig,
  options: { clock?: Clock; logger?: boolean } = {},
): Promise<{ app: FastifyInstance; context: RunningContext; demoWorld: DemoWorldSummary | null }> {
  const context = await createAppContext(config, options.clock);
  const demoWorld = await ensureDemoWorld(context);
  await context.jobs.start();
  const app = await buildHttpApp(context, { logger: options.logger ?? true });
  // the daily direct-debit file run: now and every few hours (direct-debits.jobs.ts says why a timer)
  const stopDirectDebitSchedule = startDirectDebitSchedule(context, (message) => app.log.warn(message));
  // the monthly billing documents: the previous period's run now and every few hours (billing-documents.jobs.ts)
  const stopBillingSchedule = startBillingSchedule(context, (message) => app.log.warn(message));
  // notification mails: a sweep now and every few minutes (notification-mails.jobs.ts)
  const stopNotificationMailSchedule = startNotificationMailSchedule(context, (message) =>
    app.log.warn(message),
  );
  // the forwarding sweep every hour (it is also sent once when the routes are registered)
  const stopDisbursementSchedule = startDisbursementSchedule(context, (message) => app.log.warn(message));
  app.addHook('onClose', async () => {
    stopDirectDebitSchedule();
    stopBillingSchedule();
    stopNotificationMailSchedule();
    stopDisbursementSchedule();
    await context.close();
  });
  keepRunningThroughOutages(app.log);
  if (config.mqttTcpPort !== undefined) {
    const port = await context.telemetry.listenTcp(config.mqttTcpPort, config.host);
    app.log.info(`MQTT (TCP) für Geräte auf Port ${port}`);
  }
  if (demoWorld) {
    app.log.info(
      `Demo-Welt angelegt: ${demoWorld.organizations} Organisationen, ${demoWorld.users} Benutzer, ${demoWorld.devices} Geräte, ${demoWorld.payments} Zahlungen. Anmeldung z. B. mit admin / Kollekta-Demo-2026.`,
    );
  }
  return { app, context, demoWorld };
}

let isGuarded = false;

/**
 * The process never ends because the database is away (ARCHITECTURE.md §4). A promise nobody
 * awaited (a background task, a timer, an MQTT handler) is logged and the server goes on: its
 * failure touched nothing else. An exception nobody caught leaves the process in an unknown state,
 * so it still ends the process (for the supervisor to restart it), unless it is a database
 * connection breaking, which only ends that connection.
 */
export function keepRunningThroughOutages(log: FastifyBaseLogger): void {
  if (isGuarded) return;
  isGuarded = true;
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailableError(reason))
      log.warn({ err: reason }, 'database unavailable (background task)');
    else log.error({ err: reason }, 'unhandled promise rejection');
  });
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailableError(error)) {
      log.warn({ err: error }, 'database unavailable (connection error)');
      return;
    }
    log.fatal({ err: error }, 'uncaught exception: Kollekta wird beendet');
    process.exit(1);
  });
}
