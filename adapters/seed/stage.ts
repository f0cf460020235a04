/**
 * What a seed step acts through: the platform's own use-case deps (trading, accounts, auth
 * stores), rebuilt on the step's transaction, and a scene clock. The demo is a story that ends
 * at the seed's `now`; a step sets the clock to when each thing happens (`at(days(-12))`), so
 * every row, audit entry and notification carries a plausible time and the rules that compare
 * times (a bid only before validTill, a close only after it) are met by really being then.
 */
import type { Kysely } from 'kysely';
import type { AccountDeps } from '../../core/accounts/account-deps';
import type { AuthCrypto } from '../../core/auth/crypto';
import type { AuthStores } from '../../core/auth/stores';
import type { DomainError } from '../../core/errors/domain-error';
import type { Result } from '../../core/errors/result';
import type { BlobStore } from '../../core/ports/blob-store';
import { fixedClock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { TradingDeps } from '../../core/ports/stores';
import type { UnitOfWork } from '../../core/ports/unit-of-work';
import { instant, type Offset } from '../../fixtures/demo/timeline';
import { kyselyAccountStores } from '../db/account-stores';
import { kyselyAuthStores } from '../db/auth-stores';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { kyselyStores } from '../db/stores';
import { savepointUnitOfWork } from './transaction';

export interface Stage {
  /** The step's transaction (operator data no use case writes: tenants). */
  readonly handle: Kysely<Database>;
  readonly trading: TradingDeps;
  readonly accounts: AccountDeps;
  /** The auth area's stores: users with a known password, lookups by email. */
  readonly auth: UnitOfWork<AuthStores>;
  readonly blobs: BlobStore;
  /** The platform's secrets and digests (ecosystem client secrets). */
  readonly crypto: Pick<AuthCrypto, 'secrets' | 'digest'>;
  /** The seed's `now`: the end of the story. */
  readonly now: Date;
  /** Sets the scene clock `offset` from `now` (negative: the past). */
  at(offset: Offset): void;
}

/** The stage of one step, on its transaction `handle`; the clock starts at `now`. */
export function makeStage(
  handle: Kysely<Database>,
  dialect: DialectName,
  platform: { readonly blobs: BlobStore; readonly ids: Ids; readonly auth: { readonly crypto: AuthCrypto } },
  now: Date,
): Stage {
  const clock = fixedClock(now);
  const ids = platform.ids;
  return {
    handle,
    trading: { uow: savepointUnitOfWork(handle, dialect, kyselyStores), clock, ids },
    accounts: { uow: savepointUnitOfWork(handle, dialect, kyselyAccountStores), clock, ids },
    auth: savepointUnitOfWork(handle, dialect, kyselyAuthStores),
    blobs: platform.blobs,
    crypto: platform.auth.crypto,
    now,
    at: (offset) => clock.set(instant(now, offset)),
  };
}

/** A use case refused something the demo relies on: a bug in the seed or its data. */
export class SeedRefused extends Error {
  constructor(
    readonly what: string,
    readonly error: DomainError,
  ) {
    super(`demo seed: ${what} was refused: ${error.code} ${error.message}`);
    this.name = 'SeedRefused';
  }
}

/** The value of a use case's result; throws (rolling the step back) when it was refused. */
export function must<T>(what: string, result: Result<T, DomainError>): T {
  if (!result.ok) throw new SeedRefused(what, result.error);
  return result.value;
}
