import type { Kysely, Selectable } from 'kysely';
import { canonicalJson } from '../../../core/format/canonical-json';
import type { FavouriteFilter, FavouriteFilterValue } from '../../../core/loans/favourite-filter';
import type { FavouriteFilterStore } from '../../../core/loans/favourite-filter-store';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';

type FavouriteRow = Selectable<Database['favourite_filters']>;

const rowToFavourite = (row: FavouriteRow): FavouriteFilter => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  values: JSON.parse(row.filter_values) as FavouriteFilterValue[],
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * `FavouriteFilterStore` on Kysely. `save` is one `INSERT … ON CONFLICT (user_id, name) DO
 * UPDATE … RETURNING *`: two saves of one name at once leave one row, never a unique-key error,
 * and the row returned is the one stored (its original id and createdAt when it replaced one).
 */
export function kyselyFavouriteFilterStore(db: Kysely<Database>, dialect: DialectName): FavouriteFilterStore {
  return {
    async save(filter) {
      const row = await db
        .insertInto('favourite_filters')
        .values({
          id: filter.id,
          user_id: filter.userId,
          name: filter.name,
          filter_values: canonicalJson(filter.values),
          created_at: filter.createdAt,
          updated_at: filter.updatedAt,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'name']).doUpdateSet((eb) => ({
            filter_values: eb.ref('excluded.filter_values'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return rowToFavourite(row);
    },
    async list(userId) {
      const rows = await db
        .selectFrom('favourite_filters')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy(byCodePoint('name', dialect))
        .execute();
      return rows.map(rowToFavourite);
    },
    async delete(userId, id) {
      const result = await db
        .deleteFrom('favourite_filters')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
