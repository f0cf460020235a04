import type { ProfileChanges, ProfileUpdate } from './profile/profile-store';
import type { User } from './user';

/**
 * The accounts the auth flows read and create. Email, mobile number and referral code are each
 * unique; `insert` reports a clash as `false` instead of failing the transaction, so a sign-up
 * that loses a race gets a conflict, never a second account.
 */
export interface UserStore {
  findById(id: string): Promise<User | null>;
  /** By lower-cased email. */
  findByEmail(email: string): Promise<User | null>;
  /** By the 10-digit number, whatever the country code. */
  findByMobile(number: string): Promise<User | null>;
  /** By upper-case referral code. */
  findByReferralCode(code: string): Promise<User | null>;
  /** Adds the user; false (and nothing written) when its email, mobile or referral code is taken. */
  insert(user: User): Promise<boolean>;
  /** Replaces the password hash (reset, or re-hash with stronger parameters after login). */
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /**
   * Changes names, email or mobile (with when each was proven), as `ProfileStore.updateProfile`:
   * a clash with another account's email or number changes nothing.
   */
  updateProfile(userId: string, changes: ProfileChanges): Promise<ProfileUpdate>;
}
