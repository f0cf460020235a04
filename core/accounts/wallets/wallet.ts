/**
 * Wallets and the personas onboarded into them (spec §3 Wallet: wallet_details {_id,
 * personas_to_onboard, wallet_role}; Persona: status, persona_type.entity_type_name). Every
 * person has one wallet, opened with the account. A persona is a role the person applies for —
 * Lender, Investor, Due Diligence … — and the first approved one decides the loan persona of
 * spec §6 (`resolveLoanPersona`).
 */

/** spec §3 roles; a wallet's role says which side of the marketplace its owner is on. */
export const WALLET_ROLES = [
  'consumer',
  'ecosystem',
  'seller',
  'follower',
  'distributor',
  'retailer',
  'buyer',
  'participant',
] as const;
export type WalletRole = (typeof WALLET_ROLES)[number];

export interface Wallet {
  /** spec `_id`. */
  readonly id: string;
  readonly ownerUserId: string;
  /** spec `wallet_role`: 'seller' for people who registered as a business, else 'consumer'. */
  readonly role: WalletRole;
  /** ISO instant. */
  readonly createdAt: string;
}

/**
 * The wallet an account is opened with, in the transaction that creates the account (spec §3
 * wallet_role: 'seller' for a business registration, else 'consumer').
 */
export function openingWallet(
  owner: { readonly id: string; readonly registeredAs: 'personal' | 'business' },
  id: string,
  at: string,
): Wallet {
  return {
    id,
    ownerUserId: owner.id,
    role: owner.registeredAs === 'business' ? 'seller' : 'consumer',
    createdAt: at,
  };
}

/**
 * Persona life cycle: onboarding makes it `pending` (or `approved` at once for self-service
 * types); a platform admin approves or rejects a pending one; a rejected one may be onboarded
 * again, which makes it pending once more. Approved is final.
 */
export type PersonaStatus = 'pending' | 'approved' | 'rejected';

export interface Persona {
  readonly id: string;
  readonly walletId: string;
  /** spec `persona_id` of the onboarding call: the persona type. */
  readonly personaTypeId: string;
  /** spec `persona_type.entity_type_name`. */
  readonly typeName: string;
  readonly status: PersonaStatus;
  /** spec `isUbargain`: onboarded from the ubargain marketplace. */
  readonly viaUbargain: boolean;
  /** ISO instants; `decidedAt`/`decidedBy` are set by the approval or rejection. */
  readonly onboardedAt: string;
  readonly decidedBy: string | null;
  readonly decidedAt: string | null;
}
