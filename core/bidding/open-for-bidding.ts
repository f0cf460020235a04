/**
 * A lender opens loans for bidding (spec §7 "open for bidding", §8 'Loan open for bidding and
 * emails sent'): each loan goes listed → bidding and gets an open bid until `validTill`; every
 * investor is emailed once, in the same transaction, listing the loans opened. The opening also
 * records the lender's initial stake on each loan (spec §9, core/staking/record-initial-stakes).
 */
import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { recordInitialStakes } from '../staking/record-initial-stakes';
import type { Stake } from '../staking/stake';
import type { Bid } from './bid';
import { BidErrors } from './bid.errors';
import { openingEmail } from './bidding-notifications';

/** Largest number of loans opened in one call: bounds one transaction (spec §9 lists 500 loans a page). */
export const MAX_LOANS_PER_OPENING = 500;

const inputSchema = z.object({
  loanIds: z.array(z.string().trim().min(1)).max(MAX_LOANS_PER_OPENING),
  validTill: z.iso.datetime({ offset: true }),
});

export type OpenForBiddingInput = z.input<typeof inputSchema>;

export interface OpenForBiddingOutcome {
  readonly message: typeof MESSAGES.loanOpenForBidding;
  /** One open bid per loan, in the order the loans were given. */
  readonly bids: Bid[];
  /** How many investors were emailed. */
  readonly emailed: number;
  /** The stakes recorded (loans that already held a live stake keep it and are not listed). */
  readonly stakes: Stake[];
}

/** Opens the actor's `loanIds` for bidding until `validTill` (must be in the future). */
export async function openForBidding(
  deps: TradingDeps,
  actor: Actor,
  input: OpenForBiddingInput,
): Promise<Result<OpenForBiddingOutcome, DomainError>> {
  const allowed = requireCapability(actor, 'open_bidding');
  if (!allowed.ok) return allowed;
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success)
    return err(BidErrors.invalidRequest({ issues: parsed.error.issues.map((i) => i.message) }));
  const loanIds = [...new Set(parsed.data.loanIds)];
  if (loanIds.length === 0) return err(BidErrors.noLoansSelected());
  const now = deps.clock.now();
  const validTill = new Date(parsed.data.validTill);
  if (validTill.getTime() <= now.getTime()) return err(BidErrors.validTillNotFuture());

  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor, now.toISOString());
    const at = tx.at;
    const found = new Map((await s.loans.getMany(loanIds)).map((loan) => [loan.id, loan]));
    const missing = loanIds.filter((id) => !found.has(id));
    if (missing.length > 0) return err(BidErrors.loanNotFound({ loanIds: missing }));
    const loans = loanIds.map((id) => found.get(id)!);
    const notMine = loans.filter((l) => l.ownerId !== actor.userId).map((l) => l.id);
    if (notMine.length > 0) return err(BidErrors.notOwner({ loanIds: notMine }));
    const notListed = loans.filter((l) => l.status !== 'listed').map((l) => l.id);
    if (notListed.length > 0) return err(BidErrors.loanNotListed({ loanIds: notListed }));

    const bids: Bid[] = [];
    for (const loan of loans) {
      // CAS: a concurrent opening (or any other status change) of the same loan wins once.
      if (!(await s.loans.setStatus(loan.id, 'listed', 'bidding', at))) {
        return err(BidErrors.loanChanged({ loanId: loan.id }));
      }
      bids.push({
        id: tx.nextId(),
        loanId: loan.id,
        tapeName: loan.tapeName,
        lenderId: loan.ownerId,
        status: 'open',
        validTill: validTill.toISOString(),
        loanAmountCents: loan.amountCents,
        openedBy: actor.userId,
        openedAt: at,
        closedAt: null,
        winnerId: null,
        winningAmountCents: null,
      });
    }
    await s.bids.insertMany(bids);
    for (const bid of bids) {
      await audit(tx, 'bid.opened', bid.id, {
        loanId: bid.loanId,
        tapeName: bid.tapeName,
        validTill: bid.validTill,
      });
    }
    const investors = await s.directory.withPersona('investor');
    for (const investor of investors) {
      await s.outbox.enqueue(openingEmail(investor, bids, tx));
    }
    const stakes = await recordInitialStakes(tx, loans);
    return ok({ message: MESSAGES.loanOpenForBidding, bids, emailed: investors.length, stakes });
  });
}
