/**
 * Saved column mappings (spec §7 getUserFieldMapping {userId, mappingName}): a user keeps the
 * header mappings of the sellers they deal with under names of their own, and picks one when a
 * tape's headers are not a built-in style. One row per (user, name).
 */
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { FieldMapping } from './mapping';

/** A mapping saved by a user; its name is `mapping.name`. */
export interface SavedFieldMapping {
  readonly userId: string;
  readonly mapping: FieldMapping;
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Port of the saved mappings. Names are compared exactly (callers trim them). */
export interface FieldMappingStore {
  /** The user's mapping named `name`, or null. */
  get(userId: string, name: string): Promise<SavedFieldMapping | null>;
  /** The user's mappings ordered by name (code point order). */
  list(userId: string): Promise<SavedFieldMapping[]>;
  /**
   * Upsert by (userId, mapping.name): a mapping of that name is replaced (its `createdAt`
   * kept, `updatedAt` taken from `saved`). Returns the row as stored.
   */
  save(saved: SavedFieldMapping): Promise<SavedFieldMapping>;
  /** Removes the user's mapping `name`; false when there was none. */
  delete(userId: string, name: string): Promise<boolean>;
}

/** The stores a saved-mapping transaction works on. */
export interface FieldMappingStores {
  readonly fieldMappings: FieldMappingStore;
}

/** What the saved-mapping calls receive as `deps`. */
export interface FieldMappingDeps {
  readonly uow: UnitOfWork<FieldMappingStores>;
  readonly clock: Clock;
}
