/**
 * Sends one call through openapi-fetch and through our runtime over the same scripted server,
 * and expects the same requests and answers of both (fetch-client*.test.ts).
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { expect } from 'vitest';
import { createFetchClient } from '../fetch-client';

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
/** Makes a client under test from openapi-fetch's options (`baseUrl`, `fetch`). */
export type MakeClient = (config: { baseUrl: string; fetch: (r: Request) => Promise<Response> }) => unknown;

/**
 * Runs `call` on openapi-fetch and on `ours` (default `createFetchClient`) over `reply`;
 * returns what openapi-fetch sent and answered.
 */
export async function both(
  call: (client: AnyClient) => Promise<unknown>,
  reply: Reply,
  middleware: Middleware[] = [],
  ours: MakeClient = createFetchClient,
) {
  const results = [];
  for (const make of [createClient as MakeClient, ours]) {
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

/** A JSON reply. */
export const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
