/**
 * A test client of the trading routes: requests in-process (`app.request`) as one actor, with
 * JSON bodies or multipart uploads.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../router';
import { testBearer } from './test-actors';

export type Json = Record<string, unknown>;
export type Headers = Record<string, string>;

/** A file to put in a multipart upload. */
export interface UploadPart {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** The form field; 'file' unless given. */
  readonly field?: string;
}

export interface TestClient {
  get(path: string, headers?: Headers): Promise<Response>;
  post(path: string, body?: unknown, headers?: Headers): Promise<Response>;
  put(path: string, body?: unknown, headers?: Headers): Promise<Response>;
  del(path: string, headers?: Headers): Promise<Response>;
  upload(
    path: string,
    files: readonly UploadPart[],
    fields?: Record<string, string>,
    headers?: Headers,
  ): Promise<Response>;
}

/** Told of every answer a client got: method, path (without `/api` and the query), status. */
export type CallObserver = (method: string, path: string, status: number) => void;

/** A client calling `/api<path>` as `userId` (null: without any credentials). */
export function testClient(
  app: OpenAPIHono<AppEnv>,
  userId: string | null,
  observe: CallObserver = () => {},
): TestClient {
  const auth: Headers = userId === null ? {} : { authorization: testBearer(userId) };
  const request = async (method: string, path: string, init: RequestInit) => {
    const res = await app.request(`/api${path}`, { method, ...init });
    observe(method, path.split('?')[0]!, res.status);
    return res;
  };
  const send = async (method: string, path: string, body: unknown, headers: Headers = {}) =>
    request(method, path, {
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...auth, ...headers },
    });
  return {
    get: (path, headers) => send('GET', path, undefined, headers),
    post: (path, body, headers) => send('POST', path, body, headers),
    put: (path, body, headers) => send('PUT', path, body, headers),
    del: (path, headers) => send('DELETE', path, undefined, headers),
    async upload(path, files, fields = {}, headers = {}) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const f of files) form.append(f.field ?? 'file', new Blob([new Uint8Array(f.bytes)]), f.name);
      return request('POST', path, { body: form, headers: { ...auth, ...headers } });
    },
  };
}

/** The JSON body of a response. */
export async function json<T = Json>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
