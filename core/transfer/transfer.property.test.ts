import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import type { Stipulation } from '../stipulations/stipulation';
import {
  aLoan,
  DD_FIRM,
  DD_FIRM2,
  INVESTOR,
  INVESTOR2,
  LENDER,
  TAPE,
  tradeFixture,
} from './testing/trade-fixture';
import { aggregatorTransfer, transferLoanNew } from './transfer-loans';

const LOANS = ['loan-0', 'loan-1', 'loan-2', 'loan-3'];

/** The world of every run: four awarded loans of the lender, due diligence started by both investors. */
async function world() {
  const f = tradeFixture();
  await f.addLoans(...LOANS.map((id) => aLoan(id, { status: 'awarded' })));
  for (const id of LOANS) await f.award(id, INVESTOR.userId);
  await f.startDd(INVESTOR.userId, DD_FIRM.userId);
  await f.startDd(INVESTOR2.userId, DD_FIRM2.userId);
  return f;
}

/** A query of the buyer (investor-1 with its firm) or of the other investor (with its own firm). */
const thread = (id: string, loanId: string, closed: boolean, buyers = true): Stipulation => ({
  id,
  loanId,
  tapeName: TAPE,
  stage: 'Due-Diligence',
  docInfo: 'query',
  partyA: {
    ...(buyers
      ? { userId: INVESTOR.userId, name: INVESTOR.name }
      : { userId: INVESTOR2.userId, name: INVESTOR2.name }),
    persona: 'investor',
    agreeToClosed: closed,
  },
  partyB: {
    ...(buyers
      ? { userId: DD_FIRM.userId, name: DD_FIRM.name }
      : { userId: DD_FIRM2.userId, name: DD_FIRM2.name }),
    persona: 'due_diligence',
    agreeToClosed: false,
  },
  messages: [],
  closed,
  closedBy: closed ? INVESTOR.userId : null,
  closedAt: closed ? '2026-01-15T00:00:00.000Z' : null,
  finalDocs: [],
  createdAt: '2026-01-15T00:00:00.000Z',
});

const selection = fc.subarray(LOANS, { minLength: 1 });

describe('transfer properties', () => {
  it('no transfer succeeds while a query of the buyer’s due diligence on the tape, or on its loans, is open', async () => {
    const threads = fc.array(
      fc.record({ loan: fc.constantFrom(...LOANS), closed: fc.boolean(), buyers: fc.boolean() }),
      { maxLength: 6 },
    );
    await fc.assert(
      fc.asyncProperty(threads, selection, async (stips, loanIds) => {
        const f = await world();
        await f.seed(async (s) => {
          for (const [i, t] of stips.entries())
            await s.stipulations.insert(thread(`s-${i}`, t.loan, t.closed, t.buyers));
        });
        const r = await transferLoanNew(f.deps, LENDER, {
          loanIds,
          lenderId: LENDER.userId,
          investorId: INVESTOR.userId,
        });
        // Spec §8 'for all loans in {tape}': the buyer's queries on any loan of the tape count;
        // another investor's only on the loans moving.
        const anyOpen = stips.some((t) => !t.closed && (t.buyers || loanIds.includes(t.loan)));
        expect(r.ok).toBe(!anyOpen);
        if (!r.ok) expect(r.error.message).toBe(MESSAGES.completeDueDiligence(TAPE));
        for (const id of loanIds)
          expect((await f.loan(id)).ownerId).toBe(anyOpen ? LENDER.userId : INVESTOR.userId);
      }),
      { numRuns: 60 },
    );
  });

  it('a transfer never leaves a loan with two owners, and moves all its loans or none', async () => {
    const attempt = fc.record({
      loanIds: selection,
      kind: fc.constantFrom('sale-by-lender', 'sale-by-investor', 'aggregator-to-investor2'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(attempt, { minLength: 2, maxLength: 6 }), async (attempts) => {
        const f = await world();
        const results = await Promise.all(
          attempts.map((a) => {
            const input = { loanIds: a.loanIds, lenderId: LENDER.userId, investorId: INVESTOR.userId };
            if (a.kind === 'sale-by-lender') return transferLoanNew(f.deps, LENDER, input);
            if (a.kind === 'sale-by-investor') return transferLoanNew(f.deps, INVESTOR, input);
            return aggregatorTransfer(f.deps, LENDER, { ...input, investorId: INVESTOR2.userId });
          }),
        );
        let moved = 0;
        for (const [i, r] of results.entries()) {
          if (!r.ok) {
            expect(r.error.message).toBe(MESSAGES.loansAlreadyTransferred);
            continue;
          }
          expect(r.value.changes.map((c) => c.loanId)).toEqual(attempts[i]?.loanIds);
          moved += r.value.changes.length;
        }
        let history = 0;
        for (const id of LOANS) {
          const steps = await f.read().transfers.ownershipHistory(id);
          expect(steps.length).toBeLessThanOrEqual(1);
          history += steps.length;
          expect((await f.loan(id)).ownerId).toBe(steps[0]?.toOwnerId ?? LENDER.userId);
        }
        expect(history).toBe(moved);
      }),
      { numRuns: 60 },
    );
  });
});
