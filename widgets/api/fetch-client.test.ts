/**
 * Our client runtime against openapi-fetch itself: the same calls through both, over the same
 * scripted server, must send the same requests and hand back the same answers.
 */
import { describe, expect, it } from 'vitest';
import { both, json } from './testing/compare-clients';

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
});
