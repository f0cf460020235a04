/**
 * What bidding tells people (spec §3 Notification: userId, notificationType, tapeName). Emails
 * carry `action`/`tapeName` in `data` so the mail renderer can link to
 * `/lender-actions?action=…&tapeName=…` (spec §2). Notification types are ours:
 *   submitBid (email to every investor when loans open), bidWon, bidLost (bidders at close),
 *   afterClosure (the lender at close), bidQuestion / bidAnswer (the question thread).
 * Texts name a loan as users know it — its loan number and tape — never by a platform id; ids
 * travel only in `data`, for links.
 */
import { formatUsd } from '../format/money';
import type { Loan } from '../loans/loan';
import { type Notification, notificationMessages, notify, type Recipient } from '../notifications/notify';
import type { OutboxMessage } from '../notifications/outbox';
import type { Party } from '../parties/party-directory';
import type { TradeTx } from '../ports/trade-tx';
import type { Bid, BidEntry } from './bid';

/** The email each investor gets when a lender opens loans for bidding. */
export function openingEmail(investor: Party, bids: readonly Bid[], tx: TradeTx): OutboxMessage {
  const tapes = [...new Set(bids.map((b) => b.tapeName))].sort();
  const count = bids.length === 1 ? '1 loan is' : `${bids.length} loans are`;
  return {
    id: tx.nextId(),
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
    createdAt: tx.at,
  };
}

type CloseNotice = 'bidWon' | 'bidLost' | 'afterClosure';

const SUBJECTS: Record<CloseNotice, string> = {
  bidWon: 'You won a bid',
  bidLost: 'A bid you placed was not successful',
  afterClosure: 'Bidding closed on your loan',
};

/** The loan a notice is about, as its readers know it. */
export type NoticeLoan = Pick<Loan, 'loanNumber' | 'tapeName'>;

/** "loan LN-7 (Spring Tape)"; a loan no longer on record is named by its tape alone. */
export function loanLabel(loan: NoticeLoan | null, about: { readonly tapeName: string }): string {
  return loan === null ? `a loan of ${about.tapeName}` : `loan ${loan.loanNumber} (${loan.tapeName})`;
}

/** The part of a notification about `bid` every bidding notice shares. */
const aboutBid = (
  tx: TradeTx,
  userId: string,
  bid: Bid,
): Pick<Notification, 'id' | 'at' | 'userId' | 'tapeName'> => ({
  id: tx.nextId(),
  at: tx.at,
  userId,
  tapeName: bid.tapeName,
});

/**
 * The notices of the close of `bid` (the closer queues a batch of them at once): each bidder's
 * (won or lost, in `entries` order), then the lender's. They share one text and one data record.
 */
export function closeNotices(
  tx: TradeTx,
  bid: Bid,
  loan: NoticeLoan | null,
  entries: readonly Pick<BidEntry, 'bidderId'>[],
  winner: Pick<BidEntry, 'bidderId' | 'amountCents'> | null,
): OutboxMessage[] {
  const won = winner?.amountCents ?? null;
  const about = loanLabel(loan, bid);
  const recipient = (type: CloseNotice, userId: string): Recipient => ({
    id: tx.nextId(),
    userId,
    notificationType: type,
    subject: SUBJECTS[type],
  });
  const recipients = entries.map((e) =>
    recipient(e.bidderId === winner?.bidderId ? 'bidWon' : 'bidLost', e.bidderId),
  );
  recipients.push(recipient('afterClosure', bid.lenderId));
  return notificationMessages(
    {
      at: tx.at,
      tapeName: bid.tapeName,
      body:
        won === null
          ? `Bidding on ${about} closed without a sale.`
          : `Bidding on ${about} closed at ${formatUsd(won)}.`,
      data: { loanId: bid.loanId, bidId: bid.id, amountCents: won, bidCount: entries.length },
    },
    recipients,
  );
}

/** Tells the other side of a question thread that a message arrived. */
export function notifyQuestion(
  tx: TradeTx,
  type: 'bidQuestion' | 'bidAnswer',
  userId: string,
  bid: Bid,
  loan: NoticeLoan | null,
): Promise<void> {
  return notify(tx.s.outbox, {
    ...aboutBid(tx, userId, bid),
    notificationType: type,
    subject: type === 'bidQuestion' ? 'A bidder asked a question' : 'The lender answered your question',
    body: `${tx.actor.name} wrote about ${loanLabel(loan, bid)}.`,
    data: { loanId: bid.loanId, bidId: bid.id },
  });
}
