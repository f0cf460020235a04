import { beforeEach, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SocialRegistration } from './social-registration';
import type { SocialRegistrationStore } from './social-registration-store';
import type { SsoCode } from './sso-code';
import type { SsoCodeStore } from './sso-code-store';

type Stores = { ssoCodes: SsoCodeStore; socialRegistrations: SocialRegistrationStore };

const code: SsoCode = {
  hash: 'c1',
  ecosystemId: 'eco-1',
  redirectUri: 'https://partner.example/cb?state=1',
  userId: 'u-1',
  sourceSessionId: 's-1',
  createdAt: '2026-01-15T12:00:00.000Z',
  expiresAt: '2026-01-15T12:01:00.000Z',
  redeemedAt: null,
  redeemedSessionId: null,
};
const social: SocialRegistration = {
  keyHash: 'k1',
  provider: 'google',
  providerUserId: 'g-1',
  email: null,
  firstName: 'Neha',
  lastName: '',
  createdAt: '2026-01-15T12:00:00.000Z',
  expiresAt: '2026-01-15T12:30:00.000Z',
  consumedAt: null,
};
const AT = '2026-01-15T12:00:30.000Z';

/** The behaviour every `SsoCodeStore` and `SocialRegistrationStore` must show. */
export function describeSingleUseStoresContract(name: string, make: () => Promise<UnitOfWork<Stores>>) {
  describe(`SsoCodeStore and SocialRegistrationStore contract: ${name}`, () => {
    let uow: UnitOfWork<Stores>;
    beforeEach(async () => {
      uow = await make();
      await uow.run(async (s) => {
        await s.ssoCodes.insert(code);
        await s.socialRegistrations.insert(social);
      });
    });

    it('redeems an SSO code once, recording the session it made', async () => {
      expect(await uow.run((s) => s.ssoCodes.findByHash('c1'))).toEqual(code);
      expect(await uow.run((s) => s.ssoCodes.redeem('c1', AT, 's-2'))).toBe(true);
      expect(await uow.run((s) => s.ssoCodes.redeem('c1', AT, 's-3'))).toBe(false);
      expect(await uow.run((s) => s.ssoCodes.findByHash('c1'))).toMatchObject({
        redeemedAt: AT,
        redeemedSessionId: 's-2',
      });
      expect(await uow.run((s) => s.ssoCodes.findByHash('c9'))).toBeNull();
    });

    it('completes a social registration once', async () => {
      expect(await uow.run((s) => s.socialRegistrations.findByKeyHash('k1'))).toEqual(social);
      expect(await uow.run((s) => s.socialRegistrations.consume('k1', AT))).toBe(true);
      expect(await uow.run((s) => s.socialRegistrations.consume('k1', AT))).toBe(false);
      expect((await uow.run((s) => s.socialRegistrations.findByKeyHash('k1')))!.consumedAt).toBe(AT);
    });
  });
}
