import pg from 'pg';
import { openDatabase } from '../connection';
import { migrateToLatest } from '../migrator';

/** Administration of the test cluster: database URLs, waiting for connections to go, the template. */

/** The URL of database `name` on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits until no session is connected to `name`. pg's `pool.end()` resolves before its sockets
 * close; a template cannot be copied, and a forced drop would make the leaving clients report
 * errors, while the server still counts them.
 */
export async function waitForNoSessions(admin: pg.Pool | pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    if (rows[0].n === 0) return;
    await new Promise((wake) => setTimeout(wake, 10));
  }
}

/** The database every test database is copied from: migrated once per run, so `open()` is one CREATE. */
export const TEMPLATE_DATABASE = 'ispz_template';

/** Creates and migrates the template database on the cluster at `serverUrl`. */
export async function createMigratedTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  try {
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    const template = openDatabase(databaseUrl(serverUrl, TEMPLATE_DATABASE), { poolSize: 1 });
    try {
      await migrateToLatest(template.db);
    } finally {
      await template.close();
    }
    await waitForNoSessions(admin, TEMPLATE_DATABASE);
  } finally {
    await admin.end();
  }
}
