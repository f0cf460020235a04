/**
 * Stakeholder and purchase-approval rows typed by the API schema, for tests and stories.
 */
import type { PurchaseRow, StakeholderRow } from '../grid-rules';

/** The lender who decides and the investor who prices, as session user ids. */
export const GRID_PARTIES = { lender: 'lender-1', investor: 'investor-1' } as const;

/** One stakeholder row; `n` numbers the loan and the ids. */
export function stakeholderRow(n: number, over: Partial<StakeholderRow> = {}): StakeholderRow {
  const id = String(n).padStart(4, '0');
  return {
    _id: `map-${id}`,
    bidPrice: 240_000 + n * 500,
    investorId: GRID_PARTIES.investor,
    isAccepted: 'false',
    lenderId: GRID_PARTIES.lender,
    loan_id: `LN-${id}`,
    loanDetails: { digital_contract_attributes: [] },
    loanId: `loan-${id}`,
    mappingName: 'ASF',
    onPlatform: false,
    retain: false,
    status: 'pending',
    tape_name: 'Tape A',
    updated: '2026-03-01T10:00:00.000Z',
    validTill: '2026-03-08T10:00:00.000Z',
    selectable: true,
    priceEditable: false,
    ...over,
  };
}

/** One purchase-approval row. */
export function purchaseRow(n: number, over: Partial<PurchaseRow> = {}): PurchaseRow {
  const id = String(n).padStart(4, '0');
  return {
    _id: `pa-${id}`,
    id: `bid-${id}`,
    approver: GRID_PARTIES.lender,
    owner: GRID_PARTIES.investor,
    createdAt: `2026-03-0${1 + (n % 8)}T10:00:00.000Z`,
    updatedAt: `2026-03-0${1 + (n % 8)}T10:00:00.000Z`,
    creator_bid: 245_000 + n * 250,
    isApproved: 'false',
    loanAmount: 250_000 + n * 1_000,
    loanId: {
      _id: `loan-${id}`,
      loan_id: `LN-${id}`,
      loan_pool_parameters: [],
    },
    status: 'pending',
    tape_name: 'Tape A',
    priceEditable: false,
    ...over,
  };
}
