/**
 * The person's own profile (spec §7 PUT /users, §3 profile_details.user; §8 'Updated
 * Successfully'). Field rules are §5's (names, email, mobile). Email and mobile number can be
 * changed but not removed — they are how the person logs in — and stay unique platform-wide.
 * A person only ever reads or changes their own profile: the id comes from the session.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { validate } from '../../validation/field-kit';
import { firstNameField, lastNameField, requiredEmailField } from '../../validation/identity-fields';
import { VALIDATION_MESSAGES } from '../../validation/messages';
import { countryCodeField, standardMobileField } from '../../validation/phone-fields';
import { normalizeEmail } from '../identifier';
import type { AccountActor, DepsOf } from '../route-config/account-deps';
import type { User } from '../user';
import { AddressErrors } from './addresses.errors';
import type { ProfileChanges } from './profile-store';

/** What the profile screen shows; never the password hash. */
export type Profile = Pick<
  User,
  'id' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'referralCode' | 'role'
>;

/** spec PUT /users: any of firstname, lastname, email, mobile (with countryCode). */
export const updateProfileSchema = z.object({
  firstname: firstNameField.optional(),
  lastname: lastNameField.optional(),
  email: requiredEmailField(VALIDATION_MESSAGES.invalidEmail).optional(),
  mobile: standardMobileField.optional(),
  countryCode: countryCodeField.optional(),
});

const toProfile = (u: User): Profile => ({
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

/** Changes the caller's profile → 'Updated Successfully' and the profile as stored. */
export async function updateProfile(
  deps: DepsOf<'profiles'>,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string; profile: Profile }, DomainError>> {
  const parsed = validate(updateProfileSchema, input, 'PROFILE.INVALID');
  if (!parsed.ok) return parsed;
  const { firstname, lastname, email, mobile, countryCode } = parsed.value;
  if ([firstname, lastname, email, mobile, countryCode].every((v) => v === undefined))
    return err(AddressErrors.nothingToUpdate());
  return transact(deps.uow, async (s) => {
    const user = await s.profiles.findById(actor.userId);
    if (!user) return err(AddressErrors.profileNotFound());
    const number = mobile ?? user.mobile?.number;
    // A country code alone re-labels the current number; a number alone keeps the current code.
    const code = countryCode ?? user.mobile?.countryCode ?? '+91';
    const changes: ProfileChanges = {
      ...(firstname !== undefined && { firstName: firstname }),
      ...(lastname !== undefined && { lastName: lastname }),
      ...(email !== undefined && { email: normalizeEmail(email) }),
      ...(number !== undefined &&
        (mobile ?? countryCode) !== undefined && { mobile: { countryCode: code, number } }),
    };
    const outcome = await s.profiles.updateProfile(user.id, changes);
    if (outcome === 'not_found') return err(AddressErrors.profileNotFound());
    if (outcome === 'email_taken') return err(AddressErrors.emailTaken());
    if (outcome === 'mobile_taken') return err(AddressErrors.mobileTaken());
    return ok({ message: MESSAGES.updatedSuccessfully, profile: toProfile({ ...user, ...changes }) });
  });
}
