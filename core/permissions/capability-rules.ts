/**
 * The capability table of spec §6: for each capability, the personas that have it, the
 * read-only action that disables it on read-only pages, and the phrase used in refusals.
 * Rating-agency rules cover both rating-agency personas (plain and 17G5).
 */
import { LOAN_PERSONAS, type LoanPersona } from './actor';

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
  | 'import_loan_files';

export type Capability = ReadOnlyAction | PersonaCapability;

export interface CapabilityRule {
  readonly personas: readonly LoanPersona[];
  /** The §6 read-only action this capability is; absent when it only reads. */
  readonly readOnlyAction?: ReadOnlyAction;
  /** Shown only where the screen's persona check is enabled (Import Loan Files, spec §6). */
  readonly needsPersonaCheck?: true;
  /** Completes "… cannot <phrase>" in refusals. */
  readonly phrase: string;
}

const ALL = LOAN_PERSONAS;
const NON_LENDERS = ALL.filter((p) => p !== 'lender');
const DD: readonly LoanPersona[] = ['due_diligence'];
const INVESTOR: readonly LoanPersona[] = ['investor'];
const LENDER_OR_INVESTOR: readonly LoanPersona[] = ['lender', 'investor'];

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
};

/** Every capability, in table order. */
export const CAPABILITIES = Object.keys(CAPABILITY_RULES) as Capability[];
