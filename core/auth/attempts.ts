import type { User } from '../accounts/user';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { AttemptStore } from './attempt-store';
import { AUTH_TEXT, authErrors } from './auth.errors';
import type { AuthDeps, AuthStores } from './stores';
import {
  afterFailure,
  attemptKeys,
  blockedUntil,
  type SignInMethod,
  stillKnown,
  type ThrottlePolicy,
} from './throttle';

/**
 * Applies the throttle rules of ./throttle.ts to a sign-in attempt: who (account, or an unknown
 * username's subject), by which method, from which source. Counting retries when a concurrent
 * failure was saved first, so none is lost.
 */
export interface SignInSource {
  /** The client's address as the HTTP layer read it (behind a trusted proxy: the forwarded one). */
  readonly address: string;
}

/** Where a call comes from when the caller cannot say (the CLI, tests). */
export const UNKNOWN_SOURCE: SignInSource = { address: 'unknown' };

export interface Attempt {
  readonly method: SignInMethod;
  /** The account id, or `unknown:<subject>` for a username with no account. */
  readonly who: string;
  readonly source: SignInSource;
}

const keysOf = (a: Attempt) => ({
  account: attemptKeys.account(a.method, a.who),
  source: attemptKeys.source(a.method, a.who, a.source.address),
  known: attemptKeys.known(a.who, a.source.address),
});

/** Whether the owner has signed in from this source lately (then only its own key applies). */
async function knownSource(attempts: AttemptStore, a: Attempt, now: Date, policy: ThrottlePolicy) {
  return stillKnown(await attempts.get(keysOf(a).known), now, policy);
}

/** Refuses while the attempt's keys make it wait: its source's, and the account's unless the source is known. */
export async function ensureAllowed(
  attempts: AttemptStore,
  a: Attempt,
  now: Date,
  policy: ThrottlePolicy,
): Promise<Result<void, DomainError>> {
  const keys = keysOf(a);
  const known = await knownSource(attempts, a, now, policy);
  const waits = [blockedUntil(await attempts.get(keys.source), now)];
  if (!known) waits.push(blockedUntil(await attempts.get(keys.account), now));
  const until = waits
    .filter((w): w is string => w !== null)
    .sort()
    .at(-1);
  return until ? err(authErrors.throttled(until, now)) : ok(undefined);
}

/**
 * Counts one failure on the source's key and, for a source not known to the account, on the
 * account's key. Tells the owner (`owner`, when the account exists) by message when this failure
 * starts the account's delays. Returns the refusal to give: the wait when one now applies, else
 * `otherwise`.
 */
export async function countFailure(
  deps: AuthDeps,
  s: AuthStores,
  a: Attempt,
  policy: ThrottlePolicy,
  otherwise: DomainError,
  owner: User | null = null,
): Promise<DomainError> {
  const now = deps.clock.now();
  const keys = keysOf(a);
  const bySource = await countOn(s.attempts, keys.source, now, policy);
  let wait = blockedUntil(bySource, now);
  if (!(await knownSource(s.attempts, a, now, policy))) {
    const byAccount = await countOn(s.attempts, keys.account, now, policy);
    if (owner && byAccount.failures === policy.freeFailures) await tellOwner(deps, s, owner, a.method);
    const accountWait = blockedUntil(byAccount, now);
    if (accountWait && (!wait || accountWait > wait)) wait = accountWait;
  }
  return wait ? authErrors.throttled(wait, now) : otherwise;
}

/** One failure more on `key` (compare-and-set, retried). */
export async function countOn(attempts: AttemptStore, key: string, now: Date, policy: ThrottlePolicy) {
  for (let tries = 0; tries < 5; tries++) {
    const current = await attempts.get(key);
    const next = afterFailure(current, key, now, policy);
    if (await attempts.save(next, current?.version ?? null)) return next;
  }
  throw new Error(`could not record a failed attempt for ${key}`);
}

/**
 * After a success: the source's count is forgotten and the source becomes known to the account.
 * The account-wide count is forgotten only while it has not started delays — an attack under
 * way elsewhere keeps its delays until its window ends, however often the owner signs in.
 */
export async function recordSuccess(attempts: AttemptStore, a: Attempt, now: Date, policy: ThrottlePolicy) {
  const keys = keysOf(a);
  await attempts.clear(keys.source);
  const account = await attempts.get(keys.account);
  if (account && account.failures < policy.freeFailures) await attempts.clear(keys.account);
  const marker = await attempts.get(keys.known);
  const seen = { key: keys.known, failures: 0, windowStartedAt: now.toISOString(), lockedUntil: null };
  // A concurrent sign-in from the same source may save first; its marker is as good as ours.
  await attempts.save({ ...seen, version: (marker?.version ?? 0) + 1 }, marker?.version ?? null);
}

async function tellOwner(deps: AuthDeps, s: AuthStores, owner: User, method: SignInMethod) {
  const text = AUTH_TEXT.throttleNotice(deps.config.platformName, method);
  const to = owner.email ?? (owner.mobile ? `${owner.mobile.countryCode}${owner.mobile.number}` : null);
  if (!to) return;
  await s.outbox.enqueue({
    id: deps.ids.next(),
    channel: owner.email ? 'email' : 'sms',
    to,
    ...text,
    notificationType: 'auth.sign_in_throttled',
    data: { userId: owner.id, method },
    createdAt: deps.clock.now().toISOString(),
  });
}
