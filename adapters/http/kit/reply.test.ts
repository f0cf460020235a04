import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../../core/errors/domain-error';
import { err, ok } from '../../../core/errors/result';
import { answer, refuse, reply, sentBody, success } from './reply';

/** One route answering what `handle` answers, called once. */
async function call(
  handle: (c: Context) => Response | Promise<Response>,
  init: RequestInit = { method: 'POST' },
) {
  const app = new Hono().post('/x', (c) => handle(c));
  return app.request('/x', init);
}

const throttled = domainError('too_many_requests', 'AUTH.OTP_THROTTLED', 'Too many attempts', {
  retryAfterSeconds: 30,
});

describe('the routes kit answers', () => {
  it('a refusal with its status and the one error body, and Retry-After only when it says how long', async () => {
    const waited = await call((c) => refuse(c, throttled));
    expect(waited.status).toBe(429);
    expect(waited.headers.get('retry-after')).toBe('30');
    expect(await waited.json()).toEqual({
      success: false,
      code: 'AUTH.OTP_THROTTLED',
      error: 'Too many attempts',
      statusText: 'Too many attempts',
      details: { retryAfterSeconds: 30 },
    });
    const plain = await call((c) => refuse(c, domainError('not_found', 'BID.NOT_FOUND', 'Bid not found')));
    expect(plain.status).toBe(404);
    expect(plain.headers.get('retry-after')).toBeNull();
  });

  it('a value through its builder, synchronously or not, or the refusal', async () => {
    const sync = await call((c) => answer(c, ok(2), (n) => c.json({ n }, 201)));
    expect([sync.status, await sync.json()]).toEqual([201, { n: 2 }]);
    const later = await call((c) => answer(c, ok(3), async (n) => c.json({ n })));
    expect(await later.json()).toEqual({ n: 3 });
    const refused = await call((c) => answer(c, err(throttled), () => c.json({ never: true })));
    expect(refused.status).toBe(429);
  });

  it('a DTO as JSON, and the envelope {success, statusText, data}', async () => {
    const dto = await call((c) => reply(c, ok({ id: 'a' }), (v) => ({ success: true, name: v.id }), 201));
    expect([dto.status, await dto.json()]).toEqual([201, { success: true, name: 'a' }]);
    const wrapped = await call((c) => success(c, 'Created Successfully', [1]));
    expect(await wrapped.json()).toEqual({ success: true, statusText: 'Created Successfully', data: [1] });
  });

  it('reads the JSON body sent, or {} when the request carries none', async () => {
    const echo = async (c: Context) => c.json(await sentBody(c));
    const sent = await call(echo, {
      method: 'POST',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await sent.json()).toEqual({ a: 1 });
    expect(await (await call(echo, { method: 'POST', body: 'a=1' })).json()).toEqual({});
  });
});
