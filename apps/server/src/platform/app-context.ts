/** What every service gets: the database, the clock, the settings, mail and the telemetry broker. */
import type { Kysely } from 'kysely';
import type { MailSender } from '../adapters/mail';
import type { TelemetryBroker } from '../adapters/mqtt';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { DatabaseKind } from './database';
import type { Database } from './database-schema';

export type AppContext = {
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  clock: Clock;
  config: AppConfig;
  mail: MailSender;
  /** the MQTT broker of device telemetry: embedded, or bridging to MQTT_URL */
  telemetry: TelemetryBroker;
};
