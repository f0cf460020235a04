import { beforeEach, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { RefreshTokenStore } from './refresh-token-store';
import type { Session } from './session';
import type { SessionStore } from './session-store';

type Stores = { sessions: SessionStore; refreshTokens: RefreshTokenStore };

const session = (id: string, userId = 'u-1'): Session => ({
  id,
  userId,
  role: 'BUSINESSADMIN',
  loginMode: { isBusiness: true, businessId: 'b-1', userRole: 'consumer', ecosystemId: 'eco-1' },
  createdAt: '2026-01-15T12:00:00.000Z',
  expiresAt: '2026-02-14T12:00:00.000Z',
  revokedAt: null,
  revokedReason: null,
});
const AT = '2026-01-15T13:00:00.000Z';

/** The behaviour every `SessionStore` and `RefreshTokenStore` must show. */
export function describeSessionStoresContract(name: string, make: () => Promise<UnitOfWork<Stores>>) {
  describe(`SessionStore and RefreshTokenStore contract: ${name}`, () => {
    let uow: UnitOfWork<Stores>;
    beforeEach(async () => {
      uow = await make();
      await uow.run(async (s) => {
        await s.sessions.insert(session('s-1'));
        await s.sessions.insert(session('s-2'));
        await s.sessions.insert(session('s-3', 'u-2'));
      });
    });

    it('keeps a session with its login mode', async () => {
      expect(await uow.run((s) => s.sessions.findById('s-1'))).toEqual(session('s-1'));
      expect(await uow.run((s) => s.sessions.findById('s-9'))).toBeNull();
    });

    it('keeps the partner ecosystem of a session a code exchange made', async () => {
      const partner = { ...session('s-p'), partnerEcosystemId: 'eco-1' };
      await uow.run((s) => s.sessions.insert(partner));
      expect(await uow.run((s) => s.sessions.findById('s-p'))).toEqual(partner);
    });

    it('revokes a session once, with the reason', async () => {
      expect(await uow.run((s) => s.sessions.revoke('s-1', AT, 'logout'))).toBe(true);
      expect(
        await uow.run((s) => s.sessions.revoke('s-1', '2026-01-15T14:00:00.000Z', 'refresh_reuse')),
      ).toBe(false);
      expect(await uow.run((s) => s.sessions.findById('s-1'))).toMatchObject({
        revokedAt: AT,
        revokedReason: 'logout',
      });
      expect(await uow.run((s) => s.sessions.revoke('s-9', AT, 'logout'))).toBe(false);
    });

    it("revokes every open session of a user and no one else's", async () => {
      await uow.run((s) => s.sessions.revoke('s-1', AT, 'logout'));
      expect(await uow.run((s) => s.sessions.revokeAllForUser('u-1', AT, 'password_reset'))).toBe(1);
      expect((await uow.run((s) => s.sessions.findById('s-1')))!.revokedReason).toBe('logout');
      expect((await uow.run((s) => s.sessions.findById('s-2')))!.revokedReason).toBe('password_reset');
      expect((await uow.run((s) => s.sessions.findById('s-3')))!.revokedAt).toBeNull();
    });

    it('finds a refresh token by hash and marks it used once', async () => {
      const token = {
        hash: 'h1',
        sessionId: 's-1',
        userId: 'u-1',
        issuedAt: AT,
        expiresAt: '2026-01-22T13:00:00.000Z',
        usedAt: null,
      };
      await uow.run((s) => s.refreshTokens.insert(token));
      expect(await uow.run((s) => s.refreshTokens.findByHash('h1'))).toEqual(token);
      expect(await uow.run((s) => s.refreshTokens.findByHash('h2'))).toBeNull();
      expect(await uow.run((s) => s.refreshTokens.markUsed('h1', AT))).toBe(true);
      expect(await uow.run((s) => s.refreshTokens.markUsed('h1', AT))).toBe(false);
      expect((await uow.run((s) => s.refreshTokens.findByHash('h1')))!.usedAt).toBe(AT);
    });
  });
}
