import { beforeAll, describe, expect, it } from 'vitest';
import { describeFavouriteFilterStoreContract } from '../../../core/loans/favourite-filter-store.contract';
import type { UnitOfWork } from '../../../core/ports/unit-of-work';
import { describeTapeStoreContract } from '../../../core/tapes/tape-store.contract';
import { type KyselyStores, kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// The loans area's tape and favourite-filter contracts (core/loans) on SQLite and PostgreSQL.
for (const backend of testDatabases()) {
  const harness = kyselyHarness(backend, kyselyStores);
  describeTapeStoreContract(backend.name, harness);
  describeFavouriteFilterStoreContract(backend.name, harness);
}

const tape = (name: string, lenderId: string) => ({
  name,
  lenderId,
  issuingAuthority: 'Fannie Mae',
  loanCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

// Simultaneous callers in separate transactions (parallel on PostgreSQL, queued on SQLite), on
// one database per backend: the tests use names of their own.
describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'tapes and favourites under concurrent callers on %s',
  (_name, backend) => {
    let uow: UnitOfWork<KyselyStores>;
    beforeAll(async () => {
      ({ uow } = await kyselyHarness(backend, kyselyStores)());
    });

    it('gives a tape name to exactly one of several lenders creating it at once', async () => {
      const lenders = ['lender-1', 'lender-2', 'lender-3', 'lender-4'];
      const created = await Promise.all(
        lenders.map((l) => uow.run((s) => s.tapes.create(tape('Spring', l)))),
      );
      expect(created.filter(Boolean)).toHaveLength(1);
      const winner = lenders[created.indexOf(true)];
      expect((await uow.run((s) => s.tapes.get('Spring')))?.lenderId).toBe(winner);
    });

    it('loses no increment of a loan count added to by parallel imports', async () => {
      await uow.run((s) => s.tapes.create(tape('Autumn', 'lender-1')));
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => uow.run((s) => s.tapes.addToLoanCount('Autumn', i + 1))),
      );
      expect((await uow.run((s) => s.tapes.get('Autumn')))?.loanCount).toBe(36);
      await expect(uow.run((s) => s.tapes.addToLoanCount('Winter', 1))).rejects.toThrow('no tape Winter');
    });

    it('keeps one favourite per name when a user saves it twice at once', async () => {
      const saved = (id: string, at: string) =>
        uow.run((s) =>
          s.favourites.save({
            id,
            userId: 'u1',
            name: 'prime',
            values: [{ label: 'fico', value: [700, 780] }],
            createdAt: at,
            updatedAt: at,
          }),
        );
      const [a, b] = await Promise.all([
        saved('f1', '2026-01-01T00:00:00.000Z'),
        saved('f2', '2026-01-02T00:00:00.000Z'),
      ]);
      expect(a.id).toBe(b.id);
      expect(await uow.run((s) => s.favourites.list('u1'))).toHaveLength(1);
    });
  },
);
