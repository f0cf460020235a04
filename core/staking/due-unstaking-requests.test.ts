import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openForBidding } from '../bidding/open-for-bidding';
import { unwrap } from '../errors/result';
import { fixedClock } from '../ports/clock';
import { memoryTrading } from '../testing/memory-trading';
import { answerUnstaking } from './answer-unstaking';
import { dueUnstakingRequests } from './due-unstaking-requests';
import { requestUnstaking } from './request-unstaking';
import { aRequest } from './staking-store.contract';
import {
  at,
  BUYER,
  code,
  DAY,
  DD_FIRM,
  INVESTORS,
  LENDER,
  OPERATOR,
  OTHER_LENDER,
  stakingWorld,
} from './testing/staking-world';

const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

describe('the unanswered unstaking requests (spec §9: 15 days, else auction)', () => {
  it('lists a request awaiting the lender with its deadline and time left, then as to auction once the window passes', async () => {
    const w = await stakingWorld();
    const asked = await w.ask();
    w.clock.advance(DAY);
    const now = unwrap(await dueUnstakingRequests(w.deps, OPERATOR));
    expect(now).toMatchObject({ asOf: w.clock.now().toISOString(), toAuction: [], more: false });
    expect(now.awaiting).toEqual([{ ...asked, state: 'awaiting_lender', timeLeftMs: 14 * DAY }]);
    w.clock.set(new Date(Date.parse(asked.respondBy) + 1));
    const later = unwrap(await dueUnstakingRequests(w.deps, OPERATOR));
    expect([later.awaiting, ids(later.toAuction), later.toAuction[0]?.timeLeftMs]).toEqual([
      [],
      [asked.id],
      0,
    ]);
  });

  it('leaves answered requests out', async () => {
    const w = await stakingWorld();
    const asked = await w.ask();
    unwrap(await answerUnstaking(w.deps, LENDER, { requestId: asked.id, answer: 'decline' }));
    expect(unwrap(await dueUnstakingRequests(w.deps, OPERATOR))).toMatchObject({
      awaiting: [],
      toAuction: [],
    });
  });

  it('shows the operator every request, a lender those it must answer, an investor those it asked', async () => {
    const w = await stakingWorld();
    const mine = await w.ask();
    unwrap(await openForBidding(w.deps, OTHER_LENDER, { loanIds: ['other-loan'], validTill: at(DAY) }));
    await w.sell('other-loan', INVESTORS[1].userId);
    const other = unwrap(await requestUnstaking(w.deps, INVESTORS[1], { loanId: 'other-loan' })).request;
    const seen = async (actor: typeof LENDER) =>
      ids(unwrap(await dueUnstakingRequests(w.deps, actor)).awaiting);
    expect((await seen(OPERATOR)).sort()).toEqual([mine.id, other.id].sort());
    expect(await seen(LENDER)).toEqual([mine.id]);
    expect(await seen(BUYER)).toEqual([mine.id]);
    expect(await seen(OTHER_LENDER)).toEqual([other.id]);
    expect(await seen(INVESTORS[1])).toEqual([other.id]);
    expect(await seen(INVESTORS[2])).toEqual([]);
    expect(code(await dueUnstakingRequests(w.deps, DD_FIRM))).toBe('PERMISSION.PERSONA');
    expect(code(await dueUnstakingRequests(w.deps, OPERATOR, { limit: 0 }))).toBe('STAKING.INVALID_REQUEST');
  });

  it('puts every unanswered request in exactly one list, by its deadline against now, earliest first, at most the limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 40 * DAY }), { minLength: 0, maxLength: 12 }),
        fc.integer({ min: 0, max: 60 * DAY }),
        fc.integer({ min: 1, max: 15 }),
        async (offsets, later, limit) => {
          const t0 = Date.parse('2026-03-02T09:00:00.000Z');
          const clock = fixedClock(new Date(t0));
          const w = memoryTrading({ clock });
          await w.deps.uow.run(async (s) => {
            for (const [i, offset] of offsets.entries()) {
              const requestedAt = new Date(t0 + offset).toISOString();
              const respondBy = new Date(t0 + offset + 15 * DAY).toISOString();
              await s.staking.insertRequest(aRequest(`r-${i}`, `s-${i}`, { requestedAt, respondBy }));
            }
          });
          clock.set(new Date(t0 + later));
          const due = unwrap(await dueUnstakingRequests(w.deps, OPERATOR, { limit }));
          const listed = [...due.awaiting, ...due.toAuction];
          expect(listed).toHaveLength(Math.min(limit, offsets.length));
          expect(due.more).toBe(offsets.length > limit);
          for (const r of due.awaiting) expect(Date.parse(r.respondBy)).toBeGreaterThanOrEqual(t0 + later);
          for (const r of due.toAuction) expect(Date.parse(r.respondBy)).toBeLessThan(t0 + later);
          const deadlines = [...due.toAuction, ...due.awaiting].map((r) => r.respondBy);
          expect(deadlines).toEqual([...deadlines].sort());
        },
      ),
      { numRuns: 50 },
    );
  });
});
