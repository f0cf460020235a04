import type { Kysely, Selectable } from 'kysely';
import { canonicalJson } from '../../../core/format/canonical-json';
import type { FieldMappingStore, SavedFieldMapping } from '../../../core/tapes/field-mapping-store';
import type { FieldMapping } from '../../../core/tapes/mapping';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';

type MappingRow = Selectable<Database['field_mappings']>;

const rowToSaved = (row: MappingRow): SavedFieldMapping => ({
  userId: row.user_id,
  mapping: JSON.parse(row.mapping) as FieldMapping,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * `FieldMappingStore` on Kysely. `save` is one `INSERT … ON CONFLICT (user_id, name) DO UPDATE
 * … RETURNING *`, so two saves of one name at once leave one row and never fail on the key.
 * The mapping is stored as canonical JSON; it was checked with `parseFieldMapping` on the way in.
 */
export function kyselyFieldMappingStore(db: Kysely<Database>, dialect: DialectName): FieldMappingStore {
  return {
    async get(userId, name) {
      const row = await db
        .selectFrom('field_mappings')
        .selectAll()
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? rowToSaved(row) : null;
    },
    async list(userId) {
      const rows = await db
        .selectFrom('field_mappings')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy(byCodePoint('name', dialect))
        .execute();
      return rows.map(rowToSaved);
    },
    async save(saved) {
      const row = await db
        .insertInto('field_mappings')
        .values({
          user_id: saved.userId,
          name: saved.mapping.name,
          mapping: canonicalJson(saved.mapping),
          created_at: saved.createdAt,
          updated_at: saved.updatedAt,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'name']).doUpdateSet((eb) => ({
            mapping: eb.ref('excluded.mapping'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return rowToSaved(row);
    },
    async delete(userId, name) {
      const result = await db
        .deleteFrom('field_mappings')
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
