import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeLoan } from '../../core/loans/testing/loan-samples';
import type { Database } from './schema';
import { testDatabases } from './testing/test-databases';
import { twoLoans } from './testing/two-loans';

// Serialization failures and deadlocks on PostgreSQL: the unit of work runs the work again.
const AT = '2026-02-01T00:00:00.000Z';
const [, postgres] = testDatabases();

const raise = (tx: Kysely<Database>, errcode: string) =>
  sql`do $$ begin raise exception 'provoked' using errcode = ${sql.raw(`'${errcode}'`)}; end $$`.execute(tx);

describe.skipIf(!postgres)('the unit of work on PostgreSQL', () => {
  it('runs the work again after a serialization failure, keeping only the last attempt', async () => {
    const { uow, status } = await twoLoans(postgres!);
    let attempts = 0;
    const result = await uow.run(async (s) => {
      attempts++;
      await s.loans.setStatus('a', 'listed', 'bidding', AT);
      if (attempts < 3) await raise(s.tx, 'serialization_failure');
      return attempts;
    });
    expect(result).toBe(3);
    expect(await status('a')).toBe('bidding');
  });

  it('gives up after the configured attempts and passes the error on', async () => {
    const { uow } = await twoLoans(postgres!, { maxAttempts: 4 });
    let attempts = 0;
    const failing = uow.run(async (s) => {
      attempts++;
      await raise(s.tx, 'deadlock_detected');
    });
    await expect(failing).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(4);
  });

  it('does not retry other failures', async () => {
    const { uow } = await twoLoans(postgres!);
    let attempts = 0;
    const duplicate = uow.run(async (s) => {
      attempts++;
      await s.loans.insertMany([makeLoan({ id: 'a', loanNumber: '9' })]);
    });
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });

  it('survives a real deadlock: the server aborts one transaction and it runs again', async () => {
    const { uow, status } = await twoLoans(postgres!);
    let firstLocks = 0;
    let bothLocked!: () => void;
    const barrier = new Promise<void>((resolve) => {
      bothLocked = resolve;
    });
    const crossing = (first: string, second: string) =>
      uow.run(async (s) => {
        await s.loans.setStatus(first, 'listed', 'listed', AT);
        if (++firstLocks === 2) bothLocked();
        await barrier;
        await s.loans.setStatus(second, 'listed', 'bidding', AT);
      });
    await Promise.all([crossing('a', 'b'), crossing('b', 'a')]);
    // At least one attempt was aborted and run again (a retry can, rarely, deadlock once more).
    expect(firstLocks).toBeGreaterThanOrEqual(3);
    expect([await status('a'), await status('b')]).toEqual(['bidding', 'bidding']);
  });
});
