/**
 * /lender-actions (spec §2): which view the query asks for — wip, transferTape, submitBid,
 * setApproval or afterClosure, on the tape named by tapeName; any other action shows nothing —
 * and where an anonymous visitor goes: back in history, or to /login when there is no page to
 * go back to. Pure rules, tested on their own.
 */
import { LENDER_ACTIONS, type LenderAction } from '../../../../core/notifications/notify-default-user';

export type { LenderAction };

/** The view asked for: a known action and its tape ('' when the link names none). */
export interface LenderActionRequest {
  readonly action: LenderAction;
  readonly tapeName: string;
}

/** The known action of the query, or null (unknown or absent: the page shows nothing). */
export function readLenderAction(params: URLSearchParams): LenderActionRequest | null {
  const action = params.get('action') ?? '';
  if (!(LENDER_ACTIONS as readonly string[]).includes(action)) return null;
  return { action: action as LenderAction, tapeName: params.get('tapeName')?.trim() ?? '' };
}

/**
 * Where an anonymous visitor is sent: 'back' when the tab has a page before this one
 * (`history.length` above 1, or react-router's entry index above 0), else 'login'.
 */
export function anonymousExit(history: {
  readonly length: number;
  readonly state: unknown;
}): 'back' | 'login' {
  const idx = (history.state as { idx?: unknown } | null)?.idx;
  return history.length > 1 || (typeof idx === 'number' && idx > 0) ? 'back' : 'login';
}
