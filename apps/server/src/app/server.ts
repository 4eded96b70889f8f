/** Starting the product: open the database, migrate, build the demo world on an empty one, start the schedules, serve. */
import type { FastifyInstance } from 'fastify';
import { startBillingSchedule } from '../modules/billing-documents';
import { buildDemoWorld, DEMO_WORLD_SIZE, type DemoWorldSummary } from '../modules/demo-world';
import { startDirectDebitSchedule } from '../modules/direct-debits';
import { startDisbursementSchedule } from '../modules/disbursement';
import { moveReceiptPdfsToFiles } from '../modules/donation-receipts';
import { startNotificationMailSchedule } from '../modules/notification-mails';
import { type AppContext, createAppContext, type RunningContext } from '../platform/app-context';
import type { Clock } from '../platform/clock';
import type { AppConfig } from '../platform/config';
import { startDatabaseVacuumSchedule } from '../platform/database-vacuum';
import { startMallocTrim } from '../platform/malloc-trim';
import { keepRunningThroughOutages } from '../platform/outage-guard';
import { buildHttpApp } from './http-app';

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
  // from the start: the embedded database's first queries make its hottest functions optimised
  const stopMallocTrim = startMallocTrim();
  const context = await createAppContext(config, options.clock).catch((error: unknown) => {
    stopMallocTrim();
    throw error;
  });
  // receipts issued while their PDFs were kept in the table get their files before anything reads them
  await moveReceiptPdfsToFiles(context);
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
  // the embedded database has no autovacuum: a vacuum of every table daily (database-vacuum.ts)
  const stopDatabaseVacuumSchedule = startDatabaseVacuumSchedule(context, (message) => app.log.warn(message));
  app.addHook('onClose', async () => {
    stopMallocTrim();
    stopDirectDebitSchedule();
    stopBillingSchedule();
    stopNotificationMailSchedule();
    stopDisbursementSchedule();
    stopDatabaseVacuumSchedule();
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
