import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, JSON_BODY_LIMIT } from '../app';

let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = createHttpApp({
    modules: [
      (api) => {
        api.post('/echo', async (c) => c.json({ success: true, length: (await c.req.text()).length }));
        api.get('/ping', (c) => c.json({ success: true }));
      },
    ],
  });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Writes `raw` on one keep-alive socket; answers all bytes received until close (or 5 s). */
function exchange(raw: string): Promise<{ text: string; closed: boolean }> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      done({ text, closed: false });
    }, 5_000);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      done({ text, closed: true });
    });
    socket.write(raw);
  });
}

const big = 'x'.repeat(JSON_BODY_LIMIT + 1);
// The follow-up asks to close after its answer, so a connection that survives ends promptly.
const ping = 'GET /api/ping HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

describe('a 413 for an oversized JSON body', () => {
  it('closes the connection, so what follows the body is never read as a request', async () => {
    const { text, closed } = await exchange(
      `POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n${big}${ping}`,
    );
    expect(closed).toBe(true);
    expect(statuses(text)).toEqual([413]);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(text).toContain('"code":"REQUEST.TOO_BIG"');
  });

  it('closes it too when the body came chunked, without a declared length', async () => {
    const chunked = `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`;
    const { text, closed } = await exchange(
      `POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunked}`,
    );
    expect(closed).toBe(true);
    expect(statuses(text)).toEqual([413]);
  });

  it('keeps a connection alive after an answer that read the whole body', async () => {
    const body = JSON.stringify({ name: 'Ann' });
    const { text } = await exchange(
      `POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}${ping}`,
    );
    expect(statuses(text)).toEqual([200, 200]);
  });
});
