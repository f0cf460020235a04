import { describeDocumentStoreContract } from '../../../core/documents/document-store.contract';
import { kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// The documents area's contract (core/documents) on SQLite and PostgreSQL.
for (const backend of testDatabases()) {
  describeDocumentStoreContract(backend.name, kyselyHarness(backend, kyselyStores));
}
