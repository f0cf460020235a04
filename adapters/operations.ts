import type { AccountDeps } from '../core/accounts/account-deps';
import type { OperatorAccountDeps } from '../core/auth/operator-account';
import type { AuthDeps } from '../core/auth/stores';
import type { DomainError } from '../core/errors/domain-error';
import type { Result } from '../core/errors/result';
import { transact } from '../core/ports/unit-of-work';
import { kyselyAccountStores } from './db/account-stores';
import { type AccountListing, listAccounts } from './db/auth/account-listing';
import { type PurgedAuthRows, purgeExpiredAuthRows } from './db/auth/purge-expired';
import { kyselyAuthStores } from './db/auth-stores';
import type { DbConnection } from './db/connection';
import { migrateToLatest } from './db/migrator';
import { listOutbox, type OutboxListOptions } from './db/outbox/outbox-queries';
import type { OutboxRecord } from './db/outbox/outbox-rows';
import { kyselyUnitOfWork } from './db/unit-of-work';
import { savepointUnitOfWork } from './seed/transaction';

/**
 * What the operators' `ispz` needs of the platform besides its use cases and ports: upkeep of
 * the database (migrations, expired sign-in rows), reads no use case serves (the outbox, the
 * account list), and several use cases run as one transaction. Built by the composition root on
 * its connection, so the CLI reaches the database only through the platform (the boundary rule
 * cli-runs-no-sql) and never writes through stores.
 */
export interface Operations {
  /** Applies the migrations not applied yet; their names, in order. */
  migrate(): Promise<string[]>;
  /** Deletes expired OTPs, sign-on codes, social keys and lapsed failed-sign-in counters. */
  purgeExpiredAuth(now: Date): Promise<PurgedAuthRows>;
  /** Outbox messages newest first, with their delivery state. */
  outbox(options: OutboxListOptions): Promise<OutboxRecord[]>;
  /** The accounts, oldest first, with their loan personas (at most `limit`). */
  accounts(limit: number): Promise<AccountListing[]>;
  /**
   * Runs `work` — use cases of the auth and account areas — as one transaction: every unit of
   * work they open is a savepoint of it (adapters/seed/transaction.ts), so a use case that refuses
   * still rolls back exactly its own writes, and a refusal `work` returns rolls back all of it.
   */
  inOneTransaction<T>(
    work: (deps: OperatorAccountDeps) => Promise<Result<T, DomainError>>,
  ): Promise<Result<T, DomainError>>;
}

/** The operations of the platform on `connection`, with its auth and account deps. */
export function platformOperations(
  connection: Pick<DbConnection, 'db' | 'dialect'>,
  deps: { readonly auth: AuthDeps; readonly accounts: AccountDeps },
): Operations {
  const { db, dialect } = connection;
  return {
    migrate: () => migrateToLatest(db),
    purgeExpiredAuth: (now) => purgeExpiredAuthRows(db, { now, config: deps.auth.config }),
    outbox: (options) => listOutbox(db, options),
    accounts: (limit) => listAccounts(db, limit),
    inOneTransaction: (work) =>
      transact(
        kyselyUnitOfWork(db, dialect, (tx) => tx),
        (handle) =>
          work({
            auth: { ...deps.auth, uow: savepointUnitOfWork(handle, dialect, kyselyAuthStores) },
            accounts: { ...deps.accounts, uow: savepointUnitOfWork(handle, dialect, kyselyAccountStores) },
          }),
      ),
  };
}
