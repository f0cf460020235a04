/**
 * A composed platform on a test database with cheap crypto and a fixed clock, and an HTTP
 * client that logs in as a demo user the way a browser does (bearer token plus the anti-forgery
 * header on state-changing calls). Used by the seed's tests.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../../../core/ports/clock';
import { DEMO_PASSWORD } from '../../../fixtures/demo/people';
import { createPlatform, type Platform } from '../../compose';
import { loadConfig } from '../../config';
import type { TestBackend } from '../../db/testing/test-databases';
import { testAuthCrypto } from '../../http/auth/testing/auth-world';
import { XSRF_HEADER } from '../../http/session';

/** Where the demo's story ends in the tests. */
export const SEED_NOW = new Date('2026-03-02T09:00:00.000Z');

/** A migrated, empty platform on `backend` with its blobs in a temp folder; `dispose` removes both. */
export async function testPlatform(
  backend: TestBackend,
): Promise<{ platform: Platform; dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ispz-seed-'));
  // Empty: the platform migrates it itself, sealing the audit chain with its own (development) key.
  const database = await backend.open({ file: true, empty: true });
  const config = loadConfig({ APP_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: database.url });
  const platform = await openPlatform(config);
  return {
    platform,
    async dispose() {
      await platform.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A platform on `config` with test crypto and the clock at `SEED_NOW` (another process, as it were). */
export function openPlatform(config: Platform['config']): Promise<Platform> {
  return createPlatform(config, { crypto: testAuthCrypto(), clock: fixedClock(SEED_NOW), log: () => {} });
}

/** How many files the blob store holds. */
export function blobCount(platform: Platform): number {
  const root = join(platform.config.dataDir, 'blobs');
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Rows per table of the platform's database. */
export async function rowCounts(platform: Platform): Promise<Record<string, number>> {
  const { db } = platform.connection;
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table as 'users')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

export interface DemoSession {
  readonly userId: string;
  get(path: string): Promise<Response>;
  post(path: string, body: unknown): Promise<Response>;
}

/** The headers of a logged-in browser: the bearer token and the anti-forgery token. */
export interface SessionHeaders {
  readonly userId: string;
  readonly headers: { readonly authorization: string; readonly [XSRF_HEADER]: string };
}

/** Logs in with `email` and the demo password through POST /api/auth/login; answers the headers. */
export async function loginHeaders(platform: Platform, email: string): Promise<SessionHeaders> {
  const res = await platform.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; user?: { user_id: string } };
  if (res.status !== 200 || !body.token)
    throw new Error(`login of ${email}: ${res.status} ${JSON.stringify(body)}`);
  return {
    userId: body.user!.user_id,
    headers: { authorization: `Bearer ${body.token}`, [XSRF_HEADER]: res.headers.get(XSRF_HEADER) ?? '' },
  };
}

/** Logs in with `email` and the demo password through POST /api/auth/login. */
export async function login(platform: Platform, email: string): Promise<DemoSession> {
  const { userId, headers } = await loginHeaders(platform, email);
  return {
    userId,
    get: async (path) => platform.app.request(`/api${path}`, { headers }),
    post: async (path, payload) =>
      platform.app.request(`/api${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }),
  };
}
