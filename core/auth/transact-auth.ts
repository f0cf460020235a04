import type { DomainError } from '../errors/domain-error';
import { type Err, err, type Result } from '../errors/result';
import type { UnitOfWork } from '../ports/unit-of-work';

/**
 * `transact` for auth: a refusal rolls the transaction back — except a refusal made with
 * `refuseAndKeep`, which commits what was written before it. That is how a wrong OTP or password
 * still counts against its limit, and how presenting a used refresh token still revokes its
 * family: the refusal *is* the change. Such refusals are made before any other write.
 */
const KEEP: unique symbol = Symbol('keep');

type Kept = Err<DomainError> & { readonly [KEEP]: true };

/** A refusal whose writes (failure counters, revocations) are committed. */
export function refuseAndKeep(error: DomainError): Err<DomainError> {
  const kept: Kept = { ok: false, error, [KEEP]: true };
  return kept;
}

class Rollback {
  constructor(readonly error: DomainError) {}
}

/** Runs `work` in one transaction; commits on `Ok` and on `refuseAndKeep`, rolls back on any other `Err`. */
export async function transactAuth<S, T>(
  uow: UnitOfWork<S>,
  work: (stores: S) => Promise<Result<T, DomainError>>,
): Promise<Result<T, DomainError>> {
  try {
    const result = await uow.run(async (stores) => {
      const r = await work(stores);
      if (!r.ok && !(KEEP in r)) throw new Rollback(r.error);
      return r;
    });
    return result.ok ? result : err(result.error);
  } catch (e) {
    if (e instanceof Rollback) return err(e.error);
    throw e;
  }
}
