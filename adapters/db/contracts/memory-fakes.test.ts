import { memoryAuditLog } from '../../../core/audit/memory-audit-log';
import { memoryLoanStore } from '../../../core/loans/memory-loan-store';
import { memoryOutbox } from '../../../core/notifications/memory-outbox';
import { MemoryDb, memoryUnitOfWork } from '../../../core/testing/memory-db';
import { describeAuditLogContract } from './audit-log.contract';
import { describeLoanStorageContract } from './loan-storage.contract';
import { describeOutboxContract } from './outbox.contract';

// The in-memory fakes pass the same contracts as the database adapters: that is what makes the
// use-case tests that run on them trustworthy.
const close = async () => {};

describeLoanStorageContract('memory', async () => ({
  uow: memoryUnitOfWork(new MemoryDb(), (db) => ({ loans: memoryLoanStore(db) })),
  close,
}));

describeOutboxContract('memory', async () => {
  const db = new MemoryDb();
  return {
    uow: memoryUnitOfWork(db, (tx) => ({ outbox: memoryOutbox(tx) })),
    messages: async () => memoryOutbox(db).messages(),
    close,
  };
});

describeAuditLogContract('memory', async () => {
  const db = new MemoryDb();
  return {
    uow: memoryUnitOfWork(db, (tx) => ({ audit: memoryAuditLog(tx) })),
    events: async () => memoryAuditLog(db).events(),
    close,
  };
});
