/**
 * Sample loans and tape tiles typed by the API (`schema.gen.ts`), shaped like the demo's real
 * `/get_loans_list` answers: dollar amounts, FICO 600–820, LTV, DTI, 180–360 month tenures,
 * HMDA values from the §9 lists, stakeholders and ownership. Deterministic: `sampleLoans(n)`
 * gives the same rows every time; `loansPage` answers a page as the server does.
 */
import type { components } from '../../../widgets/api';
import { sampleId, sampleRandom } from './sample-random';

type Loan = components['schemas']['Loan'];
type TapeTile = components['schemas']['TapeTile'];

/** The sample parties (ids as a session's `user_id`). */
export const SAMPLE_PARTIES = {
  lender: sampleId(1, 1),
  investor: sampleId(1, 2),
  dueDiligence: sampleId(1, 3),
} as const;

/** The sample tapes, with their issuing authority. */
export const SAMPLE_TAPES = [
  { tape_name: 'Agrifields-ASF-2024', issuingAuthority: 'Agrifields Home Lending' },
  { tape_name: 'Agrifields-Platform-2024', issuingAuthority: 'Agrifields Home Lending' },
  { tape_name: 'Harbor-Prime-2025', issuingAuthority: 'Harbor Mortgage Trust' },
] as const;

const PROGRAMS = ['Conforming 30Y Fixed', 'Conforming 15Y Fixed', 'Jumbo 30Y Fixed', 'FHA 30Y Fixed'];
const STATES = ['OH', 'TX', 'CA', 'FL', 'NY', 'IA', 'NE', 'KS'];
const GENDERS = ['Male', 'Female', 'Others'];
const RACES = [
  'White',
  'Asian',
  'Black or African American',
  'American Indian or Alaska Native',
  'Not declared',
];
const ETHNICITIES = ['Not declared', 'Hispanic or Latino', 'Mexican', 'Cuban', 'Others'];
const ISTA = [null, 'in progress', 'completed', null];

/** Options of {@link sampleLoans}. */
export interface SampleLoanOptions {
  readonly seed?: number;
  /** Who owns the loans (default the sample lender). */
  readonly ownerId?: string;
  /** Loan ids of this many first rows are in the caller's pool ('Added'). */
  readonly pooled?: number;
}

/** One sample loan, row `index` of a seeded sequence. */
function sampleLoan(
  index: number,
  random: ReturnType<typeof sampleRandom>,
  options: SampleLoanOptions,
): Loan {
  const tape = SAMPLE_TAPES[index % SAMPLE_TAPES.length] ?? SAMPLE_TAPES[0];
  const owner = options.ownerId ?? SAMPLE_PARTIES.lender;
  const amount = random.int(60, 1400) * 50 * 10;
  const created = new Date(Date.UTC(2026, 9, 1) + index * 60_000).toISOString();
  const attributes = [
    { name: 'tape_name', value: tape.tape_name },
    { name: 'ESCROW_BALANCE', value: random.decimal(1000, 12000, 1) },
    { name: 'NUMBER_OF_UNITS', value: random.int(1, 4) },
    { name: 'MATURITY_DATE', value: `20${random.int(40, 55)}-06-01` },
    { name: 'APPRAISAL_AMOUNT', value: Math.round(amount * random.decimal(1.1, 1.9, 2)) },
    { name: 'State', value: random.pick(STATES) },
  ];
  const contract = [
    { name: 'loanamount', value: amount },
    { name: 'issuingauth', value: tape.issuingAuthority },
    { name: 'lender_id', value: SAMPLE_PARTIES.lender },
    { name: 'interestrate', value: random.pick([5.5, 5.875, 6, 6.25, 6.625, 6.875, 7.125]) },
  ];
  const pooled = index < (options.pooled ?? 0);
  const closed = random.next() < 0.3;
  return {
    _id: sampleId(2, index),
    loan_id: `${tape.tape_name.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(6, '0')}`,
    loan_value: amount,
    close_status: closed ? 'closed' : 'open',
    loan_classification: random.pick(PROGRAMS),
    onPlatform: false,
    isExcelUpload: true,
    retain: false,
    status: random.pick(['listed', 'bidding', 'awarded'] as const),
    isAccepted: 'false',
    batch_id: sampleId(3, index % SAMPLE_TAPES.length),
    issuingAuthority: tape.issuingAuthority,
    tape_name: tape.tape_name,
    created,
    updated: created,
    bidPrice: null,
    stakeholders: [
      { party: SAMPLE_PARTIES.lender, persona: 'lender', valid: true, hexID: '25f61fbebe84254a' },
      { party: owner, persona: 'owner', valid: true, hexID: 'fa072def069d96f5' },
    ],
    addedToPool: pooled,
    poolStatus: pooled ? 'Added' : null,
    borrowerMasked: true,
    loanMetadata: { loanMetadata_id: sampleId(2, index), nft_mint_status: 'not_minted' },
    loanDetails: {
      digital_contract_attributes: contract,
      loan_pool_parameters: [
        {
          recent_version: {
            fico_score: random.int(600, 820),
            debt_to_income_ratio: random.decimal(12, 50, 1),
            ltv_value: random.decimal(40, 97, 3),
            cltv_value: null,
            tenure: random.pick([180, 240, 300, 360]),
            AUS: null,
            program: null,
            generic_program: null,
            occupancy: 'Primary Residence',
            property_type: random.pick(['PUD', 'Single Family', 'Condo']),
            borrower_id: `B${100001 + index}`,
            isprimaryborrower: true,
            borrower_first_name: null,
            borrower_last_name: null,
            ethnicity: random.pick(ETHNICITIES),
            gender: random.pick(GENDERS),
            race: random.pick(RACES),
            monthly_income: null,
            monthly_debt: null,
          },
        },
      ],
      ingested_attributes: attributes,
    },
    states: [{ state_name: 'Due-Diligence', digital_contract_attributes: contract, second_party: [] }],
    stipData: null,
    ista_props: { rowkey: sampleId(2, index), status: random.pick(ISTA) },
    loan_header_properties: {
      loanOwnership: { recent_version: { isLoanTransferred: false, OwnedBy: owner } },
    },
    ingested_attributes: attributes,
  };
}

/**
 * `count` sample loans, the same on every call with the same options.
 * @example sampleLoans(100_000) // the benchmark's rows
 */
export function sampleLoans(count: number, options: SampleLoanOptions = {}): Loan[] {
  const random = sampleRandom(options.seed ?? 20_261_126);
  return Array.from({ length: count }, (_, index) => sampleLoan(index, random, options));
}

/** The tape tiles of `loans`, as `GET /tapes` answers them. */
export function sampleTapeTiles(loans: readonly Loan[]): TapeTile[] {
  return SAMPLE_TAPES.map((tape) => ({
    ...tape,
    count: loans.filter((loan) => loan.tape_name === tape.tape_name).length,
    lender_id: SAMPLE_PARTIES.lender,
  })).filter((tile) => tile.count > 0);
}

/** The body of a `/get_loans_list` answer: page `page` (1-based) of `limit` of `loans`. */
export function loansPage(loans: readonly Loan[], page = 1, limit = 500) {
  const docs = loans.slice((page - 1) * limit, page * limit);
  return {
    success: true as const,
    statusText: docs.length === 0 ? 'There are no records to display' : 'Success',
    data: { docs, page, limit, total: loans.length },
  };
}
