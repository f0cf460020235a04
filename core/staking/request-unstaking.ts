/**
 * A refinance unstaking request (spec §9): the loan's current owner asks the lender who staked
 * on it to release the stake, and the lender has 15 days to answer (./answer-unstaking.ts).
 * Ours, from spec §6 and the capability table: the asker is an investor (investors own what they
 * bought) who owns the loan now; the stake must be live and not the asker's own. A stake takes
 * one request at a time, and none once a request went unanswered past its window (the contract
 * goes to auction). The lender is notified in the same transaction.
 */
import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { formatDateTime } from '../format/dates';
import { formatUsd } from '../format/money';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { shortText } from '../validation/field-kit';
import type { Stake, UnstakeRequest } from './stake';
import { unstakeResponseDeadline, unstakeState } from './staking';
import { MAX_REASON_LENGTH, StakingErrors } from './staking.errors';

const inputSchema = z.object({
  loanId: shortText(),
  reason: z.string().trim().nullish(),
});

export type RequestUnstakingInput = z.input<typeof inputSchema>;

export interface RequestUnstakingOutcome {
  readonly request: UnstakeRequest;
  readonly stake: Stake;
}

/** Asks the staking lender of `loanId` (owned by the actor) to release its stake for a refinance. */
export async function requestUnstaking(
  deps: TradingDeps,
  actor: Actor,
  input: RequestUnstakingInput,
): Promise<Result<RequestUnstakingOutcome, DomainError>> {
  const allowed = requireCapability(actor, 'request_unstaking');
  if (!allowed.ok) return allowed;
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success)
    return err(StakingErrors.invalidRequest({ issues: parsed.error.issues.map((i) => i.message) }));
  const { loanId } = parsed.data;
  const reason = parsed.data.reason || null;
  if (reason !== null && reason.length > MAX_REASON_LENGTH) return err(StakingErrors.reasonTooLong());

  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const loan = await s.loans.get(loanId);
    if (!loan) return err(StakingErrors.loanNotFound({ loanId }));
    if (loan.ownerId !== actor.userId) return err(StakingErrors.notOwner({ loanId }));
    const [stake] = await s.staking.liveStakes([loanId]);
    if (!stake) return err(StakingErrors.noStake({ loanId }));
    if (stake.stakerId === actor.userId) return err(StakingErrors.ownStake({ loanId }));
    const pending = await s.staking.unansweredOf(stake.id);
    if (pending) return err(refusalOf(pending, tx.at));

    const request: UnstakeRequest = {
      id: tx.nextId(),
      stakeId: stake.id,
      loanId,
      tapeName: stake.tapeName,
      loanNumber: stake.loanNumber,
      requesterId: actor.userId,
      lenderId: stake.stakerId,
      reason,
      requestedAt: tx.at,
      respondBy: unstakeResponseDeadline(tx.at),
      answer: null,
      answeredAt: null,
    };
    // A concurrent request on the same stake won between our read and this write.
    if (!(await s.staking.insertRequest(request))) return err(StakingErrors.requestAwaiting({ loanId }));
    await audit(tx, 'unstake.requested', loanId, {
      requestId: request.id,
      stakeId: stake.id,
      lenderId: request.lenderId,
      respondBy: request.respondBy,
      reason,
    });
    await notify(s.outbox, {
      id: tx.nextId(),
      at: tx.at,
      userId: request.lenderId,
      notificationType: 'notifyUnstakeRequest',
      tapeName: stake.tapeName,
      subject: 'A refinance unstaking request awaits your answer',
      body:
        `${actor.name} asks you to release your stake of ${formatUsd(stake.amountCents)} on loan ` +
        `${stake.loanNumber} (${stake.tapeName}) for a refinance. Please answer by ` +
        `${formatDateTime(request.respondBy)} UTC; without an answer the contract goes to auction.`,
      data: { loanId, requestId: request.id, respondBy: request.respondBy },
    });
    return ok({ request, stake });
  });
}

/** Why a stake with an unanswered request takes no new one. */
function refusalOf(pending: UnstakeRequest, now: string): DomainError {
  const details = { loanId: pending.loanId, requestId: pending.id, respondBy: pending.respondBy };
  return unstakeState(pending, now) === 'to_auction'
    ? StakingErrors.toAuction(details)
    : StakingErrors.requestAwaiting(details);
}
