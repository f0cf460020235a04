import type { MemoryDb } from '../testing/memory-db';
import type { ApprovalStore } from './approval-store';

/** In-memory `ApprovalStore` for core tests (placeholder until the area declares its port). */
export function memoryApprovalStore(_db: MemoryDb): ApprovalStore {
  return {};
}
