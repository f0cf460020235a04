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
 * How SQLite runs a search once it has statistics (as `PRAGMA optimize` leaves them): for the
 * operator, the count and the page's ids come from an index alone (0021/0022); for any other
 * viewer, as the arms of its visibility (loan-visibility-arms.ts), each a seek — the count their
 * counts' sum, a page in id order their ids merged — never the OR of the viewer's clauses tested
 * on every loan. A page in id order may also walk the ids and stop at its tenth match.
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

  const query = (visibility: LoanVisibility, filters: LoanFilters, sort?: LoanSort): LoanSearchQuery =>
    sort ? { visibility, filters, page: 1, limit: 10, sort } : { visibility, filters, page: 1, limit: 10 };

  // The viewer's arms, each a seek; a lender sees half of these loans, so its own arm may walk
  // a covering index (cheaper than half the rows), never the rows. An investor's never walk.
  const armsOnly = (text: string, viewer: string) => {
    expect(text).toContain('UNION ALL');
    expect(text).toMatch(/SEARCH loans USING (COVERING )?INDEX/);
    expect(text).not.toMatch(viewer === 'investor' ? /SCAN loans/ : /SCAN loans USING INDEX/);
  };

  for (const [viewer, visibility] of Object.entries(VIEWERS)) {
    for (const [name, filters] of Object.entries(FILTERS)) {
      if (viewer === 'operator') {
        it(`counts everything from an index alone: ${name}`, async () => {
          const { count, page } = searchStatements(db, 'sqlite', query(visibility, filters));
          // The search index; a status may be counted from an index that starts with it.
          expect(await plan(db, count)).toMatch(
            /^(SCAN|SEARCH) loans USING COVERING INDEX (loans_search_idx|loans_status_search_idx|loans_status_idx)\b[^|]*$/,
          );
          // The id order itself, stopping at the tenth match, or an index and a top-10 sort.
          expect(await plan(db, page)).toMatch(
            /^(SCAN loans USING INDEX sqlite_autoindex_loans_1|(SCAN|SEARCH) loans USING COVERING INDEX (loans_search_idx|loans_status_search_idx)\b[^|]*\| USE TEMP B-TREE FOR ORDER BY)$/,
          );
        });
      } else {
        it(`counts and pages by seeks of what the viewer may see: ${viewer}, ${name}`, async () => {
          const { count, page } = searchStatements(db, 'sqlite', query(visibility, filters));
          armsOnly(await plan(db, count), viewer);
          const paged = await plan(db, page); // the arms' ids merged in id order, stopping when full
          armsOnly(paged, viewer);
          expect(paged).toMatch(/^MERGE \(UNION ALL\)/);
        });
      }
    }

    it(`counts everything the viewer sees without reading a row: ${viewer}`, async () => {
      const { count, page } = searchStatements(db, 'sqlite', query(visibility, {}));
      if (viewer === 'operator') {
        expect(await plan(db, count)).toMatch(/^SCAN loans USING COVERING INDEX \w+$/);
        expect(await plan(db, page)).toMatch(/^SCAN loans USING (COVERING )?INDEX sqlite_autoindex_loans_1$/);
        return;
      }
      const counted = await plan(db, count);
      armsOnly(counted, viewer);
      // Each arm counted in its index; rows only for the party's own loans and its few loan ids.
      for (const arm of counted.split(' | ').filter((part) => part.startsWith('SEARCH loans')))
        expect(arm).toMatch(/COVERING INDEX|sqlite_autoindex_loans_1 \(id=\?\)|loans_lender_idx/);
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
        /^SCAN loans USING (COVERING INDEX loans_(status_)?search_idx|INDEX loans_tape_idx) \| USE TEMP B-TREE FOR (LAST TERM OF )?ORDER BY$/,
      );
    }
  });
});
