import { describe, expect, it } from 'vitest';
import type { User } from '../../../core/accounts/user';
import type { Persona } from '../../../core/accounts/wallets/wallet';
import { kyselyAccountStores } from '../account-stores';
import { kyselyUserStore } from '../auth/kysely-user-store';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';
import { kyselyPartyDirectory } from './kysely-party-directory';

const AT = '2026-01-15T12:00:00.000Z';
const user = (id: string, firstName: string): User => ({
  id,
  firstName,
  lastName: 'Demo',
  email: `${id}@demo.test`,
  mobile: null,
  passwordHash: null,
  role: 'consumer',
  registeredAs: 'personal',
  referralCode: id.toUpperCase().replace(/[^A-Z0-9]/g, ''),
  referredBy: null,
  ecosystemId: null,
  personaId: null,
  wallet: null,
  adultConfirmedAt: null,
  createdAt: AT,
});
const persona = (n: number, walletId: string, typeName: string, status: Persona['status']): Persona => ({
  id: `p-${n}`,
  walletId,
  personaTypeId: typeName.toLowerCase(),
  typeName,
  status,
  viaUbargain: false,
  onboardedAt: `2026-01-15T12:00:0${n}.000Z`,
  decidedBy: null,
  decidedAt: null,
});

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the party directory on %s',
  (_n, backend) => {
    async function world() {
      const { db, dialect } = await backend.open();
      await kyselyUnitOfWork(db, dialect, (tx, d) => ({
        ...kyselyAccountStores(tx, d),
        people: kyselyUserStore(tx),
      })).run(async (s) => {
        for (const [id, name] of [
          ['lender-1', 'Lena'],
          ['inv-1', 'Ivan'],
          ['inv-2', 'Anna'],
          ['dd-1', 'Dana'],
          ['nobody', 'Ned'],
        ] as const) {
          await s.people.insert(user(id, name));
          await s.wallets.insert({ id: `w-${id}`, ownerUserId: id, role: 'consumer', createdAt: AT });
        }
        await s.people.insert(user('walletless', 'Wade'));
        await s.wallets.insertPersona(persona(1, 'w-lender-1', 'Lender', 'approved'));
        await s.wallets.insertPersona(persona(2, 'w-inv-1', 'Investor', 'approved'));
        await s.wallets.insertPersona(persona(3, 'w-inv-2', 'Borrower', 'pending'));
        await s.wallets.insertPersona(persona(4, 'w-inv-2', 'Investor', 'approved'));
        await s.wallets.insertPersona(persona(5, 'w-dd-1', 'Due Diligence', 'approved'));
        await s.wallets.insertPersona(persona(6, 'w-nobody', 'Investor', 'rejected'));
      });
      const flag = (userId: string, defaultUser: boolean) =>
        kyselyUnitOfWork(db, dialect, kyselyAccountStores).run((s) =>
          s.routeConfigs.putSettings({
            userId,
            defaultUser,
            personaCheck: false,
            updatedBy: 'admin',
            updatedAt: AT,
          }),
        );
      return Object.assign(kyselyPartyDirectory(db), { flag });
    }

    it("reads a party's loan persona from the first approved persona of their wallet", async () => {
      const directory = await world();
      expect(await directory.get('lender-1')).toEqual({
        userId: 'lender-1',
        name: 'Lena Demo',
        email: 'lender-1@demo.test',
        persona: 'lender',
      });
      expect((await directory.get('inv-2'))?.persona).toBe('investor');
      expect((await directory.get('nobody'))?.persona).toBeNull();
      expect(await directory.get('walletless')).toMatchObject({ name: 'Wade Demo', persona: null });
      expect(await directory.get('missing')).toBeNull();
    });

    it('lists the parties of a persona by name', async () => {
      const directory = await world();
      expect((await directory.withPersona('investor')).map((p) => p.userId)).toEqual(['inv-2', 'inv-1']);
      expect((await directory.withPersona('due_diligence')).map((p) => p.name)).toEqual(['Dana Demo']);
      expect(await directory.withPersona('rating_agency')).toEqual([]);
    });

    it('makes a user whose default-user flag is set a lender, wallet or not, and only while set', async () => {
      const directory = await world();
      await directory.flag('inv-1', true);
      await directory.flag('nobody', true);
      await directory.flag('walletless', true);
      await directory.flag('dd-1', false);
      expect((await directory.get('inv-1'))?.persona).toBe('lender');
      expect((await directory.get('nobody'))?.persona).toBe('lender');
      expect((await directory.get('walletless'))?.persona).toBe('lender');
      expect((await directory.get('dd-1'))?.persona).toBe('due_diligence');
      expect((await directory.withPersona('lender')).map((p) => p.userId)).toEqual([
        'inv-1', // Ivan
        'lender-1', // Lena
        'nobody', // Ned
        'walletless', // Wade
      ]);
      expect((await directory.withPersona('investor')).map((p) => p.userId)).toEqual(['inv-2']);
      await directory.flag('inv-1', false);
      expect((await directory.get('inv-1'))?.persona).toBe('investor');
    });
  },
);
