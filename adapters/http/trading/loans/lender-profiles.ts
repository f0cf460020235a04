/**
 * What the platform knows of a lender beyond the trading directory (spec §2 lender details card:
 * company_name, address, state, web_url, contact_name; §7 "GET credential by owner of lender id
 * (credential_type.entity_attributes)"), as one viewer may see it. The accounts area owns the
 * data; this is a read-only port over it (./account-lender-profiles.ts).
 *
 * What a viewer may see, and why:
 * - the name of the business the lender administers — a company name is what the card is for;
 * - the lender's addresses whose label names a place of business ('Office', 'Head office',
 *   'Business', 'Branch' …) — never a home address: addresses are personal, and the card shows
 *   only what a lender keeps for its business;
 * - issued credentials the lender holds, only to whom the accounts area shows them: the lender,
 *   the issuer, and a requester the lender shared it with (shared, in review or approved).
 *   With no such share, a viewer sees no credential and the card only what the two lines above give.
 */

import type { EntityAttribute } from '../../../../core/accounts/credentials/credential';
import type { AddressFields } from '../../../../core/accounts/profile/address';

/** An issued credential the viewer may see (spec credential_type.entity_attributes). */
export interface LenderCredential {
  readonly id: string;
  readonly typeName: string;
  readonly issuerId: string;
  readonly attributes: readonly EntityAttribute[];
  /** ISO instant of its last change (its issue). */
  readonly updatedAt: string;
}

/** A business address of the lender: an address as the accounts area keeps it. */
export type LenderAddress = AddressFields;

export interface LenderProfile {
  /** The business the lender administers (the oldest, when several), or null. */
  readonly businessName: string | null;
  /** Business addresses only, oldest first. */
  readonly addresses: readonly LenderAddress[];
  /** Issued credentials held by the lender that the viewer may see, newest first. */
  readonly credentials: readonly LenderCredential[];
}

export interface LenderProfiles {
  /** What the platform knows of `lenderId` that `viewerId` may see. */
  profileOf(lenderId: string, viewerId: string): Promise<LenderProfile>;
}

/** An empty profile: what a deployment without the accounts area shows. */
export const NO_PROFILE: LenderProfile = { businessName: null, addresses: [], credentials: [] };

const BUSINESS_LABEL = /\b(office|business|work|branch|headquarters|hq|registered|company)\b/i;

/** True for an address labelled as a place of business. */
export const isBusinessAddress = (label: string | null): boolean =>
  label !== null && BUSINESS_LABEL.test(label);

/** One attribute of the first credential (of `typeName`, when given) that has it, or null. */
function attribute(profile: LenderProfile, attrName: string, typeName?: string): string | null {
  for (const c of profile.credentials) {
    if (typeName && c.typeName !== typeName) continue;
    const found = c.attributes.find((a) => a.attrName === attrName)?.userValue.trim();
    if (found) return found;
  }
  return null;
}

const oneLine = (a: LenderAddress) =>
  [a.line1, a.line2, `${a.city} ${a.postalCode}`.trim(), a.country].filter((p) => p?.trim()).join(', ');

/**
 * The card's fields from a profile: the business name, else a visible Business Registration's
 * 'Business Name'; the first business address (and its state), else a visible Business
 * Registration's 'Registered Address' and Lender Licence's 'State'. No account field or
 * credential type holds a web address, so `web_url` comes only from a visible credential that
 * has a 'Website' attribute.
 */
export function lenderCardFields(profile: LenderProfile) {
  const office = profile.addresses[0] ?? null;
  return {
    company_name: profile.businessName ?? attribute(profile, 'Business Name', 'Business Registration'),
    address: office ? oneLine(office) : attribute(profile, 'Registered Address', 'Business Registration'),
    state: office?.state ?? attribute(profile, 'State', 'Lender Licence'),
    web_url: attribute(profile, 'Website'),
  };
}
