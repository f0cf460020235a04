/**
 * Gathers what a page of Loan DTOs shows beyond the loans themselves (./loan-dto.ts), in one
 * read transaction and one batched read per store. Each fact is shown only to those it
 * concerns: the sale price and the sale's winner to the parties of the sale, the due-diligence
 * parties to the loan's parties, a stipulation thread to its two parties, a retain flag to the
 * parties of the stakeholder row. The platform operator sees every fact.
 */
import { currentWinner } from '../../../../core/loans/borrower-privacy';
import type { Loan } from '../../../../core/loans/loan';
import type { LoanView } from '../../../../core/loans/loan-views';
import type { Actor } from '../../../../core/permissions/actor';
import type { TradingDeps, TradingStores } from '../../../../core/ports/stores';
import { partyOf, senderHexId } from '../../../../core/stipulations/stipulation';
import { EMPTY_LOAN_CONTEXT, type LoanDtoContext, loanDto } from './loan-dto';
import type { LoanDto, StakeholderDto } from './loan-dto-schema';

const stakeholder = (party: string, persona: StakeholderDto['persona']): StakeholderDto => ({
  party,
  persona,
  valid: true,
  hexID: senderHexId(party),
});

/** The contexts of `loans` for `actor`, by loan id, read inside an open transaction. */
export async function loanContextsIn(
  s: TradingStores,
  actor: Actor,
  loans: readonly Loan[],
): Promise<Map<string, LoanDtoContext>> {
  const out = new Map<string, LoanDtoContext>();
  if (loans.length === 0) return out;
  const ids = loans.map((l) => l.id);
  // Sequential on purpose: a transaction holds one connection.
  const awards = new Map((await s.bids.awardsForLoans(ids)).map((a) => [a.loanId, a]));
  const cases = await s.dueDiligence.casesForTapes([...new Set(loans.map((l) => l.tapeName))]);
  const threads = await s.stipulations.forLoans(ids);
  const rows = await s.approvals.stakeholderRowsForLoans(ids);
  const me = actor.userId;
  const operator = actor.role === 'ispadmin';

  for (const loan of loans) {
    const award = awards.get(loan.id) ?? null;
    // A rejected or displaced winner is no party of the sale any more (core/loans/borrower-privacy.ts).
    const winner = currentWinner(loan, award);
    const tapeCases = cases.filter((c) => c.tapeName === loan.tapeName);
    const inSale = operator || [loan.ownerId, loan.lenderId, winner].includes(me);
    const inCase = tapeCases.some((c) => c.investorId === me || c.ddFirmId === me);
    const people: StakeholderDto[] = [stakeholder(loan.lenderId, 'lender')];
    if (loan.ownerId !== loan.lenderId) people.push(stakeholder(loan.ownerId, 'owner'));
    if (winner && inSale) people.push(stakeholder(winner, 'winner'));
    if (inSale || inCase) {
      for (const c of tapeCases)
        people.push(stakeholder(c.investorId, 'investor'), stakeholder(c.ddFirmId, 'due_diligence'));
    }
    const mine = threads.filter((t) => t.loanId === loan.id && partyOf(t, me) !== null).at(-1);
    out.set(loan.id, {
      ...EMPTY_LOAN_CONTEXT,
      bidPriceCents: award && inSale ? award.amountCents : null,
      stakeholders: people,
      stipulation: mine
        ? {
            partyA: { userId: mine.partyA.userId, agreeToClosed: mine.partyA.agreeToClosed },
            partyB: { userId: mine.partyB.userId, agreeToClosed: mine.partyB.agreeToClosed },
            closed: mine.closed,
          }
        : null,
      retain: rows.some(
        (r) => r.loanId === loan.id && r.retain && (r.investorId === me || r.lenderId === me),
      ),
    });
  }
  return out;
}

/** The contexts of `loans` for `actor`, in a read transaction of their own. */
export function loadLoanContexts(
  deps: TradingDeps,
  actor: Actor,
  loans: readonly Loan[],
): Promise<Map<string, LoanDtoContext>> {
  return deps.uow.read((s) => loanContextsIn(s, actor, loans));
}

/** The Loan DTOs of `views` for `actor`, with their context. */
export async function loanDtos(
  deps: TradingDeps,
  actor: Actor,
  views: readonly LoanView[],
): Promise<LoanDto[]> {
  const contexts = await loadLoanContexts(
    deps,
    actor,
    views.map((v) => v.loan),
  );
  return views.map((v) => loanDto(v, contexts.get(v.loan.id)));
}
