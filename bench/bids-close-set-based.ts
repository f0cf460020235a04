/**
 * The second baseline of `bench/bids-close.ts`: the award written by hand as set-based SQL, one
 * statement per table over every expired bid at once, in one transaction — the floor the
 * batched close can approach. The winners (highest amount, then earliest, then smallest bidder
 * id, of bids whose loan is still in bidding) go into a temporary table once; then the bids are
 * closed, the winners' entries marked bought, the loans awarded, and the awards, purchase
 * approvals, audit entries and notices (each bidder and the lender) inserted, each by one
 * INSERT … SELECT or UPDATE … FROM over that table.
 */
import Database from 'better-sqlite3';

const STATEMENTS = [
  `create temp table close_winners as
     select bid_id, loan_id, tape_name, lender_id, bidder_id, amount_cents, entries from (
       select b.id as bid_id, b.loan_id, b.tape_name, b.lender_id, e.bidder_id, e.amount_cents,
         count(*) over (partition by b.id) as entries,
         row_number() over (partition by b.id order by e.amount_cents desc, e.placed_at, e.bidder_id) as rank
       from bids b
       join loans l on l.id = b.loan_id and l.status = 'bidding'
       join bid_entries e on e.bid_id = b.id
       where b.status = 'open' and b.valid_till <= :now)
     where rank = 1`,
  `update bids set status = 'closed', closed_at = :now, winner_id = w.bidder_id,
     winning_amount_cents = w.amount_cents
   from close_winners w where bids.id = w.bid_id and bids.status = 'open'`,
  `update bid_entries set bought = 1 from close_winners w
   where bid_entries.bid_id = w.bid_id and bid_entries.bidder_id = w.bidder_id`,
  `update loans set status = 'awarded', updated_at = :now
   where id in (select loan_id from close_winners) and status = 'bidding'`,
  `insert into bid_awards (bid_id, loan_id, winner_id, amount_cents, closed_at)
   select bid_id, loan_id, bidder_id, amount_cents, :now from close_winners`,
  `insert into purchase_approvals (id, bid_id, loan_id, tape_name, loan_amount_cents, creator_bid_cents,
     is_approved, status, approver_id, owner_id, created_at, updated_at, version)
   select printf('pa-%033d', w.rowid), w.bid_id, w.loan_id, l.tape_name, l.amount_cents, w.amount_cents,
     'false', 'pending', l.owner_id, w.bidder_id, :now, :now, 1
   from close_winners w join loans l on l.id = w.loan_id
   on conflict (bid_id) do nothing`,
  `insert into audit_log (type, actor_id, subject_id, at, data)
   select 'bid.awarded', 'system', bid_id, :now,
     json_object('amountCents', amount_cents, 'bidCount', entries, 'loanId', loan_id, 'winnerId', bidder_id)
   from close_winners order by bid_id`,
  `insert into outbox (id, channel, recipient, subject, body, notification_type, data, created_at)
   select printf('m-%034d', row_number() over (order by n.bid_id, n.lender, n.recipient)), 'notification',
     n.recipient, n.subject,
     'Bidding on loan ' || l.loan_number || ' (' || l.tape_name || ') closed at ' ||
       printf('$%,d.%02d', n.amount_cents / 100, n.amount_cents % 100) || '.',
     n.kind,
     json_object('loanId', n.loan_id, 'bidId', n.bid_id, 'amountCents', n.amount_cents,
       'bidCount', n.entries, 'tapeName', n.tape_name),
     :now
   from (
     select w.bid_id, w.loan_id, w.tape_name, w.amount_cents, w.entries, 0 as lender, e.bidder_id as recipient,
       iif(e.bidder_id = w.bidder_id, 'bidWon', 'bidLost') as kind,
       iif(e.bidder_id = w.bidder_id, 'You won a bid', 'A bid you placed was not successful') as subject
     from close_winners w join bid_entries e on e.bid_id = w.bid_id
     union all
     select bid_id, loan_id, tape_name, amount_cents, entries, 1, lender_id, 'afterClosure',
       'Bidding closed on your loan'
     from close_winners) n
   join loans l on l.id = n.loan_id`,
  'drop table close_winners',
];

/** The award of every bid expired by `now` on the database file at `path`, set-based in one transaction; milliseconds. */
export function setBased(path: string, now: string): number {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const start = performance.now();
  db.transaction(() => {
    for (const text of STATEMENTS) db.prepare(text).run({ now });
  }).immediate();
  const ms = performance.now() - start;
  db.close();
  return ms;
}
