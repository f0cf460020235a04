/**
 * The decision guard of the stakeholder grid (spec §4): Approve and Reject are refused when any
 * selected row is in progress, and allowed only when every selected row is neither retained
 * nor on the platform. Kept apart from `stakeholder-rules.ts` (which needs the capability
 * table) so the widgets apply the same guard without pulling anything else.
 */
import type { StakeholderStatus } from './stakeholder-row';

/** The part of a row the decision guard looks at. */
export interface DecisionFacts {
  readonly status: StakeholderStatus;
  readonly retain: boolean;
  readonly onPlatform: boolean;
}

export type DecisionRefusal = 'in_progress' | 'retained_or_on_platform';

/** Why Approve/Reject are refused for a selection, or null when they are allowed. */
export function decisionRefusal(rows: readonly DecisionFacts[]): DecisionRefusal | null {
  if (rows.some((r) => r.status === 'inprogress')) return 'in_progress';
  if (rows.some((r) => r.retain || r.onPlatform)) return 'retained_or_on_platform';
  return null;
}
