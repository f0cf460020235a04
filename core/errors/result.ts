/**
 * Expected outcomes are values, not exceptions (house style §4): a use case returns
 * `Result<T, DomainError>`; infrastructure failures throw.
 *
 * @example
 * const r = placeBid(deps, actor, input);
 * if (!r.ok) return toHttp(r.error);
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** Unwraps an `Ok`, or throws with the error attached (for tests and scripts, not for flows). */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw Object.assign(new Error(`unwrap of an Err: ${JSON.stringify(result.error)}`), {
    error: result.error,
  });
}

/** Maps the value of an `Ok`, passing an `Err` through. */
export function mapResult<T, U, E>(result: Result<T, E>, f: (value: T) => U): Result<U, E> {
  return result.ok ? ok(f(result.value)) : result;
}
