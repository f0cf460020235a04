import { beforeEach, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { User } from './user';
import type { UserStore } from './user-store';

/** Builds a user for contract tests; `n` keeps email, mobile and referral code distinct. */
export function contractUser(n: number, over: Partial<User> = {}): User {
  return {
    id: `u-${n}`,
    firstName: 'Asha',
    lastName: 'Rao',
    email: `user${n}@example.test`,
    mobile: { countryCode: '+91', number: `98765${String(n).padStart(5, '0')}` },
    passwordHash: `scrypt$131072$8$1$salt${n}$hash${n}`,
    role: 'consumer',
    registeredAs: 'personal',
    referralCode: `CODE${n}`,
    referredBy: null,
    ecosystemId: null,
    personaId: null,
    wallet: null,
    adultConfirmedAt: null,
    createdAt: '2026-01-15T12:00:00.000Z',
    ...over,
  };
}

/** The behaviour every `UserStore` (in-memory, SQLite, PostgreSQL) must show. */
export function describeUserStoreContract(
  name: string,
  make: () => Promise<UnitOfWork<{ users: UserStore }>>,
) {
  describe(`UserStore contract: ${name}`, () => {
    let uow: UnitOfWork<{ users: UserStore }>;
    beforeEach(async () => {
      uow = await make();
    });

    it('finds an inserted user by id, email, mobile number and referral code', async () => {
      const u = contractUser(1, { mobile: { countryCode: '+1', number: '9876500001' } });
      expect(await uow.run((s) => s.users.insert(u))).toBe(true);
      await uow.run(async ({ users }) => {
        expect(await users.findById('u-1')).toEqual(u);
        expect(await users.findByEmail('user1@example.test')).toEqual(u);
        expect(await users.findByMobile('9876500001')).toEqual(u);
        expect(await users.findByReferralCode('CODE1')).toEqual(u);
        expect(await users.findById('u-2')).toBeNull();
        expect(await users.findByEmail('nobody@example.test')).toBeNull();
      });
    });

    it('keeps users without email or mobile, and several of them', async () => {
      const a = contractUser(1, { email: null });
      const b = contractUser(2, { email: null, mobile: null, passwordHash: null });
      expect(await uow.run((s) => s.users.insert(a))).toBe(true);
      expect(await uow.run((s) => s.users.insert(b))).toBe(true);
      expect(await uow.run((s) => s.users.findById('u-2'))).toEqual(b);
    });

    it.each([
      ['id', { id: 'u-1' }],
      ['email', { email: 'user1@example.test' }],
      ['mobile number, under another country code', { mobile: { countryCode: '+1', number: '9876500001' } }],
      ['referral code', { referralCode: 'CODE1' }],
    ])('refuses a second user with the same %s and keeps the first', async (_what, clash) => {
      await uow.run((s) => s.users.insert(contractUser(1)));
      expect(await uow.run((s) => s.users.insert(contractUser(2, clash as Partial<User>)))).toBe(false);
      expect(await uow.run((s) => s.users.findById('u-1'))).toEqual(contractUser(1));
      if (!('id' in clash)) expect(await uow.run((s) => s.users.findById('u-2'))).toBeNull();
    });

    it('keeps when the email and mobile were proven, and a proven change of either', async () => {
      const proven = contractUser(1, { emailVerifiedAt: '2026-01-01T00:00:00.000Z' });
      await uow.run((s) => s.users.insert(proven));
      expect(await uow.run((s) => s.users.findById('u-1'))).toEqual(proven);
      const changed = await uow.run((s) =>
        s.users.updateProfile('u-1', {
          mobile: { countryCode: '+1', number: '9000000001' },
          mobileVerifiedAt: '2026-02-01T00:00:00.000Z',
        }),
      );
      expect(changed).toBe('updated');
      expect(await uow.run((s) => s.users.findById('u-1'))).toEqual({
        ...proven,
        mobile: { countryCode: '+1', number: '9000000001' },
        mobileVerifiedAt: '2026-02-01T00:00:00.000Z',
      });
      await uow.run((s) => s.users.insert(contractUser(2)));
      expect(
        await uow.run((s) =>
          s.users.updateProfile('u-2', {
            email: 'user1@example.test',
            emailVerifiedAt: '2026-02-01T00:00:00.000Z',
          }),
        ),
      ).toBe('email_taken');
      expect(await uow.run((s) => s.users.findById('u-2'))).toEqual(contractUser(2));
    });

    it('replaces the password hash', async () => {
      await uow.run((s) => s.users.insert(contractUser(1)));
      await uow.run((s) => s.users.setPasswordHash('u-1', 'scrypt$new'));
      expect((await uow.run((s) => s.users.findById('u-1')))!.passwordHash).toBe('scrypt$new');
    });
  });
}
