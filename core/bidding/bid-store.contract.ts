/**
 * The contract every `BidStore` passes: the in-memory fake and the Kysely adapters on SQLite and
 * PostgreSQL. `make` returns a fresh, empty database. The suite inserts its loans through
 * `loans.insertMany` (ids `c-loan-1` …, owner `lender-1`); bidder ids are `investor-1` … — an
 * adapter with foreign keys to users must seed those users in `make`.
 */
import { beforeEach, describe } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { TradingStores } from '../trading/stores';
import { describeBidStoreBasics } from './bid-store-basics.contract';
import { describeBidStoreClosing } from './bid-store-closing.contract';
import { describeBidStoreConcurrency } from './bid-store-concurrency.contract';
import { aLoan } from './testing/bidding-world';

export interface BidStoreHarness {
  readonly uow: UnitOfWork<TradingStores>;
  close(): Promise<void>;
}

/** Runs the `BidStore` contract against the stores `make` builds. */
export function describeBidStoreContract(name: string, make: () => Promise<BidStoreHarness>): void {
  describe(`BidStore contract: ${name}`, () => {
    let h: BidStoreHarness;
    const run = <T>(work: (s: TradingStores) => Promise<T>) => h.uow.run(work);

    beforeEach(async () => {
      h = await make();
      await run((s) =>
        s.loans.insertMany(['c-loan-1', 'c-loan-2', 'c-loan-3'].map((id, i) => aLoan(id, 'lender-1', i))),
      );
      return () => h.close();
    });

    describeBidStoreBasics(run);
    describeBidStoreClosing(run);
    describeBidStoreConcurrency(run);
  });
}
