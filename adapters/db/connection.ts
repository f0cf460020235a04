import { AuditKeyPlugin } from './audit/audit-key';
import type { DbConnection } from './db-connection';
import { openPostgres } from './postgres-connection';
import { openSqlite } from './sqlite-connection';

export type { DbConnection } from './db-connection';
export type { DialectName } from './dialect';

export interface OpenOptions {
  /** PostgreSQL pool size (default 10). */
  readonly poolSize?: number;
  /**
   * The secret that keys the audit chain (`AuditKeyPlugin`); the composition root always passes
   * the configured one. Without it the public unconfigured key applies (tests).
   */
  readonly auditKey?: string;
}

/**
 * Opens the database a `DATABASE_URL` names: `sqlite:<path>` (a file, created with its folder;
 * `sqlite::memory:` for a private in-memory database) or `postgres://…` / `postgresql://…`.
 * Does not migrate: call `migrateToLatest(db)`.
 *
 * @example
 * const { db, dialect, close } = openDatabase(process.env.DATABASE_URL ?? 'sqlite:./data/ispz.db');
 */
export function openDatabase(url: string, options: OpenOptions = {}): DbConnection {
  const plugins = options.auditKey === undefined ? [] : [new AuditKeyPlugin(options.auditKey)];
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length), plugins);
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, { poolSize: options.poolSize, plugins });
  // Only the scheme: the rest of a URL may hold a password.
  const scheme = url.includes(':') ? `${url.split(':')[0]}:` : '(none)';
  throw new Error(`unsupported database URL scheme ${scheme} (expected sqlite:<path> or postgres://…)`);
}
