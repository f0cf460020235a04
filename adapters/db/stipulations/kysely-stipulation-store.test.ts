import { describeStipulationStoreContract } from '../../../core/stipulations/stipulation-store.contract';
import { kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// The stipulations area's contract (core/stipulations) on SQLite and PostgreSQL.
for (const backend of testDatabases()) {
  describeStipulationStoreContract(backend.name, kyselyHarness(backend, kyselyStores));
}
