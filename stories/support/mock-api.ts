/**
 * The mocked server for stories: a scripted `fetch` at the widgets' API-client boundary, so a
 * story exercises the real generated client, session layer and §8 error text, and only the
 * network is fake. Routes are `'METHOD /api/path'` (`:name` matches one path segment); a reply
 * is an answer, `'pending'` (never answers: the pending state) or `'offline'` (fetch fails).
 *
 * @example
 * const { client, session, calls } = mockApi({
 *   'POST /api/auth/login': { status: 400, body: { success: false, error: 'Invalid credentials' } },
 * });
 */
import {
  type ApiClient,
  createApiClient,
  createSession,
  type Session,
  type SessionOptions,
} from '../../widgets/api';

/** One scripted answer. */
export type MockReply =
  | {
      readonly status?: number;
      /** JSON unless it is a string or Blob (then sent as is). */
      readonly body?: unknown;
      readonly headers?: Readonly<Record<string, string>>;
      /** Answer after this long (a visible pending state that still ends). */
      readonly delayMs?: number;
    }
  | 'pending'
  | 'offline';

/** A reply, or a function of the request and how many times the route was called before. */
export type MockHandler = MockReply | ((request: Request, calls: number) => MockReply | Promise<MockReply>);

/** The scripted routes, by `'METHOD /api/path'`. */
export type MockRoutes = Readonly<Record<string, MockHandler>>;

/** A call the mocked server received. */
export interface MockCall {
  readonly method: string;
  readonly path: string;
  readonly url: string;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/** The mocked server with a real client and session over it. */
export interface MockApi {
  readonly fetch: typeof fetch;
  readonly session: Session;
  readonly client: ApiClient;
  /** Every call received, in order (for play functions to assert on). */
  readonly calls: MockCall[];
}

const NOT_FOUND = { success: false, code: 'REQUEST.NOT_FOUND', error: 'Invalid request' };

function matcher(key: string): { method: string; pattern: RegExp } {
  const [method = '', path = ''] = key.trim().split(/\s+/, 2);
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method: method.toUpperCase(), pattern: new RegExp(`^${source}$`) };
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toResponse(reply: Exclude<MockReply, 'pending' | 'offline'>): Response {
  const status = reply.status ?? 200;
  const raw = typeof reply.body === 'string' || reply.body instanceof Blob;
  const headers = new Headers(reply.headers);
  if (!raw && reply.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  const body =
    reply.body === undefined || status === 204
      ? null
      : raw
        ? (reply.body as BodyInit)
        : JSON.stringify(reply.body);
  return new Response(body, { status, headers });
}

/**
 * A scripted fetch plus a real session and client over it. Unknown routes answer 404 with the
 * server's error shape (and a console warning naming the route, to spot a missing script).
 */
export function mockApi(routes: MockRoutes, options: Partial<SessionOptions> = {}): MockApi {
  const table = Object.entries(routes).map(([key, handler]) => ({ ...matcher(key), handler, calls: 0 }));
  const calls: MockCall[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input instanceof URL ? input.href : input, init);
    const url = new URL(request.url, 'http://mock.invalid');
    calls.push({
      method: request.method,
      path: url.pathname,
      url: request.url,
      body: await readBody(request),
      headers: Object.fromEntries(request.headers),
    });
    const route = table.find((r) => r.method === request.method && r.pattern.test(url.pathname));
    if (!route) {
      console.warn(`mockApi: no reply scripted for ${request.method} ${url.pathname}`);
      return toResponse({ status: 404, body: NOT_FOUND });
    }
    const handler = route.handler;
    const before = route.calls++;
    const reply = typeof handler === 'function' ? await handler(request, before) : handler;
    if (reply === 'pending') return new Promise<Response>(() => {});
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    return toResponse(reply);
  };
  const fetch = fetchMock as typeof globalThis.fetch;
  const session = createSession({ baseUrl: '', ...options, fetch });
  return { fetch, session, client: createApiClient({ session, fetch }), calls };
}
