import type { Kysely } from 'kysely';
import type { UserStore } from '../../../core/accounts/user-store';
import { kyselyProfileStore } from '../accounts/kysely-profile-store';
import type { Database } from '../schema';
import { rowToUser, userToRow } from './user-rows';

/**
 * `UserStore` on Kysely. Uniqueness of id, email, mobile number and referral code is the unique
 * indexes' (`users_*_key`): `insert` is `INSERT … ON CONFLICT DO NOTHING` without a target, so a
 * clash on any of them — also with a sign-up committing at the same moment — writes nothing and
 * answers false, and the transaction stays usable (PostgreSQL would abort it on an error).
 */
export function kyselyUserStore(db: Kysely<Database>): UserStore {
  const findBy = async (column: 'id' | 'email' | 'mobile_number' | 'referral_code', value: string) => {
    const row = await db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? rowToUser(row) : null;
  };
  return {
    findById: (id) => findBy('id', id),
    findByEmail: (email) => findBy('email', email),
    findByMobile: (number) => findBy('mobile_number', number),
    findByReferralCode: (code) => findBy('referral_code', code),
    async insert(user) {
      const result = await db
        .insertInto('users')
        .values(userToRow(user))
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async setPasswordHash(userId, passwordHash) {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },
    updateProfile: (userId, changes) => kyselyProfileStore(db).updateProfile(userId, changes),
  };
}
