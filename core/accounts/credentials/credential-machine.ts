/**
 * The two state machines of credentials, as data. Each rule says which party may take which
 * action from which status, and where it leads; anything not listed is refused. Final states
 * (issued, rejected, cancelled; approved, rejected, cancelled) have no rules out.
 *
 * Credential (holder ↔ issuer):
 *   holder  request                    → requested
 *   issuer  review   requested         → in_review
 *   issuer  issue    requested|in_review → issued
 *   issuer  reject   requested|in_review → rejected
 *   holder  cancel   requested|in_review → cancelled
 *
 * Share (holder ↔ requester):
 *   requester request                     → requested
 *   holder    share   (new)|requested      → shared
 *   requester cancel  requested            → cancelled
 *   holder    reject  requested            → rejected   (declines to share)
 *   requester review  shared               → in_review
 *   requester approve shared|in_review     → approved
 *   requester reject  shared|in_review     → rejected
 */
import type { CredentialStatus, ShareStatus } from './credential';

export type CredentialAction = 'review' | 'issue' | 'reject' | 'cancel';
export type ShareAction = 'cancel' | 'reject' | 'review' | 'approve' | 'share';
export type CredentialParty = 'holder' | 'issuer';
export type ShareParty = 'holder' | 'requester';

export interface Rule<S, A, P> {
  readonly action: A;
  readonly by: P;
  readonly from: readonly S[];
  readonly to: S;
}

export const CREDENTIAL_RULES: readonly Rule<CredentialStatus, CredentialAction, CredentialParty>[] = [
  { action: 'review', by: 'issuer', from: ['requested'], to: 'in_review' },
  { action: 'issue', by: 'issuer', from: ['requested', 'in_review'], to: 'issued' },
  { action: 'reject', by: 'issuer', from: ['requested', 'in_review'], to: 'rejected' },
  { action: 'cancel', by: 'holder', from: ['requested', 'in_review'], to: 'cancelled' },
];

export const SHARE_RULES: readonly Rule<ShareStatus, ShareAction, ShareParty>[] = [
  { action: 'share', by: 'holder', from: ['requested'], to: 'shared' },
  { action: 'cancel', by: 'requester', from: ['requested'], to: 'cancelled' },
  { action: 'reject', by: 'holder', from: ['requested'], to: 'rejected' },
  { action: 'review', by: 'requester', from: ['shared'], to: 'in_review' },
  { action: 'approve', by: 'requester', from: ['shared', 'in_review'], to: 'approved' },
  { action: 'reject', by: 'requester', from: ['shared', 'in_review'], to: 'rejected' },
];

/** Where `action` by `party` leads from `status`, or null when the rules do not allow it. */
export function nextStatus<S, A, P>(
  rules: readonly Rule<S, A, P>[],
  status: S,
  action: A,
  party: P,
): S | null {
  return rules.find((r) => r.action === action && r.by === party && r.from.includes(status))?.to ?? null;
}

/** True when some party can still act on a thing in `status`. */
export function isOpen<S, A, P>(rules: readonly Rule<S, A, P>[], status: S): boolean {
  return rules.some((r) => r.from.includes(status));
}

/** Share statuses in which the requester may see the shared credential. */
export const SHARE_VISIBLE: readonly ShareStatus[] = ['shared', 'in_review', 'approved'];
