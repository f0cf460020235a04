import { describe, expect, it } from 'vitest';
import { describeLoanStorageContract } from '../../../core/loans/loan-storage.contract';
import { describeLoanStoreContract } from '../../../core/loans/loan-store.contract';
import { describePoolStoreContract } from '../../../core/loans/pool-store.contract';
import { sampleLoans } from '../../../core/loans/testing/loan-samples';
import { kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// The loans area's contracts (core/loans) and the storage contract, on SQLite and PostgreSQL.
for (const backend of testDatabases()) {
  const harness = kyselyHarness(backend, kyselyStores);
  describeLoanStoreContract(backend.name, harness);
  describePoolStoreContract(backend.name, harness);
  describeLoanStorageContract(backend.name, harness);
}

describe.each(testDatabases().map((b) => [b.name, b] as const))('bulk loans on %s', (_name, backend) => {
  it('inserts and reads back more loans than fit in one statement or one IN list', async () => {
    const { uow } = await kyselyHarness(backend, kyselyStores)();
    const loans = sampleLoans(11, 1200).map((loan, i) => ({
      ...loan,
      attributes: { ROW: String(i), 'Occupancy Code': 'O' },
    }));
    await uow.run((s) => s.loans.insertMany(loans));
    const back = await uow.run((s) => s.loans.getMany(loans.map((l) => l.id)));
    expect(back.sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(loans);
  });
});
