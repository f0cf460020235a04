/**
 * The loan facts the stakeholder and purchase-approval grids show beside their rows (spec §3:
 * `loanDetails.digital_contract_attributes`; `loanId {loan_id, _id, loan_pool_parameters}`).
 * The rows come from the core's grid use cases, which already decided the caller may see
 * them; this reads only the loans those rows name, and shows no borrower field — the pool
 * parameters here are the loan's figures without the HMDA and income data of its borrower.
 */
import type { Loan } from '../../../../core/loans/loan';
import type { TradingDeps } from '../../../../core/trading/stores';

/** The loans of `ids` by id (those that exist). */
export async function rowLoans(
  trading: TradingDeps,
  ids: readonly string[],
): Promise<ReadonlyMap<string, Loan>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const loans = await trading.uow.run((s) => s.loans.getMany(wanted));
  return new Map(loans.map((l) => [l.id, l]));
}

/** spec §3 loan_pool_parameters (recent_version), without borrower data. */
export function loanFigures(loan: Loan) {
  return [
    {
      recent_version: {
        fico_score: loan.fico,
        debt_to_income_ratio: loan.dti,
        ltv_value: loan.ltv,
        cltv_value: loan.cltv,
        tenure: loan.tenureMonths,
        program: loan.program,
        occupancy: loan.occupancy,
        property_type: loan.propertyType,
      },
    },
  ];
}
