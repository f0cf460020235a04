import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Asset, Reservation } from '../../../core/accounts/assets/asset';
import { overlaps } from '../../../core/accounts/assets/calendar-days';
import { cents } from '../../../core/money/cents';
import { kyselyAccountStores } from '../account-stores';
import { type TestBackend, testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';

// Hirers racing for one asset's days. Each transaction stays open a moment after its hold, so
// that on PostgreSQL (a pool of 4) the others check while it is still uncommitted — the moment
// a bare "insert where no overlap" lets a second hold through. SQLite runs them one at a time.
const NOW = '2026-03-01T10:00:00.000Z';
const pause = () => new Promise((wake) => setTimeout(wake, 3));
const day = (n: number) => `2026-04-${String(n).padStart(2, '0')}`;

const hold = (id: string, assetId: string, from: number, length: number): Reservation => ({
  id,
  assetId,
  ownerUserId: 'owner',
  hirerId: `hirer-${id}`,
  from: day(from),
  to: day(from + length - 1),
  days: length,
  amount: cents(length * 180_000),
  purpose: 'Harvest',
  status: 'pending_payment',
  holdExpiresAt: '2026-03-01T10:15:00.000Z',
  paymentId: null,
  createdAt: NOW,
  updatedAt: NOW,
});

const asset = (id: string): Asset => ({
  id,
  ownerUserId: 'owner',
  type: 'Tractor',
  model: 'Mahindra 575 DI',
  city: 'Nashik',
  dailyRate: cents(180_000),
  availability: [{ from: day(1), to: day(30) }],
  createdAt: NOW,
});

/** A fresh database's account stores, every pooled connection open so racers start together. */
async function racing(backend: TestBackend) {
  const database = await backend.open();
  const uow = kyselyUnitOfWork(database.db, database.dialect, kyselyAccountStores);
  await Promise.all([1, 2, 3, 4].map(() => uow.run(pause)));
  return uow;
}

const requests = fc.array(
  fc.record({ from: fc.integer({ min: 1, max: 20 }), length: fc.integer({ min: 1, max: 6 }) }),
  {
    minLength: 2,
    maxLength: 8,
  },
);

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'racing reservations on %s',
  (_name, backend) => {
    it('never hold overlapping days, and refuse only a hirer whose days were already held', async () => {
      const uow = await racing(backend);
      let round = 0;
      await fc.assert(
        fc.asyncProperty(requests, async (wanted) => {
          const assetId = `asset-${++round}`;
          await uow.run((s) => s.assets.insert(asset(assetId)));
          const holds = wanted.map((w, i) => hold(`${assetId}-r${i}`, assetId, w.from, w.length));
          const won = await Promise.all(
            holds.map((r) =>
              uow.run(async (s) => {
                const ok = await s.reservations.holdIfFree(r, NOW);
                await pause();
                return ok;
              }),
            ),
          );
          const winners = holds.filter((_, i) => won[i]);
          expect(winners.length).toBeGreaterThan(0);
          for (const a of winners) for (const b of winners) if (a !== b) expect(overlaps(a, b)).toBe(false);
          for (const loser of holds.filter((_, i) => !won[i]))
            expect(winners.some((w) => overlaps(w, loser))).toBe(true);
          const stored = await uow.run((s) =>
            s.reservations.blocking([assetId], { from: day(1), to: day(30) }, NOW),
          );
          expect(stored.map((r) => r.id).sort()).toEqual(winners.map((r) => r.id).sort());
        }),
        { numRuns: 12 },
      );
    });

    it('confirms only one of two lapsed holds on overlapping days when both hirers pay at once', async () => {
      const uow = await racing(backend);
      await uow.run((s) => s.assets.insert(asset('a-1')));
      // The first hold lapsed at 10:15, so the second took overlapping days at 10:20; by 10:40 both
      // have lapsed, and each would be free to confirm if the other did not exist.
      const later = '2026-03-01T10:20:00.000Z';
      const first = hold('r-1', 'a-1', 5, 3);
      const second = {
        ...hold('r-2', 'a-1', 6, 3),
        createdAt: later,
        holdExpiresAt: '2026-03-01T10:35:00.000Z',
      };
      expect(await uow.run((s) => s.reservations.holdIfFree(first, NOW))).toBe(true);
      expect(await uow.run((s) => s.reservations.holdIfFree(second, later))).toBe(true);
      const paidAt = '2026-03-01T10:40:00.000Z';
      const outcomes = await Promise.all(
        [first, second].map((r) =>
          uow.run(async (s) => {
            const outcome = await s.reservations.confirm(r.id, `pay-${r.id}`, paidAt);
            await pause();
            return outcome;
          }),
        ),
      );
      expect([...outcomes].sort()).toEqual(['confirmed', 'overlap']);
    });
  },
);
