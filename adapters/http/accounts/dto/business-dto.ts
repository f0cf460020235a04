/**
 * Businesses, members and ecosystems under the spec's names (§3 Business: businessDetails with
 * business_name; registration payload business_type, business_master_category; Ecosystem: _id,
 * profile_pic, banner_pic[], ecosystem_name, ecosystem_uri, ecosystem_url).
 */
import { z } from '@hono/zod-openapi';
import type { Business } from '../../../../core/accounts/businesses/business';
import type { MemberListing } from '../../../../core/accounts/businesses/business-members';
import type { BusinessView } from '../../../../core/accounts/businesses/businesses';
import type { Ecosystem } from '../../../../core/accounts/ecosystems/ecosystem';
import type { EcosystemParticipant } from '../../../../core/accounts/ecosystems/ecosystem-participants';

const role = z.enum(['BUSINESSADMIN', 'BUSINESSUSER', 'BUSINESSSELLER']);

export const BusinessSchema = z
  .object({
    _id: z.string(),
    business_name: z.string(),
    business_type: z.string(),
    business_master_category: z.string(),
    owner_id: z.string(),
    ecosystem_id: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Business');

export const BusinessViewSchema = BusinessSchema.extend({
  role: role.nullable().openapi({ description: 'The caller’s role in it; null for the platform admin.' }),
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
}).openapi('BusinessView');

export const MemberSchema = z
  .object({ user_id: z.string(), firstname: z.string(), lastname: z.string(), role, createdAt: z.string() })
  .openapi('BusinessMember');

export const EcosystemSchema = z
  .object({
    _id: z.string(),
    ecosystem_name: z.string(),
    ecosystem_uri: z.string(),
    ecosystem_url: z.string(),
    profile_pic: z.string().nullable(),
    banner_pic: z.array(z.string()),
    redirect_uris: z.array(z.string()),
    owner_id: z.string().nullable(),
    approved: z
      .boolean()
      .openapi({ description: 'Sign-on redirects count only once a platform admin approved.' }),
    approvedAt: z.string().nullable(),
  })
  .openapi('RegisteredEcosystem');

export const ParticipantSchema = z
  .object({
    ecosystem_id: z.string(),
    business_id: z.string(),
    side: z.enum(['buyer', 'seller']),
    kind: z.string(),
    added_by: z.string(),
    addedAt: z.string(),
  })
  .openapi('EcosystemParticipant');

/** spec §3 `businessDetails`. */
export function businessDto(b: Business): z.input<typeof BusinessSchema> {
  return {
    _id: b.id,
    business_name: b.name,
    business_type: b.type,
    business_master_category: b.category,
    owner_id: b.ownerUserId,
    ecosystem_id: b.ecosystemId,
    createdAt: b.createdAt,
  };
}

export function businessViewDto(v: BusinessView): z.input<typeof BusinessViewSchema> {
  return {
    ...businessDto(v.business),
    role: v.role,
    approved: v.approval !== null,
    approvedAt: v.approval?.approvedAt ?? null,
  };
}

export function memberDto(m: MemberListing): z.input<typeof MemberSchema> {
  return {
    user_id: m.userId,
    firstname: m.firstName,
    lastname: m.lastName,
    role: m.role,
    createdAt: m.createdAt,
  };
}

export function ecosystemDto(e: Ecosystem): z.input<typeof EcosystemSchema> {
  return {
    _id: e.id,
    ecosystem_name: e.name,
    ecosystem_uri: e.uri,
    ecosystem_url: e.url,
    profile_pic: e.profilePic,
    banner_pic: [...e.bannerPics],
    redirect_uris: [...e.redirectUris],
    owner_id: e.ownerUserId,
    approved: e.approvedAt !== null,
    approvedAt: e.approvedAt,
  };
}

export function participantDto(p: EcosystemParticipant): z.input<typeof ParticipantSchema> {
  return {
    ecosystem_id: p.ecosystemId,
    business_id: p.businessId,
    side: p.side,
    kind: p.kind,
    added_by: p.addedBy,
    addedAt: p.addedAt,
  };
}
