/**
 * The plain model the credential model-based test compares the use cases with: both machines
 * restated party by party, independently of the rule table in credential-machine.ts.
 */
import type { AccountsWorld } from '../../testing/accounts-world';
import type { CredentialStatus, ShareStatus } from '../credential';

export type Who = 'holder' | 'issuer' | 'requester' | 'stranger';
/** What the model knows: each credential's and share's status, and which credential a share carries. */
export interface Model {
  credentials: { id: string; status: CredentialStatus }[];
  shares: { id: string; status: ShareStatus; credential: number | null }[];
}
/** The system under test: a world and the ids of the four people. */
export interface Real {
  w: AccountsWorld;
  ids: Record<Who, string>;
}

/** The index of the `i`-th element (cyclically) among those matching `aim`, or among all when none match. */
export function pick<T>(list: readonly T[], i: number, aim: ((x: T) => boolean) | null): number {
  const matching = aim ? list.flatMap((x, k) => (aim(x) ? [k] : [])) : [];
  const pool = matching.length > 0 ? matching : list.map((_, k) => k);
  return pool[i % pool.length]!;
}

/** Open: the issuer has not decided yet. */
/** Open: the issuer has not decided yet. */
export const open = (s: CredentialStatus) => s === 'requested' || s === 'in_review';
/** Where a credential action leads by the model, or null when it is refused. */
export function credentialModel(status: CredentialStatus, action: string, who: Who): CredentialStatus | null {
  if (who === 'issuer' && action === 'review') return status === 'requested' ? 'in_review' : null;
  if (who === 'issuer' && (action === 'issue' || action === 'reject'))
    return open(status) ? (action === 'issue' ? 'issued' : 'rejected') : null;
  if (who === 'holder' && action === 'cancel') return open(status) ? 'cancelled' : null;
  return null;
}
/** Where a share action leads by the model, or null when it is refused. */
export function shareModel(status: ShareStatus, action: string, who: Who): ShareStatus | null {
  const judged = status === 'shared' || status === 'in_review';
  if (who === 'requester') {
    if (action === 'cancel') return status === 'requested' ? 'cancelled' : null;
    if (action === 'review') return status === 'shared' ? 'in_review' : null;
    if (action === 'approve') return judged ? 'approved' : null;
    if (action === 'reject') return judged ? 'rejected' : null;
  }
  if (who === 'holder' && action === 'reject') return status === 'requested' ? 'rejected' : null;
  return null;
}
