/**
 * Our client runtime against openapi-fetch itself: the same calls through both, over the same
 * scripted server, must send the same requests and hand back the same answers.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createFetchClient } from './fetch-client';

type Reply = () => Response;
interface Seen {
  method: string;
  url: string;
  headers: [string, string][];
  body: string;
}

async function seen(request: Request): Promise<Seen> {
  const headers = [...request.headers].map(([k, v]): [string, string] =>
    k === 'content-type' && v.startsWith('multipart/form-data') ? [k, 'multipart/form-data'] : [k, v],
  );
  const body = (await request.text()).replace(/-{2,}[-\w]+/g, '--boundary');
  return { method: request.method, url: request.url, headers, body };
}

type AnyCall = (url: string, init?: Record<string, unknown>) => Promise<Record<string, unknown>>;
type AnyClient = Record<string, AnyCall> & { use: (...m: Middleware[]) => void };

/** Runs `call` on both clients over the same reply; returns both requests and answers. */
async function both(
  call: (client: AnyClient) => Promise<unknown>,
  reply: Reply,
  middleware: Middleware[] = [],
) {
  const results = [];
  for (const make of [createClient, createFetchClient] as const) {
    const requests: Seen[] = [];
    const fetch = async (request: Request) => {
      requests.push(await seen(request));
      return reply();
    };
    const client = make({ baseUrl: 'https://api.test/api/', fetch } as never) as unknown as AnyClient;
    client.use(...middleware);
    const answer = (await call(client).catch((error: Error) => ({ thrown: error.message }))) as Record<
      string,
      unknown
    >;
    const { response, data, ...rest } = answer;
    const shownData =
      data instanceof Blob ? await data.text() : data instanceof ReadableStream ? 'stream' : data;
    results.push({
      requests,
      answer: { ...rest, data: shownData, status: (response as Response | undefined)?.status },
    });
  }
  expect(results[1]).toEqual(results[0]);
  return results[0]!;
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createFetchClient behaves like openapi-fetch', () => {
  it('fills path parameters and serialises the query as form, arrays exploded, objects deep', async () => {
    const { requests } = await both(
      (c) =>
        c.GET!('/tapes/{tapeName}/loans', {
          params: {
            path: { tapeName: 'Tape A/1 & 2' },
            query: {
              page: 2,
              ids: ['a b', 'c'],
              none: null,
              gone: undefined,
              empty: [],
              range: { min: 1, max: 'x&y' },
            },
          },
        }),
      json({ rows: [] }),
    );
    expect(requests[0]!.url).toContain(
      '/tapes/Tape%20A%2F1%20%26%202/loans?page=2&ids=a%20b&ids=c&range[min]=1',
    );
  });

  it('sends JSON bodies with their content type, FormData as multipart, and keeps given headers', async () => {
    await both(
      (c) => c.POST!('/place_bid', { body: { loanId: 'L1', amount: 12.5 }, headers: { 'X-A': '1' } }),
      json({ ok: 1 }),
    );
    const form = new FormData();
    form.set('file', new Blob(['a,b'], { type: 'text/csv' }), 'bids.csv');
    await both((c) => c.POST!('/bulk_bid_upload', { body: form }), json({ ok: 1 }));
    await both(
      (c) =>
        c.POST!('/form', {
          body: { a: '1', b: 'x y' },
          params: { header: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Gone': null } },
        }),
      json({}),
    );
    await both((c) => c.DELETE!('/favourite_filters', { params: { query: { id: 'f1' } } }), json({}));
  });

  it('parses answers: JSON, empty, 204, text, blob, stream, and error bodies as JSON or text', async () => {
    await both((c) => c.GET!('/x'), json({ a: [1, 2] }));
    await both(
      (c) => c.GET!('/x'),
      () => new Response('', { status: 200 }),
    );
    await both(
      (c) => c.PUT!('/x'),
      () => new Response(null, { status: 204 }),
    );
    await both(
      (c) => c.GET!('/x'),
      () => new Response('', { status: 404, headers: { 'Content-Length': '0' } }),
    );
    await both(
      (c) => c.GET!('/x', { parseAs: 'text' }),
      () => new Response('hello'),
    );
    await both(
      (c) => c.GET!('/x', { parseAs: 'blob' }),
      () => new Response('bytes'),
    );
    await both(
      (c) => c.GET!('/x', { parseAs: 'stream' }),
      () => new Response('bytes'),
    );
    await both((c) => c.PATCH!('/x', { body: {} }), json({ message: 'Invalid Input' }, 400));
    await both(
      (c) => c.GET!('/x'),
      () => new Response('Bad Gateway', { status: 502 }),
    );
  });

  it('runs middleware: requests in order, responses and errors in reverse, a Response short-circuits', async () => {
    const order: string[] = [];
    const tag = (name: string): Middleware => ({
      onRequest({ request, schemaPath }) {
        order.push(`req ${name} ${schemaPath}`);
        const headers = new Headers(request.headers);
        headers.append('x-trace', name);
        return new Request(request, { headers });
      },
      onResponse() {
        order.push(`res ${name}`);
        return name === 'a' ? new Response('{"replaced":true}', { status: 201 }) : undefined;
      },
    });
    await both((c) => c.GET!('/x'), json({}), [tag('a'), tag('b')]);
    expect(order).toEqual([
      ...['req a /x', 'req b /x', 'res b', 'res a'],
      ...['req a /x', 'req b /x', 'res b', 'res a'],
    ]);

    const offline: Middleware = { onError: ({ error }) => new Error(`wrapped: ${(error as Error).message}`) };
    const failing = () => {
      throw new TypeError('Failed to fetch');
    };
    const { answer } = await both((c) => c.GET!('/x'), failing, [offline]);
    expect(answer).toMatchObject({ thrown: 'wrapped: Failed to fetch' });

    const cached: Middleware = { onRequest: () => new Response('{"cached":1}', { status: 200 }) };
    const short = await both((c) => c.GET!('/x'), json({ live: 1 }), [cached]);
    expect(short.requests).toEqual([]);
  });
});
