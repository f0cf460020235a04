/**
 * Sample answers of the loans area's calls, typed by the generated API schema so a server
 * change that breaks them fails the typecheck: tape tiles, loans of a tape, a lender card and
 * notifications. Deterministic: the same index gives the same loan.
 */
import type { components } from '../../../widgets/api/schema.gen';

type Loan = components['schemas']['Loan'];

/** A successful answer's envelope. */
export const ok = <T>(data: T, statusText = 'OK') => ({ success: true as const, statusText, data });

/** The server's refusal shape. */
export const refusal = (status: number, error: string) => ({
  status,
  body: { success: false, statusText: error, code: 'REQUEST.REFUSED', error },
});

/** Three tapes as `GET /tapes` answers them. */
export const TAPES: components['schemas']['TapeTile'][] = [
  { tape_name: 'Greenfield 2026-A', count: 42, issuingAuthority: 'FNMA', lender_id: 'lender-1' },
  { tape_name: 'Harbor Prime Q3', count: 1, issuingAuthority: 'FHLMC', lender_id: 'lender-1' },
  {
    tape_name: 'Summit Jumbo Residential Pool With A Very Long Name',
    count: 12050,
    issuingAuthority: 'GNMA',
    lender_id: 'lender-2',
  },
];

const STATUSES = ['listed', 'listed', 'bidding', 'awarded'] as const;

/** Loan `i` of `tape`, with the detail panel's attributes filled. */
export function sampleLoan(i: number, tape = 'Greenfield 2026-A'): Loan {
  const id = `0190b6f0-0000-7000-8000-${String(i).padStart(12, '0')}`;
  const contract = [
    { name: 'loanamount', value: 250_000 + i * 1_000 },
    { name: 'issuingauth', value: 'FNMA' },
    { name: 'lender_id', value: 'lender-1' },
    { name: 'interestrate', value: 6.125 },
    { name: 'purpose', value: i % 2 ? 'Refinance' : 'Purchase' },
    { name: 'QM status', value: 'QM Safe Harbor' },
  ];
  const ingested = [
    { name: 'tape_name', value: tape },
    { name: 'created', value: '2026-11-02T10:00:00.000Z' },
    { name: 'ESCROW_BALANCE', value: 3_250.75 },
    { name: 'NUMBER_OF_UNITS', value: 1 },
    { name: 'MATURITY_DATE', value: '2056-01-01' },
    { name: 'FIRST_PAYMENT_DUE_DATE', value: '2026-02-01' },
    { name: 'Occupancy Code', value: 'Owner Occupied' },
    { name: 'APPRAISAL_AMOUNT', value: 410_000 },
    { name: 'PROPERTY_TYPE_CODE_V', value: 'Single Family' },
  ];
  return {
    _id: id,
    loan_id: `GF-${String(1000 + i)}`,
    loan_value: 250_000 + i * 1_000,
    close_status: 'open',
    loan_classification: 'Conventional',
    onPlatform: STATUSES[i % 4] === 'bidding',
    isExcelUpload: true,
    retain: false,
    status: STATUSES[i % 4] ?? 'listed',
    isAccepted: 'false',
    batch_id: 'batch-1',
    issuingAuthority: 'FNMA',
    tape_name: tape,
    created: '2026-11-02T10:00:00.000Z',
    updated: '2026-11-02T10:00:00.000Z',
    bidPrice: null,
    stakeholders: [],
    addedToPool: false,
    poolStatus: null,
    borrowerMasked: true,
    loanMetadata: { loanMetadata_id: id, nft_mint_status: 'not_minted' },
    loanDetails: {
      digital_contract_attributes: contract,
      ingested_attributes: ingested,
      loan_pool_parameters: [
        {
          recent_version: {
            AUS: null,
            borrower_first_name: null,
            borrower_id: null,
            borrower_last_name: null,
            cltv_value: 80,
            debt_to_income_ratio: 30 + (i % 10),
            ethnicity: null,
            fico_score: 700 + (i % 100),
            gender: null,
            generic_program: null,
            isprimaryborrower: true,
            ltv_value: 70 + (i % 20),
            monthly_debt: null,
            monthly_income: null,
            occupancy: 'Owner Occupied',
            program: 'Conventional',
            property_type: 'Single Family',
            race: null,
            tenure: 360,
          },
        },
      ],
    },
    states: [{ state_name: 'Due-Diligence', digital_contract_attributes: contract, second_party: [] }],
    stipData: null,
    ista_props: { rowkey: id, status: null },
    loan_header_properties: {
      loanOwnership: { recent_version: { isLoanTransferred: false, OwnedBy: 'lender-1' } },
    },
    ingested_attributes: ingested,
  };
}

/** A page of `GET /tapes/{tapeName}/loans`. */
export function tapeLoansPage(tape: string, count: number, page = 1, limit = 10) {
  const start = (page - 1) * limit;
  const documents = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, k) =>
    sampleLoan(start + k, tape),
  );
  return ok({ tape_name: tape, count, page, limit, documents });
}

/** The lender card of `lender-1`. */
export const LENDER_CARD: components['schemas']['LenderCard'] = {
  user_id: 'lender-1',
  company_name: 'Greenfield Mortgage LLC',
  address: '100 Market Street, Suite 400',
  state: 'California',
  web_url: 'https://greenfield.example',
  contact_name: 'Dana Lee',
  email: 'dana@greenfield.example',
};

/** Two notifications, newest first. */
export const NOTIFICATIONS: components['schemas']['Notification'][] = [
  {
    _id: 'n-2',
    userId: 'lender-1',
    subject: 'Loans ready to transfer',
    message: 'The investor closed the query on Greenfield 2026-A; you can transfer the loans.',
    notificationType: 'notifyTransferTape',
    tapeName: 'Greenfield 2026-A',
    createdAt: '2026-11-26T09:30:00.000Z',
    data: {},
  },
  {
    _id: 'n-1',
    userId: 'lender-1',
    subject: 'New bid',
    message: 'An investor placed a bid on GF-1001.',
    notificationType: null,
    tapeName: null,
    createdAt: '2026-11-25T16:05:00.000Z',
    data: {},
  },
];
