/**
 * The behaviour every `ContractStore` must have (fake, SQLite, PostgreSQL): contracts stored
 * whole, compare-and-set on the version, listing by party. Users `u-1` … `u-3` are seeded first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountStoreHarness, contractUser } from '../account-store-harness';
import type { AccountStores } from '../account-stores';
import { aContract, eStamped } from './testing/contract-samples';

type Stores = Pick<AccountStores, 'contracts'>;

export function describeContractStoreContract(
  name: string,
  make: () => Promise<AccountStoreHarness<Stores>>,
) {
  describe(`ContractStore contract: ${name}`, () => {
    let h: AccountStoreHarness<Stores>;
    const run = <T>(work: (s: Stores) => Promise<T>) => h.uow.run(work);
    beforeEach(async () => {
      h = await make();
      await h.seedUsers([contractUser('u-1', 1), contractUser('u-2', 2), contractUser('u-3', 3)]);
    });
    afterEach(() => h.close());

    it('returns a contract exactly as stored, signatures and stamp duty included', async () => {
      const contract = eStamped({
        signatures: [{ userId: 'u-1', signedAt: '2026-01-02T00:00:00.000Z' }],
        stampDutyPaymentId: 'pay-1',
      });
      await run((s) => s.contracts.insert(contract));
      expect(await run((s) => s.contracts.get('k-1'))).toEqual(contract);
      expect(await run((s) => s.contracts.get('k-9'))).toBeNull();
    });

    it('replaces a contract only from the version the writer read', async () => {
      await run((s) => s.contracts.insert(aContract()));
      const next = aContract({ status: 'pending', version: 2, updatedAt: '2026-01-03T00:00:00.000Z' });
      expect(await run((s) => s.contracts.replace(next, 1))).toBe(true);
      expect(await run((s) => s.contracts.replace({ ...next, status: 'cancelled', version: 3 }, 1))).toBe(
        false,
      );
      expect(await run((s) => s.contracts.get('k-1'))).toEqual(next);
      expect(await run((s) => s.contracts.replace(aContract({ id: 'k-9', version: 2 }), 1))).toBe(false);
    });

    it('lists the contracts a user is party to, most recently changed first', async () => {
      await run(async (s) => {
        await s.contracts.insert(aContract({ id: 'k-1', updatedAt: '2026-01-01T00:00:00.000Z' }));
        await s.contracts.insert(
          aContract({ id: 'k-2', creatorId: 'u-3', updatedAt: '2026-01-05T00:00:00.000Z' }),
        );
        await s.contracts.insert(
          aContract({
            id: 'k-3',
            creatorId: 'u-3',
            counterpartyId: 'u-1',
            updatedAt: '2026-01-03T00:00:00.000Z',
          }),
        );
      });
      expect((await run((s) => s.contracts.listForParty('u-1'))).map((c) => c.id)).toEqual(['k-3', 'k-1']);
      expect((await run((s) => s.contracts.listForParty('u-2'))).map((c) => c.id)).toEqual(['k-2', 'k-1']);
      expect(await run((s) => s.contracts.listForParty('u-9'))).toEqual([]);
    });
  });
}
