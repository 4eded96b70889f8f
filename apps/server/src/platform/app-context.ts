/** What every service gets: the database, the clock, the settings, mail, the telemetry broker and the job queue. */
import type { Kysely } from 'kysely';
import type { MailSender } from '../adapters/mail';
import type { TelemetryBroker } from '../adapters/mqtt';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { DatabaseKind } from './database';
import type { Database } from './database-schema';
import type { JobQueue } from './jobs';

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
