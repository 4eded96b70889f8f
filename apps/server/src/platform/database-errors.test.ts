import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from './database-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['57P01 terminating connection due to administrator command (restart)', withCode('57P01')],
    ['57P02 crash shutdown', withCode('57P02')],
    ['57P03 the database system is starting up', withCode('57P03')],
    ['08000 connection exception', withCode('08000')],
    ['08001 unable to connect', withCode('08001')],
    ['08003 connection does not exist', withCode('08003')],
    ['08006 connection failure', withCode('08006')],
    ['53300 too many connections', withCode('53300')],
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['connect timeout of the socket', withCode('ETIMEDOUT')],
    ['pg: connection ended', new Error('Connection terminated unexpectedly')],
    ['pg: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: no client in time', new Error('timeout exceeded when trying to connect')],
    ['pg: broken client reused', new Error('Client has encountered a connection error and is not queryable')],
    [
      'every address refused (AggregateError)',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''), {}),
    ],
    ['wrapped as cause', new Error('query failed', { cause: withCode('57P01') })],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['syntax error', withCode('42601')],
    ['serialization failure', withCode('40001')],
    ['statement timeout (query cancelled, database up)', withCode('57014')],
    ['a plain error', new Error('something else')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    ['undefined', undefined],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});
