import { beforeEach, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { OtpRecord } from './otp';
import type { OtpStore } from './otp-store';

const otp = (id: string, createdAt: string, over: Partial<OtpRecord> = {}): OtpRecord => ({
  id,
  purpose: 'login',
  subject: 'mobile:9876500001',
  destination: '+919876500001',
  channel: 'sms',
  codeMac: `mac-${id}`,
  delivered: true,
  context: { keyHash: 'k' },
  createdAt,
  expiresAt: '2026-01-15T12:10:00.000Z',
  tries: 0,
  consumedAt: null,
  ...over,
});

/** The behaviour every `OtpStore` must show. */
export function describeOtpStoreContract(name: string, make: () => Promise<UnitOfWork<{ otps: OtpStore }>>) {
  describe(`OtpStore contract: ${name}`, () => {
    let uow: UnitOfWork<{ otps: OtpStore }>;
    beforeEach(async () => {
      uow = await make();
    });

    it('gives the newest code of a purpose and subject', async () => {
      await uow.run(async ({ otps }) => {
        await otps.insert(otp('o-1', '2026-01-15T12:00:00.000Z'));
        await otps.insert(otp('o-2', '2026-01-15T12:00:30.000Z'));
        await otps.insert(otp('o-3', '2026-01-15T12:00:40.000Z', { purpose: 'reset' }));
        await otps.insert(otp('o-4', '2026-01-15T12:00:50.000Z', { subject: 'email:a@example.test' }));
      });
      expect(await uow.run((s) => s.otps.latest('login', 'mobile:9876500001'))).toEqual(
        otp('o-2', '2026-01-15T12:00:30.000Z'),
      );
      expect(await uow.run((s) => s.otps.latest('signup', 'mobile:9876500001'))).toBeNull();
    });

    it('counts codes of every purpose issued for a subject strictly after an instant', async () => {
      await uow.run(async ({ otps }) => {
        await otps.insert(otp('o-1', '2026-01-15T12:00:00.000Z'));
        await otps.insert(otp('o-2', '2026-01-15T12:00:30.000Z', { purpose: 'reset' }));
        await otps.insert(otp('o-3', '2026-01-15T12:00:30.000Z', { subject: 'email:a@example.test' }));
      });
      expect(
        await uow.run((s) => s.otps.countIssuedAfter('mobile:9876500001', '2026-01-15T11:59:59.999Z')),
      ).toBe(2);
      expect(
        await uow.run((s) => s.otps.countIssuedAfter('mobile:9876500001', '2026-01-15T12:00:00.000Z')),
      ).toBe(1);
    });

    it('counts a try only against the count it saw', async () => {
      await uow.run((s) => s.otps.insert(otp('o-1', '2026-01-15T12:00:00.000Z')));
      expect(await uow.run((s) => s.otps.recordTry('o-1', 0))).toBe(true);
      expect(await uow.run((s) => s.otps.recordTry('o-1', 0))).toBe(false);
      expect(await uow.run((s) => s.otps.recordTry('o-1', 1))).toBe(true);
      expect((await uow.run((s) => s.otps.latest('login', 'mobile:9876500001')))!.tries).toBe(2);
    });

    it('consumes a code once', async () => {
      await uow.run((s) => s.otps.insert(otp('o-1', '2026-01-15T12:00:00.000Z')));
      expect(await uow.run((s) => s.otps.consume('o-1', '2026-01-15T12:01:00.000Z'))).toBe(true);
      expect(await uow.run((s) => s.otps.consume('o-1', '2026-01-15T12:02:00.000Z'))).toBe(false);
      expect((await uow.run((s) => s.otps.latest('login', 'mobile:9876500001')))!.consumedAt).toBe(
        '2026-01-15T12:01:00.000Z',
      );
    });
  });
}
