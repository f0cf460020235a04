import type { MobileContact, User } from '../user';

/** The fields of a profile a person may change (spec §7 PUT /users). */
export interface ProfileChanges {
  readonly firstName?: string;
  readonly lastName?: string;
  /** Lower-cased. */
  readonly email?: string;
  readonly mobile?: MobileContact;
  /** When the new email or mobile number was proven (by a code sent to it); null: not proven. */
  readonly emailVerifiedAt?: string | null;
  readonly mobileVerifiedAt?: string | null;
}

export type ProfileUpdate = 'updated' | 'not_found' | 'email_taken' | 'mobile_taken';

/**
 * Profile reads and writes over the accounts the auth area creates (`User`). Email and mobile
 * number stay unique platform-wide: the update reports a clash instead of failing the
 * transaction, like `UserStore.insert`.
 */
export interface ProfileStore {
  findById(userId: string): Promise<User | null>;
  /** Applies the changes; a clash with another account's email or number changes nothing. */
  updateProfile(userId: string, changes: ProfileChanges): Promise<ProfileUpdate>;
}
