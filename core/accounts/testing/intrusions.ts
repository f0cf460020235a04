/**
 * Everything one person of `twoBusinesses` might try against what belongs to another: personal
 * data (address, wallet, credential, contract, hire) unless they share it, and a business's
 * data unless they administer it (reads too, unless they belong to it).
 */
import type { DomainError } from '../../errors/domain-error';
import type { Result } from '../../errors/result';
import { actOnContract } from '../agreements/contract-actions';
import { editContract } from '../agreements/contract-drafts';
import { viewContract } from '../agreements/contract-views';
import { payStampDuty } from '../agreements/stamp-duty';
import { contractForm } from '../agreements/testing/contract-samples';
import { viewReservation } from '../assets/reservations';
import { inviteMember } from '../businesses/business-invitations';
import { changeMemberRole, listMembers, removeMember } from '../businesses/business-members';
import { updateBusiness, viewBusiness } from '../businesses/businesses';
import { viewCredential } from '../credentials/credential-views';
import { actOnCredential } from '../credentials/issuance';
import { shareCredential } from '../credentials/sharing';
import { addEcosystemParticipant, listEcosystemParticipants } from '../ecosystems/ecosystems';
import { deleteAddress, updateAddress } from '../profile/addresses';
import { setMemberRouteConfig } from '../route-config/route-configs';
import { onboardPersona } from '../wallets/onboard-persona';
import type { AccountsWorld } from './accounts-world';
import type { Person } from './two-businesses';

export type Intrusion = readonly [name: string, attempt: () => Promise<Result<unknown, DomainError>>];

export function intrusions(
  w: AccountsWorld,
  ecosystems: Record<string, string>,
  attacker: Person,
  victim: Person,
): Intrusion[] {
  const a = attacker.actor;
  const list: Intrusion[] = [
    [
      'update address',
      () =>
        updateAddress(w.deps, a, {
          address_id: victim.addressId,
          line1: 'Gone',
          city: 'X',
          state: 'Kerala',
          postalCode: '682001',
        }),
    ],
    ['delete address', () => deleteAddress(w.deps, a, { address_id: victim.addressId })],
    [
      'onboard into wallet',
      () => onboardPersona(w.deps, a, { wallet_id: victim.walletId, persona_id: 'pt-lender' }),
    ],
  ];
  if (attacker.credentialId !== victim.credentialId) {
    const credential_id = victim.credentialId;
    list.push(['view credential', () => viewCredential(w.deps, a, { credential_id })]);
    for (const action of ['review', 'issue', 'reject', 'cancel'] as const)
      list.push([`${action} credential`, () => actOnCredential(w.deps, a, { credential_id, action })]);
    list.push([
      'share credential',
      () => shareCredential(w.deps, a, { credential_id, requester_id: attacker.user.id }),
    ]);
  }
  if (attacker.contractId !== victim.contractId) {
    const contract_id = victim.contractId;
    list.push(['view contract', () => viewContract(w.deps, a, { contract_id })]);
    for (const action of ['submit', 'APPROVED', 'REJECTED', 'CANCELLED', 'sign'])
      list.push([`${action} contract`, () => actOnContract(w.deps, a, { contract_id, action })]);
    list.push([
      'edit contract',
      () => editContract(w.deps, a, { ...contractForm(victim.user.id), contract_id }),
    ]);
    list.push(['pay stamp duty', () => payStampDuty(w.paying, a, { contract_id })]);
    list.push([
      'view reservation',
      () => viewReservation(w.deps, a, { reservation_id: victim.reservationId }),
    ]);
  }
  const business_id = victim.businessId;
  const member = attacker.businessId === business_id;
  if (!(member && a.role === 'BUSINESSADMIN')) {
    const ecosystem_id = ecosystems[business_id];
    list.push(
      ['update business', () => updateBusiness(w.deps, a, { business_id, business_name: 'Taken Over' })],
      [
        'invite member',
        () => inviteMember(w.deps, a, { business_id, email: attacker.user.email, role: 'BUSINESSADMIN' }),
      ],
      [
        'promote member',
        () => changeMemberRole(w.deps, a, { business_id, user_id: attacker.user.id, role: 'BUSINESSADMIN' }),
      ],
      ['remove member', () => removeMember(w.deps, a, { business_id, user_id: victim.user.id })],
      [
        'set member routes',
        () => setMemberRouteConfig(w.deps, a, { business_id, user_id: victim.user.id, read_only_paths: [] }),
      ],
      [
        'add ecosystem seller',
        () =>
          addEcosystemParticipant(w.deps, a, 'seller', {
            ecosystem_id,
            business_id: attacker.businessId,
            kind: 'Grower',
          }),
      ],
      ['list ecosystem buyers', () => listEcosystemParticipants(w.deps, a, 'buyer', { ecosystem_id })],
    );
  }
  if (!member) {
    list.push(
      ['view business', () => viewBusiness(w.deps, a, { business_id })],
      ['list members', () => listMembers(w.deps, a, { business_id })],
    );
  }
  return list;
}
