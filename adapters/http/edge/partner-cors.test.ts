import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { describe, expect, it } from 'vitest';
import { partnerCors } from './partner-cors';

// The partner CORS answers every call with the headers Hono's CORS middleware gives it.
const allowed = async (origin: string) => origin === 'https://partner.example';
const app = (mw: ReturnType<typeof cors>) => {
  const a = new Hono();
  a.use('*', mw);
  a.get('/ping', (c) => c.json({ ok: true }));
  a.post('/ping', (c) => c.json({ ok: true }, 201));
  return a;
};
const theirs = app(
  cors({
    origin: async (origin) => ((await allowed(origin)) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN', 'Idempotency-Key'],
    exposeHeaders: ['X-XSRF-TOKEN', 'Content-Disposition'],
    maxAge: 600,
  }),
);
const ours = app(partnerCors(allowed));
const headersOf = async (res: Response) => ({ status: res.status, headers: Object.fromEntries(res.headers) });

describe('CORS for partner origins', () => {
  it.each([
    ['a GET without Origin', 'GET', {}],
    ['a POST without Origin', 'POST', { 'content-type': 'application/json' }],
    ['a call from an allowed partner', 'POST', { origin: 'https://partner.example' }],
    ['a call from another origin', 'GET', { origin: 'https://elsewhere.example' }],
    [
      'a preflight',
      'OPTIONS',
      { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    ],
  ])('answers %s as Hono’s CORS does', async (_name, method, headers: Record<string, string>) => {
    const init = { method, headers, ...(method === 'POST' ? { body: '{}' } : {}) };
    const mine = await headersOf(await ours.request('/ping', init));
    expect(mine).toEqual(await headersOf(await theirs.request('/ping', init)));
    if (!headers.origin) expect(mine.headers).toMatchObject({ vary: 'Origin' });
  });
});
