import type { Loan } from '../../loans/loan';
import { makeDraft } from '../../loans/testing/loan-samples';
import { actor, type loansWorld } from '../../loans/testing/loans-world';
import type { ImportTapeInput } from '../import-tape';

/** Shared inputs of the tape import tests: a lender, a three-loan file, and a reader of every loan. */
export const lender = actor('lender-1', 'lender');

export const drafts = [
  makeDraft({ loanNumber: 'N1' }),
  makeDraft({ loanNumber: 'N2', issuingAuthority: 'Ginnie Mae' }),
  makeDraft({ loanNumber: 'N3' }),
];

/** The import of 'Spring 2026' from spring.xlsx, with overrides. */
export const importInput = (over: Partial<ImportTapeInput> = {}): ImportTapeInput => ({
  tapeName: 'Spring 2026',
  batch: { contentHash: 'hash-1', fileName: 'spring.xlsx' },
  drafts,
  update: false,
  ...over,
});

/** Every committed loan, in id order. */
export async function allLoans(w: ReturnType<typeof loansWorld>): Promise<Loan[]> {
  const visibility = { everything: true, partyId: null, statuses: [], tapeNames: [], loanIds: [] };
  return (await w.read().loans.search({ visibility, filters: {}, page: 1, limit: 500 })).items;
}
