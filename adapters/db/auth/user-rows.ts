import type { Insertable, Selectable } from 'kysely';
import type { BaseRole, RegisteredAs, User } from '../../../core/accounts/user';
import type { Database } from '../schema';

/** A `users` row as read back. */
export type UserRow = Selectable<Database['users']>;

/** The row of a user: the mobile contact flattened into two columns. */
export function userToRow(u: User): Insertable<Database['users']> {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    mobile_country_code: u.mobile?.countryCode ?? null,
    mobile_number: u.mobile?.number ?? null,
    password_hash: u.passwordHash,
    role: u.role,
    registered_as: u.registeredAs,
    referral_code: u.referralCode,
    referred_by: u.referredBy,
    ecosystem_id: u.ecosystemId,
    persona_id: u.personaId,
    wallet: u.wallet,
    adult_confirmed_at: u.adultConfirmedAt,
    created_at: u.createdAt,
    email_verified_at: u.emailVerifiedAt ?? null,
    mobile_verified_at: u.mobileVerifiedAt ?? null,
  };
}

/** The user a row holds; a mobile contact exists exactly when its number does. */
export function rowToUser(r: UserRow): User {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    mobile:
      r.mobile_number === null ? null : { countryCode: r.mobile_country_code ?? '', number: r.mobile_number },
    passwordHash: r.password_hash,
    role: r.role as BaseRole,
    registeredAs: r.registered_as as RegisteredAs,
    referralCode: r.referral_code,
    referredBy: r.referred_by,
    ecosystemId: r.ecosystem_id,
    personaId: r.persona_id,
    wallet: r.wallet,
    adultConfirmedAt: r.adult_confirmed_at,
    createdAt: r.created_at,
    // Absent when never proven, as on accounts made without the fields.
    ...(r.email_verified_at !== null && { emailVerifiedAt: r.email_verified_at }),
    ...(r.mobile_verified_at !== null && { mobileVerifiedAt: r.mobile_verified_at }),
  };
}
