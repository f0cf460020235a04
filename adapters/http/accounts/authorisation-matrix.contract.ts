import { describe, expect, it } from 'vitest';
import type { AccountsClient } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { intrusions } from './testing/intrusions';
import { useAccounts } from './testing/suite-kit';
import { type Person, twoBusinesses } from './testing/two-businesses';

/** What a person sees of everything that is theirs, read through their own session. */
async function holdings(api: AccountsClient, p: Person): Promise<string> {
  const who = p.caller;
  const reads = [
    '/users/me',
    '/users/address',
    '/wallets',
    `/personas/credentials/view?credential_id=${p.credentialId}`,
    `/businesses/contracts/view?contract_id=${p.contractId}`,
    `/orders/hire/view?reservation_id=${p.reservationId}`,
    `/businesses?business_id=${p.businessId}`,
    `/businesses/members?business_id=${p.businessId}`,
    '/users/routeConfig',
  ];
  if (p.role === 'BUSINESSADMIN') reads.push(`/businesses/ecosystem/seller?ecosystem_id=${p.ecosystemId}`);
  const answers = [];
  for (const path of reads) {
    const res = await api.get(path, who);
    answers.push([path, res.status, await res.json()]);
  }
  return JSON.stringify(answers);
}

/**
 * The authorisation matrix through HTTP (world: testing/two-businesses.ts): every request by
 * one person against another's profile, address, wallet, credential, contract, hire, business
 * or ecosystem answers 404 — or 403 only inside the attacker's own business — and afterwards
 * every person still sees exactly what they saw before.
 */
export function describeAuthorisationMatrix(name: string, make: MakeAccountsWorld): void {
  describe(`authorisation matrix over two businesses (${name})`, () => {
    const t = useAccounts(make);

    it('refuses every attempt on another person’s or business’s data and changes nothing', async () => {
      const people = await twoBusinesses(t);
      const before = await Promise.all(people.map((p) => holdings(t.api, p)));
      const wrong: string[] = [];
      let attempts = 0;
      for (const attacker of people)
        for (const victim of people.filter((v) => v !== attacker))
          for (const [what, attempt] of intrusions(t.api, attacker, victim)) {
            attempts += 1;
            const res = await attempt();
            const who = `${attacker.caller.user.id} (${attacker.role} of ${attacker.businessId}) → ${what} of ${victim.caller.user.id}`;
            if (res.status !== 403 && res.status !== 404) wrong.push(`${who}: ${res.status}`);
            else if (res.status === 403 && attacker.businessId !== victim.businessId)
              wrong.push(`${who}: 403 tells an outsider it exists`);
            else expect(await res.json()).toMatchObject({ success: false });
          }
      expect(wrong).toEqual([]);
      expect(attempts).toBeGreaterThan(200);
      const after = await Promise.all(people.map((p) => holdings(t.api, p)));
      expect(after).toEqual(before);
    });
  });
}
