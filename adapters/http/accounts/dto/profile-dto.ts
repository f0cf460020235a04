/**
 * The person's profile and addresses under the spec's names (§3 Profile: profile_details.user
 * with firstname; Address: address_id). The password hash never leaves the core's `User`: the
 * profile DTO is built from the core's `Profile`, which does not hold it.
 */
import { z } from '@hono/zod-openapi';
import type { Address } from '../../../../core/accounts/profile/address';
import type { Profile } from '../../../../core/accounts/profile/profile';
import { TOKEN_ROLES } from '../../../../core/permissions/actor';

export const ProfileUserSchema = z
  .object({
    _id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string().nullable(),
    countryCode: z.string().nullable(),
    mobile: z.string().nullable(),
    referral_code: z
      .string()
      .openapi({ description: 'The person’s own code, to share (spec §9 upper case).' }),
    role: z.enum(TOKEN_ROLES).openapi({ description: 'The person’s platform role (consumer or ispadmin).' }),
  })
  .openapi('ProfileUser');

export const AddressSchema = z
  .object({
    address_id: z.string(),
    label: z.string().nullable(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Address');

/** spec §3 `profile_details.user`. */
export function profileDto(profile: Profile): z.input<typeof ProfileUserSchema> {
  return {
    _id: profile.id,
    firstname: profile.firstName,
    lastname: profile.lastName,
    email: profile.email,
    countryCode: profile.mobile?.countryCode ?? null,
    mobile: profile.mobile?.number ?? null,
    referral_code: profile.referralCode,
    role: profile.role,
  };
}

export function addressDto(a: Address): z.input<typeof AddressSchema> {
  return {
    address_id: a.id,
    label: a.label,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}
