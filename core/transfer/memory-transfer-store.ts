import type { MemoryDb } from '../testing/memory-db';
import type { TransferStore } from './transfer-store';

/** In-memory `TransferStore` for core tests (placeholder until the area declares its port). */
export function memoryTransferStore(_db: MemoryDb): TransferStore {
  return {};
}
