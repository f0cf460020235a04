/**
 * The behaviour every `AddressStore` and `ProfileStore` must have (fake, SQLite, PostgreSQL):
 * per-user listing, writes that check the owning user, and unique email and mobile on update.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountStoreHarness } from '../account-store-harness';
import { contractUser } from '../account-store-harness';
import type { AccountStores } from '../account-stores';
import type { Address } from './address';

type Stores = Pick<AccountStores, 'addresses' | 'profiles'>;

const address = (id: string, userId: string, createdAt = '2026-01-01T00:00:00.000Z'): Address => ({
  id,
  userId,
  label: 'Home',
  line1: '12 MG Road',
  line2: null,
  city: 'Bangalore',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  createdAt,
  updatedAt: createdAt,
});

export function describeAddressStoreContract(name: string, make: () => Promise<AccountStoreHarness<Stores>>) {
  describe(`AddressStore and ProfileStore contract: ${name}`, () => {
    let h: AccountStoreHarness<Stores>;
    const run = <T>(work: (s: Stores) => Promise<T>) => h.uow.run(work);
    beforeEach(async () => {
      h = await make();
      await h.seedUsers([contractUser('u-1', 1), contractUser('u-2', 2)]);
    });
    afterEach(() => h.close());

    it('lists a user’s addresses oldest first and no one else’s', async () => {
      await run(async (s) => {
        expect(await s.addresses.insert(address('a2', 'u-1', '2026-01-02T00:00:00.000Z'))).toBe(true);
        expect(await s.addresses.insert(address('a1', 'u-1'))).toBe(true);
        expect(await s.addresses.insert(address('b1', 'u-2'))).toBe(true);
      });
      expect((await run((s) => s.addresses.listFor('u-1'))).map((a) => a.id)).toEqual(['a1', 'a2']);
      expect(await run((s) => s.addresses.get('b1'))).toEqual(address('b1', 'u-2'));
      expect(await run((s) => s.addresses.insert(address('a1', 'u-2')))).toBe(false);
    });

    it('updates and deletes only through the owning user', async () => {
      await run((s) => s.addresses.insert(address('a1', 'u-1')));
      const moved = { ...address('a1', 'u-1'), city: 'Chennai', updatedAt: '2026-02-01T00:00:00.000Z' };
      expect(await run((s) => s.addresses.update({ ...moved, userId: 'u-2' }))).toBe(false);
      expect(await run((s) => s.addresses.delete('u-2', 'a1'))).toBe(false);
      expect(await run((s) => s.addresses.update(moved))).toBe(true);
      expect(await run((s) => s.addresses.get('a1'))).toEqual(moved);
      expect(await run((s) => s.addresses.delete('u-1', 'a1'))).toBe(true);
      expect(await run((s) => s.addresses.get('a1'))).toBeNull();
      expect(await run((s) => s.addresses.delete('u-1', 'a1'))).toBe(false);
    });

    it('updates a profile and keeps email and mobile unique', async () => {
      expect(
        await run((s) =>
          s.profiles.updateProfile('u-1', { firstName: 'Kavya', email: 'kavya@example.test' }),
        ),
      ).toBe('updated');
      expect(await run((s) => s.profiles.findById('u-1'))).toMatchObject({
        firstName: 'Kavya',
        lastName: 'Iyer',
        email: 'kavya@example.test',
      });
      expect(await run((s) => s.profiles.updateProfile('u-2', { email: 'kavya@example.test' }))).toBe(
        'email_taken',
      );
      expect(
        await run((s) =>
          s.profiles.updateProfile('u-2', { mobile: { countryCode: '+1', number: '9000000001' } }),
        ),
      ).toBe('mobile_taken');
      expect(
        await run((s) =>
          s.profiles.updateProfile('u-1', { mobile: { countryCode: '+1', number: '9000000001' } }),
        ),
      ).toBe('updated');
      expect(await run((s) => s.profiles.updateProfile('nobody', { firstName: 'X' }))).toBe('not_found');
      expect(await run((s) => s.profiles.findById('u-2'))).toMatchObject({ email: 'u-2@example.test' });
    });
  });
}
