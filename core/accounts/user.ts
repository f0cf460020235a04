import type { TokenRole } from '../permissions/actor';

/**
 * A person with an account (spec §3 signup payload: firstname, lastname, email, password, mobile,
 * countryCode, wallet, referred_by, ecosystem_id, persona_id). The domain keeps its own names;
 * the HTTP DTOs map them to the spec's.
 */

/** The platform role a person has outside any business (spec §6): a consumer or a platform admin. */
export type BaseRole = Extract<TokenRole, 'consumer' | 'ispadmin'>;

/** How the person registered (spec §6 "Registration personas: personal vs business"). */
export type RegisteredAs = 'personal' | 'business';

export interface MobileContact {
  /** '+91' or '+1' (spec §9). */
  readonly countryCode: string;
  /** 10 digits, unique platform-wide. */
  readonly number: string;
}

export interface User {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Lower-cased; unique when set. */
  readonly email: string | null;
  readonly mobile: MobileContact | null;
  /** `scrypt$N$r$p$salt$hash`; null for accounts completed from a social sign-in. */
  readonly passwordHash: string | null;
  readonly role: BaseRole;
  readonly registeredAs: RegisteredAs;
  /** The person's own referral code: upper-case letters and digits, unique. */
  readonly referralCode: string;
  /** Id of the user whose referral code was given at sign-up. */
  readonly referredBy: string | null;
  readonly ecosystemId: string | null;
  readonly personaId: string | null;
  /** Wallet named at sign-up (spec §3 `wallet`), kept as given. */
  readonly wallet: string | null;
  /**
   * ISO instants the email and the mobile number were last proven by an OTP sent to them (the
   * sign-up code, or a contact-change code). Absent or null: never proven — an email given at a
   * mobile sign-up, or set by an operator. Only a proven email may accept a business invitation.
   */
  readonly emailVerifiedAt?: string | null;
  readonly mobileVerifiedAt?: string | null;
  /** ISO instant the person ticked 'I confirm that I am 18 years or older' (spec §5), if asked. */
  readonly adultConfirmedAt: string | null;
  /** ISO instant. */
  readonly createdAt: string;
}

/** The name a person is greeted by (spec §6: first name for consumers). */
export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter((part) => part.length > 0).join(' ');
}
