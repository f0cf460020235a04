/**
 * What the LOAN RECORDS widget takes and tells (spec §2): the filter the pool filters panel
 * emitted, an initial tape, and callbacks for the host — the selection, a loan to open in the
 * detail panel, and the dialogs of other areas when the host wants to open them itself.
 */
import type { components } from '../../api';

/** A loan as `/get_loans_list` answers it. */
export type LoanRecord = components['schemas']['Loan'];

/** The filter body of `POST /get_loans_list` without its paging (the table pages). */
export type LoanQuery = Omit<components['schemas']['LoanFilter'], 'page' | 'limit'>;

/** Props of `LoanRecords`. */
export interface LoanRecordsProps {
  /** The filter to apply (from `PoolFilters`' `onFilter`); none: every loan the caller may see. */
  readonly query?: LoanQuery;
  /** Only this tape's loans (a tape tile's dialog). */
  readonly tapeName?: string;
  /** The selected loans' ids changed (`ispz:selection`). */
  readonly onSelectionChange?: (loanIds: string[]) => void;
  /** The user asked to open a loan (the dashboard opens the loan detail panel). */
  readonly onOpenLoan?: (loanId: string) => void;
  /** Overrides the Reprice Loan dialog (the one selected loan). */
  readonly onReprice?: (loan: LoanRecord) => void;
  /** Overrides the Transfer dialog (the selected loans). */
  readonly onTransfer?: (loans: LoanRecord[]) => void;
  /** Overrides the stipulation chat (chat icon). */
  readonly onStipulationChat?: (loan: LoanRecord) => void;
  /** Overrides the new-stipulation form (view icon). */
  readonly onStipulationView?: (loan: LoanRecord) => void;
  /** Overrides the Document Status Details dialog (document-status icon). */
  readonly onDocumentStatus?: (loan: LoanRecord) => void;
}
