import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { createRoute } from '@hono/zod-openapi';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHttpApp } from '../app';
import { EDGE_ERRORS } from './edge.errors';
import { holdsNul } from './refuse-nul';

const echo = createRoute({
  method: 'post',
  path: '/echo/{id}',
  request: {
    params: z.object({ id: z.string() }),
    query: z.object({ q: z.string().optional() }),
    body: { content: { 'application/json': { schema: z.unknown() } } },
  },
  responses: { 200: { description: 'What arrived' } },
});

const app = createHttpApp({
  modules: [
    (api) =>
      api.openapi(echo, async (c) =>
        c.json({ success: true, id: c.req.valid('param').id, body: await c.req.json() }, 200),
      ),
  ],
});

const send = (path: string, body: string, type = 'application/json') =>
  app.request(`/api${path}`, { method: 'POST', body, headers: { 'content-type': type } });

async function expectNulRefusal(res: Response, place: string) {
  const { code, message } = EDGE_ERRORS.nulCharacter;
  expect({ status: res.status, ...(await res.json()) }).toEqual({
    status: 400,
    success: false,
    code,
    error: message,
    statusText: message,
    details: { in: place },
  });
}

describe('NUL characters at the edge', () => {
  it('refuses U+0000 anywhere in a JSON body, at any depth and in keys', async () => {
    for (const value of ['a\u0000b', { a: [{ b: ['c', 'd\u0000'] }] }, { 'k\u0000': 1 }]) {
      await expectNulRefusal(await send('/echo/1', JSON.stringify(value)), 'body');
    }
    // Whatever the declared type, and in a URL-encoded form.
    await expectNulRefusal(await send('/echo/1', JSON.stringify({ a: '\u0000' }), 'text/plain'), 'body');
    await expectNulRefusal(await send('/echo/1', 'a=b%00', 'application/x-www-form-urlencoded'), 'body');
  });

  it('refuses it percent-encoded in a path parameter or the query string', async () => {
    await expectNulRefusal(await send('/echo/a%00b', '{}'), 'path');
    await expectNulRefusal(await send('/echo/1?q=a%00', '{}'), 'query');
  });

  it('lets through what only looks like it: an escaped backslash, %2500, other control characters', async () => {
    const res = await send('/echo/%2500?q=%2500', JSON.stringify({ text: '\\u0000', tab: 'a\tb\nc' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: '%00', body: { text: '\\u0000', tab: 'a\tb\nc' } });
  });

  it('finds a NUL wherever a generated JSON value hides it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, at) => {
        const text = JSON.stringify(value) ?? 'null';
        const strings = [...text.matchAll(/"(?:[^"\\]|\\.)*"/g)];
        if (strings.length === 0) return;
        const m = strings[at % strings.length]!;
        const spot = m.index! + 1;
        const poisoned = JSON.parse(`${text.slice(0, spot)}\\u0000${text.slice(spot)}`);
        expect(holdsNul(poisoned)).toBe(true);
      }),
    );
  });

  it('never sees one in a header: Node refuses a raw NUL in a header value itself', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((ready) => server.once('listening', ready));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((done) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (d) => {
        text += d.toString('latin1');
      });
      socket.on('close', () => done(text));
      socket.on('error', () => undefined);
      socket.write('GET /api/nope HTTP/1.1\r\nHost: x\r\nX-Note: a\0b\r\nConnection: close\r\n\r\n');
      setTimeout(() => socket.destroy(), 5_000);
    });
    await new Promise((done) => server.close(done));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});
