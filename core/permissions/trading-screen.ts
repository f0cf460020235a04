/**
 * What the loan-trading screens show for a persona (spec §2 "Loan Records", §6): which
 * buttons are hidden, shown disabled (read-only page) or enabled, and the tape upload options.
 * Derived from the capability table so screens and use cases cannot disagree; `tradingScreenOf`
 * reads the page's read-only flag and the persona check from the actor, as the use cases do.
 */
import type { Actor, LoanPersona } from './actor';
import { type CapabilityContext, can, contextOf } from './capabilities';
import type { Capability } from './capability-rules';

export type ControlState = 'hidden' | 'disabled' | 'enabled';

export interface LoanTradingView {
  /** The loan records screen: lenders, investors and due-diligence users. */
  readonly showLoanRecords: boolean;
  readonly repriceButton: ControlState;
  readonly transferButton: ControlState;
  /** Import Loan Files of the stakeholder grid: hidden unless the persona check is enabled. */
  readonly importLoanFilesButton: ControlState;
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

/** A control is hidden when the persona (or the screen) lacks it, disabled when only the read-only page forbids it. */
function control(
  persona: LoanPersona | null,
  capability: Capability,
  where: CapabilityContext,
): ControlState {
  if (!can({ persona }, capability, { ...where, readOnly: false })) return 'hidden';
  return can({ persona }, capability, where) ? 'enabled' : 'disabled';
}

/** The loan-trading view for a persona, on a page that may be read-only, with or without the persona check. */
export function loanTradingView(
  persona: LoanPersona | null,
  options: CapabilityContext = {},
): LoanTradingView {
  const where = {
    readOnly: options.readOnly ?? false,
    personaCheckEnabled: options.personaCheckEnabled ?? false,
  };
  return {
    showLoanRecords: persona !== null && LOAN_RECORDS_PERSONAS.includes(persona),
    repriceButton: control(persona, 'reprice', where),
    transferButton: control(persona, 'transfer', where),
    importLoanFilesButton: control(persona, 'import_loan_files', where),
    statusInsightsColumn: can({ persona }, 'see_status_insights'),
    tapeIcon: can({ persona }, 'see_tape_icon'),
    stageAndSecondPartySelectors: can({ persona }, 'choose_stage_and_second_party'),
    tapeUploadOptions: tapeUploadOptions(persona),
  };
}

/** The view the caller's screens show: their persona, their route configuration's read-only flag and persona check. */
export function tradingScreenOf(actor: Pick<Actor, 'persona' | 'screens'>): LoanTradingView {
  return loanTradingView(actor.persona, contextOf(actor));
}
