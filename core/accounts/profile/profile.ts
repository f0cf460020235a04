/**
 * The person's own profile as the profile screen shows it (spec §3 profile_details.user). A
 * person only ever reads their own profile: the id comes from the session. Changes go through
 * `core/auth/profile-change.ts` (spec §7 PUT /users): names freely, a new email or mobile number
 * only with a code sent to it.
 */
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import type { AccountActor, DepsOf } from '../account-deps';
import type { User } from '../user';
import { AddressErrors } from './addresses.errors';

/** What the profile screen shows; never the password hash. */
export type Profile = Pick<
  User,
  'id' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'referralCode' | 'role'
>;

/** The profile view of an account. */
export const toProfile = (u: User): Profile => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  mobile: u.mobile,
  referralCode: u.referralCode,
  role: u.role,
});

/** The caller's profile. */
export async function viewProfile(
  deps: DepsOf<'profiles'>,
  actor: AccountActor,
): Promise<Result<Profile, DomainError>> {
  const user = await deps.uow.run((s) => s.profiles.findById(actor.userId));
  return user ? ok(toProfile(user)) : err(AddressErrors.profileNotFound());
}
