import { describe, expect, it } from 'vitest';
import { IDEMPOTENT_OPERATIONS } from './idempotent-routes.gen';
import { sessionOnFakeServer } from './testing/session-kit';
import { newIdempotencyKey } from './transport';

/** Trading calls that must not happen twice carry an Idempotency-Key, the same on every retry. */
describe('idempotency keys', () => {
  const bid = { bidId: 'b1', bidderId: 'u1', amount: 250 };
  const keysOf = (seen: { headers: Headers }[]) => seen.map((s) => s.headers.get('idempotency-key'));

  it('come from the server document: the calls that accept one', () => {
    expect(IDEMPOTENT_OPERATIONS).toContain('POST /place_bid');
    expect(IDEMPOTENT_OPERATIONS).toContain('POST /transferLoanNew');
    expect(IDEMPOTENT_OPERATIONS).not.toContain('POST /auth/login');
  });

  it('are added to a call that accepts one, fresh for each logical call', async () => {
    const { server, api, login } = sessionOnFakeServer();
    await login();
    await api.POST('/place_bid', { body: bid });
    await api.POST('/place_bid', { body: bid });
    const [first, second] = keysOf(server.calls('/api/place_bid'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
    expect(keysOf(server.calls('/api/auth/login'))).toEqual([null]);
  });

  it('stay the same when the session retries the call after a refresh', async () => {
    const { server, api, login } = sessionOnFakeServer();
    await login();
    server.revokeAccess();
    const { response } = await api.POST('/place_bid', { body: bid });
    expect(response.status).toBe(200);
    const attempts = server.calls('/api/place_bid');
    expect(attempts.map((a) => a.headers.get('authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(attempts.map((a) => a.headers.get('x-xsrf-token'))).toEqual(['xsrf-1', 'xsrf-2']);
    const [first, retry] = keysOf(attempts);
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(attempts[1]!.body).toEqual(bid);
  });

  it('are kept when the caller retries one logical call with its own key', async () => {
    const { server, api, login } = sessionOnFakeServer();
    await login();
    const key = newIdempotencyKey();
    server.offline = true;
    const attempt = () =>
      api.POST('/place_bid', { params: { header: { 'idempotency-key': key } }, body: bid });
    await expect(attempt()).rejects.toThrow('Internet connection lost');
    server.offline = false;
    await attempt();
    expect(keysOf(server.calls('/api/place_bid'))).toEqual([key, key]);
  });
});
