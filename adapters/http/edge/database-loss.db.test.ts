/**
 * PostgreSQL going away in the middle of requests (a crash, a failover, a pulled cable) must not
 * take the server with it: the requests in flight are answered 503 in the platform's error
 * shape, the process keeps running, and once the database is back the same server answers as
 * before — without a restart. This runs the real composition behind the real Node server on a
 * PostgreSQL cluster of its own (never the shared one), stopped with `-m immediate` under load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../compose';
import { loadConfig } from '../../config';
import { type PostgresCluster, startPostgresCluster } from '../../db/testing/postgres-cluster';
import { testAuthCrypto } from '../auth/testing/auth-world';
import { EDGE_ERRORS } from './edge.errors';

let cluster: PostgresCluster;
let platform: Platform;
let server: ServerType;
let base: string;
let dataDir: string;
const logged: string[] = [];
// What would have ended a real server process: an 'error' event nobody listened to.
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  cluster = await startPostgresCluster();
  dataDir = mkdtempSync(join(tmpdir(), 'ispz-db-loss-'));
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: cluster.url });
  platform = await createPlatform(config, {
    crypto: testAuthCrypto(),
    log: (message) => logged.push(message),
  });
  server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}, 60_000);

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await new Promise((done) => server?.close(done));
  await platform?.close().catch(() => undefined);
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown> | null;
}

/** One read and one write-path call, each bounded; a network failure is status 0. */
async function call(n: number): Promise<Answer> {
  const init: RequestInit =
    n % 2 === 0
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `nobody${n}@example.test`, password: 'Secret@2026' }),
        };
  const path = n % 2 === 0 ? '/tenants/current' : '/auth/login';
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : null };
  } catch {
    return { status: 0, body: null };
  }
}

/** Keeps `workers` callers busy until `stop()`; answers everything they got. */
function load(workers: number) {
  const answers: Answer[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (running) answers.push(await call(n++));
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe('PostgreSQL lost under load', { timeout: 90_000 }, () => {
  it('answers 503 while it is gone, keeps running, and recovers by itself when it is back', async () => {
    expect((await call(0)).status).toBe(200);
    const traffic = load(8);
    await sleep(500);
    cluster.kill();
    await sleep(1_500);
    const duringOutage = (await call(0)).status;
    cluster.restart();
    // Recovery: the same server answers again once the database is back, within a bounded wait.
    let recovered = false;
    for (let i = 0; i < 100 && !recovered; i++) {
      recovered = (await call(0)).status === 200;
      if (!recovered) await sleep(200);
    }
    const answers = await traffic.stop();

    expect(uncaught).toEqual([]);
    expect(duringOutage).toBe(503);
    expect(recovered).toBe(true);
    // Every request got an answer, and every failure is the documented 503, never a 500.
    expect(answers.filter((a) => a.status === 0)).toEqual([]);
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].filter((s) => s >= 500 && s !== 503)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const a of unavailable) {
      expect(a.body).toEqual({
        success: false,
        code: EDGE_ERRORS.databaseUnavailable.code,
        error: EDGE_ERRORS.databaseUnavailable.message,
        statusText: EDGE_ERRORS.databaseUnavailable.message,
      });
    }
    expect(logged.filter((m) => m.startsWith('unhandled error'))).toEqual([]);
    expect((await call(1)).status).toBeLessThan(500);
  });
});
