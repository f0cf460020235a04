import type { FavouriteFilter } from './favourite-filter';

/** Port of the favourite filters: one row per (userId, name). */
export interface FavouriteFilterStore {
  /**
   * Upsert by (userId, name): when the user already has a favourite of that name its values and
   * `updatedAt` are replaced (its id and createdAt kept); otherwise `filter` is inserted.
   * Returns the stored row.
   */
  save(filter: FavouriteFilter): Promise<FavouriteFilter>;
  /** The user's favourites ordered by name. */
  list(userId: string): Promise<FavouriteFilter[]>;
  /** Deletes the user's favourite `id`; false when the user has no such favourite. */
  delete(userId: string, id: string): Promise<boolean>;
}
