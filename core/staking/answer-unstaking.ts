/**
 * The lender's answer to a refinance unstaking request (spec §9: within 15 days, else the
 * contract goes to auction). Only the lender who staked answers, once, and only within the
 * window: an answer exactly at the deadline counts (./staking.ts). Accepting releases the stake;
 * declining keeps it, and the owner may ask again later (a new 15-day window). The owner who
 * asked is notified in the same transaction.
 */
import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { shortText } from '../validation/field-kit';
import type { UnstakeAnswer, UnstakeRequest } from './stake';
import { unstakeState } from './staking';
import { StakingErrors } from './staking.errors';

const inputSchema = z.object({
  requestId: shortText(),
  answer: z.enum(['accept', 'decline']),
});

export type AnswerUnstakingInput = z.input<typeof inputSchema>;

const ANSWERS = { accept: 'accepted', decline: 'declined' } as const satisfies Record<
  AnswerUnstakingInput['answer'],
  UnstakeAnswer
>;

/** Accepts or declines an unstaking request addressed to the acting lender. */
export async function answerUnstaking(
  deps: TradingDeps,
  actor: Actor,
  input: AnswerUnstakingInput,
): Promise<Result<UnstakeRequest, DomainError>> {
  const allowed = requireCapability(actor, 'answer_unstaking');
  if (!allowed.ok) return allowed;
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success)
    return err(StakingErrors.invalidRequest({ issues: parsed.error.issues.map((i) => i.message) }));
  const { requestId } = parsed.data;
  const answer = ANSWERS[parsed.data.answer];

  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const request = await s.staking.getRequest(requestId);
    if (!request) return err(StakingErrors.requestNotFound({ requestId }));
    if (request.lenderId !== actor.userId) return err(StakingErrors.notLender({ requestId }));
    if (request.answer !== null) return err(StakingErrors.alreadyAnswered({ requestId }));
    if (unstakeState(request, tx.at) === 'to_auction')
      return err(StakingErrors.windowPassed({ requestId, respondBy: request.respondBy }));
    // Compare-and-set: of two answers at once, one wins and the other is already answered.
    if (!(await s.staking.answerRequest(requestId, answer, tx.at)))
      return err(StakingErrors.alreadyAnswered({ requestId }));
    if (answer === 'accepted' && !(await s.staking.releaseStake(request.stakeId, tx.at)))
      return err(StakingErrors.noStake({ loanId: request.loanId }));
    const answered: UnstakeRequest = { ...request, answer, answeredAt: tx.at };
    await audit(tx, answer === 'accepted' ? 'unstake.accepted' : 'unstake.declined', request.loanId, {
      requestId,
      stakeId: request.stakeId,
      requesterId: request.requesterId,
    });
    await notify(s.outbox, {
      id: tx.nextId(),
      at: tx.at,
      userId: request.requesterId,
      notificationType: 'notifyUnstakeAnswer',
      tapeName: request.tapeName,
      subject: `Your unstaking request was ${answer}`,
      body:
        `${actor.name} ${answer} your request to release the stake on loan ` +
        `${request.loanNumber} (${request.tapeName}) for a refinance.`,
      data: { loanId: request.loanId, requestId, answer },
    });
    return ok(answered);
  });
}
