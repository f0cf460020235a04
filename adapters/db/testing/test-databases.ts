import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type DbConnection, openDatabase } from '../connection';
import type { DialectName } from '../dialect';
import { migrateToLatest } from '../migrator';
import { databaseUrl, TEMPLATE_DATABASE, waitForNoSessions } from './pg-admin';

/** A fresh, migrated database of its own; `close` also deletes it (idempotent). */
export interface TestDatabase extends DbConnection {
  /** What another process would open it with (a temp file or a database of the test cluster). */
  readonly url: string;
}

export interface OpenTestOptions {
  /** SQLite only: a file in a temp folder instead of `:memory:` (to share it with other processes). */
  readonly file?: boolean;
  /** An empty database, not migrated (for migration tests). */
  readonly empty?: boolean;
}

export interface TestBackend {
  readonly name: DialectName;
  open(options?: OpenTestOptions): Promise<TestDatabase>;
}

function once(f: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= f());
}

/**
 * The databases every adapter test runs on: SQLite and the PostgreSQL cluster of the global
 * setup. Each `open()` gives an isolated, migrated database (SQLite `:memory:` or a temp file; on
 * PostgreSQL `CREATE DATABASE` with a name unique to this process, copied from the template the
 * global setup migrated), so test files in parallel workers never meet. Whatever a test leaves
 * open is closed and dropped after the file.
 *
 * @example
 * for (const backend of testDatabases()) describeOutboxContract(backend.name, kyselyHarness(backend, stores));
 */
export function testDatabases(): TestBackend[] {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl === undefined)
    throw new Error('no postgresUrl: vitest.config.ts must list the database global setup');
  const opened: Array<() => Promise<void>> = [];
  let admin: pg.Pool | undefined;
  afterAll(async () => {
    await Promise.all(opened.map((close) => close()));
    await admin?.end();
  });

  const track = (url: string, cleanup: () => Promise<void>): TestDatabase => {
    const connection = openDatabase(url, { poolSize: 4 });
    const close = once(async () => {
      await connection.close();
      await cleanup();
    });
    opened.push(close);
    return { ...connection, url, close };
  };

  const sqlite: TestBackend = {
    name: 'sqlite',
    async open(options = {}) {
      let database: TestDatabase;
      if (options.file) {
        const dir = mkdtempSync(join(tmpdir(), 'ispz-sqlite-'));
        database = track(`sqlite:${join(dir, 'test.db')}`, async () =>
          rmSync(dir, { recursive: true, force: true }),
        );
      } else database = track('sqlite::memory:', async () => {});
      if (!options.empty) await migrateToLatest(database.db);
      return database;
    },
  };
  if (postgresUrl === null) return [sqlite];

  const postgres: TestBackend = {
    name: 'postgres',
    async open(options = {}) {
      admin ??= new pg.Pool({ connectionString: postgresUrl, max: 2 });
      const pool = admin;
      const name = `ispz_test_${process.pid}_${randomBytes(6).toString('hex')}`;
      await pool.query(
        `create database "${name}" template ${options.empty ? 'template0' : TEMPLATE_DATABASE}`,
      );
      return track(databaseUrl(postgresUrl, name), async () => {
        await waitForNoSessions(pool, name);
        await pool.query(`drop database if exists "${name}" with (force)`);
      });
    },
  };
  return [sqlite, postgres];
}
