/**
 * Every request one person of `twoBusinesses` might send against what belongs to another:
 * personal data (address, wallet, credential, contract, hire) unless they share it, and a
 * business's data unless they administer it (reads too, unless they belong to it) — the HTTP
 * twin of the core's intrusion list.
 */
import type { AccountsClient } from './accounts-client';
import type { Person } from './two-businesses';

export type Intrusion = readonly [name: string, attempt: () => Response | Promise<Response>];

export function intrusions(api: AccountsClient, attacker: Person, victim: Person): Intrusion[] {
  const a = attacker.caller;
  const address = {
    address_id: victim.addressId,
    line1: 'Gone',
    city: 'X',
    state: 'Kerala',
    postalCode: '682001',
  };
  const list: Intrusion[] = [
    ['update address', () => api.put('/users/address', address, a)],
    ['delete address', () => api.delete(`/users/address?address_id=${victim.addressId}`, a)],
    [
      'onboard into wallet',
      () => api.post(`/wallets/persona/onboard?wallet_id=${victim.walletId}`, { persona_id: 'pt-buyer' }, a),
    ],
  ];
  if (attacker.credentialId !== victim.credentialId) {
    const credential_id = victim.credentialId;
    list.push([
      'view credential',
      () => api.get(`/personas/credentials/view?credential_id=${credential_id}`, a),
    ]);
    for (const action of ['review', 'issue', 'reject', 'cancel'])
      list.push([
        `${action} credential`,
        () => api.post(`/personas/credentials/${action}`, { credential_id }, a),
      ]);
    list.push([
      'share credential',
      () => api.post('/personas/shares/share', { credential_id, requester_id: a.user.id }, a),
    ]);
  }
  if (attacker.contractId !== victim.contractId) {
    const contract_id = victim.contractId;
    list.push(['view contract', () => api.get(`/businesses/contracts/view?contract_id=${contract_id}`, a)]);
    for (const action of ['submit', 'APPROVED', 'REJECTED', 'CANCELLED', 'sign'])
      list.push([
        `${action} contract`,
        () => api.post('/businesses/contracts/action', { contract_id, action }, a),
      ]);
    const form = { contract_id, title: 'Mine', agreement_type: 'Sale Agreement', terms: 'All of it.' };
    list.push(['edit contract', () => api.put('/businesses/contracts', form, a)]);
    list.push(['pay stamp duty', () => api.post('/businesses/contracts/stampDuty', { contract_id }, a)]);
    list.push([
      'view reservation',
      () => api.get(`/orders/hire/view?reservation_id=${victim.reservationId}`, a),
    ]);
  }
  const business_id = victim.businessId;
  const member = attacker.businessId === business_id;
  if (!(member && attacker.role === 'BUSINESSADMIN')) {
    const members = (query: string) => `/businesses/members${query}`;
    const ecosystem_id = victim.ecosystemId;
    list.push(
      [
        'update business',
        () => api.put(`/businesses?business_id=${business_id}`, { business_name: 'Taken Over' }, a),
      ],
      [
        'add member',
        () => api.post(members(''), { business_id, email: a.user.email, role: 'BUSINESSADMIN' }, a),
      ],
      [
        'promote member',
        () => api.put(members(''), { business_id, user_id: a.user.id, role: 'BUSINESSADMIN' }, a),
      ],
      [
        'remove member',
        () => api.delete(members(`?business_id=${business_id}&user_id=${victim.caller.user.id}`), a),
      ],
      [
        'set member routes',
        () =>
          api.put(
            members('/routeConfig'),
            { business_id, user_id: victim.caller.user.id, read_only_paths: [] },
            a,
          ),
      ],
      [
        'add ecosystem seller',
        () =>
          api.post(
            '/businesses/ecosystem/seller',
            { ecosystem_id, business_id: attacker.businessId, kind: 'Grower' },
            a,
          ),
      ],
      ['list ecosystem buyers', () => api.get(`/businesses/ecosystem/buyer?ecosystem_id=${ecosystem_id}`, a)],
    );
  }
  if (!member) {
    list.push(
      ['view business', () => api.get(`/businesses?business_id=${business_id}`, a)],
      ['list members', () => api.get(`/businesses/members?business_id=${business_id}`, a)],
    );
  }
  return list;
}
