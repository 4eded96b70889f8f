/** Keeps the process running while the database is away; ends it on anything it cannot judge. */
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailableError } from './database-errors';

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
