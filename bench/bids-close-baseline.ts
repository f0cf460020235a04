/**
 * The baseline of `bench/bids-close.ts`: the writes the bid close makes, as plain better-sqlite3
 * statements prepared once, 100 bids per transaction, no framework — per bid the claim's share,
 * its entries and loan read, the bid, winning entry and loan updated, the award, purchase
 * approval, a keyed audit entry linked to the head, and one notice per bidder and the lender.
 */
import { createHmac } from 'node:crypto';
import Database from 'better-sqlite3';

/** The close's writes at `now` on the database file at `path`, 100 bids per transaction; milliseconds. */
export function handBatched(path: string, now: string): number {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const q = {
    claim: db.prepare(
      "select id, loan_id, tape_name, lender_id from bids where status = 'open' and valid_till <= ? order by valid_till, id limit 100",
    ),
    entries: db.prepare(
      'select bidder_id, amount_cents from bid_entries where bid_id = ? order by placed_at, bidder_id',
    ),
    loan: db.prepare('select loan_number, tape_name, owner_id, amount_cents, status from loans where id = ?'),
    close: db.prepare(
      "update bids set status = 'closed', closed_at = ?, winner_id = ?, winning_amount_cents = ? where id = ? and status = 'open'",
    ),
    bought: db.prepare('update bid_entries set bought = 1 where bid_id = ? and bidder_id = ?'),
    loanStatus: db.prepare(
      "update loans set status = 'awarded', updated_at = ? where id = ? and status = 'bidding'",
    ),
    award: db.prepare('insert into bid_awards values (?, ?, ?, ?, ?)'),
    approval: db.prepare(
      "insert into purchase_approvals (id, bid_id, loan_id, tape_name, loan_amount_cents, creator_bid_cents, is_approved, status, approver_id, owner_id, created_at, updated_at, version) values (?, ?, ?, ?, ?, ?, 'false', 'pending', ?, ?, ?, ?, 1) on conflict (bid_id) do nothing",
    ),
    head: db.prepare('select seq, hash from audit_head where id = 1'),
    audit: db.prepare(
      'insert into audit_log (seq, type, actor_id, subject_id, at, data, prev_hash, hash) values (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    moveHead: db.prepare('update audit_head set seq = ?, hash = ? where id = 1'),
    outbox: db.prepare(
      "insert into outbox (id, channel, recipient, subject, body, notification_type, data, created_at) values (?, 'notification', ?, ?, ?, ?, ?, ?)",
    ),
  };
  type Claimed = { id: string; loan_id: string; tape_name: string; lender_id: string };
  type Entry = { bidder_id: string; amount_cents: number };
  let n = 0;
  const start = performance.now();
  const batch = db.transaction(() => {
    const claimed = q.claim.all(now) as Claimed[];
    for (const bid of claimed) {
      const entries = q.entries.all(bid.id) as Entry[];
      q.loan.get(bid.loan_id);
      const winner = entries.reduce((a, b) => (b.amount_cents > a.amount_cents ? b : a));
      q.close.run(now, winner.bidder_id, winner.amount_cents, bid.id);
      q.bought.run(bid.id, winner.bidder_id);
      q.loanStatus.run(now, bid.loan_id);
      q.award.run(bid.id, bid.loan_id, winner.bidder_id, winner.amount_cents, now);
      q.approval.run(
        `pa-${bid.id}`,
        bid.id,
        bid.loan_id,
        bid.tape_name,
        25_000_000,
        winner.amount_cents,
        'lender-1',
        winner.bidder_id,
        now,
        now,
      );
      const head = q.head.get() as { seq: number; hash: string };
      const data = JSON.stringify({
        loanId: bid.loan_id,
        winnerId: winner.bidder_id,
        amountCents: winner.amount_cents,
      });
      const hash = createHmac('sha256', 'bench').update(head.hash).update(data).digest('hex');
      q.audit.run(head.seq + 1, 'bid.awarded', 'system', bid.id, now, data, head.hash, hash);
      q.moveHead.run(head.seq + 1, hash);
      for (const to of [...entries.map((e) => e.bidder_id), bid.lender_id]) {
        n += 1;
        const body = `Bidding on loan ${bid.loan_id} (${bid.tape_name}) closed at $1.00.`;
        q.outbox.run(`m-${n}`, to, 'Bidding closed', body, 'bidWon', JSON.stringify({ bidId: bid.id }), now);
      }
    }
    return claimed.length;
  });
  while (batch() > 0);
  const ms = performance.now() - start;
  db.close();
  return ms;
}
