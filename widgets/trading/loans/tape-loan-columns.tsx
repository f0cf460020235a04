/**
 * The tape dialog's loans table columns (spec §2 LOAN RECORDS headers, word for word): Loan ID,
 * Loan Amount ($), Tenure (months), FICO, LTV (%), Debt to income (%), then the loan's status
 * and a View button that opens the loan detail panel. Money as §9 formats it (core/format).
 */
import { formatUsd } from '../../../core/format/money';
import { parseDollars } from '../../../core/money/cents';
import type { DataColumn } from '../../kit/table';
import { LOANS_TEXT } from './loans-text';
import type { Loan } from './props';

const params = (loan: Loan) => loan.loanDetails.loan_pool_parameters[0]?.recent_version;

/** A dollar amount of the API as §9 money; '-' when it cannot be read. */
export const usd = (dollars: number | null | undefined) => {
  const amount = dollars === null || dollars === undefined ? null : parseDollars(dollars);
  return amount === null ? '-' : formatUsd(amount);
};

/** The columns, with the View button calling `onView`. */
export function tapeLoanColumns(onView: (loan: Loan) => void): DataColumn<Loan>[] {
  return [
    { id: 'loan_id', header: 'Loan ID', value: (l) => l.loan_id },
    {
      id: 'loan_value',
      header: 'Loan Amount ($)',
      numeric: true,
      value: (l) => l.loan_value,
      cell: (l) => usd(l.loan_value),
    },
    { id: 'tenure', header: 'Tenure (months)', numeric: true, value: (l) => params(l)?.tenure ?? null },
    { id: 'fico', header: 'FICO', numeric: true, value: (l) => params(l)?.fico_score ?? null },
    { id: 'ltv', header: 'LTV (%)', numeric: true, value: (l) => params(l)?.ltv_value ?? null },
    {
      id: 'dti',
      header: 'Debt to income (%)',
      numeric: true,
      value: (l) => params(l)?.debt_to_income_ratio ?? null,
    },
    { id: 'status', header: 'Status', value: (l) => LOANS_TEXT.status[l.status] },
    {
      id: 'view',
      header: 'Details',
      cell: (l) => (
        <button
          type="button"
          className="ispz-link-button"
          onClick={() => onView(l)}
          aria-label={LOANS_TEXT.viewLoan(l.loan_id)}
        >
          View
        </button>
      ),
    },
  ];
}
