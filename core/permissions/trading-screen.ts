/**
 * What the loan-trading screens show for a persona (spec §2 "Loan Records", §6): which
 * buttons are hidden, shown disabled (read-only page) or enabled, and the tape upload options.
 * Derived from the capability table so screens and use cases cannot disagree.
 */
import type { LoanPersona } from './actor';
import { can } from './capabilities';
import type { Capability } from './capability-rules';

export type ControlState = 'hidden' | 'disabled' | 'enabled';

export interface LoanTradingView {
  /** The loan records screen: lenders, investors and due-diligence users. */
  readonly showLoanRecords: boolean;
  readonly repriceButton: ControlState;
  readonly transferButton: ControlState;
  readonly statusInsightsColumn: boolean;
  readonly tapeIcon: boolean;
  readonly stageAndSecondPartySelectors: boolean;
  readonly tapeUploadOptions: readonly string[];
}

/** Tape upload choices of a due-diligence firm (spec §6). */
export const DUE_DILIGENCE_TAPE_OPTIONS = [
  'inTENT Tape1',
  'Scienna Fees',
  'Scienna Disclosures',
  'Scienna Loans',
  'newRez',
  'eResi Standard 1',
] as const;

/** Tape upload choices of every other persona (spec §6). */
export const STANDARD_TAPE_OPTIONS = ['ASF', 'Supplemental Data Extract'] as const;

/** The tape types a persona may upload. */
export function tapeUploadOptions(persona: LoanPersona | null): readonly string[] {
  return persona === 'due_diligence' ? DUE_DILIGENCE_TAPE_OPTIONS : STANDARD_TAPE_OPTIONS;
}

const LOAN_RECORDS_PERSONAS: readonly LoanPersona[] = ['lender', 'investor', 'due_diligence'];

/** A control is hidden when the persona lacks it, disabled when only the read-only page forbids it. */
function control(persona: LoanPersona | null, capability: Capability, readOnly: boolean): ControlState {
  if (!can({ persona }, capability)) return 'hidden';
  return can({ persona }, capability, { readOnly }) ? 'enabled' : 'disabled';
}

/** The loan-trading view for a persona, on a page that may be read-only. */
export function loanTradingView(
  persona: LoanPersona | null,
  options: { readonly readOnly?: boolean } = {},
): LoanTradingView {
  const readOnly = options.readOnly ?? false;
  return {
    showLoanRecords: persona !== null && LOAN_RECORDS_PERSONAS.includes(persona),
    repriceButton: control(persona, 'reprice', readOnly),
    transferButton: control(persona, 'transfer', readOnly),
    statusInsightsColumn: can({ persona }, 'see_status_insights'),
    tapeIcon: can({ persona }, 'see_tape_icon'),
    stageAndSecondPartySelectors: can({ persona }, 'choose_stage_and_second_party'),
    tapeUploadOptions: tapeUploadOptions(persona),
  };
}
