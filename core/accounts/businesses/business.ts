/**
 * Businesses and who may act for them (spec §3 business registration payload, §6 token roles).
 * A business is created by business registration; its registrant becomes its admin.
 */

import type { BusinessType } from '../../validation/option-lists';

/** spec §3 enumeration "business types": the form's value list (core/validation/option-lists.ts). */
export { BUSINESS_TYPES, type BusinessType } from '../../validation/option-lists';

/** spec §9 defaults. */
export const DEFAULT_BUSINESS_TYPE: BusinessType = 'Private Limited';
export const DEFAULT_BUSINESS_CATEGORY = 'eCommerce';

/** The token roles a member can hold inside a business (spec §6). */
export type BusinessRole = 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER';

export interface Business {
  readonly id: string;
  /** spec §3 `business_name`: letters, digits, hyphen, underscore, spaces. */
  readonly name: string;
  readonly type: BusinessType;
  /** spec §3 `business_master_category`. */
  readonly category: string;
  readonly ownerUserId: string;
  readonly ecosystemId: string | null;
  /** ISO instant. */
  readonly createdAt: string;
}

export interface BusinessMembership {
  readonly businessId: string;
  readonly userId: string;
  readonly role: BusinessRole;
  /** ISO instant. */
  readonly createdAt: string;
}

/** spec §6: "Admin or seller status true for business admin and business seller". */
export function isAdminOrSeller(role: BusinessRole): boolean {
  return role === 'BUSINESSADMIN' || role === 'BUSINESSSELLER';
}

/** An invitation's life: the invitee accepts or declines a pending one, once. */
export type InvitationStatus = 'pending' | 'accepted' | 'declined';

/**
 * An invitation to join a business in a role. Nobody becomes a member without consenting: the
 * business admin invites an email, the person signed in with that email accepts (and only then
 * holds the role) or declines. One per business and email; inviting again reopens it.
 */
export interface BusinessInvitation {
  readonly id: string;
  readonly businessId: string;
  /** Lower-cased. */
  readonly email: string;
  readonly role: BusinessRole;
  readonly invitedBy: string;
  readonly status: InvitationStatus;
  /** ISO instant of the (latest) invitation. */
  readonly createdAt: string;
  readonly decidedAt: string | null;
}
