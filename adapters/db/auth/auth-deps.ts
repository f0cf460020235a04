import type { AuthConfig } from '../../../core/auth/config';
import type { AuthCrypto } from '../../../core/auth/crypto';
import type { AuthDeps } from '../../../core/auth/stores';
import type { Clock } from '../../../core/ports/clock';
import type { Ids } from '../../../core/ports/ids';
import { kyselyAuthStores } from '../auth-stores';
import type { DbConnection } from '../db-connection';
import { kyselyUnitOfWork, type UnitOfWorkOptions } from '../unit-of-work';

/** What `AuthDeps` needs besides the database. */
export interface AuthDepsOptions {
  readonly crypto: AuthCrypto;
  readonly config: AuthConfig;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly unitOfWork?: UnitOfWorkOptions;
}

/**
 * The auth use cases' deps on an open database: a unit of work over `kyselyAuthStores` plus the
 * given clock, ids, crypto and config — what the composition root hands the HTTP routes, and
 * what route tests use to run on SQLite and PostgreSQL (with `fixedClock` and test crypto).
 *
 * @example
 * const connection = openDatabase(url); await migrateToLatest(connection.db);
 * const deps = kyselyAuthDeps(connection, { crypto, config: DEFAULT_AUTH_CONFIG, clock: systemClock, ids: uuidV7Ids });
 */
export function kyselyAuthDeps(
  connection: Pick<DbConnection, 'db' | 'dialect'>,
  options: AuthDepsOptions,
): AuthDeps {
  return {
    uow: kyselyUnitOfWork(connection.db, connection.dialect, kyselyAuthStores, options.unitOfWork),
    clock: options.clock,
    ids: options.ids,
    crypto: options.crypto,
    config: options.config,
  };
}
