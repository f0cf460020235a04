import type { Kysely } from 'kysely';
import type { ProfileStore, ProfileUpdate } from '../../../core/accounts/profile/profile-store';
import { rowToUser } from '../auth/user-rows';
import type { Database } from '../schema';
import { writeUnlessTaken } from './unique-violation';

/**
 * `ProfileStore` on the auth area's `users` rows. Email and mobile number stay unique through
 * `users_email_key` and `users_mobile_number_key`: a clash with a committed account is found
 * by a read first; one committed by a concurrent update in between is caught at the index
 * (under a savepoint, so the transaction goes on) and answered the same way.
 */
export function kyselyProfileStore(db: Kysely<Database>): ProfileStore {
  const takenBy = async (column: 'email' | 'mobile_number', value: string, userId: string) =>
    (await db
      .selectFrom('users')
      .select('id')
      .where(column, '=', value)
      .where('id', '<>', userId)
      .executeTakeFirst()) !== undefined;
  return {
    async findById(userId) {
      const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      return row ? rowToUser(row) : null;
    },
    async updateProfile(userId, changes): Promise<ProfileUpdate> {
      const exists = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!exists) return 'not_found';
      if (changes.email !== undefined && (await takenBy('email', changes.email, userId)))
        return 'email_taken';
      if (changes.mobile !== undefined && (await takenBy('mobile_number', changes.mobile.number, userId)))
        return 'mobile_taken';
      const set = {
        ...(changes.firstName !== undefined && { first_name: changes.firstName }),
        ...(changes.lastName !== undefined && { last_name: changes.lastName }),
        ...(changes.email !== undefined && { email: changes.email }),
        ...(changes.mobile !== undefined && {
          mobile_country_code: changes.mobile.countryCode,
          mobile_number: changes.mobile.number,
        }),
        ...(changes.emailVerifiedAt !== undefined && { email_verified_at: changes.emailVerifiedAt }),
        ...(changes.mobileVerifiedAt !== undefined && { mobile_verified_at: changes.mobileVerifiedAt }),
      };
      if (Object.keys(set).length === 0) return 'updated';
      const taken = await writeUnlessTaken(db, () =>
        db.updateTable('users').set(set).where('id', '=', userId).execute(),
      );
      if (taken === null) return 'updated';
      return taken.includes('email') ? 'email_taken' : 'mobile_taken';
    },
  };
}
