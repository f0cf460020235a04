import type { MemoryDb } from '../testing/memory-db';
import type { BidStore } from './bid-store';

/** In-memory `BidStore` for core tests (placeholder until the area declares its port). */
export function memoryBidStore(_db: MemoryDb): BidStore {
  return {};
}
