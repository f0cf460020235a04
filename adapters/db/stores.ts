import type { Kysely } from 'kysely';
import type { TradingStores } from '../../core/ports/stores';
import { kyselyAuditLog } from './audit/kysely-audit-log';
import { kyselyBidStore } from './bidding/kysely-bid-store';
import { kyselyBlobLedger } from './blobs/kysely-blob-ledger';
import type { DialectName } from './dialect';
import { kyselyDocumentStore } from './documents/kysely-document-store';
import { lazyBundle } from './lazy-stores';
import { kyselyLoanStore } from './loans/kysely-loan-store';
import { kyselyPoolStore } from './loans/kysely-pool-store';
import { kyselyOutbox } from './outbox/kysely-outbox';
import { kyselyPartyDirectory } from './parties/kysely-party-directory';
import type { Database } from './schema';
import { kyselyStakingStore } from './staking/kysely-staking-store';
import { kyselyStipulationStore } from './stipulations/kysely-stipulation-store';
import { kyselyFavouriteFilterStore } from './tapes/kysely-favourite-filter-store';
import { kyselyTapeStore } from './tapes/kysely-tape-store';
import { kyselyApprovalStore } from './transfer/kysely-approval-store';
import { kyselyDueDiligenceStore } from './transfer/kysely-due-diligence-store';
import { kyselyTransferStore } from './transfer/kysely-transfer-store';

/** Every trading store, on Kysely. */
export type KyselyStores = TradingStores;

const tradingBundle = lazyBundle<KyselyStores>({
  loans: (tx, dialect) => kyselyLoanStore(tx, dialect),
  pools: (tx) => kyselyPoolStore(tx),
  outbox: (tx) => kyselyOutbox(tx),
  audit: (tx, dialect) => kyselyAuditLog(tx, dialect),
  stipulations: (tx, dialect) => kyselyStipulationStore(tx, dialect),
  documents: (tx, dialect) => kyselyDocumentStore(tx, dialect),
  blobUploads: (tx) => kyselyBlobLedger(tx),
  dueDiligence: (tx, dialect) => kyselyDueDiligenceStore(tx, dialect),
  transfers: (tx, dialect) => kyselyTransferStore(tx, dialect),
  approvals: (tx, dialect) => kyselyApprovalStore(tx, dialect),
  staking: (tx, dialect) => kyselyStakingStore(tx, dialect),
  bids: (tx, dialect) => kyselyBidStore(tx, dialect),
  tapes: (tx, dialect) => kyselyTapeStore(tx, dialect),
  favourites: (tx, dialect) => kyselyFavouriteFilterStore(tx, dialect),
  directory: (tx) => kyselyPartyDirectory(tx),
});

/**
 * Every trading store (`TradingStores`, core/ports/stores.ts) bound to one transaction handle:
 * the `makeStores` of the trading `kyselyUnitOfWork`. The auth and account areas bind theirs in
 * `auth-stores.ts` and `account-stores.ts`.
 *
 * @example
 * const uow = kyselyUnitOfWork(db, dialect, kyselyStores);
 */
export function kyselyStores(tx: Kysely<Database>, dialect: DialectName): KyselyStores {
  return tradingBundle(tx, dialect);
}
