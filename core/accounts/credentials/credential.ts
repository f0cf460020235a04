/**
 * Credentials (spec §3 Credential: credential_type.entity_attributes {attr_name, uservalue};
 * §7 /personas/… share, request, cancel, issue, reject, approve, review). Three parties:
 * - the **holder**, whom the credential is about (a lender's licence, a business's registration);
 * - the **issuer**, who attests it (a KYC provider, a rating agency, the platform);
 * - a **requester**, who asks the holder for it and judges what is shared (an investor checking
 *   a lender before bidding, spec §7 "GET credential by owner of lender id").
 * A `Credential` is the attested record (holder ↔ issuer); a `CredentialShare` is one exchange
 * of it (holder ↔ requester). Nobody else ever sees either.
 */

/** spec `entity_attributes` item. */
export interface EntityAttribute {
  readonly attrName: string;
  readonly userValue: string;
}

export type CredentialStatus = 'requested' | 'in_review' | 'issued' | 'rejected' | 'cancelled';
export type ShareStatus = 'requested' | 'shared' | 'in_review' | 'approved' | 'rejected' | 'cancelled';

export interface Credential {
  readonly id: string;
  readonly holderId: string;
  readonly issuerId: string;
  /** spec `credential_type` name, one of `CREDENTIAL_TYPES`. */
  readonly typeName: string;
  readonly attributes: readonly EntityAttribute[];
  readonly status: CredentialStatus;
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface CredentialShare {
  readonly id: string;
  readonly holderId: string;
  readonly requesterId: string;
  readonly typeName: string;
  /** The issued credential shared; null while only requested (or declined unanswered). */
  readonly credentialId: string | null;
  readonly status: ShareStatus;
  /** ISO instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * The credential types and the attributes each must carry (ours: the spec names the shape, not
 * the types). They follow the platform's participants: people (KYC), businesses, lenders,
 * investors and rating agencies, and payouts (bank account).
 */
export const CREDENTIAL_TYPES = [
  { name: 'KYC', attributes: ['Full Name', 'Date of Birth', 'PAN', 'Address'] },
  { name: 'Business Registration', attributes: ['Business Name', 'CIN', 'GSTIN', 'Registered Address'] },
  { name: 'Lender Licence', attributes: ['Licence Number', 'Issuing Authority', 'State', 'Valid Until'] },
  { name: 'Accredited Investor', attributes: ['Investor Name', 'Certificate Number', 'Valid Until'] },
  { name: 'Rating Agency Registration', attributes: ['Agency Name', 'Registration Number', 'Regulator'] },
  { name: 'Bank Account', attributes: ['Account Holder', 'Account Number', 'IFSC'] },
] as const;

export type CredentialTypeName = (typeof CREDENTIAL_TYPES)[number]['name'];

/** The attribute names a credential type requires, or null for an unknown type. */
export function requiredAttributes(typeName: string): readonly string[] | null {
  return CREDENTIAL_TYPES.find((t) => t.name === typeName)?.attributes ?? null;
}
