/**
 * The JSON-only client against openapi-fetch: the calls the sign-in family makes (JSON POSTs,
 * flat-query GETs) must send the same requests, hand back the same answers and run the session's
 * middleware at the same moments.
 */
import type { Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createJsonClient, type JsonClient } from './json-client';
import { both, json, type MakeClient } from './testing/compare-clients';

/** The JSON client behind the harness's `use` (one middleware, as a session gives). */
const jsonClient: MakeClient = (config) => {
  let middleware = {} as Middleware;
  let client: JsonClient | undefined;
  const ready = () => (client ??= createJsonClient({ ...config, middleware }));
  return {
    use: (...given: Middleware[]) => {
      if (given.length > 1) throw new Error('the JSON client takes one middleware');
      middleware = given[0] ?? ({} as Middleware);
    },
    GET: (path: never, init: never) => ready().GET(path, init),
    POST: (path: never, init: never) => ready().POST(path, init),
  };
};

describe('createJsonClient behaves like openapi-fetch on JSON calls', () => {
  it('POSTs JSON with its content type and reads JSON, empty, 204 and error answers alike', async () => {
    const body = { username: 'a@b.co', password: 'Secret#123', nested: { n: 1 } };
    const { requests } = await both((c) => c.POST!('/auth/login', { body }), json({ ok: 1 }), [], jsonClient);
    expect(requests[0]).toMatchObject({ method: 'POST', url: 'https://api.test/api/auth/login' });
    await both(
      (c) => c.POST!('/auth/sendotp', { body: {} }),
      json({ message: 'Invalid OTP' }, 400),
      [],
      jsonClient,
    );
    await both(
      (c) => c.POST!('/x', { body: {} }),
      () => new Response('Bad gateway', { status: 502 }),
      [],
      jsonClient,
    );
    await both(
      (c) => c.POST!('/x', { body: {} }),
      () => new Response(null, { status: 204 }),
      [],
      jsonClient,
    );
    await both(
      (c) => c.POST!('/x', { body: {} }),
      () => new Response('', { status: 200 }),
      [],
      jsonClient,
    );
    await both((c) => c.POST!('/x'), json({ a: 1 }), [], jsonClient);
  });

  it('GETs with a flat query: values encoded, null and undefined left out', async () => {
    const { requests } = await both(
      (c) =>
        c.GET!('/businesses/ecosystem', {
          params: {
            query: { eco_url: 'https://partner.example/a b?x=1&y', page: 2, none: null, gone: undefined },
          },
        }),
      json({ _id: 'e1' }),
      [],
      jsonClient,
    );
    expect(requests[0]!.url).toBe(
      'https://api.test/api/businesses/ecosystem?eco_url=https%3A%2F%2Fpartner.example%2Fa%20b%3Fx%3D1%26y&page=2',
    );
    await both((c) => c.GET!('/x'), json([1]), [], jsonClient);
  });

  it('runs the middleware: its request is sent, its response read, its error thrown, its short-circuit kept', async () => {
    const order: string[] = [];
    const traced: Middleware = {
      onRequest({ request, schemaPath }) {
        order.push(`req ${schemaPath}`);
        const headers = new Headers(request.headers);
        headers.set('authorization', 'Bearer t');
        return new Request(request, { headers });
      },
      onResponse({ response }) {
        order.push(`res ${response.status}`);
        return new Response('{"replaced":true}', { status: 201 });
      },
    };
    const { requests } = await both((c) => c.POST!('/x', { body: { a: 1 } }), json({}), [traced], jsonClient);
    expect(requests[0]!.headers).toContainEqual(['authorization', 'Bearer t']);
    expect(order).toEqual(['req /x', 'res 200', 'req /x', 'res 200']);

    const offline: Middleware = { onError: ({ error }) => new Error(`wrapped: ${(error as Error).message}`) };
    const failing = () => {
      throw new TypeError('Failed to fetch');
    };
    const { answer } = await both((c) => c.POST!('/x', { body: {} }), failing, [offline], jsonClient);
    expect(answer).toMatchObject({ thrown: 'wrapped: Failed to fetch' });
    const silent = await both((c) => c.GET!('/x'), failing, [{ onError: () => undefined }], jsonClient);
    expect(silent.answer).toMatchObject({ thrown: 'Failed to fetch' });

    const cached: Middleware = { onRequest: () => new Response('{"cached":1}', { status: 200 }) };
    const short = await both((c) => c.GET!('/x'), json({ live: 1 }), [cached], jsonClient);
    expect(short.requests).toEqual([]);
  });
});
