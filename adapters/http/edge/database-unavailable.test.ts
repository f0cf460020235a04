import { describe, expect, it, vi } from 'vitest';
import { createHttpApp } from '../app';
import { RETRY_AFTER_SECONDS } from './database-unavailable';
import { EDGE_ERRORS } from './edge.errors';

function app(thrown: unknown, log = vi.fn()) {
  return createHttpApp({
    log,
    modules: [
      (api) =>
        api.get('/work', () => {
          throw thrown;
        }),
    ],
  });
}

describe('a request whose database is gone', () => {
  it('is answered 503 in the error shape, with Retry-After, and logged in one line', async () => {
    const log = vi.fn();
    const res = await app(new Error('Connection terminated unexpectedly'), log).request('/api/work');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    const { code, message } = EDGE_ERRORS.databaseUnavailable;
    expect(await res.json()).toEqual({ success: false, code, error: message, statusText: message });
    expect(log).toHaveBeenCalledWith(
      'database unavailable on GET /api/work: Connection terminated unexpectedly',
      undefined,
    );
  });

  it('leaves any other error the generic 500', async () => {
    const res = await app(Object.assign(new Error('duplicate key'), { code: '23505' })).request('/api/work');
    expect(res.status).toBe(500);
  });
});
