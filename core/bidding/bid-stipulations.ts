/**
 * The question thread between a bidder and the loan's lender on one bid (spec §7
 * `viewBidStipulations (bidId, bidderId)`, `bidStipulations {bidId, bidderId, bidderName,
 * message}`). Only those two may read or write it. The bidder opens the thread; the lender can
 * only answer a thread that exists (so a lender cannot message arbitrary users). The sender's
 * name is the one the platform knows (`actor.name`); a `bidderName` in the payload is ignored
 * so nobody can post under another name. Each message notifies the other side and is audited
 * ('bid.question'): what a seller told a bidder before the award is part of the trade. Writing
 * in the thread is chat: refused on a read-only page (spec §6); reading it is not.
 */
import { z } from 'zod';
import { citationRefusal } from '../documents/blob-citations';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { can, requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import type { BidQuestion } from './bid';
import { BidErrors } from './bid.errors';
import { notifyQuestion } from './bidding-notifications';

export const MAX_QUESTION_LENGTH = 2000;

const threadSchema = z.object({ bidId: z.string().trim().min(1), bidderId: z.string().trim().min(1) });
const optionalText = z.string().trim().min(1).max(300).nullish();
const sendSchema = threadSchema.extend({
  bidderName: z.string().optional(),
  message: z.string().optional(),
  docName: optionalText,
  blobName: optionalText,
});

/**
 * The side `actor` takes in the thread (bidId, `bidderId`) on `bid`: the bidder themself (one
 * who may bid, other than the seller), the bid's lender, or null for anyone else.
 */
export function threadSide(
  actor: Actor,
  bid: { readonly lenderId: string },
  bidderId: string,
): 'bidder' | 'lender' | null {
  if (bidderId === bid.lenderId) return null;
  if (actor.userId === bidderId && can(actor, 'bid')) return 'bidder';
  if (actor.userId === bid.lenderId) return 'lender';
  return null;
}

export type BidThreadInput = z.input<typeof threadSchema>;
export type SendBidStipulationInput = z.input<typeof sendSchema>;

/** The thread (bidId, bidderId), oldest first. */
export async function viewBidStipulations(
  deps: TradingDeps,
  actor: Actor,
  input: BidThreadInput,
): Promise<Result<{ readonly messages: BidQuestion[] }, DomainError>> {
  const parsed = threadSchema.safeParse(input);
  if (!parsed.success) return err(BidErrors.invalidRequest());
  const { bidId, bidderId } = parsed.data;
  return transact(deps.uow, async (s) => {
    const bid = await s.bids.get(bidId);
    if (!bid) return err(BidErrors.bidNotFound({ bidId }));
    if (threadSide(actor, bid, bidderId) === null) return err(BidErrors.notThreadParty());
    return ok({ messages: await s.bids.questionsFor(bidId, bidderId) });
  });
}

/** Adds the actor's message to the thread (bidId, bidderId). */
export async function sendBidStipulation(
  deps: TradingDeps,
  actor: Actor,
  input: SendBidStipulationInput,
): Promise<Result<{ readonly question: BidQuestion }, DomainError>> {
  const allowed = requireCapability(actor, 'chat');
  if (!allowed.ok) return allowed;
  const parsed = sendSchema.safeParse(input);
  if (!parsed.success) return err(BidErrors.invalidRequest());
  const { bidId, bidderId } = parsed.data;
  const message = (parsed.data.message ?? '').trim();
  if (message === '') return err(BidErrors.messageRequired());
  if (message.length > MAX_QUESTION_LENGTH) return err(BidErrors.messageTooLong());

  return transact(deps.uow, async (s) => {
    const bid = await s.bids.get(bidId);
    if (!bid) return err(BidErrors.bidNotFound({ bidId }));
    const side = threadSide(actor, bid, bidderId);
    if (side === null) return err(BidErrors.notThreadParty());
    if (side === 'lender' && (await s.bids.questionsFor(bidId, bidderId)).length === 0) {
      return err(BidErrors.noQuestionYet());
    }
    const unowned = await citationRefusal(s.blobUploads, actor.userId, { blobName: parsed.data.blobName });
    if (unowned) return err(unowned);
    const tx = tradeTx(deps, s, actor);
    const question: BidQuestion = {
      id: tx.nextId(),
      bidId,
      bidderId,
      senderId: actor.userId,
      senderName: actor.name,
      message,
      docName: parsed.data.docName ?? null,
      blobName: parsed.data.blobName ?? null,
      at: tx.at,
    };
    await s.bids.appendQuestion(question);
    await audit(tx, 'bid.question', bidId, { loanId: bid.loanId, bidderId, side, tapeName: bid.tapeName });
    const loan = await s.loans.get(bid.loanId);
    if (side === 'bidder') await notifyQuestion(tx, 'bidQuestion', bid.lenderId, bid, loan);
    else await notifyQuestion(tx, 'bidAnswer', bidderId, bid, loan);
    return ok({ question });
  });
}
