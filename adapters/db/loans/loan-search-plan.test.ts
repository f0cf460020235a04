import { CompiledQuery, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Loan, LoanStatus } from '../../../core/loans/loan';
import type { LoanFilters, LoanSearchQuery, LoanVisibility } from '../../../core/loans/loan-query';
import type { LoanSort } from '../../../core/loans/loan-sort';
import { generateLoans } from '../../../fixtures/tape-generator';
import type { Database } from '../schema';
import { kyselyStores } from '../stores';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';
import { searchStatements } from './loan-search-page';

/**
 * How SQLite runs a search once it has statistics (as `PRAGMA optimize` leaves them): the count
 * and the page's ids come from the search index alone (0021), whatever the viewer and the
 * filters — never a row fetched per candidate, never the OR of the viewer's clauses or a status
 * driving the plan; a page in id order may also walk the ids and stop at its tenth match.
 * 3,000 generated loans of two lenders, a fifth open for bidding.
 */
const sqlite = testDatabases().find((b) => b.name === 'sqlite')!;
const LENDERS = ['lender-a', 'lender-b'];
const NONE: LoanVisibility = { everything: false, partyId: null, statuses: [], tapeNames: [], loanIds: [] };

// A tape's own index may drive a tape filter or a reviewer's tapes: a tape can be small.
const VIEWERS: Record<string, LoanVisibility> = {
  operator: { ...NONE, everything: true },
  lender: { ...NONE, partyId: 'lender-a' },
  investor: { ...NONE, partyId: 'investor-1', statuses: ['bidding'], loanIds: ['loan-00001', 'loan-00002'] },
};

const FILTERS: Record<string, LoanFilters> = {
  'a FICO range': { fico: { min: 680, max: 760 } },
  'LTV and DTI ranges': { ltv: { min: 60, max: 80 }, dti: { min: 20, max: 43 } },
  'tenure, amount and HMDA fields': {
    tenureMonths: { min: 360, max: 360 },
    amountCents: { min: 20_000_000, max: 60_000_000 },
    gender: 'Female',
    race: 'White',
  },
  'a status': { status: 'bidding', fico: { min: 640, max: 820 } },
  'a status alone': { status: 'listed' },
};

async function plan(db: Kysely<Database>, query: { compile(): CompiledQuery }): Promise<string> {
  const { sql, parameters } = query.compile();
  const rows = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
  );
  return rows.rows.map((r) => r.detail).join(' | ');
}

function loans(): Loan[] {
  return generateLoans(3_000, { seed: 21 }).map((values, i) => {
    const lenderId = LENDERS[i % 2]!;
    const status: LoanStatus = i % 5 === 0 ? 'bidding' : i % 41 === 0 ? 'awarded' : 'listed';
    return {
      ...values,
      id: `loan-${String(i).padStart(5, '0')}`,
      issuingAuthority: values.issuingAuthority ?? 'Agrifields Home Lending',
      tapeName: `Tape ${i % 3}`,
      batchId: `batch-${i % 3}`,
      lenderId,
      ownerId: i % 97 === 0 ? 'investor-1' : lenderId,
      status,
      qualityFlags: [],
      createdAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-02T09:00:00.000Z',
    };
  });
}

describe('the plan of a loan search on SQLite', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    const database = await sqlite.open();
    db = database.db;
    await kyselyUnitOfWork(db, 'sqlite', kyselyStores).run((s) => s.loans.insertMany(loans()));
    await db.executeQuery(CompiledQuery.raw('pragma optimize = 0x10002'));
  });

  const query = (visibility: LoanVisibility, filters: LoanFilters, sort?: LoanSort): LoanSearchQuery => ({
    visibility,
    filters,
    page: 1,
    limit: 10,
    ...(sort ? { sort } : {}),
  });

  for (const [viewer, visibility] of Object.entries(VIEWERS)) {
    for (const [name, filters] of Object.entries(FILTERS)) {
      it(`counts from an index alone: ${viewer}, ${name}`, async () => {
        const { count } = searchStatements(db, 'sqlite', query(visibility, filters));
        // The search index; a status alone may be counted from its smaller (status, id) index.
        const index = name === 'a status alone' ? '(loans_search_idx|loans_status_idx)' : 'loans_search_idx';
        expect(await plan(db, count)).toMatch(
          new RegExp(`^(SCAN|SEARCH) loans USING COVERING INDEX ${index}\\b[^|]*$`),
        );
      });

      it(`reads the page's ids without the viewer's OR driving: ${viewer}, ${name}`, async () => {
        const { page } = searchStatements(db, 'sqlite', query(visibility, filters));
        // The id order itself, stopping at the tenth match, or the search index and a top-10 sort.
        expect(await plan(db, page)).toMatch(
          /^(SCAN loans USING INDEX sqlite_autoindex_loans_1|(SCAN|SEARCH) loans USING COVERING INDEX loans_search_idx\b[^|]*\| USE TEMP B-TREE FOR ORDER BY)$/,
        );
      });
    }

    it(`counts everything the viewer sees without reading a row: ${viewer}`, async () => {
      const { count, page } = searchStatements(db, 'sqlite', query(visibility, {}));
      expect(await plan(db, count)).toMatch(/^SCAN loans USING COVERING INDEX \w+$/);
      expect(await plan(db, page)).toMatch(/^SCAN loans USING (COVERING )?INDEX sqlite_autoindex_loans_1$/);
    });
  }

  it('sorts a page from an index, keeping only its top, never driven by the viewer', async () => {
    for (const field of ['fico', 'ltv', 'dti', 'tenure', 'amount', 'tapeName', 'loanId'] as const) {
      const { page } = searchStatements(
        db,
        'sqlite',
        query(VIEWERS.investor!, FILTERS['LTV and DTI ranges']!, { field, direction: 'desc' }),
      );
      // From the search index with a top-10 sort, or walking the tape index in the sort's order.
      expect(await plan(db, page), field).toMatch(
        /^SCAN loans USING (COVERING INDEX loans_search_idx|INDEX loans_tape_idx) \| USE TEMP B-TREE FOR (LAST TERM OF )?ORDER BY$/,
      );
    }
  });
});
