import { describeFieldMappingStoreContract } from '../../../core/tapes/field-mapping-store.contract';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';
import { kyselyFieldMappingStore } from './kysely-field-mapping-store';

for (const backend of testDatabases()) {
  describeFieldMappingStoreContract(
    backend.name,
    kyselyHarness(backend, (tx, dialect) => ({ fieldMappings: kyselyFieldMappingStore(tx, dialect) })),
  );
}
