/**
 * The world of the staking tests: the bidding world (LENDER owning `loan-1` … `loan-3`, three
 * investors, a second lender, a due-diligence firm) with `loan-1` and `loan-2` opened for
 * bidding — so LENDER staked on them — and `sell` to hand a loan to a buyer the way a close and
 * a transfer leave it (listed again, owned by the buyer), written through the store ports.
 */
import { biddingWorld, DAY, INVESTORS, openLoans } from '../../bidding/testing/bidding-world';
import { unwrap } from '../../errors/result';
import type { Actor } from '../../permissions/actor';
import { LOAN_TRADING_PAGE } from '../../permissions/route-config';
import { anOperator } from '../../testing/trading-actors';
import { requestUnstaking } from '../request-unstaking';

export {
  at,
  DAY,
  DD_FIRM,
  HOUR,
  INVESTORS,
  LENDER,
  OTHER_LENDER,
  START,
} from '../../bidding/testing/bidding-world';

export const BUYER = INVESTORS[0];
export const OPERATOR = anOperator('operator-1');

/** `actor` on a loan-trading page its route configuration makes read-only (spec §6). */
export const onReadOnlyPage = (actor: Actor): Actor => ({
  ...actor,
  screens: { routes: [{ path: LOAN_TRADING_PAGE, readOnly: true }], personaCheck: false },
});

/** The world, with `loan-1` and `loan-2` open for a day (and staked) and `loan-1` sold to BUYER. */
export async function stakingWorld() {
  const w = await biddingWorld();
  await openLoans(w, ['loan-1', 'loan-2'], DAY);
  /** Hands `loanId` to `buyerId` as a close and a transfer would leave it. */
  const sell = (loanId: string, buyerId: string = BUYER.userId) =>
    w.deps.uow.run(async (s) => {
      const at = w.clock.now().toISOString();
      const loan = (await s.loans.get(loanId))!;
      if (loan.status !== 'listed') await s.loans.setStatus(loanId, loan.status, 'listed', at);
      await s.loans.setOwner(loanId, loan.ownerId, buyerId, at);
    });
  await sell('loan-1');
  return {
    ...w,
    sell,
    /** BUYER's request on `loanId` (sold to BUYER first if it is not). */
    ask: async (loanId = 'loan-1', reason: string | null = 'Refinancing at 5.25%') =>
      unwrap(await requestUnstaking(w.deps, BUYER, { loanId, reason })).request,
    live: (loanId: string) => w.read().staking.liveStakes([loanId]),
  };
}

export type StakingWorld = Awaited<ReturnType<typeof stakingWorld>>;

/** The outcome code of a result, or 'ok'. */
export const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);
