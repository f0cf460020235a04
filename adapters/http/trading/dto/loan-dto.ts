/**
 * Loan → the spec §3 Loan. Takes a `LoanView` (never a bare `Loan`), so borrower fields are
 * already masked by the core for viewers not entitled to them. Where a field has no source on
 * the platform, the answer is fixed and said here:
 * - `loan_classification`: the loan program (Conventional, FHA …), the closest thing held;
 * - `isExcelUpload`: true — every loan arrives through a tape import (it has a `batch_id`);
 * - `onPlatform`: true while the loan is open for bidding (priced by its auction), as the
 *   stakeholder grid reads it; `close_status` / `isAccepted`: closed / 'true' once sold
 *   (awarded, or transferred away from its lender);
 * - `loanMetadata.nft_mint_status`: 'not_minted' — the platform mints no NFTs;
 *   `loanMetadata_id` is the loan id (the stipulations' `baseCollectionId`);
 * - `ista_props.status`: null (no AI/ISTA service; the screen shows grey);
 * - pool parameters `AUS`: null; `generic_program`: the loan-update diff's value, else null;
 *   `isprimaryborrower`: true (one borrower).
 * Context (award price, stakeholders, the viewer's thread, second parties) comes from
 * ./loan-context.ts; without it those fields are empty.
 */

import type { Loan } from '../../../../core/loans/loan';
import type { LoanView } from '../../../../core/loans/loan-views';
import { type Cents, toDollars } from '../../../../core/money/cents';
import { digitalContractAttributes, dollars, ingestedAttributes, poolParameters } from './loan-attributes';
import type { LoanDto, SecondPartyDto, StakeholderDto } from './loan-dto-schema';

// The attribute lists are part of this module's API (other DTOs reuse them).
export { digitalContractAttributes, ingestedAttributes, poolParameters } from './loan-attributes';

/** What the DTO needs beyond the loan itself. */
export interface LoanDtoContext {
  /** Winning amount of the latest award, for the parties of the sale only. */
  readonly bidPriceCents: Cents | null;
  readonly stakeholders: readonly StakeholderDto[];
  /** The viewer's newest stipulation thread on the loan. */
  readonly stipulation: {
    readonly partyA: { readonly userId: string; readonly agreeToClosed: boolean };
    readonly partyB: { readonly userId: string; readonly agreeToClosed: boolean };
    readonly closed: boolean;
  } | null;
  /** Whom the viewer may raise a query with (filled by the states call only). */
  readonly secondParties: readonly SecondPartyDto[];
  /** A stakeholder row the viewer is party to keeps the loan. */
  readonly retain: boolean;
}

export const EMPTY_LOAN_CONTEXT: LoanDtoContext = {
  bidPriceCents: null,
  stakeholders: [],
  stipulation: null,
  secondParties: [],
  retain: false,
};

/** The loan stage the spec's stipulations use (spec §5: the only one). */
export const LOAN_STATE_NAME = 'Due-Diligence';

/** True once the loan is sold: awarded at a close, or owned by someone other than its lender. */
export const isSold = (loan: Loan) => loan.status === 'awarded' || loan.ownerId !== loan.lenderId;

/**
 * The spec §3 Loan of `view` for its viewer.
 *
 * @example c.json({ docs: views.map((v) => loanDto(v, contexts.get(v.loan.id))) })
 */
export function loanDto(view: LoanView, context: LoanDtoContext = EMPTY_LOAN_CONTEXT): LoanDto {
  const { loan } = view;
  const contract = digitalContractAttributes(loan);
  const ingested = ingestedAttributes(loan);
  return {
    _id: loan.id,
    loan_id: loan.loanNumber,
    loan_value: toDollars(loan.amountCents),
    close_status: isSold(loan) ? 'closed' : 'open',
    loan_classification: loan.program,
    onPlatform: loan.status === 'bidding',
    isExcelUpload: loan.batchId !== '',
    retain: context.retain,
    status: loan.status,
    isAccepted: isSold(loan) ? 'true' : 'false',
    batch_id: loan.batchId,
    issuingAuthority: loan.issuingAuthority,
    tape_name: loan.tapeName,
    created: loan.createdAt,
    updated: loan.updatedAt,
    bidPrice: dollars(context.bidPriceCents),
    stakeholders: [...context.stakeholders],
    addedToPool: view.poolStatus === 'Added',
    poolStatus: view.poolStatus,
    borrowerMasked: view.borrowerMasked,
    loanMetadata: { loanMetadata_id: loan.id, nft_mint_status: 'not_minted' },
    loanDetails: {
      digital_contract_attributes: contract,
      loan_pool_parameters: [{ recent_version: poolParameters(loan) }],
      ingested_attributes: ingested,
    },
    states: [
      {
        state_name: LOAN_STATE_NAME,
        digital_contract_attributes: contract,
        second_party: [...context.secondParties],
      },
    ],
    stipData: context.stipulation,
    ista_props: { rowkey: loan.id, status: null },
    loan_header_properties: {
      loanOwnership: {
        recent_version: { isLoanTransferred: loan.ownerId !== loan.lenderId, OwnedBy: loan.ownerId },
      },
    },
    ingested_attributes: ingested,
  };
}
