/**
 * Test doubles for the other side of a race or a failing store: deps whose stores are changed
 * by `patch` inside every transaction, so a use case reads what a stale transaction would have
 * read, or meets a write that fails half-way, while everything else stays the real fake.
 */
import type { TradingDeps, TradingStores } from '../ports/stores';

/**
 * Deps whose stores are `{ ...s, ...patch(s) }` in every transaction.
 *
 * @example
 * const failing = patchStores(deps, (s) => ({ approvals: { ...s.approvals, insertPurchaseApproval: boom } }));
 */
export function patchStores(
  deps: TradingDeps,
  patch: (s: TradingStores) => Partial<TradingStores>,
): TradingDeps {
  const patched = (s: TradingStores) => ({ ...s, ...patch(s) });
  return {
    ...deps,
    uow: {
      run: (work) => deps.uow.run((s) => work(patched(s))),
      read: (work) => deps.uow.read((s) => work(patched(s))),
    },
  };
}
