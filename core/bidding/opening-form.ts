/**
 * The Loan Tapes dialog's "open for bidding" action (spec §2 tile dialog actions, §6 lender):
 * who sees it (the capability table's `open_bidding`, disabled on a read-only page) and the
 * deadline the lender picks, checked before the call with the same rule the use case applies
 * (a bidding end in the future) and the same words. Pure: the screen passes its clock.
 */
import type { LoanPersona } from '../permissions/actor';
import { CAPABILITY_RULES } from '../permissions/capability-rules';
import type { ControlState } from '../permissions/trading-screen';
import { BIDDING_MESSAGES } from './bid.errors';

/** Texts of the opening form that the spec does not give. */
export const OPENING_MESSAGES = {
  deadlineRequired: 'Please choose when bidding ends', // ours
  noLoansSelected: BIDDING_MESSAGES.noLoansSelected,
  deadlineNotFuture: BIDDING_MESSAGES.validTillNotFuture,
} as const;

/** The action's state for a persona on a page that may be read-only. */
export function openingControl(persona: LoanPersona | null, readOnly: boolean): ControlState {
  if (persona === null || !CAPABILITY_RULES.open_bidding.personas.includes(persona)) return 'hidden';
  return readOnly ? 'disabled' : 'enabled';
}

/** The checked request, or the first reason it would be refused. */
export type OpeningCheck =
  | { readonly ok: true; readonly loanIds: readonly string[]; readonly validTill: string }
  | { readonly ok: false; readonly message: string };

/**
 * Checks the lender's choice: at least one loan and a deadline after `now`. `deadline` is a
 * `datetime-local` value ('2026-11-27T17:00'), read in the viewer's time zone, or an ISO string.
 *
 * @example checkOpening(['loan-1'], '2026-11-27T17:00', now) // { ok: true, loanIds, validTill: '…Z' }
 */
export function checkOpening(loanIds: readonly string[], deadline: string, now: Date): OpeningCheck {
  if (loanIds.length === 0) return { ok: false, message: OPENING_MESSAGES.noLoansSelected };
  if (deadline.trim() === '') return { ok: false, message: OPENING_MESSAGES.deadlineRequired };
  const at = new Date(deadline);
  if (Number.isNaN(at.getTime())) return { ok: false, message: OPENING_MESSAGES.deadlineRequired };
  if (at.getTime() <= now.getTime()) return { ok: false, message: OPENING_MESSAGES.deadlineNotFuture };
  return { ok: true, loanIds, validTill: at.toISOString() };
}
