import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { loanStaking } from './loan-staking';
import {
  BUYER,
  code,
  DAY,
  DD_FIRM,
  INVESTORS,
  LENDER,
  OPERATOR,
  OTHER_LENDER,
  stakingWorld,
} from './testing/staking-world';

describe("a loan's staking record", () => {
  it('shows the stake and each request as it stands to the owner, the staking lender and the operator', async () => {
    const w = await stakingWorld();
    const asked = await w.ask();
    w.clock.advance(DAY);
    for (const actor of [BUYER, LENDER, OPERATOR]) {
      const view = unwrap(await loanStaking(w.deps, actor, 'loan-1'));
      expect(view.stakes.map((s) => [s.stakerId, s.amountCents, s.status])).toEqual([
        [LENDER.userId, 5_000, 'staked'],
      ]);
      expect(view.requests).toEqual([{ ...asked, state: 'awaiting_lender', timeLeftMs: 14 * DAY }]);
      expect(view.asOf).toBe(w.clock.now().toISOString());
    }
  });

  it('refuses other parties, personas without the capability, and an unknown loan', async () => {
    const w = await stakingWorld();
    expect(code(await loanStaking(w.deps, INVESTORS[1], 'loan-1'))).toBe('STAKING.NOT_A_PARTY');
    expect(code(await loanStaking(w.deps, OTHER_LENDER, 'loan-1'))).toBe('STAKING.NOT_A_PARTY');
    expect(code(await loanStaking(w.deps, DD_FIRM, 'loan-1'))).toBe('PERMISSION.PERSONA');
    expect(code(await loanStaking(w.deps, BUYER, 'nope'))).toBe('STAKING.LOAN_NOT_FOUND');
  });

  it('shows an unstaked loan with no stakes to its owner', async () => {
    const w = await stakingWorld();
    expect(unwrap(await loanStaking(w.deps, LENDER, 'loan-3'))).toMatchObject({ stakes: [], requests: [] });
  });
});
