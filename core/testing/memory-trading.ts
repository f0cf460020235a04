import { memoryAuditLog } from '../audit/memory-audit-log';
import { memoryBidStore } from '../bidding/memory-bid-store';
import { memoryBlobLedger } from '../documents/memory-blob-ledger';
import { memoryDocumentStore } from '../documents/memory-document-store';
import { memoryFavouriteFilterStore } from '../loans/memory-favourite-filter-store';
import { memoryLoanStore } from '../loans/memory-loan-store';
import { memoryPoolStore } from '../loans/memory-pool-store';
import { memoryOutbox } from '../notifications/memory-outbox';
import { memoryPartyDirectory } from '../parties/memory-party-directory';
import { type Clock, fixedClock } from '../ports/clock';
import { type Ids, sequentialIds } from '../ports/ids';
import type { TradingDeps, TradingStores } from '../ports/stores';
import { memoryStakingStore } from '../staking/memory-staking-store';
import { memoryStipulationStore } from '../stipulations/memory-stipulation-store';
import { memoryTapeStore } from '../tapes/memory-tape-store';
import { memoryApprovalStore } from '../transfer/memory-approval-store';
import { memoryDueDiligenceStore } from '../transfer/memory-due-diligence-store';
import { memoryTransferStore } from '../transfer/memory-transfer-store';
import { MemoryDb, memoryUnitOfWork } from './memory-db';

/** Every trading store over one in-memory database (or one transaction's fork of it). */
export function memoryTradingStores(db: MemoryDb): TradingStores {
  return {
    loans: memoryLoanStore(db),
    tapes: memoryTapeStore(db),
    pools: memoryPoolStore(db),
    favourites: memoryFavouriteFilterStore(db),
    bids: memoryBidStore(db),
    stipulations: memoryStipulationStore(db),
    documents: memoryDocumentStore(db),
    blobUploads: memoryBlobLedger(db),
    dueDiligence: memoryDueDiligenceStore(db),
    transfers: memoryTransferStore(db),
    approvals: memoryApprovalStore(db),
    staking: memoryStakingStore(db),
    outbox: memoryOutbox(db),
    audit: memoryAuditLog(db),
    directory: memoryPartyDirectory(db),
  };
}

/**
 * Trading deps on an in-memory database, a fixed clock and sequential ids — what core tests use.
 * `read` gives direct (non-transactional) access to the committed state for assertions.
 */
export function memoryTrading(options: { clock?: Clock; ids?: Ids; now?: string } = {}) {
  const db = new MemoryDb();
  const clock = options.clock ?? fixedClock(options.now ?? '2026-01-15T12:00:00.000Z');
  const ids = options.ids ?? sequentialIds();
  const deps: TradingDeps = { uow: memoryUnitOfWork(db, memoryTradingStores), clock, ids };
  return {
    deps,
    db,
    clock,
    read: () => memoryTradingStores(db),
    outbox: () => memoryOutbox(db).messages(),
    audit: () => memoryAuditLog(db).events(),
    /** Registers a party (user with a persona) directly in the committed state. */
    addParty: (party: Parameters<ReturnType<typeof memoryPartyDirectory>['add']>[0]) =>
      memoryPartyDirectory(db).add(party),
  };
}
