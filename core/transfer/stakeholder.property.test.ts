import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from './approval.errors';
import { decideStakeholderRows } from './stakeholder-decisions';
import { decisionRefusal } from './stakeholder-rules';
import { row } from './testing/approval-rows';
import { aLoan, LENDER, tradeFixture } from './testing/trade-fixture';

const facts = fc.record({
  status: fc.constantFrom('pending' as const, 'inprogress' as const),
  retain: fc.boolean(),
  onPlatform: fc.boolean(),
});
const blocked = (r: { status: string; retain: boolean; onPlatform: boolean }) =>
  r.status === 'inprogress' || r.retain || r.onPlatform;

describe('stakeholder approve/reject guard', () => {
  it('refuses iff some row is retained, on platform or in progress — in progress first', () => {
    fc.assert(
      fc.property(fc.array(facts, { minLength: 1, maxLength: 8 }), (rows) => {
        const refusal = decisionRefusal(rows);
        expect(refusal !== null).toBe(rows.some(blocked));
        if (rows.some((r) => r.status === 'inprogress')) expect(refusal).toBe('in_progress');
      }),
    );
  });

  it('holds for the use cases: approve and reject are refused iff a selected row is blocked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(facts, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('approve' as const, 'reject' as const),
        async (rows, decision) => {
          const f = tradeFixture();
          await f.addLoans(
            ...rows.map((r, i) => aLoan(`loan-${i}`, { status: r.onPlatform ? 'bidding' : 'listed' })),
          );
          await f.seed(async (s) => {
            for (const [i, r] of rows.entries())
              await s.approvals.insertStakeholderRow(
                row(`row-${i}`, {
                  loanId: `loan-${i}`,
                  status: r.status,
                  retain: r.retain,
                  isAccepted: r.status === 'inprogress' ? 'true' : 'false',
                }),
              );
          });
          const ids = rows.map((_, i) => `row-${i}`);
          const result = await decideStakeholderRows(f.deps, LENDER, { ids, decision });
          expect(result.ok).toBe(!rows.some(blocked));
          if (!result.ok) {
            const expected = rows.some((r) => r.status === 'inprogress')
              ? APPROVAL_MESSAGES.inProgress
              : APPROVAL_MESSAGES.retainedOrOnPlatform;
            expect(result.error.message).toBe(expected);
          }
          const stored = await f.read().approvals.stakeholderRows(ids);
          const changed = stored.filter((r) => r.version > 1).length;
          expect(changed).toBe(result.ok ? rows.length : 0);
        },
      ),
      { numRuns: 80 },
    );
  });
});
