/**
 * The statements on `idempotency_keys` that both ways of holding a key share — the store's own
 * (`kysely-idempotency-store.ts`: claim, then answer or release, each standing alone) and the
 * request's transaction (`request-key.ts`: claim and answer inside the call's one write). Run on
 * the plain handle or a transaction's, whichever holds the key.
 */
import type { Kysely } from 'kysely';
import type {
  IdempotencyBegin,
  IdempotencyClaim,
  IdempotentAnswer,
} from '../../../core/ports/idempotency-store';
import { compiledQuery } from '../compiled-query';
import type { Database } from '../schema';

/** Keys are remembered this long; a key reused after that starts afresh. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

const cutoffOf = (c: IdempotencyClaim) =>
  new Date(new Date(c.at).getTime() - IDEMPOTENCY_TTL_MS).toISOString();

/** A claim's row, as the statements below take it. */
interface KeyRow {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly status: number | null;
  readonly body: string | null;
  readonly createdAt: string;
  readonly claim: string;
  readonly leaseUntil: string | null;
  /** Now and the TTL's cutoff (the takeover's conditions). */
  readonly at: string;
  readonly cutoff: string;
}

// Every statement here runs for each request sent with a key: compiled once (../compiled-query.ts).
const values = (p: KeyRow) => ({
  fingerprint: p.fingerprint,
  status: p.status,
  body: p.body,
  created_at: p.createdAt,
  claim: p.claim,
  lease_until: p.leaseUntil,
});
const insertKey = compiledQuery((db, p: KeyRow) =>
  db
    .insertInto('idempotency_keys')
    .values({ scope: p.scope, key: p.key, ...values(p) })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing()),
);
const takeOverKey = compiledQuery((db, p: KeyRow) =>
  db
    .updateTable('idempotency_keys')
    .set(values(p))
    .where('scope', '=', p.scope)
    .where('key', '=', p.key)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', p.cutoff),
        eb.and([
          eb('status', 'is', null),
          eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', p.at)]),
        ]),
      ]),
    ),
);
const heldKey = compiledQuery((db, p: { scope: string; key: string }) =>
  db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'body', 'created_at', 'lease_until'])
    .where('scope', '=', p.scope)
    .where('key', '=', p.key),
);
const answerRow = compiledQuery(
  (db, p: { scope: string; key: string; claim: string; status: number; body: string }) =>
    db
      .updateTable('idempotency_keys')
      .set({ status: p.status, body: p.body, lease_until: null })
      .where('scope', '=', p.scope)
      .where('key', '=', p.key)
      .where('claim', '=', p.claim)
      .where('status', 'is', null),
);

/**
 * Takes (scope, key) for `claim`: inserts it (of concurrent first attempts exactly one does,
 * across processes too), or takes over a key nobody holds any more — unanswered with its lease
 * run out (a crashed attempt), or older than the TTL. With `answer` the row is written answered
 * and without a lease; without, it is held until `c.leaseUntil`. False: someone else holds it.
 */
export async function claimKey(
  db: Kysely<Database>,
  c: IdempotencyClaim,
  claim: string,
  answer: IdempotentAnswer | null,
): Promise<boolean> {
  const row: KeyRow = {
    scope: c.scope,
    key: c.key,
    fingerprint: c.fingerprint,
    status: answer?.status ?? null,
    body: answer?.body ?? null,
    createdAt: c.at,
    claim,
    leaseUntil: answer ? null : c.leaseUntil,
    at: c.at,
    cutoff: cutoffOf(c),
  };
  if (((await insertKey(db, row)).numAffectedRows ?? 0n) > 0n) return true;
  return ((await takeOverKey(db, row)).numAffectedRows ?? 0n) > 0n;
}

/**
 * What holds (scope, key) for the attempt `c`: another request's parameters, a request still
 * running, or the answer to replay; null when the key is free to claim (no row, a lapsed lease,
 * older than the TTL). A read only.
 */
export async function keyHolder(
  db: Kysely<Database>,
  c: IdempotencyClaim,
): Promise<Exclude<IdempotencyBegin, { state: 'new' }> | null> {
  const [held] = (await heldKey(db, { scope: c.scope, key: c.key })).rows;
  if (!held || held.created_at < cutoffOf(c)) return null;
  if (held.status === null && (held.lease_until === null || held.lease_until < c.at)) return null;
  if (held.fingerprint !== c.fingerprint) return { state: 'mismatch' };
  if (held.status === null) return { state: 'in_progress' };
  return { state: 'replay', status: held.status, body: held.body ?? '' };
}

/** Records the answer of the attempt holding `claim`; nothing if another holds the key now. */
export async function answerKey(
  db: Kysely<Database>,
  scope: string,
  key: string,
  claim: string,
  answer: IdempotentAnswer,
): Promise<void> {
  await answerRow(db, { scope, key, claim, status: answer.status, body: answer.body });
}
