import { MemoryDb, memoryUnitOfWork } from '../testing/memory-db';
import { describeFieldMappingStoreContract } from './field-mapping-store.contract';
import { memoryFieldMappingStore } from './memory-field-mapping-store';

describeFieldMappingStoreContract('memory', async () => ({
  uow: memoryUnitOfWork(new MemoryDb(), (db) => ({ fieldMappings: memoryFieldMappingStore(db) })),
  close: async () => {},
}));
