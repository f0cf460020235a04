/** Our client runtime against openapi-fetch: middleware order, errors and short-circuits. */
import type { Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { both, json } from './testing/compare-clients';

describe('createFetchClient runs middleware like openapi-fetch', () => {
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
