import type { MemoryDb } from '../testing/memory-db';
import type { DocumentStore } from './document-store';

/** In-memory `DocumentStore` for core tests (placeholder until the area declares its port). */
export function memoryDocumentStore(_db: MemoryDb): DocumentStore {
  return {};
}
