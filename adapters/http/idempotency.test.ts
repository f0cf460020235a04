import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type IdempotencyStore, idempotency, memoryIdempotencyStore } from './idempotency';
import type { AppEnv } from './router';

function app(store: IdempotencyStore = memoryIdempotencyStore()) {
  let placed = 0;
  let failNext = false;
  const a = new Hono<AppEnv>();
  a.use(
    '*',
    idempotency(store, () => new Date('2026-01-01T00:00:00Z')),
  );
  a.post('/place_bid', async (c) => {
    if (failNext) {
      failNext = false;
      return c.json({ success: false }, 503);
    }
    placed += 1;
    const body = await c.req.json();
    return c.json({ success: true, placed, amount: body.amount }, 200);
  });
  return {
    a,
    placed: () => placed,
    failOnce: () => {
      failNext = true;
    },
  };
}

const bid = (a: Hono<AppEnv>, key: string | null, amount: number) =>
  a.request('/place_bid', {
    method: 'POST',
    body: JSON.stringify({ amount }),
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('Idempotency-Key', () => {
  it('executes a retried request once and replays the first answer', async () => {
    const t = app();
    const first = await bid(t.a, 'k1', 100);
    const retry = await bid(t.a, 'k1', 100);
    expect(t.placed()).toBe(1);
    expect(await retry.json()).toEqual(await first.json());
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('answers 409 when the key is reused with different parameters', async () => {
    const t = app();
    await bid(t.a, 'k1', 100);
    const other = await bid(t.a, 'k1', 200);
    expect(other.status).toBe(409);
    expect(t.placed()).toBe(1);
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

  it('answers 409 for a retry that arrives while the first is still running', async () => {
    const running: IdempotencyStore = {
      ...memoryIdempotencyStore(),
      begin: async () => ({ state: 'in_progress' }),
    };
    const t = app(running);
    const res = await bid(t.a, 'k9', 1);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'IDEMPOTENCY.IN_PROGRESS' });
    expect(t.placed()).toBe(0);
  });
});
