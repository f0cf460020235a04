/**
 * Why: a fuzz pass reaches the use cases only against a platform with something in it. This
 * composes the real platform on a test database, seeds the demo (every persona, tapes, bids,
 * diligence), lists ids that exist — so generated requests now and then name a real loan, bid or
 * user — and keeps every persona's live session, logging a persona in again when the pass has
 * logged it out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loginWithPassword } from '../../../../core/auth/login-password';
import { createPlatform, type Platform } from '../../../compose';
import { loadConfig } from '../../../config';
import type { TestBackend } from '../../../db/testing/test-databases';
import { seedDemo } from '../../../seed/seed-demo';
import { testAuthCrypto } from '../../auth/testing/auth-world';
import { credentialsOf, type SessionCredentials } from './forged-credentials';
import { idKey } from './fuzz-requests';

export interface FuzzWorld {
  readonly platform: Platform;
  /** Ids of seeded rows by the field names they fill (see `idKey`), sorted so a seed draws alike. */
  readonly ids: Readonly<Record<string, readonly string[]>>;
  /** The personas' sessions, one per demo login (a stale one until `relogin`). */
  readonly sessions: SessionCredentials[];
  /** What the platform logged as a failure. */
  readonly logged: string[];
  /** Logs persona `i` (modulo the sessions) in again; false if it cannot. */
  relogin(i: number): Promise<boolean>;
  /** A fresh session of the first persona, to see the platform still serves one. */
  freshSession(): Promise<SessionCredentials | null>;
  close(): Promise<void>;
}

/**
 * Id-like values of every table, a few per column, by the field names they would fill: a
 * table's `id` or `_id` under its singular (`bids.id` → `bidid`), `loan_id` as `loanid`, and
 * every one under `id` too.
 */
async function seededIds(platform: Platform): Promise<Record<string, string[]>> {
  const { db } = platform.connection;
  const pools: Record<string, Set<string>> = {};
  const add = (key: string, value: string) => {
    pools[key] ??= new Set();
    pools[key].add(value);
  };
  for (const table of await db.introspection.getTables()) {
    for (const column of table.columns.filter((c) => /^_?id$|_id$|^tape_name$/.test(c.name))) {
      const rows = await sql<{
        v: unknown;
      }>`select ${sql.ref(column.name)} as v from ${sql.table(table.name)} order by 1 limit 4`.execute(db);
      const keys = /^_?id$/.test(column.name)
        ? [table.name.replace(/s$/, ''), table.name.replace(/e?s$/, '')].map((t) => idKey(`${t}id`))
        : [idKey(column.name)];
      for (const { v } of rows.rows)
        if (typeof v === 'string' && v.length < 200) for (const key of [...keys, 'id']) add(key, v);
    }
  }
  return Object.fromEntries(Object.entries(pools).map(([k, v]) => [k, [...v].sort()]));
}

/** The demo on `backend`, composed as the server composes it, with every persona logged in. */
export async function fuzzWorld(backend: TestBackend): Promise<FuzzWorld> {
  const db = await backend.open({ file: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'ispz-fuzz-'));
  const logged: string[] = [];
  const crypto = testAuthCrypto();
  const platform = await createPlatform(
    loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: db.url }),
    {
      crypto,
      log: (message, error) => logged.push(`${message}: ${error instanceof Error ? error.stack : ''}`),
    },
  );
  const demo = await seedDemo(platform);
  const emails = demo.logins.map((l) => l.email);
  const login = async (email: string) => {
    const signed = await loginWithPassword(platform.auth, { username: email, password: demo.password });
    return signed.ok ? credentialsOf(crypto, signed.value, platform.clock.now()) : null;
  };
  const sessions: SessionCredentials[] = [];
  for (const email of emails) {
    const session = await login(email);
    if (!session) throw new Error(`${email} cannot log in`);
    sessions.push(session);
  }
  return {
    platform,
    ids: await seededIds(platform),
    sessions,
    logged,
    async relogin(i) {
      const at = i % sessions.length;
      const session = await login(emails[at]!);
      if (session) sessions[at] = session;
      return session !== null;
    },
    freshSession: () => login(emails[0]!),
    async close() {
      await platform.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
