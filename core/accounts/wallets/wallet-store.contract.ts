/**
 * The behaviour every `WalletStore` and `RewardStore` must have (fake, SQLite, PostgreSQL): one
 * wallet per owner, one persona per type per wallet, compare-and-set decisions, one referral
 * reward per referred person and one payout per reward. Users `u-1` … `u-3` are seeded first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountStoreHarness, contractUser } from '../account-store-harness';
import type { AccountStores } from '../account-stores';
import type { CreditTransaction, Reward } from '../rewards/reward';
import type { Persona, Wallet } from './wallet';

type Stores = Pick<AccountStores, 'wallets' | 'rewards'>;
const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`;
const wallet = (id: string, ownerUserId: string): Wallet => ({
  id,
  ownerUserId,
  role: 'consumer',
  createdAt: at(1),
});
const persona = (id: string, walletId: string, personaTypeId: string, day: number): Persona => ({
  id,
  walletId,
  personaTypeId,
  typeName: personaTypeId,
  status: 'pending',
  viaUbargain: false,
  onboardedAt: at(day),
  decidedBy: null,
  decidedAt: null,
});
const reward = (id: string, referredUserId: string, day = 1): Reward => ({
  id,
  userId: 'u-1',
  kind: 'referral',
  referredUserId,
  credits: 100,
  status: 'Eligible',
  createdAt: at(day),
  updatedAt: at(day),
});

export function describeWalletStoreContract(name: string, make: () => Promise<AccountStoreHarness<Stores>>) {
  describe(`WalletStore and RewardStore contract: ${name}`, () => {
    let h: AccountStoreHarness<Stores>;
    const run = <T>(work: (s: Stores) => Promise<T>) => h.uow.run(work);
    beforeEach(async () => {
      h = await make();
      await h.seedUsers([contractUser('u-1', 1), contractUser('u-2', 2), contractUser('u-3', 3)]);
    });
    afterEach(() => h.close());

    it('keeps one wallet per owner', async () => {
      expect(await run((s) => s.wallets.insert(wallet('w-1', 'u-1')))).toBe(true);
      expect(await run((s) => s.wallets.insert(wallet('w-2', 'u-1')))).toBe(false);
      expect(await run((s) => s.wallets.findByOwner('u-1'))).toEqual(wallet('w-1', 'u-1'));
      expect(await run((s) => s.wallets.get('w-2'))).toBeNull();
      expect(await run((s) => s.wallets.findByOwner('u-2'))).toBeNull();
    });

    it('keeps one persona per type per wallet, in onboarding order, decided by compare-and-set', async () => {
      await run((s) => s.wallets.insert(wallet('w-1', 'u-1')));
      expect(await run((s) => s.wallets.insertPersona(persona('p-2', 'w-1', 'pt-investor', 2)))).toBe(true);
      expect(await run((s) => s.wallets.insertPersona(persona('p-1', 'w-1', 'pt-lender', 1)))).toBe(true);
      expect(await run((s) => s.wallets.insertPersona(persona('p-3', 'w-1', 'pt-lender', 3)))).toBe(false);
      expect((await run((s) => s.wallets.personasOf('w-1'))).map((p) => p.id)).toEqual(['p-1', 'p-2']);
      expect(await run((s) => s.wallets.setPersonaStatus('p-1', 'approved', 'rejected', 'u-3', at(4)))).toBe(
        false,
      );
      expect(await run((s) => s.wallets.setPersonaStatus('p-1', 'pending', 'approved', 'u-3', at(4)))).toBe(
        true,
      );
      expect(await run((s) => s.wallets.getPersona('p-1'))).toMatchObject({
        status: 'approved',
        decidedBy: 'u-3',
        decidedAt: at(4),
      });
      expect((await run((s) => s.wallets.pendingPersonas(10))).map((p) => p.id)).toEqual(['p-2']);
    });

    it('starts a re-application over: pending, undecided, onboarded now', async () => {
      await run((s) => s.wallets.insert(wallet('w-1', 'u-1')));
      await run((s) => s.wallets.insertPersona(persona('p-1', 'w-1', 'pt-lender', 1)));
      await run((s) => s.wallets.setPersonaStatus('p-1', 'pending', 'rejected', 'u-3', at(2)));
      expect(await run((s) => s.wallets.setPersonaStatus('p-1', 'rejected', 'pending', null, at(5)))).toBe(
        true,
      );
      expect(await run((s) => s.wallets.getPersona('p-1'))).toMatchObject({
        status: 'pending',
        decidedBy: null,
        decidedAt: null,
        onboardedAt: at(5),
      });
    });

    it('keeps one referral reward per referred person and moves it by compare-and-set', async () => {
      expect(await run((s) => s.rewards.insert(reward('r-1', 'u-2')))).toBe(true);
      expect(await run((s) => s.rewards.insert(reward('r-2', 'u-2')))).toBe(false);
      expect(await run((s) => s.rewards.insert(reward('r-3', 'u-3', 2)))).toBe(true);
      expect((await run((s) => s.rewards.listFor('u-1'))).map((r) => r.id)).toEqual(['r-3', 'r-1']);
      expect(await run((s) => s.rewards.findReferral('u-2'))).toEqual(reward('r-1', 'u-2'));
      expect(await run((s) => s.rewards.setStatus('r-1', 'Earned', 'Paid', at(3)))).toBe(false);
      expect(await run((s) => s.rewards.setStatus('r-1', 'Eligible', 'Earned', at(3)))).toBe(true);
      expect((await run((s) => s.rewards.withStatus('Earned', 10))).map((r) => r.id)).toEqual(['r-1']);
    });

    it('pays each reward out once and lists a wallet’s credits newest first', async () => {
      await run(async (s) => {
        await s.wallets.insert(wallet('w-1', 'u-1'));
        await s.rewards.insert(reward('r-1', 'u-2'));
        await s.rewards.insert(reward('r-2', 'u-3'));
      });
      const tx = (id: string, rewardId: string, day: number): CreditTransaction => ({
        id,
        walletId: 'w-1',
        credits: 100,
        kind: 'reward_payout',
        rewardId,
        createdAt: at(day),
      });
      expect(await run((s) => s.rewards.appendCredit(tx('t-1', 'r-1', 1)))).toBe(true);
      expect(await run((s) => s.rewards.appendCredit(tx('t-2', 'r-1', 2)))).toBe(false);
      expect(await run((s) => s.rewards.appendCredit(tx('t-3', 'r-2', 3)))).toBe(true);
      expect((await run((s) => s.rewards.creditsOf('w-1'))).map((t) => t.id)).toEqual(['t-3', 't-1']);
      expect(await run((s) => s.rewards.creditsOf('w-9'))).toEqual([]);
    });
  });
}
