import { col } from '../columns';

/**
 * The loans area's tables as the code expects them now (see `schema.ts`). One column per `Loan`
 * field, the borrower flattened with a `borrower_` prefix; tape columns without a platform
 * field (spec §3 `ingested_attributes`) are name/value rows in `loan_attributes`, in tape order.
 * `pool_entries` holds each user's pool (spec §4 'Added'/'Removed'), one row per (user, loan).
 */
export const loanTables = {
  loans: {
    id: col.id(),
    loan_number: col.text(),
    tape_name: col.text(),
    batch_id: col.text(),
    issuing_authority: col.text(),
    lender_id: col.text(),
    owner_id: col.text(),
    status: col.text(),
    amount_cents: col.money(),
    // Nullable since 0018: a tape may report no value (HMDA `NA`, `Exempt`, credit score 8888).
    interest_rate: col.real({ nullable: true }),
    fico: col.integer({ nullable: true }),
    ltv: col.real({ nullable: true }),
    cltv: col.real({ nullable: true }),
    dti: col.real({ nullable: true }),
    tenure_months: col.integer({ nullable: true }),
    occupancy: col.text({ nullable: true }),
    property_type: col.text({ nullable: true }),
    purpose: col.text({ nullable: true }),
    program: col.text({ nullable: true }),
    qm_status: col.text({ nullable: true }),
    maturity_date: col.date({ nullable: true }),
    first_payment_date: col.date({ nullable: true }),
    escrow_balance_cents: col.money({ nullable: true }),
    units: col.integer({ nullable: true }),
    appraised_value_cents: col.money({ nullable: true }),
    borrower_id: col.text({ nullable: true }),
    borrower_first_name: col.text({ nullable: true }),
    borrower_last_name: col.text({ nullable: true }),
    borrower_monthly_income_cents: col.money({ nullable: true }),
    borrower_monthly_debt_cents: col.money({ nullable: true }),
    borrower_ethnicity: col.text({ nullable: true }),
    borrower_race: col.text({ nullable: true }),
    borrower_gender: col.text({ nullable: true }),
    /** JSON array of strings. */
    quality_flags: col.json(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  },
  loan_attributes: {
    loan_id: col.text({ references: 'loans.id', onDelete: 'cascade' }),
    /** 0-based place of the column in the tape, so exports keep the seller's order. */
    position: col.integer(),
    name: col.text(),
    value: col.text(),
  },
  pool_entries: {
    user_id: col.text(),
    loan_id: col.text(),
    status: col.text(),
    updated_at: col.timestamp(),
  },
} as const;
