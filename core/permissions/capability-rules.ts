/**
 * The capability table of spec §6: for each capability, the personas that have it, the
 * read-only action that disables it on read-only pages, and the phrase used in refusals.
 * Rating-agency rules cover both rating-agency personas (plain and 17G5). The trading use
 * cases decide who may act from this table alone; where spec §6 is silent (who opens bids,
 * who pools, who decides a price) the rule follows who owns the thing acted on: lenders own
 * untraded loans, investors own what they bought, the platform operator runs the market.
 */
import { LOAN_PERSONAS, type LoanPersona, type TokenRole } from './actor';

/** The actions spec §6 disables on pages flagged read-only by the route configuration. */
export type ReadOnlyAction =
  | 'chat'
  | 'bid_input'
  | 'submit'
  | 'reprice'
  | 'transfer'
  | 'selection'
  | 'reply'
  | 'export'
  | 'upload'
  | 'query_fields';

/** What a persona may do on the loan-trading screens and in the trading use cases. */
export type PersonaCapability =
  | 'start_dd'
  | 'edit_stakeholder_bid_price'
  | 'export_stakeholder_data'
  | 'compare_fields'
  | 'asf_report'
  | 'resolve_query_with_final_docs'
  | 'generate_tapes'
  | 'see_tape_icon'
  | 'load_securitized_tapes'
  | 'see_status_insights'
  | 'choose_stage_and_second_party'
  | 'import_loan_files'
  | TradingCapability;

/** Trading use cases spec §6 does not list as screen controls (personas ours, see the header). */
export type TradingCapability =
  | 'import_tape'
  | 'open_bidding'
  | 'bid'
  | 'see_bidding_table'
  | 'close_expired_bids'
  | 'see_loans'
  | 'see_every_loan'
  | 'see_reviewed_tapes'
  | 'see_trading_parties'
  | 'update_loan_details'
  | 'keep_pool'
  | 'use_favourite_filters'
  | 'close_stipulation'
  | 'aggregator_transfer'
  | 'assign_servicer'
  | 'decide_stakeholder_prices'
  | 'complete_stakeholder_rows'
  | 'edit_purchase_price'
  | 'decide_purchases'
  | 'request_unstaking'
  | 'answer_unstaking'
  | 'see_stakes';

export type Capability = ReadOnlyAction | PersonaCapability;

export interface CapabilityRule {
  readonly personas: readonly LoanPersona[];
  /** The §6 read-only action this capability is; absent when it only reads. */
  readonly readOnlyAction?: ReadOnlyAction;
  /** Shown only where the screen's persona check is enabled (Import Loan Files, spec §6). */
  readonly needsPersonaCheck?: true;
  /** Token roles holding it whatever their persona: the operator (ispadmin) runs the market. */
  readonly roles?: readonly TokenRole[];
  /** Completes "… cannot <phrase>" in refusals. */
  readonly phrase: string;
}

const ALL = LOAN_PERSONAS;
const NON_LENDERS = ALL.filter((p) => p !== 'lender');
const DD: readonly LoanPersona[] = ['due_diligence'];
const INVESTOR: readonly LoanPersona[] = ['investor'];
const LENDER_OR_INVESTOR: readonly LoanPersona[] = ['lender', 'investor'];
const LENDER: readonly LoanPersona[] = ['lender'];
const REVIEWERS: readonly LoanPersona[] = ['due_diligence', 'rating_agency', 'rating_agency_17g5'];
const OPERATOR: readonly TokenRole[] = ['ispadmin'];
const OWNERS = LENDER_OR_INVESTOR;

/** The table itself; its type makes a new capability fail to compile until it has a rule. */
export const CAPABILITY_RULES: Readonly<Record<Capability, CapabilityRule>> = {
  chat: { personas: ALL, readOnlyAction: 'chat', phrase: 'open the stipulation chat' },
  bid_input: { personas: ALL, readOnlyAction: 'bid_input', phrase: 'enter bid amounts' },
  submit: { personas: ALL, readOnlyAction: 'submit', phrase: 'submit' },
  selection: { personas: ALL, readOnlyAction: 'selection', phrase: 'select loans' },
  reply: { personas: ALL, readOnlyAction: 'reply', phrase: 'reply to queries' },
  export: { personas: ALL, readOnlyAction: 'export', phrase: 'export data' },
  upload: { personas: ALL, readOnlyAction: 'upload', phrase: 'upload files' },
  query_fields: { personas: ALL, readOnlyAction: 'query_fields', phrase: 'raise queries' },
  reprice: { personas: NON_LENDERS, readOnlyAction: 'reprice', phrase: 'reprice loans' },
  transfer: { personas: LENDER_OR_INVESTOR, readOnlyAction: 'transfer', phrase: 'transfer loans' },
  start_dd: { personas: INVESTOR, readOnlyAction: 'upload', phrase: 'start due diligence' },
  edit_stakeholder_bid_price: { personas: INVESTOR, readOnlyAction: 'bid_input', phrase: 'edit bid prices' },
  export_stakeholder_data: { personas: DD, readOnlyAction: 'export', phrase: 'export stakeholder data' },
  compare_fields: { personas: DD, phrase: 'compare field data' },
  asf_report: { personas: DD, readOnlyAction: 'export', phrase: 'generate the ASF report' },
  resolve_query_with_final_docs: {
    personas: DD,
    readOnlyAction: 'upload',
    phrase: 'resolve queries with final documents',
  },
  generate_tapes: { personas: DD, phrase: 'generate tapes' },
  see_tape_icon: { personas: DD, phrase: 'open generated tapes' },
  load_securitized_tapes: { personas: DD, phrase: 'load securitized tapes' },
  see_status_insights: { personas: NON_LENDERS, phrase: 'see status and insights' },
  choose_stage_and_second_party: {
    personas: LENDER_OR_INVESTOR,
    readOnlyAction: 'query_fields',
    phrase: 'choose the stage and second party',
  },
  import_loan_files: {
    personas: ALL,
    readOnlyAction: 'upload',
    needsPersonaCheck: true,
    phrase: 'import loan files',
  },
  import_tape: { personas: LENDER, readOnlyAction: 'upload', phrase: 'import loan tapes' },
  open_bidding: { personas: LENDER, readOnlyAction: 'submit', phrase: 'open loans for bidding' },
  bid: { personas: INVESTOR, readOnlyAction: 'bid_input', phrase: 'bid on loans' },
  see_bidding_table: { personas: INVESTOR, phrase: 'see the bidding table' },
  close_expired_bids: { personas: [], roles: OPERATOR, phrase: 'close expired bids' },
  see_loans: { personas: ALL, phrase: 'see loans' },
  see_every_loan: { personas: [], roles: OPERATOR, phrase: 'see every loan' },
  see_reviewed_tapes: { personas: REVIEWERS, phrase: 'see the tapes under review' },
  see_trading_parties: { personas: ALL, roles: OPERATOR, phrase: 'see the trading parties' },
  keep_pool: { personas: LENDER_OR_INVESTOR, readOnlyAction: 'selection', phrase: 'keep a loan pool' },
  use_favourite_filters: { personas: ALL, phrase: 'use favourite filters' },
  close_stipulation: { personas: ALL, readOnlyAction: 'chat', phrase: 'resolve queries' },
  aggregator_transfer: { personas: LENDER, readOnlyAction: 'transfer', phrase: 'transfer without a sale' },
  assign_servicer: { personas: OWNERS, readOnlyAction: 'submit', phrase: 'assign servicers' },
  decide_stakeholder_prices: { personas: OWNERS, readOnlyAction: 'submit', phrase: 'decide on prices' },
  complete_stakeholder_rows: {
    personas: LENDER_OR_INVESTOR,
    roles: OPERATOR,
    readOnlyAction: 'submit',
    phrase: 'complete approved loans',
  },
  edit_purchase_price: { personas: INVESTOR, readOnlyAction: 'bid_input', phrase: 'change purchase prices' },
  decide_purchases: { personas: OWNERS, readOnlyAction: 'submit', phrase: 'approve or reject purchases' },
  update_loan_details: { personas: OWNERS, readOnlyAction: 'submit', phrase: 'update loan details' },
  // Staking (spec §9, core/staking): the buyer asks, the lender who staked answers.
  request_unstaking: { personas: INVESTOR, readOnlyAction: 'submit', phrase: 'ask to unstake loans' },
  answer_unstaking: { personas: LENDER, readOnlyAction: 'submit', phrase: 'answer unstaking requests' },
  see_stakes: { personas: LENDER_OR_INVESTOR, roles: OPERATOR, phrase: 'see stakes' },
};

/** Every capability, in table order. */
export const CAPABILITIES = Object.keys(CAPABILITY_RULES) as Capability[];
