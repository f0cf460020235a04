/**
 * The contract every `BidStore` passes: the in-memory fake and the Kysely adapters on SQLite and
 * PostgreSQL. `make` returns a fresh, empty database. The suite inserts its loans through
 * `loans.insertMany` (ids `c-loan-1` …, owner `lender-1`); bidder ids are `investor-1` … — an
 * adapter with foreign keys to users must seed those users in `make`.
 */
import { beforeEach, describe } from 'vitest';
import type { TradingStores } from '../ports/stores';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { StoreHarness } from '../testing/store-harness';
import { describeBidStoreBasics } from './bid-store-basics.contract';
import { describeBidStoreBatch } from './bid-store-batch.contract';
import { describeBidStoreClosing } from './bid-store-closing.contract';
import { describeBidStoreConcurrency } from './bid-store-concurrency.contract';
import { describeBidStoreTable } from './bid-store-table.contract';
import { aLoan } from './testing/bidding-world';

/** What the suite runs on: the trading stores of one fresh database. */
export type BidStoreHarness = StoreHarness<TradingStores>;

/** Runs the `BidStore` contract against the stores `make` builds. */
export function describeBidStoreContract(name: string, make: () => Promise<BidStoreHarness>): void {
  describe(`BidStore contract: ${name}`, () => {
    const run = freshHarnessPerTest(make);
    beforeEach(() =>
      run((s) =>
        s.loans.insertMany(['c-loan-1', 'c-loan-2', 'c-loan-3'].map((id, i) => aLoan(id, 'lender-1', i))),
      ),
    );

    describeBidStoreBasics(run);
    describeBidStoreClosing(run);
    describeBidStoreBatch(run);
    describeBidStoreTable(run);
    describeBidStoreConcurrency(run);
  });
}
