import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type IdempotencyStore, idempotency, memoryIdempotencyStore } from './idempotency';
import type { AppEnv } from './router';

function app(store: IdempotencyStore = memoryIdempotencyStore()) {
  let placed = 0;
  let failNext = false;
  let clock = new Date('2026-01-01T00:00:00Z');
  let gate: Promise<void> | undefined;
  const a = new Hono<AppEnv>();
  a.use(
    '*',
    idempotency(store, () => clock, { leaseMs: 30_000 }),
  );
  a.post('/place_bid', async (c) => {
    if (failNext) {
      failNext = false;
      return c.json({ success: false }, 503);
    }
    const body = await c.req.json();
    await gate;
    placed += 1;
    return c.json({ success: true, placed, amount: body.amount }, 200);
  });
  return {
    a,
    store,
    placed: () => placed,
    failOnce: () => {
      failNext = true;
    },
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
    hold: () => {
      let open = () => {};
      gate = new Promise<void>((r) => {
        open = r;
      });
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

const post = (a: Hono<AppEnv>, key: string | null, body: string, path = '/place_bid') =>
  a.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
  });
const bid = (a: Hono<AppEnv>, key: string | null, amount: number) =>
  post(a, key, JSON.stringify({ amount, bidId: 'b1' }));

describe('Idempotency-Key', () => {
  it('executes a retried request once and replays the first answer', async () => {
    const t = app();
    const first = await bid(t.a, 'k1', 100);
    const retry = await bid(t.a, 'k1', 100);
    expect(t.placed()).toBe(1);
    expect(await retry.json()).toEqual(await first.json());
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('treats the same JSON written with other key order and whitespace as the same request', async () => {
    const t = app();
    await post(t.a, 'k1', '{"amount":100,"bidId":"b1"}');
    const retry = await post(t.a, 'k1', '{ "bidId" : "b1",\n  "amount": 100 }');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(t.placed()).toBe(1);
  });

  it('answers 409 when the key is reused with different parameters', async () => {
    const t = app();
    await bid(t.a, 'k1', 100);
    const other = await bid(t.a, 'k1', 200);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: 'IDEMPOTENCY.MISMATCH' });
    expect(t.placed()).toBe(1);
  });

  it('answers 409 when the key is reused on another path', async () => {
    const t = app();
    t.a.post('/other', (c) => c.json({ ok: true }, 200));
    await bid(t.a, 'k1', 100);
    expect((await post(t.a, 'k1', JSON.stringify({ amount: 100, bidId: 'b1' }), '/other')).status).toBe(409);
  });

  it('does not remember a 5xx, so the same key can be retried', async () => {
    const t = app();
    t.failOnce();
    expect((await bid(t.a, 'k1', 100)).status).toBe(503);
    expect((await bid(t.a, 'k1', 100)).status).toBe(200);
    expect(t.placed()).toBe(1);
  });

  it('leaves requests without a key alone and refuses malformed keys', async () => {
    const t = app();
    await bid(t.a, null, 1);
    await bid(t.a, null, 1);
    expect(t.placed()).toBe(2);
    expect((await bid(t.a, 'has space', 1)).status).toBe(400);
  });

  it('answers 409 to a retry that arrives while the first is still running, without running it', async () => {
    const t = app();
    const release = t.hold();
    const first = bid(t.a, 'k9', 1);
    await new Promise((r) => setTimeout(r, 10));
    const second = await bid(t.a, 'k9', 1);
    expect(second.status).toBe(409);
    expect(second.headers.get('retry-after')).toBe('1');
    expect(await second.json()).toMatchObject({ code: 'IDEMPOTENCY.IN_PROGRESS' });
    release();
    expect((await first).status).toBe(200);
    expect(t.placed()).toBe(1);
    expect((await bid(t.a, 'k9', 1)).headers.get('idempotent-replayed')).toBe('true');
  });

  it('runs a retry once the lease of an attempt that never answered has run out', async () => {
    const t = app();
    // An attempt that claimed the key and then died: no answer, no release.
    const body = JSON.stringify({ amount: 5, bidId: 'b1' });
    const crashed = app(t.store);
    const release = crashed.hold();
    void post(crashed.a, 'k2', body);
    await new Promise((r) => setTimeout(r, 10));
    expect((await post(t.a, 'k2', body)).status).toBe(409);
    t.advance(31_000);
    const retry = await post(t.a, 'k2', body);
    expect(retry.status).toBe(200);
    expect(t.placed()).toBe(1);
    release();
  });
});
