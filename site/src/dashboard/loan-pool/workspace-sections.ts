/**
 * Which task sections the loan-pool workspace shows a caller, in the order the tabs list them.
 * Every answer is read from the caller's screen (`GET /trading_screen`: core's LoanTradingView)
 * or, for the tasks that screen has no flag for, from core's capability table (`can`) — the
 * page never decides a permission of its own. A section is shown when the persona (or the token
 * role, for the operator) holds the task on a writable page; on a read-only page it is still
 * shown and its widgets disable every action (spec §6).
 */

import type { LoanPersona, TokenRole } from '../../../../core/permissions/actor';
import { can } from '../../../../core/permissions/capabilities';
import type { Capability } from '../../../../core/permissions/capability-rules';
import { PERSONA_LABELS } from '../../../../core/permissions/persona';

/** The caller's screen as far as the workspace reads it. */
export interface WorkspaceScreen {
  readonly persona: LoanPersona | null;
  readonly showLoanRecords: boolean;
}

/** One task of the workspace (a tab and its section). */
export type WorkspaceSection =
  | 'tapes'
  | 'import'
  | 'records'
  | 'bidding'
  | 'dueDiligence'
  | 'approvals'
  | 'notifications';

/** The due-diligence tools a caller gets inside the due-diligence section. */
export interface DueDiligenceTools {
  readonly startDd: boolean;
  readonly generateTapes: boolean;
  readonly finalDocs: boolean;
}

/** What the approvals section holds. */
export interface ApprovalGrids {
  readonly stakeholder: boolean;
  readonly purchase: boolean;
}

/** Whether the caller holds `capability`, the page's read-only flag aside (that only disables). */
function holds(screen: WorkspaceScreen, role: TokenRole | null, capability: Capability): boolean {
  return can({ persona: screen.persona, ...(role ? { role } : {}) }, capability, { readOnly: false });
}

/** Whether the caller sees any loans at all (core's loan visibility: every loan, or the caller's own). */
export function seesLoans(screen: WorkspaceScreen, role: TokenRole | null): boolean {
  return holds(screen, role, 'see_loans') || holds(screen, role, 'see_every_loan');
}

/** The due-diligence tools the caller's persona has (spec §6). */
export function dueDiligenceTools(screen: WorkspaceScreen, role: TokenRole | null): DueDiligenceTools {
  return {
    startDd: holds(screen, role, 'start_dd'),
    generateTapes: holds(screen, role, 'generate_tapes'),
    finalDocs: holds(screen, role, 'resolve_query_with_final_docs'),
  };
}

/** The decision grids the caller takes part in. */
export function approvalGrids(screen: WorkspaceScreen, role: TokenRole | null): ApprovalGrids {
  return {
    stakeholder:
      holds(screen, role, 'decide_stakeholder_prices') ||
      holds(screen, role, 'edit_stakeholder_bid_price') ||
      holds(screen, role, 'complete_stakeholder_rows'),
    purchase: holds(screen, role, 'decide_purchases') || holds(screen, role, 'edit_purchase_price'),
  };
}

/** The sections, in tab order, the caller's screen and capabilities allow. */
export function workspaceSections(screen: WorkspaceScreen, role: TokenRole | null): WorkspaceSection[] {
  const dd = dueDiligenceTools(screen, role);
  const grids = approvalGrids(screen, role);
  const shown: Record<WorkspaceSection, boolean> = {
    tapes: seesLoans(screen, role),
    import: holds(screen, role, 'import_tape'),
    records: screen.showLoanRecords,
    bidding: holds(screen, role, 'see_bidding_table'),
    dueDiligence: dd.startDd || dd.generateTapes || dd.finalDocs,
    approvals: grids.stakeholder || grids.purchase,
    notifications: true,
  };
  return (Object.keys(shown) as WorkspaceSection[]).filter((section) => shown[section]);
}

/** The persona's name as the spec writes it, or null when the caller has none. */
export function personaName(persona: LoanPersona | null): string | null {
  return persona === null ? null : PERSONA_LABELS[persona];
}
