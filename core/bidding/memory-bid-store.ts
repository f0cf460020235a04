import type { MemoryDb } from '../testing/memory-db';
import type { Bid, BidEntry, BidQuestion } from './bid';
import type { Award, BidStore } from './bid-store';
import { type BatchMethods, memoryBidBatches } from './memory-bid-batches';

const instant = (iso: string): number => Date.parse(iso);
const byValidTill = (a: Bid, b: Bid) => instant(a.validTill) - instant(b.validTill) || compare(a.id, b.id);
const entryKey = (bidId: string, bidderId: string) => `${bidId}\u0000${bidderId}`;

/**
 * In-memory `BidStore` for core tests; passes the same contract suite as the database
 * adapters. Transactions are serialised by the memory unit of work, so claiming needs no lock.
 */
export function memoryBidStore(db: MemoryDb): BidStore {
  const bids = db.table<Bid>('bids');
  const entries = db.table<BidEntry>('bidEntries');
  const awards = db.table<Award>('awards');
  const questions = db.table<BidQuestion>('bidQuestions');
  const openBids = () => bids.all().filter((b) => b.status === 'open');

  const store: Omit<BidStore, BatchMethods> = {
    async awardsForLoans(loanIds) {
      const wanted = new Set(loanIds);
      const latest = new Map<string, Award>();
      for (const award of awards.all()) {
        if (!wanted.has(award.loanId)) continue;
        const seen = latest.get(award.loanId);
        if (!seen || seen.closedAt <= award.closedAt) latest.set(award.loanId, award);
      }
      return [...latest.values()];
    },
    async awardsWonBy(winnerId) {
      return awards
        .all()
        .filter((a) => a.winnerId === winnerId)
        .sort((a, b) => instant(b.closedAt) - instant(a.closedAt) || compare(a.bidId, b.bidId));
    },
    async insertMany(rows) {
      const openLoans = new Set(openBids().map((b) => b.loanId));
      for (const bid of rows) {
        if (bids.has(bid.id)) throw new Error(`duplicate bid id ${bid.id}`);
        if (bid.status === 'open' && openLoans.has(bid.loanId)) {
          throw new Error(`loan ${bid.loanId} already has an open bid`);
        }
        if (bid.status === 'open') openLoans.add(bid.loanId);
        bids.put(bid.id, bid);
      }
    },
    async get(id) {
      return bids.get(id) ?? null;
    },
    async getMany(ids) {
      return [...new Set(ids)].flatMap((id) => bids.get(id) ?? []);
    },
    async openForLoans(loanIds) {
      const wanted = new Set(loanIds);
      return openBids().filter((b) => wanted.has(b.loanId));
    },
    async listOpen() {
      return openBids().sort(byValidTill);
    },
    async placeEntry(entry) {
      const bid = bids.get(entry.bidId);
      if (bid?.status !== 'open' || instant(entry.placedAt) >= instant(bid.validTill)) return 'not_open';
      const key = entryKey(entry.bidId, entry.bidderId);
      if (entries.has(key)) return 'duplicate';
      entries.put(key, { ...entry, bought: false });
      return 'placed';
    },
    async entriesFor(bidId) {
      return entries
        .all()
        .filter((e) => e.bidId === bidId)
        .sort((a, b) => instant(a.placedAt) - instant(b.placedAt) || compare(a.bidderId, b.bidderId));
    },
    async entriesOfBidder(bidderId) {
      return entries
        .all()
        .filter((e) => e.bidderId === bidderId)
        .sort((a, b) => instant(b.placedAt) - instant(a.placedAt) || compare(a.bidId, b.bidId));
    },
    async countExpiredOpen(now) {
      return openBids().filter((b) => instant(b.validTill) <= instant(now)).length;
    },
    async claimExpiredOpen(now, limit) {
      return openBids()
        .filter((b) => instant(b.validTill) <= instant(now))
        .sort(byValidTill)
        .slice(0, Math.max(0, limit));
    },
    async close(id, closure) {
      const bid = bids.get(id);
      if (bid?.status !== 'open') return false;
      bids.put(id, { ...bid, status: 'closed', ...closure });
      if (closure.winnerId !== null) {
        const key = entryKey(id, closure.winnerId);
        const winning = entries.get(key);
        if (winning) entries.put(key, { ...winning, bought: true });
      }
      return true;
    },
    async unmarkBought(bidId) {
      const bid = bids.get(bidId);
      if (bid?.status !== 'closed' || bid.winnerId === null) return false;
      const key = entryKey(bidId, bid.winnerId);
      const winning = entries.get(key);
      if (!winning?.bought) return false;
      entries.put(key, { ...winning, bought: false });
      return true;
    },
    async insertAward(award) {
      if (awards.has(award.bidId)) throw new Error(`bid ${award.bidId} already has an award`);
      awards.put(award.bidId, award);
    },
    async appendQuestion(question) {
      if (questions.has(question.id)) throw new Error(`duplicate question id ${question.id}`);
      questions.put(question.id, question);
    },
    async questionsFor(bidId, bidderId) {
      return questions
        .all()
        .filter((q) => q.bidId === bidId && q.bidderId === bidderId)
        .sort((a, b) => instant(a.at) - instant(b.at) || compare(a.id, b.id));
    },
  };
  return { ...store, ...memoryBidBatches(db, store) };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
