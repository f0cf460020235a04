import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  IdempotencyBegin,
  IdempotencyClaim,
  IdempotencyRun,
  IdempotencyStore,
  IdempotentAnswer,
} from '../../../core/ports/idempotency-store';
import { whenNotBusy } from '../retry';
import type { Database } from '../schema';
import { answerKey, claimKey, keyHolder } from './key-rows';
import { RequestKey } from './request-key';

export { IDEMPOTENCY_TTL_MS } from './key-rows';

/**
 * `IdempotencyStore` in the database, behind `Idempotency-Key` (the statements: ./key-rows.ts).
 *
 * `runOnce`, what the HTTP middleware uses: a read says whether the key is held (a replay, other
 * parameters, a request still running) without any write; a free key travels with the request
 * into its first write transaction, which claims it, runs the call and stores the answer as one
 * commit (./request-key.ts) — on SQLite, in the one wait for the write lock the call needed anyway.
 * A request that wrote nothing keeps its answer in one statement of its own. `pendingAnswerMs`:
 * how long that transaction waits for the answer before committing without it (tests).
 *
 * `begin`, `complete` and `abandon` hold a key around a call without a transaction, each step
 * standing alone: a claim (of concurrent first attempts exactly one inserts, across processes
 * too; an unanswered key whose lease ran out is taken over by one retry), then the answer or the
 * release — only with the claim they were given, so an attempt that outlived its lease cannot
 * overwrite or release the key of the attempt that took it over.
 */
export function kyselyIdempotencyStore(
  db: Kysely<Database>,
  options: { readonly pendingAnswerMs?: number } = {},
): IdempotencyStore {
  async function begin(c: IdempotencyClaim, tries = 3): Promise<IdempotencyBegin> {
    const claim = randomUUID();
    if (await claimKey(db, c, claim, null)) return { state: 'new', claim };
    const held = await keyHolder(db, c);
    // Released between the statements (abandoned or expired): ask again.
    if (!held) return tries > 1 ? begin(c, tries - 1) : { state: 'in_progress' };
    return held;
  }

  async function runOnce(
    c: IdempotencyClaim,
    request: () => Promise<IdempotentAnswer | null>,
  ): Promise<IdempotencyRun> {
    const held = await keyHolder(db, c);
    if (held) return held;
    const key = new RequestKey(db, c, randomUUID(), options.pendingAnswerMs);
    let answer: IdempotentAnswer | null;
    try {
      answer = await key.around(request);
    } catch (error) {
      await key.settle(null).catch(() => undefined);
      // Another attempt claimed the key first, so this one's call never ran: answer what holds it.
      if (key.state !== 'taken') throw error;
      return (await keyHolder(db, c)) ?? { state: 'in_progress' };
    }
    const state = await key.settle(answer);
    if (state === 'done' || (state === 'waiting' && answer === null)) return { state: 'done' };
    if (state === 'flushed') {
      await (answer ? complete(c.scope, c.key, key.id, answer) : abandon(c.scope, c.key, key.id));
      return { state: 'done' };
    }
    if (answer && state === 'waiting' && (await whenNotBusy(() => claimKey(db, c, key.id, answer)))) {
      return { state: 'done' };
    }
    return (await keyHolder(db, c)) ?? { state: 'in_progress' };
  }

  // Each call waits out a busy SQLite (another process holding the write lock) instead of
  // failing: a `complete` lost after the call committed would let a retry run it again.
  const complete = (scope: string, key: string, claim: string, answer: IdempotentAnswer) =>
    whenNotBusy(() => answerKey(db, scope, key, claim, answer));
  const abandon = (scope: string, key: string, claim: string): Promise<void> =>
    whenNotBusy(async () => {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('claim', '=', claim)
        .where('status', 'is', null)
        .execute();
    });

  return {
    begin: (c: IdempotencyClaim) => whenNotBusy(() => begin(c)),
    complete: (scope, key, claim, status, body) => complete(scope, key, claim, { status, body }),
    abandon,
    runOnce,
  };
}
