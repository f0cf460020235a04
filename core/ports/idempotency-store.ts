/**
 * Where `Idempotency-Key`s are remembered (the HTTP middleware `adapters/http/idempotency.ts`
 * uses it; the database implements it). A port of its own in core because both sides need its
 * types and a driven adapter never imports the driver that uses it. A key is claimed before the
 * call runs and answered or released afterwards, each with the claim it was given, so an attempt
 * that outlived its lease can neither overwrite nor release the key of the one that took it over.
 * A store that can also write the key inside the call's own transaction offers `runOnce`.
 */

/** One attempt asking for a key. */
export interface IdempotencyClaim {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
  /** Now, ISO-8601. */
  readonly at: string;
  /** When this attempt's hold on the key lapses if it never completes (ISO-8601). */
  readonly leaseUntil: string;
}

/** What `begin` found. */
export type IdempotencyBegin =
  /** The key is this attempt's until `leaseUntil`: run the request, then complete or abandon with `claim`. */
  | { readonly state: 'new'; readonly claim: string }
  | { readonly state: 'replay'; readonly status: number; readonly body: string }
  | { readonly state: 'mismatch' }
  | { readonly state: 'in_progress' };

/** What a request answered, kept for its retries. */
export interface IdempotentAnswer {
  readonly status: number;
  readonly body: string;
}

/** What `runOnce` did: ran the request and kept (or dropped) its answer, or found the key held. */
export type IdempotencyRun = { readonly state: 'done' } | Exclude<IdempotencyBegin, { state: 'new' }>;

/**
 * Thrown inside a request by a store running it with `runOnce` when another attempt took the key
 * first: nothing of this attempt was kept, and `runOnce` answers what holds the key instead.
 */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('another attempt holds this Idempotency-Key');
    this.name = 'IdempotencyKeyTaken';
  }
}

export interface IdempotencyStore {
  /** Claims (scope, key) for this attempt atomically, or reports what holds it. */
  begin(claim: IdempotencyClaim): Promise<IdempotencyBegin>;
  /** Records the answer of the attempt holding `claim`. */
  complete(scope: string, key: string, claim: string, status: number, body: string): Promise<void>;
  /** Releases the key held by `claim` (its request failed), so it can be retried. */
  abandon(scope: string, key: string, claim: string): Promise<void>;
  /**
   * Optional: runs `request` holding (scope, key) with no write of its own — the key is claimed,
   * and the answer `request` resolves to kept, inside the first write transaction the request
   * opens (after a request that wrote nothing, in one statement); a null answer (5xx, thrown) is
   * kept nowhere and takes that transaction back. Answers what holds the key when it is not free.
   */
  runOnce?(claim: IdempotencyClaim, request: () => Promise<IdempotentAnswer | null>): Promise<IdempotencyRun>;
}
