import { beforeEach, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { AttemptStore } from './attempt-store';
import type { AttemptRecord } from './throttle';

const record = (version: number, failures = version): AttemptRecord => ({
  key: 'password:u-1',
  failures,
  windowStartedAt: '2026-01-15T12:00:00.000Z',
  lockedUntil: null,
  version,
});

/** The behaviour every `AttemptStore` must show. */
export function describeAttemptStoreContract(
  name: string,
  make: () => Promise<UnitOfWork<{ attempts: AttemptStore }>>,
) {
  describe(`AttemptStore contract: ${name}`, () => {
    let uow: UnitOfWork<{ attempts: AttemptStore }>;
    beforeEach(async () => {
      uow = await make();
    });

    it('creates a record only where none exists', async () => {
      expect(await uow.run((s) => s.attempts.save(record(1), null))).toBe(true);
      expect(await uow.run((s) => s.attempts.save(record(1, 5), null))).toBe(false);
      expect(await uow.run((s) => s.attempts.get('password:u-1'))).toEqual(record(1));
    });

    it('replaces a record only at the version it was read at', async () => {
      await uow.run((s) => s.attempts.save(record(1), null));
      expect(await uow.run((s) => s.attempts.save(record(2), 1))).toBe(true);
      expect(await uow.run((s) => s.attempts.save(record(3), 1))).toBe(false);
      expect((await uow.run((s) => s.attempts.get('password:u-1')))!.version).toBe(2);
    });

    it('forgets a key', async () => {
      await uow.run((s) => s.attempts.save({ ...record(1), lockedUntil: '2026-01-15T12:15:00.000Z' }, null));
      await uow.run((s) => s.attempts.clear('password:u-1'));
      expect(await uow.run((s) => s.attempts.get('password:u-1'))).toBeNull();
      expect(await uow.run((s) => s.attempts.save(record(1), null))).toBe(true);
    });
  });
}
