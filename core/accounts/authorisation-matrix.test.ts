/**
 * The authorisation matrix of the account area (world: testing/two-businesses.ts). Every
 * attempt by one person to read or change what belongs to another — or to a business they do
 * not administer — is refused: `not_found` where they may not know it exists, `forbidden` only
 * inside their own business; and every stored row stays as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { changeProfile } from '../auth/profile-change';
import type { AccountsWorld } from './testing/accounts-world';
import { intrusions } from './testing/intrusions';
import { must, type Person, twoBusinesses } from './testing/two-businesses';
import type { User } from './user';

const TABLES = [
  'users',
  'addresses',
  'businesses',
  'business_members',
  'business_approvals',
  'ecosystems',
  'ecosystem_participants',
  'member_route_configs',
  'wallets',
  'wallet_personas',
  'credentials',
  'credential_shares',
  'contracts',
  'assets',
  'reservations',
  'rewards',
  'credit_transactions',
];

let w: AccountsWorld;
let people: Person[];
let ecosystems: Record<string, string>;
const snapshot = () => JSON.stringify(TABLES.map((t) => w.db.table(t).all()));
const pairs = () =>
  people.flatMap((attacker) =>
    people.filter((v) => v !== attacker).map((victim) => [attacker, victim] as const),
  );

beforeAll(async () => {
  ({ w, people, ecosystems } = await twoBusinesses());
});

describe('authorisation matrix over two businesses', () => {
  it('refuses every attempt on another person’s or business’s data and changes nothing', async () => {
    const before = snapshot();
    const wrong: string[] = [];
    for (const [attacker, victim] of pairs())
      for (const [name, attempt] of intrusions(w, ecosystems, attacker, victim)) {
        const r = await attempt();
        const who = `${attacker.user.id} (${attacker.actor.role} of ${attacker.businessId}) → ${name} of ${victim.user.id}`;
        if (r.ok) wrong.push(`${who}: allowed`);
        else if (r.error.kind !== 'not_found' && r.error.kind !== 'forbidden')
          wrong.push(`${who}: ${r.error.kind}`);
        else if (r.error.kind === 'forbidden' && attacker.businessId !== victim.businessId)
          wrong.push(`${who}: forbidden tells an outsider it exists`);
      }
    expect(wrong).toEqual([]);
    expect(snapshot()).toBe(before);
  });

  it('changes the caller’s own profile only, whatever id the request names', async () => {
    const [attacker, victim] = [people[0]!, people[2]!];
    const victimRow = () => JSON.stringify(w.db.table<User>('users').get(victim.user.id));
    const before = victimRow();
    must(
      await changeProfile(w.auth, attacker.actor, {
        firstname: 'Renamed',
        user_id: victim.user.id,
        id: victim.user.id,
      }),
    );
    expect(victimRow()).toBe(before);
    expect(await w.read().profiles.findById(attacker.user.id)).toMatchObject({ firstName: 'Renamed' });
  });

  it('tries every kind of data for every pair of people', () => {
    const counts = pairs().map(([attacker, victim]) => intrusions(w, ecosystems, attacker, victim).length);
    expect(counts).toHaveLength(12);
    // An admin and its own member share a credential, a contract and a hire: only address and wallet are apart.
    expect(Math.min(...counts)).toBe(3);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(200);
  });
});
