/**
 * Model-based test of the trading life cycle (issue 3): random sequences of a lender opening
 * loans for bidding while the clock moves, investors bidding, the operator closing, investors
 * starting due diligence with a firm, parties raising and resolving stipulations, transfers
 * tried by the lender and by investors (often too early), reprices and purchase decisions —
 * run against the use cases and `life-cycle.model.ts`. After every command (testing/): the
 * outcome is the model's, a refused command left the audit log and the outbox as they were,
 * the stores agree with the model, and `life-cycle.invariants.ts` holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newModel } from './life-cycle.model';
import { advance, close, open, place } from './testing/bidding-commands';
import { raise, resolve, startDd } from './testing/due-diligence-commands';
import { HOUR, INVESTORS, lifeCycleWorld, PARTIES, TAPES } from './testing/life-cycle-world';
import { decide, reprice, SELECTIONS, takeFrom, transfer, transferOutcomes } from './testing/sale-commands';

const investor = fc.nat(INVESTORS.length - 1);
const index = fc.nat(5);
const placing = fc.tuple(investor, index, fc.integer({ min: 1, max: 5 })).map(([i, b, a]) => place(i, b, a));
const passing = fc
  .tuple(fc.constantFrom(10 * 60_000, HOUR, 3 * HOUR), fc.boolean())
  .map(([ms, scheduled]) => advance(ms, scheduled));
const starting = index.map(startDd);
const raising = fc.tuple(fc.nat(7), fc.nat(11)).map(([who, i]) => raise(who, i));
const approving = fc.tuple(fc.constantFrom(true, true, true, false), index).map(([a, i]) => decide(a, i));
/** A fixed selection, or (half the time) the loans the buyer won. */
const selection = fc.oneof(fc.nat(SELECTIONS.length - 1), fc.constant(SELECTIONS.length));
const transferring = fc.tuple(fc.boolean(), index, selection).map(([by, i, s]) => transfer(by, i, s));

/** Anything, in any order: too early, twice, by the wrong party. */
const anything = [
  fc.tuple(index, fc.constantFrom(-HOUR, HOUR, 3 * HOUR)).map(([i, lasts]) => open(i, lasts)),
  placing,
  passing,
  fc.constant(null).map(close),
  starting,
  raising,
  fc.tuple(fc.nat(PARTIES.length - 1), index).map(([who, i]) => resolve(who, i)),
  transferring,
  transferring,
  fc.tuple(investor, index, fc.integer({ min: 1, max: 9 })).map(([who, i, d]) => reprice(who, i, d)),
  approving,
  fc.tuple(investor, index).map(([who, i]) => takeFrom(who, i)),
];

/**
 * Every run opens with a market day, so that most runs get as far as due diligence and
 * transfers: the lender opens the three loans (two for an hour, one for three), investors bid,
 * an hour passes and the scheduled close awards what was bid on, the lender decides some
 * purchases, buyers engage the firm and queries are raised. Then anything happens.
 */
const marketDay = fc
  .tuple(
    fc.array(placing, { maxLength: 6 }),
    fc.array(approving, { maxLength: 3 }),
    fc.array(starting, { maxLength: 3 }),
    fc.array(raising, { maxLength: 2 }),
  )
  .map(([bids, decisions, dd, queries]) => [
    open(0, HOUR),
    open(0, HOUR),
    open(0, 3 * HOUR),
    ...bids,
    advance(HOUR, true),
    ...decisions,
    ...dd,
    ...queries,
  ]);

describe('the trading life cycle against a model', () => {
  it('agrees with the model and keeps the invariants through random command sequences', async () => {
    const runs = fc.tuple(marketDay, fc.commands(anything, { maxCommands: 20, size: 'max' }));
    await fc.assert(
      fc.asyncProperty(runs, async ([day, then]) => {
        const real = await lifeCycleWorld();
        await fc.asyncModelRun(() => ({ model: newModel(TAPES), real }), [...day, ...then]);
      }),
      { numRuns: 500 },
    );
    // The runs reached a successful transfer and each refusal the spec words.
    for (const code of [
      'ok',
      'TRANSFER.DD_NOT_STARTED',
      'TRANSFER.DD_INCOMPLETE',
      'TRANSFER.ALREADY_TRANSFERRED',
      'second-hand TRANSFER.NOT_WON',
    ]) {
      expect(transferOutcomes).toContain(code);
    }
  });
});
