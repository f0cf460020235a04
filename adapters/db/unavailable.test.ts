import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or refused connection, as pg and Node report it', () => {
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('ECONNRESET', 'read ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('looks inside wrapping errors: a cause, an AggregateError of connection attempts', () => {
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode('EPIPE') }))).toBe(true);
    const attempts = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect');
    expect(isDatabaseUnavailable(attempts)).toBe(true);
  });

  it('leaves statement errors and anything else to be handled as they are', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
      withCode('40001', 'could not serialize access'),
      withCode('SQLITE_BUSY', 'database is locked'),
      new Error('database exploded'),
      'Connection terminated unexpectedly',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
