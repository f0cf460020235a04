import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import type { TradingStores } from '../ports/stores';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { StoreHarness } from '../testing/store-harness';
import { describeLoanSearchContract } from './loan-search.contract';
import { makeDraft, makeLoan } from './testing/loan-samples';

type Stores = Pick<TradingStores, 'loans' | 'pools'>;

/**
 * The behaviour every `LoanStore` must have (fake, SQLite, PostgreSQL): storage round trip,
 * the two uniqueness rules, compare-and-set updates, the tape lookups, and the search.
 */
export function describeLoanStoreContract(name: string, make: () => Promise<StoreHarness<Stores>>) {
  describe(`LoanStore contract: ${name}`, () => {
    const run = freshHarnessPerTest(make);

    it('returns a stored loan exactly as it was inserted, and null for an unknown id', async () => {
      const loan = makeLoan({ interestRate: 6.125, ltv: 80.5, cltv: null, units: null, maturityDate: null });
      await run((s) => s.loans.insertMany([loan]));
      expect(await run((s) => s.loans.get(loan.id))).toEqual(loan);
      expect(await run((s) => s.loans.get('nope'))).toBeNull();
    });

    it('getMany returns only the loans that exist', async () => {
      await run((s) =>
        s.loans.insertMany([makeLoan({ id: 'a', loanNumber: '1' }), makeLoan({ id: 'b', loanNumber: '2' })]),
      );
      const found = await run((s) => s.loans.getMany(['b', 'x', 'a']));
      expect(found.map((l) => l.id).sort()).toEqual(['a', 'b']);
    });

    it('refuses a duplicate id and a duplicate loan number within a tape, but not across tapes', async () => {
      await run((s) => s.loans.insertMany([makeLoan({ id: 'a', loanNumber: '1', tapeName: 'T1' })]));
      await expect(
        run((s) => s.loans.insertMany([makeLoan({ id: 'a', loanNumber: '9' })])),
      ).rejects.toThrow();
      await expect(
        run((s) => s.loans.insertMany([makeLoan({ id: 'b', loanNumber: '1', tapeName: 'T1' })])),
      ).rejects.toThrow();
      await run((s) => s.loans.insertMany([makeLoan({ id: 'c', loanNumber: '1', tapeName: 'T2' })]));
      expect(await run((s) => s.loans.get('c'))).not.toBeNull();
    });

    it('sets status and owner only from the expected value', async () => {
      await run((s) => s.loans.insertMany([makeLoan({ id: 'a', ownerId: 'L' })]));
      const at = '2026-02-01T00:00:00.000Z';
      expect(await run((s) => s.loans.setStatus('a', 'bidding', 'awarded', at))).toBe(false);
      expect(await run((s) => s.loans.setStatus('a', 'listed', 'bidding', at))).toBe(true);
      expect(await run((s) => s.loans.setOwner('a', 'X', 'I', at))).toBe(false);
      expect(await run((s) => s.loans.setOwner('a', 'L', 'I', at))).toBe(true);
      expect(await run((s) => s.loans.setStatus('missing', 'listed', 'bidding', at))).toBe(false);
      expect(await run((s) => s.loans.get('a'))).toMatchObject({
        status: 'bidding',
        ownerId: 'I',
        updatedAt: at,
      });
    });

    it('sets the status of many loans at once, only of those in the expected status', async () => {
      const loans = ['a', 'b', 'c'].map((id, i) =>
        makeLoan({ id, loanNumber: `N-${id}`, status: i < 2 ? 'bidding' : 'listed' }),
      );
      await run((s) => s.loans.insertMany(loans));
      const at = '2026-02-01T00:00:00.000Z';
      expect(
        await run((s) => s.loans.setStatusMany(['a', 'b', 'c', 'a', 'missing'], 'bidding', 'awarded', at)),
      ).toBe(2);
      expect(await run((s) => s.loans.setStatusMany([], 'bidding', 'awarded', at))).toBe(0);
      const after = await run((s) => s.loans.getMany(['a', 'b', 'c']));
      expect(after.map((l) => [l.id, l.status, l.updatedAt]).sort()).toEqual([
        ['a', 'awarded', at],
        ['b', 'awarded', at],
        ['c', 'listed', loans[2]!.updatedAt],
      ]);
    });

    it('reads the summary of many loans: their state, owner and names, without attributes', async () => {
      const loans = ['a', 'b'].map((id, i) => makeLoan({ id, loanNumber: `S-${id}`, ownerId: `owner-${i}` }));
      await run((s) => s.loans.insertMany(loans));
      const found = await run((s) => s.loans.summaries(['b', 'a', 'b', 'missing']));
      expect(found.sort((x, y) => (x.id < y.id ? -1 : 1))).toEqual(
        loans.map((l) => ({
          id: l.id,
          status: l.status,
          ownerId: l.ownerId,
          tapeName: l.tapeName,
          loanNumber: l.loanNumber,
          amountCents: l.amountCents,
        })),
      );
      expect(await run((s) => s.loans.summaries([]))).toEqual([]);
    });

    it('finds loans of a tape by loan number', async () => {
      await run((s) =>
        s.loans.insertMany([
          makeLoan({ id: 'a', loanNumber: '1', tapeName: 'T1' }),
          makeLoan({ id: 'b', loanNumber: '2', tapeName: 'T1' }),
          makeLoan({ id: 'c', loanNumber: '1', tapeName: 'T2' }),
        ]),
      );
      const found = await run((s) => s.loans.byLoanNumbers('T1', ['1', '3', '2']));
      expect(found.map((l) => l.id).sort()).toEqual(['a', 'b']);
      expect(await run((s) => s.loans.byLoanNumbers('T1', []))).toEqual([]);
    });

    it('lists the ids of loans in a status, ascending', async () => {
      await run((s) =>
        s.loans.insertMany([
          makeLoan({ id: 'c', loanNumber: '3', status: 'awarded' }),
          makeLoan({ id: 'a', loanNumber: '1', status: 'awarded' }),
          makeLoan({ id: 'b', loanNumber: '2', status: 'listed' }),
        ]),
      );
      expect(await run((s) => s.loans.idsWithStatus('awarded'))).toEqual(['a', 'c']);
    });

    it('replaces the described fields only while status and owner are as expected', async () => {
      const loan = makeLoan({ id: 'a', loanNumber: 'N1', ownerId: 'L', status: 'listed' });
      await run((s) => s.loans.insertMany([loan]));
      const details = makeDraft({
        loanNumber: 'N1',
        amountCents: cents(99_900),
        fico: 700,
        attributes: { X: '1' },
      });
      const at = '2026-03-01T00:00:00.000Z';
      expect(
        await run((s) => s.loans.updateDetails('a', { status: 'bidding', ownerId: 'L' }, details, at)),
      ).toBe(false);
      expect(
        await run((s) => s.loans.updateDetails('a', { status: 'listed', ownerId: 'I' }, details, at)),
      ).toBe(false);
      expect(await run((s) => s.loans.get('a'))).toEqual(loan);
      expect(
        await run((s) => s.loans.updateDetails('a', { status: 'listed', ownerId: 'L' }, details, at)),
      ).toBe(true);
      expect(await run((s) => s.loans.get('a'))).toEqual({ ...loan, ...details, updatedAt: at });
    });

    it('replaces the quality flags of a loan named by tape and number, only while status and owner are as expected', async () => {
      const loan = makeLoan({
        id: 'a',
        loanNumber: 'N1',
        tapeName: 'T',
        ownerId: 'L',
        status: 'listed',
        qualityFlags: ['Q001'],
      });
      await run((s) => s.loans.insertMany([loan]));
      const at = '2026-03-01T00:00:00.000Z';
      const flags = ['Q001', 'Q005'];
      expect(
        await run((s) => s.loans.setQualityFlags('T', 'N1', { status: 'bidding', ownerId: 'L' }, flags, at)),
      ).toBe(false);
      expect(
        await run((s) => s.loans.setQualityFlags('T', 'N1', { status: 'listed', ownerId: 'I' }, flags, at)),
      ).toBe(false);
      expect(
        await run((s) =>
          s.loans.setQualityFlags('Other', 'N1', { status: 'listed', ownerId: 'L' }, flags, at),
        ),
      ).toBe(false);
      expect(await run((s) => s.loans.get('a'))).toEqual(loan);
      expect(
        await run((s) => s.loans.setQualityFlags('T', 'N1', { status: 'listed', ownerId: 'L' }, flags, at)),
      ).toBe(true);
      expect(await run((s) => s.loans.get('a'))).toEqual({ ...loan, qualityFlags: flags, updatedAt: at });
    });
  });

  describeLoanSearchContract(name, make);
}
