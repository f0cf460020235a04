/**
 * `LenderProfiles` (./lender-profiles.ts) over the accounts area's own stores — businesses and
 * their members, addresses, credentials and shares — read in one transaction each, never
 * written. The visibility of credentials is the accounts area's rule (core/accounts/credentials/
 * credential-views.ts): holder, issuer, or a requester with a share that is shared, in review
 * or approved.
 */

import type { BusinessDirectory } from '../../../../core/accounts/businesses/business-directory';
import type { BusinessStore } from '../../../../core/accounts/businesses/business-store';
import type { Credential } from '../../../../core/accounts/credentials/credential';
import { SHARE_VISIBLE } from '../../../../core/accounts/credentials/credential-machine';
import type { CredentialStore } from '../../../../core/accounts/credentials/credential-store';
import type { AddressStore } from '../../../../core/accounts/profile/address-store';
import type { UnitOfWork } from '../../../../core/ports/unit-of-work';
import { isBusinessAddress, type LenderCredential, type LenderProfiles } from './lender-profiles';

/** The account stores read here (any `AccountDeps['uow']` and `AuthDeps['uow']` fit). */
export interface LenderProfileSources {
  readonly accounts: UnitOfWork<{
    readonly addresses: Pick<AddressStore, 'listFor'>;
    readonly credentials: Pick<CredentialStore, 'listForParty' | 'sharesOf'>;
    readonly businessDirectory: Pick<BusinessDirectory, 'get'>;
  }>;
  /** Whose businesses a user administers (the auth area's memberships). */
  readonly memberships: UnitOfWork<{ readonly businesses: Pick<BusinessStore, 'membershipsOf'> }>;
}

const visibleCredential = (c: Credential): LenderCredential => ({
  id: c.id,
  typeName: c.typeName,
  issuerId: c.issuerId,
  attributes: c.attributes.map((a) => ({ ...a })),
  updatedAt: c.updatedAt,
});

/** Lender profiles read from the accounts area. */
export function accountLenderProfiles(sources: LenderProfileSources): LenderProfiles {
  return {
    async profileOf(lenderId, viewerId) {
      const memberships = await sources.memberships.run((s) => s.businesses.membershipsOf(lenderId));
      const administered = memberships.find((m) => m.role === 'BUSINESSADMIN') ?? null;
      return sources.accounts.run(async (s) => {
        const business = administered ? await s.businessDirectory.get(administered.businessId) : null;
        const addresses = (await s.addresses.listFor(lenderId)).filter((a) => isBusinessAddress(a.label));
        const held = (await s.credentials.listForParty(lenderId)).filter(
          (c) => c.holderId === lenderId && c.status === 'issued',
        );
        const credentials: LenderCredential[] = [];
        for (const c of held) {
          const party = viewerId === c.holderId || viewerId === c.issuerId;
          const shared =
            party ||
            (await s.credentials.sharesOf(c.id, viewerId)).some((sh) => SHARE_VISIBLE.includes(sh.status));
          if (shared) credentials.push(visibleCredential(c));
        }
        return {
          businessName: business?.name ?? null,
          addresses: addresses.map(({ label, line1, line2, city, state, postalCode, country }) => ({
            label,
            line1,
            line2,
            city,
            state,
            postalCode,
            country,
          })),
          credentials,
        };
      });
    },
  };
}
