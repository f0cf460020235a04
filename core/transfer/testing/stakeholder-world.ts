/**
 * The setting of the stakeholder tests: three loans of the lender on the tape, loan-3 open for
 * bidding (on the platform); `send` prices a loan as the investor and returns its row. An
 * investor sees another lender's listed loan only while it is open for bidding, so `send` prices
 * a listed loan the way the platform lets it be priced: during an auction of it that then ends
 * unsold, leaving the loan listed and its row for the owner to decide.
 */
import type { DomainError } from '../../errors/domain-error';
import type { Result } from '../../errors/result';
import type { Actor } from '../../permissions/actor';
import { sendStakeholderPrices } from '../stakeholder-prices';
import type { StakeholderRow } from '../stakeholder-row';
import { aLoan, INVESTOR, tradeFixture } from './trade-fixture';

export async function stakeholderWorld() {
  const f = tradeFixture();
  await f.addLoans(aLoan('loan-1'), aLoan('loan-2'), aLoan('loan-3', { status: 'bidding' }));
  const auction = (loanId: string, from: 'listed' | 'bidding', to: 'listed' | 'bidding') =>
    f.seed((s) => s.loans.setStatus(loanId, from, to, f.clock.now().toISOString()));
  const send = async (loanId = 'loan-1', bidPrice: string | number = '240,000', actor: Actor = INVESTOR) => {
    const listed = (await f.loan(loanId)).status === 'listed';
    if (listed) await auction(loanId, 'listed', 'bidding');
    const r = await sendStakeholderPrices(f.deps, actor, {
      prices: [{ loanId, bidPrice }],
      mappingName: 'blue',
    });
    if (listed) await auction(loanId, 'bidding', 'listed');
    if (!r.ok) throw new Error(r.error.message);
    return r.value[0] as StakeholderRow;
  };
  return { f, send };
}

export type StakeholderWorld = Awaited<ReturnType<typeof stakeholderWorld>>;

/** The error of a call expected to be refused. */
export async function refused(attempt: Promise<Result<unknown, DomainError>>): Promise<DomainError> {
  const r = await attempt;
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}
