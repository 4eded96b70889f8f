/**
 * Tells a database that is away (restarting, down, unreachable, out of connections) from every
 * other error, so that requests answer 503 with a German text instead of 500, and so that an
 * error of this kind outside a request never ends the process (ARCHITECTURE.md §4).
 */

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.';

/** How long a client should wait before trying again (the Retry-After header of the 503). */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/**
 * SQLSTATEs of a server that is going away or cannot be reached: 57P01 admin shutdown (a restart),
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down), class 08
 * connection exceptions, and 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);

/**
 * Socket errors. Inside a request the server opens no socket but the database's (mail errors are
 * kept by the mail adapter and the MQTT bridge reconnects on its own), so these mean the database.
 */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What node-postgres and its pool say when a connection dies or cannot be had in time:
 * 'Connection terminated unexpectedly', 'Connection terminated due to connection timeout',
 * 'timeout exceeded when trying to connect' (the pool's connectionTimeoutMillis), and the
 * refusal of a client whose connection already broke.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
];

export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  // Node reports a refused connection to every address of a host name as one AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1)))
    return true;
  return cause !== undefined && isDatabaseUnavailableError(cause, depth + 1);
}
