/**
 * Model-based test of the bid life cycle: random sequences of open / place / advance the clock /
 * close run against the use cases and a plain model; after every step the stores must agree with
 * the model (loan statuses, bid statuses, winners, one entry per bidder, nothing after validTill).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../permissions/actor';
import { closeExpiredBids } from './close-expired-bids';
import { openForBidding } from './open-for-bidding';
import { placeBid } from './place-bid';
import { at, biddingWorld, HOUR, INVESTORS, LENDER } from './testing/bidding-world';

type World = Awaited<ReturnType<typeof biddingWorld>>;
interface ModelBid {
  id: string;
  loanId: string;
  validTill: number;
  open: boolean;
  entries: { bidder: string; amount: number; placedAt: number }[];
  winner: string | null;
}
interface Model {
  now: number;
  loans: Record<string, 'listed' | 'bidding' | 'awarded'>;
  bids: ModelBid[];
}

const LOANS = ['loan-1', 'loan-2', 'loan-3'];
const latestBid = (m: Model, loanId: string) => m.bids.filter((b) => b.loanId === loanId).at(-1);
const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);
/** What the model expects a placement on `bid` by `bidder` to return. */
const placementCode = (m: Model, bid: ModelBid, bidder: string) => {
  if (!bid.open) return 'BID.CLOSED';
  if (m.now >= bid.validTill) return 'BID.EXPIRED';
  return bid.entries.some((e) => e.bidder === bidder) ? 'BID.ALREADY_PLACED' : 'ok';
};

class Open implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly loan: number,
    readonly lasts: number,
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const loanId = LOANS[this.loan]!;
    const r = await openForBidding(w.deps, LENDER, { loanIds: [loanId], validTill: at(m.now + this.lasts) });
    const expected =
      this.lasts <= 0
        ? 'BID.VALID_TILL_NOT_FUTURE'
        : m.loans[loanId] === 'listed'
          ? 'ok'
          : 'BID.LOAN_NOT_LISTED';
    expect(codeOf(r)).toBe(expected);
    if (r.ok) {
      m.loans[loanId] = 'bidding';
      m.bids.push({
        id: r.value.bids[0]!.id,
        loanId,
        validTill: m.now + this.lasts,
        open: true,
        entries: [],
        winner: null,
      });
    }
    await agree(m, w);
  }
  toString = () => `open(${LOANS[this.loan]}, +${this.lasts})`;
}

class Place implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly who: number,
    readonly loan: number,
    readonly amount: number,
  ) {}
  check = (m: Readonly<Model>) => latestBid(m as Model, LOANS[this.loan]!) !== undefined;
  async run(m: Model, w: World) {
    const bid = latestBid(m, LOANS[this.loan]!)!;
    const bidder = INVESTORS[this.who]!;
    const r = await placeBid(w.deps, bidder, { bidId: bid.id, bidderId: bidder.userId, amount: this.amount });
    expect(codeOf(r)).toBe(placementCode(m, bid, bidder.userId));
    if (r.ok) bid.entries.push({ bidder: bidder.userId, amount: this.amount, placedAt: m.now });
    await agree(m, w);
  }
  toString = () => `place(${INVESTORS[this.who]!.userId}, ${LOANS[this.loan]}, ${this.amount})`;
}

class Advance implements fc.AsyncCommand<Model, World> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, w: World) {
    m.now += this.ms;
    w.clock.set(at(m.now));
  }
  toString = () => `advance(${this.ms})`;
}

class Close implements fc.AsyncCommand<Model, World> {
  check = () => true;
  async run(m: Model, w: World) {
    const due = m.bids.filter((b) => b.open && b.validTill <= m.now);
    for (const bid of due) {
      const best = [...bid.entries].sort(
        (a, b) => b.amount - a.amount || a.placedAt - b.placedAt || (a.bidder < b.bidder ? -1 : 1),
      )[0];
      bid.open = false;
      bid.winner = best?.bidder ?? null;
      m.loans[bid.loanId] = best ? 'awarded' : 'listed';
    }
    const r = await closeExpiredBids(w.deps, SYSTEM_ACTOR, { batchSize: 2 });
    const awarded = due.filter((b) => b.winner !== null).length;
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({ closed: due.length, awarded, unsold: due.length - awarded }),
    });
    await agree(m, w);
  }
  toString = () => 'close()';
}

/** The stores and the model tell the same story. */
async function agree(m: Model, w: World) {
  const read = w.read();
  for (const loan of await read.loans.getMany(LOANS)) expect(loan.status).toBe(m.loans[loan.id]);
  for (const bid of m.bids) {
    const stored = await read.bids.get(bid.id);
    expect([stored?.status, stored?.winnerId]).toEqual([bid.open ? 'open' : 'closed', bid.winner]);
    const entries = await read.bids.entriesFor(bid.id);
    expect(entries.map((e) => [e.bidderId, e.amountCents / 100, e.bought]).sort()).toEqual(
      bid.entries.map((e) => [e.bidder, e.amount, e.bidder === bid.winner]).sort(),
    );
    for (const e of entries) expect(Date.parse(e.placedAt)).toBeLessThan(Date.parse(at(bid.validTill)));
  }
}

const commands = [
  fc.tuple(fc.nat(2), fc.constantFrom(-HOUR, 1, HOUR, 3 * HOUR)).map(([l, d]) => new Open(l, d)),
  fc.tuple(fc.nat(2), fc.nat(2), fc.integer({ min: 1, max: 5 })).map(([who, l, a]) => new Place(who, l, a)),
  fc.constantFrom(1, 10 * 60_000, HOUR, 2 * HOUR).map((ms) => new Advance(ms)),
  fc.constant(new Close()),
];

describe('the bid life cycle against a model', () => {
  it('agrees with the model through random open / place / advance / close sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (cmds) => {
        const world = await biddingWorld();
        const model: Model = { now: 0, loans: Object.fromEntries(LOANS.map((l) => [l, 'listed'])), bids: [] };
        await fc.asyncModelRun(() => ({ model, real: world }), cmds);
      }),
      { numRuns: 200 },
    );
  });
});
