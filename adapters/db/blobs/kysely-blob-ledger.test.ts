import { describeBlobLedgerContract } from '../../../core/documents/blob-ledger.contract';
import { kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// The upload ledger's contract (core/documents) on SQLite and PostgreSQL.
for (const backend of testDatabases()) {
  describeBlobLedgerContract(backend.name, kyselyHarness(backend, kyselyStores));
}
