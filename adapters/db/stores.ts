import type { Kysely } from 'kysely';
import type { TradingStores } from '../../core/ports/stores';
import { kyselyAuditLog } from './audit/kysely-audit-log';
import { kyselyBidStore } from './bidding/kysely-bid-store';
import { kyselyBlobLedger } from './blobs/kysely-blob-ledger';
import type { DialectName } from './dialect';
import { kyselyDocumentStore } from './documents/kysely-document-store';
import { lazyStores } from './lazy-stores';
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

/**
 * Every trading store (`TradingStores`, core/ports/stores.ts) bound to one transaction handle:
 * the `makeStores` of the trading `kyselyUnitOfWork`. The auth and account areas bind theirs in
 * `auth-stores.ts` and `account-stores.ts`.
 *
 * @example
 * const uow = kyselyUnitOfWork(db, dialect, kyselyStores);
 */
export function kyselyStores(tx: Kysely<Database>, dialect: DialectName): KyselyStores {
  return lazyStores({
    loans: () => kyselyLoanStore(tx, dialect),
    pools: () => kyselyPoolStore(tx),
    outbox: () => kyselyOutbox(tx),
    audit: () => kyselyAuditLog(tx, dialect),
    stipulations: () => kyselyStipulationStore(tx, dialect),
    documents: () => kyselyDocumentStore(tx, dialect),
    blobUploads: () => kyselyBlobLedger(tx),
    dueDiligence: () => kyselyDueDiligenceStore(tx, dialect),
    transfers: () => kyselyTransferStore(tx, dialect),
    approvals: () => kyselyApprovalStore(tx, dialect),
    staking: () => kyselyStakingStore(tx, dialect),
    bids: () => kyselyBidStore(tx, dialect),
    tapes: () => kyselyTapeStore(tx, dialect),
    favourites: () => kyselyFavouriteFilterStore(tx, dialect),
    directory: () => kyselyPartyDirectory(tx),
  });
}
