import type { ColumnPlan } from '../column-plan';
import { monthsBetween } from '../dates';
import type { PlatformField } from '../fields';
import type { LoanValues } from '../tape-row';
import { type EditFinding, finding } from './edit-catalogue';

/**
 * Stage 3 — plausible but suspicious. Runs on rows that passed stages 1 and 2; the row is
 * imported with the codes as quality flags. `seen` carries the loan numbers of earlier rows of
 * the same tape (loan number → first row) and is updated here.
 */
export function checkQuality(
  loan: LoanValues,
  rowNumber: number,
  plan: ColumnPlan,
  seen: Map<string, number>,
): readonly EditFinding[] {
  const findings: EditFinding[] = [];
  const at = (f: PlatformField) => plan.headerOf[f] ?? null;
  const add = (code: Parameters<typeof finding>[0], field: PlatformField | null, message: string) =>
    findings.push(finding(code, rowNumber, field === null ? null : at(field), message));

  if (loan.interestRate === 0) add('Q001', 'interestRate', 'Interest rate is 0%.');
  if (loan.interestRate !== null && loan.interestRate > 20)
    add('Q002', 'interestRate', `Interest rate ${loan.interestRate}% is above 20%.`);
  if (loan.amountCents < 50_000)
    add('Q003', 'amount', `Loan amount $${loan.amountCents / 100} is below $500.`);
  if (loan.firstPaymentDate !== null && loan.maturityDate !== null && loan.tenureMonths !== null) {
    // A loan of n monthly payments matures n − 1 months after its first payment.
    const expected = loan.tenureMonths - 1;
    const actual = monthsBetween(loan.firstPaymentDate, loan.maturityDate);
    if (Math.abs(actual - expected) > 1) {
      const message = `Maturity date ${loan.maturityDate} is ${actual} months after the first payment; a ${loan.tenureMonths}-month term implies ${expected}.`;
      add('Q004', 'maturityDate', message);
    }
  }
  const firstRow = seen.get(loan.loanNumber);
  if (firstRow !== undefined) {
    add('Q005', 'loanNumber', `Loan number ${loan.loanNumber} also appears in row ${firstRow}.`);
  } else seen.set(loan.loanNumber, rowNumber);
  if (loan.ltv !== null && loan.ltv > 100) add('Q006', 'ltv', `LTV ${loan.ltv} is above 100.`);
  if (loan.cltv !== null && loan.ltv !== null && loan.cltv < loan.ltv)
    add('Q007', 'cltv', `CLTV ${loan.cltv} is below LTV ${loan.ltv}.`);
  return findings;
}
