import type { Kysely } from 'kysely';
import type { TradingStores } from '../../core/trading/stores';
import { kyselyAuditLog } from './audit/kysely-audit-log';
import type { DialectName } from './dialect';
import { kyselyLoanStore } from './loans/kysely-loan-store';
import { kyselyPoolStore } from './loans/kysely-pool-store';
import { kyselyOutbox } from './outbox/kysely-outbox';
import type { Database } from './schema';

/** The trading stores that have a Kysely adapter so far; each area adds its own here. */
export type KyselyStores = Pick<TradingStores, 'loans' | 'pools' | 'outbox' | 'audit'>;

/**
 * Every Kysely store bound to one transaction handle: the `makeStores` of `kyselyUnitOfWork`.
 *
 * @example
 * const uow = kyselyUnitOfWork(db, dialect, kyselyStores);
 */
export function kyselyStores(tx: Kysely<Database>, dialect: DialectName): KyselyStores {
  return {
    loans: kyselyLoanStore(tx, dialect),
    pools: kyselyPoolStore(tx),
    outbox: kyselyOutbox(tx),
    audit: kyselyAuditLog(tx, dialect),
  };
}
