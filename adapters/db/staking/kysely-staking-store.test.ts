import { describeStakingStoreContract } from '../../../core/staking/staking-store.contract';
import { kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// The staking contract (core/staking) on SQLite and PostgreSQL.
for (const backend of testDatabases())
  describeStakingStoreContract(backend.name, kyselyHarness(backend, kyselyStores));
