import type { Cents } from '../money/cents';

/**
 * A loan on the platform (spec §3 "Loan"). The domain keeps its own names; the HTTP DTOs map
 * them to the spec's field names (`_id`, `loan_id`, `loan_value`, `tape_name`, …).
 *
 * Life cycle (spec §4 leaves it open; chosen here):
 *   listed ──open for bidding──▶ bidding ──close with a winning bid──▶ awarded
 *                                   └──────close with no bids──────▶ listed
 *   a transfer moves ownership (ownerId) and puts the loan back to listed for its new owner.
 */
export type LoanStatus = 'listed' | 'bidding' | 'awarded';

export const LOAN_STATUSES = ['listed', 'bidding', 'awarded'] as const satisfies readonly LoanStatus[];

/** Borrower data: private. Visible to the owner, the due-diligence party and, after award, the winner. */
export interface Borrower {
  readonly id: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly monthlyIncomeCents: Cents | null;
  readonly monthlyDebtCents: Cents | null;
  /** HMDA fields, spec §9 value lists. */
  readonly ethnicity: string | null;
  readonly race: string | null;
  readonly gender: string | null;
}

export interface Loan {
  /** Platform id (`_id`). */
  readonly id: string;
  /** The seller's loan number (`loan_id`), unique within its tape. */
  readonly loanNumber: string;
  readonly tapeName: string;
  /** The import that brought the loan in (`batch_id`). */
  readonly batchId: string;
  readonly issuingAuthority: string;
  /** The lender who published the loan (`lender_id`). */
  readonly lenderId: string;
  /** The current owner; changes only through a transfer. */
  readonly ownerId: string;
  readonly status: LoanStatus;

  readonly amountCents: Cents;
  /*
   * Rate, FICO, LTV, DTI and tenure are null only when the tape reported no value (HMDA's `NA`,
   * `Exempt`, credit score 8888 …, a DTI band, an LTV with no property value to derive it from):
   * the import flags the row (core/tapes/edits) and filters never match a missing value.
   */
  /** Percent, e.g. 6.125. */
  readonly interestRate: number | null;
  readonly fico: number | null;
  /** Percent. */
  readonly ltv: number | null;
  readonly cltv: number | null;
  /** Debt to income, percent. */
  readonly dti: number | null;
  readonly tenureMonths: number | null;
  readonly occupancy: string | null;
  readonly propertyType: string | null;
  readonly purpose: string | null;
  readonly program: string | null;
  readonly qmStatus: string | null;
  /** ISO dates (yyyy-mm-dd). */
  readonly maturityDate: string | null;
  readonly firstPaymentDate: string | null;
  readonly escrowBalanceCents: Cents | null;
  readonly units: number | null;
  readonly appraisedValueCents: Cents | null;

  readonly borrower: Borrower;
  /** Tape columns with no platform field (spec §3 `ingested_attributes`), kept verbatim. */
  readonly attributes: Readonly<Record<string, string>>;
  /** Quality edits the import raised (plausible but suspicious values). */
  readonly qualityFlags: readonly string[];

  /** ISO instants (UTC). */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * A tape: the loans one lender published under one name (spec §3 "Tape"). Tape names are unique
 * on the whole platform, not per lender: the spec's calls identify a tape by `tapeName` alone.
 * `loanCount` counts every loan ever imported into it; tiles show what the viewer can see.
 */
export interface Tape {
  readonly name: string;
  readonly lenderId: string;
  readonly issuingAuthority: string;
  readonly loanCount: number;
  readonly createdAt: string;
}
