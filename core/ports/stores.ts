import type { AuditLog } from '../audit/audit-log';
import type { BidStore } from '../bidding/bid-store';
import type { BlobLedger } from '../documents/blob-ledger';
import type { DocumentStore } from '../documents/document-store';
import type { FavouriteFilterStore } from '../loans/favourite-filter-store';
import type { LoanStore } from '../loans/loan-store';
import type { PoolStore } from '../loans/pool-store';
import type { Outbox } from '../notifications/outbox';
import type { PartyDirectory } from '../parties/party-directory';
import type { StakingStore } from '../staking/staking-store';
import type { StipulationStore } from '../stipulations/stipulation-store';
import type { TapeStore } from '../tapes/tape-store';
import type { ApprovalStore } from '../transfer/approval-store';
import type { DueDiligenceStore } from '../transfer/due-diligence-store';
import type { TransferStore } from '../transfer/transfer-store';
import type { Clock } from './clock';
import type { Ids } from './ids';
import type { UnitOfWork } from './unit-of-work';

/**
 * Every store of the loan-trading area, bound to one transaction. Each port is declared by
 * the area that uses it (the consumer owns the port); adapters implement them all.
 */
export interface TradingStores {
  readonly loans: LoanStore;
  readonly tapes: TapeStore;
  readonly pools: PoolStore;
  readonly favourites: FavouriteFilterStore;
  readonly bids: BidStore;
  readonly stipulations: StipulationStore;
  readonly documents: DocumentStore;
  /** Who uploaded which blob: a user may cite only blobs they uploaded. */
  readonly blobUploads: BlobLedger;
  readonly dueDiligence: DueDiligenceStore;
  readonly transfers: TransferStore;
  readonly approvals: ApprovalStore;
  /** Stakes on loans put up for trading and refinance unstaking requests (spec §9). */
  readonly staking: StakingStore;
  readonly outbox: Outbox;
  readonly audit: AuditLog;
  readonly directory: PartyDirectory;
}

/** What every trading use case receives as `deps`. */
export interface TradingDeps {
  readonly uow: UnitOfWork<TradingStores>;
  readonly clock: Clock;
  readonly ids: Ids;
}
