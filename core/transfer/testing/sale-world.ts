/**
 * The setting of the transfer tests: three loans of the lender on the tape — loan-1 awarded,
 * loan-2 listed, loan-3 open for bidding — the first two won by the investor, who has started
 * due diligence. `sale` builds a transfer of loan-1 and loan-2 to that investor.
 */
import type { DomainError } from '../../errors/domain-error';
import type { Result } from '../../errors/result';
import { cents } from '../../money/cents';
import type { TransferInput } from '../transfer-loans';
import { aLoan, INVESTOR, LENDER, type TradeFixture, tradeFixture } from './trade-fixture';

export const sale = (over: Partial<TransferInput> = {}): TransferInput => ({
  loanIds: ['loan-1', 'loan-2'],
  lenderId: LENDER.userId,
  investorId: INVESTOR.userId,
  ...over,
});

export async function saleWorld(): Promise<TradeFixture> {
  const f = tradeFixture();
  await f.addLoans(
    aLoan('loan-1', { status: 'awarded' }),
    aLoan('loan-2'),
    aLoan('loan-3', { status: 'bidding' }),
  );
  await f.award('loan-1', INVESTOR.userId, cents(24_000_000));
  await f.award('loan-2', INVESTOR.userId, cents(19_950_000));
  await f.startDd();
  return f;
}

/** The error of a refused transfer, after checking it changed nothing. */
export async function refusalOf(
  f: TradeFixture,
  attempt: Promise<Result<unknown, DomainError>>,
): Promise<DomainError> {
  const r = await attempt;
  if (r.ok) throw new Error('expected a refusal');
  const owner = (await f.read().loans.get('loan-1'))?.ownerId;
  if (owner !== LENDER.userId) throw new Error('a refused transfer moved loan-1');
  if (f.audit().some((e) => e.type === 'loan.transferred')) throw new Error('a refused transfer was audited');
  return r.error;
}
