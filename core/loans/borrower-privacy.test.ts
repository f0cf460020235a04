import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Award } from '../bidding/bid-store';
import { cents } from '../money/cents';
import {
  type BorrowerAccess,
  currentWinner,
  isPrivateAttribute,
  loanForViewer,
  NO_ACCESS,
} from './borrower-privacy';
import { LOAN_STATUSES } from './loan';
import { makeLoan } from './testing/loan-samples';

const USERS = ['lender-1', 'investor-1', 'investor-2', 'dd-1', 'dd-2', 'ops'] as const;
const TAPES = ['T1', 'T2'] as const;

const loanArb = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c'),
    tapeName: fc.constantFrom(...TAPES),
    ownerId: fc.constantFrom(...USERS),
    extra: fc.dictionary(
      fc.constantFrom(
        'BORROWER_NAME',
        'Mailing Address',
        'PROPERTY_ZIP',
        'MONTHLY_INCOME',
        'APPRAISAL_AMOUNT',
        'Occupancy Code',
      ),
      fc.string(),
    ),
  })
  .map(({ extra, ...over }) => makeLoan({ ...over, attributes: { ...makeLoan().attributes, ...extra } }));

const accessArb: fc.Arbitrary<BorrowerAccess> = fc
  .record({
    dd: fc.array(fc.tuple(fc.constantFrom(...TAPES), fc.constantFrom(...USERS)), { maxLength: 4 }),
    winners: fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom(...USERS)), { maxLength: 3 }),
  })
  .map(({ dd, winners }) => {
    const ddFirmsByTape = new Map<string, Set<string>>();
    for (const [tape, firm] of dd) ddFirmsByTape.set(tape, (ddFirmsByTape.get(tape) ?? new Set()).add(firm));
    return { ddFirmsByTape, winnerByLoan: new Map(winners) };
  });

describe('borrower privacy', () => {
  it('no masked field ever reaches a viewer who is not owner, due-diligence party or winner', () => {
    fc.assert(
      fc.property(loanArb, accessArb, fc.constantFrom(...USERS), (loan, access, viewer) => {
        const entitled =
          loan.ownerId === viewer ||
          (access.ddFirmsByTape.get(loan.tapeName)?.has(viewer) ?? false) ||
          access.winnerByLoan.get(loan.id) === viewer;
        const seen = loanForViewer(loan, viewer, access);
        expect(seen.borrowerMasked).toBe(!entitled);
        if (entitled) {
          expect(seen.loan).toEqual(loan);
        } else {
          const b = seen.loan.borrower;
          expect([b.firstName, b.lastName, b.monthlyIncomeCents, b.monthlyDebtCents]).toEqual([
            null,
            null,
            null,
            null,
          ]);
          for (const column of Object.keys(seen.loan.attributes))
            expect(isPrivateAttribute(column)).toBe(false);
          const text = JSON.stringify(seen.loan);
          for (const secret of ['Ada', 'Lovelace', '94105']) expect(text).not.toContain(secret);
          // Everything that is not private stays as it was.
          expect({ ...seen.loan, borrower: null, attributes: null }).toEqual({
            ...loan,
            borrower: null,
            attributes: null,
          });
        }
      }),
    );
  });

  it('keeps the non-identifying borrower fields used by the HMDA filters', () => {
    const seen = loanForViewer(makeLoan({ ownerId: 'lender-1' }), 'investor-1', NO_ACCESS);
    expect(seen.loan.borrower).toMatchObject({
      id: 'B-0001',
      gender: 'Female',
      race: 'White',
      ethnicity: 'Not declared',
    });
  });

  it('the lender who sold the loan sees it masked; the buyer, its due-diligence firm and the winner do not', () => {
    const loan = makeLoan({ id: 'a', lenderId: 'lender-1', ownerId: 'investor-1', tapeName: 'T1' });
    const access = {
      ddFirmsByTape: new Map([['T1', new Set(['dd-1'])]]),
      winnerByLoan: new Map([['a', 'investor-2']]),
    };
    expect(loanForViewer(loan, 'lender-1', access).borrowerMasked).toBe(true);
    expect(loanForViewer(loan, 'investor-1', access).borrowerMasked).toBe(false);
    expect(loanForViewer(loan, 'dd-1', access).borrowerMasked).toBe(false);
    expect(loanForViewer(loan, 'investor-2', access).borrowerMasked).toBe(false);
    expect(loanForViewer(loan, 'dd-2', access).borrowerMasked).toBe(true);
  });

  it('recognises private tape columns by name', () => {
    for (const c of [
      'BORROWER_FIRST_NAME',
      'Mailing Address',
      'PROPERTY_ZIP',
      'monthly_income',
      'Co-Borrower SSN',
    ]) {
      expect(isPrivateAttribute(c)).toBe(true);
    }
    for (const c of ['APPRAISAL_AMOUNT', 'NUMBER_OF_UNITS', 'Occupancy Code', 'MATURITY_DATE']) {
      expect(isPrivateAttribute(c)).toBe(false);
    }
  });

  it('counts only the winner of an award the loan still stands in: never after a rejection, re-opening or sale', () => {
    const award = (loanId: string, winnerId: string): Award => ({
      loanId,
      bidId: `bid-${loanId}`,
      winnerId,
      amountCents: cents(100),
      closedAt: '2026-01-01T00:00:00.000Z',
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...LOAN_STATUSES),
        fc.option(fc.tuple(fc.constantFrom('a', 'b'), fc.constantFrom(...USERS)), { nil: undefined }),
        fc.constantFrom(...USERS),
        (status, latest, viewer) => {
          const loan = makeLoan({ id: 'a', status, ownerId: 'lender-1', tapeName: 'T1' });
          const winner = currentWinner(loan, latest && award(...latest));
          const stands = status === 'awarded' && latest?.[0] === 'a';
          expect(winner).toBe(stands ? latest![1] : null);
          const access = { ddFirmsByTape: new Map(), winnerByLoan: new Map(winner ? [['a', winner]] : []) };
          // A winner displaced (listed again after a rejection or a sale, bidding after a re-opening) is masked.
          if (!stands && viewer !== 'lender-1')
            expect(loanForViewer(loan, viewer, access).borrowerMasked).toBe(true);
        },
      ),
    );
  });
});
