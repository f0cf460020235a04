/**
 * The world of the `runOnce` tests (../run-once*.test.ts): two loans on a fresh database, the
 * database's idempotency store, and the call a keyed request makes — loan `a` from listed to
 * bidding in one write transaction — counted, with the key's row read back.
 */
import type { IdempotencyClaim, IdempotentAnswer } from '../../../../core/ports/idempotency-store';
import type { TestBackend } from '../../testing/test-databases';
import { twoLoans } from '../../testing/two-loans';
import { kyselyIdempotencyStore } from '../kysely-idempotency-store';

export const AT = '2026-01-15T12:00:00.000Z';
export const LATER = '2026-01-15T12:05:00.000Z';

/** Attempt `k` of user `u1`, unless `over` says otherwise. */
export const ask = (over: Partial<IdempotencyClaim> = {}): IdempotencyClaim => ({
  scope: 'u1',
  key: 'k',
  fingerprint: 'f1',
  at: AT,
  leaseUntil: '2026-01-15T12:01:00.000Z',
  ...over,
});

export const CREATED: IdempotentAnswer = { status: 201, body: '{"listed":"a"}' };

/** A world on `backend`; `pendingAnswerMs` as the store takes it. */
export async function runOnceWorld(backend: TestBackend, options: { pendingAnswerMs?: number } = {}) {
  const { database, uow, status } = await twoLoans(backend);
  const store = kyselyIdempotencyStore(database.db, options);
  let calls = 0;
  /** The call: loan `id` from listed to bidding, one write transaction. */
  const call = (id = 'a') =>
    uow.run(async (s) => {
      calls++;
      return s.loans.setStatus(id, 'listed', 'bidding', AT);
    });
  const kept = () =>
    database.db
      .selectFrom('idempotency_keys')
      .select(['status', 'body', 'lease_until'])
      .where('key', '=', 'k')
      .executeTakeFirst();
  /** A request that makes the call, then answers `answer`. */
  const answering = (answer: IdempotentAnswer | null) => async () => {
    await call();
    return answer;
  };
  return { database, uow, status, store, call, answering, calls: () => calls, kept };
}
