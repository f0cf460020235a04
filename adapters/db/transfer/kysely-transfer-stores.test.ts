import { describeApprovalStoreContract } from '../../../core/transfer/approval-store.contract';
import { describeDueDiligenceStoreContract } from '../../../core/transfer/due-diligence-store.contract';
import { describeTransferStoreContract } from '../../../core/transfer/transfer-store.contract';
import { kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// The transfer area's contracts (core/transfer) on SQLite and PostgreSQL.
for (const backend of testDatabases()) {
  const harness = kyselyHarness(backend, kyselyStores);
  describeDueDiligenceStoreContract(backend.name, harness);
  describeTransferStoreContract(backend.name, harness);
  describeApprovalStoreContract(backend.name, harness);
}
