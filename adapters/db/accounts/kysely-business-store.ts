import type { Kysely } from 'kysely';
import type { BusinessStore } from '../../../core/accounts/businesses/business-store';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';
import { businessToRow, memberToRow, rowToMember } from './business-rows';

/**
 * `BusinessStore` on Kysely. A membership is keyed by (business, user) — the primary key of
 * `business_members` — and `addMember` is `INSERT … ON CONFLICT DO NOTHING`, so a second
 * membership, even one committed concurrently, is refused without replacing the first.
 */
export function kyselyBusinessStore(db: Kysely<Database>, dialect: DialectName): BusinessStore {
  return {
    async insert(business) {
      await db.insertInto('businesses').values(businessToRow(business)).execute();
    },
    async addMember(membership) {
      const result = await db
        .insertInto('business_members')
        .values(memberToRow(membership))
        .onConflict((oc) => oc.columns(['business_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async findMembership(businessId, userId) {
      const row = await db
        .selectFrom('business_members')
        .selectAll()
        .where('business_id', '=', businessId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? rowToMember(row) : null;
    },
    async membershipsOf(userId) {
      const rows = await db
        .selectFrom('business_members')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy(byCodePoint('business_id', dialect))
        .execute();
      return rows.map(rowToMember);
    },
  };
}
