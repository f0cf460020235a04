/**
 * The nested parts of the spec §3 Loan that come from the loan alone: the digital contract
 * attributes, the ingested attributes (named tape columns, then the raw ones), and the pool
 * parameters with their HMDA fields. Amounts in dollars; masked borrower fields stay null.
 */
import type { Loan } from '../../../../core/loans/loan';
import { KEPT_CONTRACT_FIELDS } from '../../../../core/loans/loan-update-data';
import { type Cents, toDollars } from '../../../../core/money/cents';
import type { NameValue } from './loan-dto-schema';

/** Cents as dollars, null kept. */
export const dollars = (amount: Cents | null) => (amount === null ? null : toDollars(amount));

/**
 * spec §3 states[0].digital_contract_attributes, then those of the update diff the loan holds
 * among its tape columns (closing date, property address; absent when masked or never set).
 */
export function digitalContractAttributes(loan: Loan): NameValue[] {
  const kept = KEPT_CONTRACT_FIELDS.flatMap((name) => {
    const value = loan.attributes[name];
    return value === undefined ? [] : [{ name, value }];
  });
  return [
    { name: 'loanamount', value: toDollars(loan.amountCents) },
    { name: 'issuingauth', value: loan.issuingAuthority },
    { name: 'lender_id', value: loan.lenderId },
    { name: 'interestrate', value: loan.interestRate },
    { name: 'purpose', value: loan.purpose },
    { name: 'QM status', value: loan.qmStatus },
    ...kept,
  ];
}

/** spec §3 ingested_attributes: the named tape columns first, then every other raw column. */
export function ingestedAttributes(loan: Loan): NameValue[] {
  const named: NameValue[] = [
    { name: 'tape_name', value: loan.tapeName },
    { name: 'created', value: loan.createdAt },
    { name: 'ESCROW_BALANCE', value: dollars(loan.escrowBalanceCents) },
    { name: 'NUMBER_OF_UNITS', value: loan.units },
    { name: 'MATURITY_DATE', value: loan.maturityDate },
    { name: 'FIRST_PAYMENT_DUE_DATE', value: loan.firstPaymentDate },
    { name: 'Occupancy Code', value: loan.occupancy },
    { name: 'APPRAISAL_AMOUNT', value: dollars(loan.appraisedValueCents) },
    { name: 'PROPERTY_TYPE_CODE_V', value: loan.propertyType },
  ];
  const taken = new Set(named.map((n) => n.name));
  const raw = Object.entries(loan.attributes)
    .filter(([name]) => !taken.has(name))
    .map(([name, value]) => ({ name, value }));
  return [...named, ...raw];
}

/** spec §3 loan pool parameter (recent_version). */
export function poolParameters(loan: Loan) {
  const b = loan.borrower;
  return {
    fico_score: loan.fico,
    debt_to_income_ratio: loan.dti,
    ltv_value: loan.ltv,
    cltv_value: loan.cltv,
    tenure: loan.tenureMonths,
    AUS: null,
    program: loan.program,
    generic_program: loan.attributes.generic_program ?? null,
    occupancy: loan.occupancy,
    property_type: loan.propertyType,
    borrower_id: b.id,
    isprimaryborrower: true,
    borrower_first_name: b.firstName,
    borrower_last_name: b.lastName,
    ethnicity: b.ethnicity,
    gender: b.gender,
    race: b.race,
    monthly_income: dollars(b.monthlyIncomeCents),
    monthly_debt: dollars(b.monthlyDebtCents),
  };
}
