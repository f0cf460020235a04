import type { Kysely, Selectable } from 'kysely';
import type { Address, AddressCountry } from '../../../core/accounts/profile/address';
import type { AddressStore } from '../../../core/accounts/profile/address-store';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';

function rowToAddress(r: Selectable<Database['addresses']>): Address {
  return {
    id: r.id,
    userId: r.user_id,
    label: r.label,
    line1: r.line1,
    line2: r.line2,
    city: r.city,
    state: r.state,
    postalCode: r.postal_code,
    country: r.country as AddressCountry,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * `AddressStore` on Kysely. Every write names the owning user in its WHERE clause, so an
 * address can only be changed or deleted through the user it belongs to; `insert` answers
 * false on a taken id (`ON CONFLICT DO NOTHING`). An update keeps the creation time.
 */
export function kyselyAddressStore(db: Kysely<Database>, dialect: DialectName): AddressStore {
  const fields = (a: Address) => ({
    label: a.label,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    state: a.state,
    postal_code: a.postalCode,
    country: a.country,
    updated_at: a.updatedAt,
  });
  return {
    async listFor(userId) {
      const rows = await db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToAddress);
    },
    async get(addressId) {
      const row = await db.selectFrom('addresses').selectAll().where('id', '=', addressId).executeTakeFirst();
      return row ? rowToAddress(row) : null;
    },
    async insert(a) {
      const result = await db
        .insertInto('addresses')
        .values({ id: a.id, user_id: a.userId, ...fields(a), created_at: a.createdAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async update(a) {
      const result = await db
        .updateTable('addresses')
        .set(fields(a))
        .where('id', '=', a.id)
        .where('user_id', '=', a.userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async delete(userId, addressId) {
      const result = await db
        .deleteFrom('addresses')
        .where('id', '=', addressId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
