/**
 * What bidding tells people, as outbox messages (spec §3 Notification: userId, notificationType,
 * tapeName). Emails carry `action`/`tapeName` in `data` so the mail renderer can link to
 * `/lender-actions?action=…&tapeName=…` (spec §2). Notification types are ours:
 *   submitBid (email to every investor when loans open), bidWon, bidLost (bidders at close),
 *   afterClosure (the lender at close), bidQuestion / bidAnswer (the question thread).
 */
import { formatUsd } from '../format/money';
import type { Cents } from '../money/cents';
import type { OutboxMessage } from '../notifications/outbox';
import type { Party } from '../trading/party-directory';
import type { Bid } from './bid';

/** The id and time every message of one change shares the source of. */
export interface Stamp {
  readonly id: () => string;
  readonly at: string;
}

/** The email each investor gets when a lender opens loans for bidding. */
export function openingEmail(investor: Party, bids: readonly Bid[], stamp: Stamp): OutboxMessage {
  const tapes = [...new Set(bids.map((b) => b.tapeName))].sort();
  const count = bids.length === 1 ? '1 loan is' : `${bids.length} loans are`;
  return {
    id: stamp.id(),
    channel: 'email',
    to: investor.email,
    subject: 'Loans open for bidding',
    body: `Hello ${investor.name}, ${count} open for bidding on ${tapes.join(', ')} until ${bids[0]?.validTill} (UTC).`,
    notificationType: 'submitBid',
    data: {
      action: 'submitBid',
      tapeName: tapes.join(','),
      loanCount: bids.length,
      validTill: bids[0]?.validTill ?? null,
    },
    createdAt: stamp.at,
  };
}

type CloseNotice = 'bidWon' | 'bidLost' | 'afterClosure';

const SUBJECTS: Record<CloseNotice, string> = {
  bidWon: 'You won a bid',
  bidLost: 'A bid you placed was not successful',
  afterClosure: 'Bidding closed on your loan',
};

/** A notification about the close of `bid` to one party. */
export function closeNotice(
  type: CloseNotice,
  userId: string,
  bid: Bid,
  outcome: { readonly winningAmountCents: Cents | null; readonly bidCount: number },
  stamp: Stamp,
): OutboxMessage {
  const won = outcome.winningAmountCents;
  const body =
    won === null
      ? `Bidding on loan ${bid.loanId} (${bid.tapeName}) closed without a sale.`
      : `Bidding on loan ${bid.loanId} (${bid.tapeName}) closed at ${formatUsd(won)}.`;
  return {
    id: stamp.id(),
    channel: 'notification',
    to: userId,
    subject: SUBJECTS[type],
    body,
    notificationType: type,
    data: {
      tapeName: bid.tapeName,
      loanId: bid.loanId,
      bidId: bid.id,
      amountCents: won,
      bidCount: outcome.bidCount,
    },
    createdAt: stamp.at,
  };
}

/** Tells the other side of a question thread that a message arrived. */
export function questionNotice(
  type: 'bidQuestion' | 'bidAnswer',
  userId: string,
  bid: Bid,
  from: string,
  stamp: Stamp,
): OutboxMessage {
  return {
    id: stamp.id(),
    channel: 'notification',
    to: userId,
    subject: type === 'bidQuestion' ? 'A bidder asked a question' : 'The lender answered your question',
    body: `${from} wrote about loan ${bid.loanId} (${bid.tapeName}).`,
    notificationType: type,
    data: { tapeName: bid.tapeName, loanId: bid.loanId, bidId: bid.id },
    createdAt: stamp.at,
  };
}
