import { describe, expect, it } from 'vitest';
import { contractUser } from '../../../core/accounts/account-store-harness';
import { kyselyAccountStores } from '../account-stores';
import { kyselyUserStore } from '../auth/kysely-user-store';
import { type TestBackend, testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';

// Account writes racing on one database. Each transaction stays open a moment after its write,
// so on PostgreSQL (a pool of 4) the others act while it is uncommitted; SQLite queues them.
const pause = () => new Promise((wake) => setTimeout(wake, 20));
const AT = '2026-03-01T10:00:00.000Z';

async function accounts(backend: TestBackend, people: number) {
  const database = await backend.open();
  const users = kyselyUserStore(database.db);
  for (let n = 1; n <= people; n++) await users.insert(contractUser(`u-${n}`, n));
  const uow = kyselyUnitOfWork(database.db, database.dialect, kyselyAccountStores);
  // Open every pooled connection first, so the racers start together rather than one per connect.
  await Promise.all([1, 2, 3, 4].map(() => uow.run(pause)));
  return uow;
}

const home = (n: number) => ({
  id: `home-${n}`,
  userId: `u-${n}`,
  label: 'Home',
  line1: '4 Temple Street',
  line2: null,
  city: 'Madurai',
  state: 'Tamil Nadu',
  postalCode: '625001',
  country: 'India' as const,
  createdAt: AT,
  updatedAt: AT,
});

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'account writes racing on %s',
  (_name, backend) => {
    it('gives a contested email to one person and tells the others, leaving their transactions usable', async () => {
      const uow = await accounts(backend, 4);
      const outcomes = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          uow.run(async (s) => {
            const outcome = await s.profiles.updateProfile(`u-${n}`, { email: 'shared@example.test' });
            await pause();
            // The transaction goes on after a refusal: this write commits either way.
            await s.addresses.insert(home(n));
            return outcome;
          }),
        ),
      );
      expect([...outcomes].sort()).toEqual(['email_taken', 'email_taken', 'email_taken', 'updated']);
      for (const n of [1, 2, 3, 4]) expect(await uow.run((s) => s.addresses.get(`home-${n}`))).not.toBeNull();
    });

    it('pays a reward out once however many payouts race', async () => {
      const uow = await accounts(backend, 2);
      await uow.run(async (s) => {
        await s.wallets.insert({ id: 'w-1', ownerUserId: 'u-1', role: 'consumer', createdAt: AT });
        await s.rewards.insert({
          id: 'r-1',
          userId: 'u-1',
          kind: 'referral',
          referredUserId: 'u-2',
          credits: 100,
          status: 'Earned',
          createdAt: AT,
          updatedAt: AT,
        });
      });
      const paid = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          uow.run(async (s) => {
            const ok = await s.rewards.appendCredit({
              id: `t-${i}`,
              walletId: 'w-1',
              credits: 100,
              kind: 'reward_payout',
              rewardId: 'r-1',
              createdAt: AT,
            });
            await pause();
            return ok;
          }),
        ),
      );
      expect(paid.filter(Boolean)).toHaveLength(1);
      expect(await uow.run((s) => s.rewards.creditsOf('w-1'))).toHaveLength(1);
    });
  },
);
