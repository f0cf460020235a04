/**
 * Why: the authorisation matrix is data — a rule per documented operation, the things a rule's
 * requests may name, who stands in which relation to each — so that a verdict is computed from
 * the core's rules and a request built from the document. These are the shapes of that data.
 */
import type { Actor } from '../../../../core/permissions/actor';
import type { Caller } from './matrix-world';
import type { RequestParts } from './openapi-requests';

/** Kinds of thing a route acts on that belong to someone. */
export type TargetKind =
  | 'loan'
  | 'tape'
  | 'bid'
  | 'thread'
  | 'stipulation'
  | 'row'
  | 'approval'
  | 'filter'
  | 'batch'
  | 'blob'
  | 'unstake'
  | 'business'
  | 'address'
  | 'contract'
  | 'ecosystem'
  | 'credential';

/** How a person stands to a thing (each decided by a core rule, see matrix-targets.ts). */
export type Relation =
  | 'sees'
  | 'owns'
  | 'lends'
  | 'winner'
  | 'ddFirm'
  | 'ddInvestor'
  | 'readsDocs'
  | 'checksDocs'
  | 'stipParty'
  | 'prices'
  | 'staker'
  | 'staked'
  | 'party'
  | 'decides'
  | 'member'
  | 'admin';

/** One thing a request may name. */
export interface Target {
  readonly kind: TargetKind;
  /** For the report: 'loan AGF-A-000010 (listed)'. */
  readonly label: string;
  /** The values a request names it by (`id`, `tapeName`, `loanNumber`, `bidderId` …). */
  readonly ref: Readonly<Record<string, string>>;
  /** Who stands in which relation to it, by user id. */
  readonly rel: Partial<Record<Relation, readonly string[]>>;
}

/** What a request is built from. */
export interface CellContext {
  readonly caller: Caller;
  readonly target: Target | null;
  /** The platform's clock now. */
  readonly now: Date;
  /** The demo's due-diligence firm and first investor (the second parties a request may name). */
  readonly firmId: string;
  readonly investorId: string;
  /** A file `userId` uploaded (which they may cite), or '' if none. */
  readonly blobOf: (userId: string) => string;
}

/**
 * Who may call an operation. `may` is a predicate over the actor built from the core's rules
 * (capabilities, token roles); `open` lets the anonymous in too. With `on`, the request names a
 * thing of that kind and only callers in one of `parties` to it may act — unless `bypass` lets
 * them in whatever their relation (the operator, by its token role, runs the market).
 */
export interface RouteRule {
  readonly open?: true;
  readonly may: (actor: Actor) => boolean;
  readonly on?: TargetKind;
  readonly parties?: readonly Relation[];
  readonly bypass?: (actor: Actor) => boolean;
  /** The call replaces or ends the caller's session: it runs after every other operation (ending last). */
  readonly last?: 'replaces' | 'ends';
  /** The request's inputs beyond what the document's schema samples give. */
  readonly request?: (ctx: CellContext) => Partial<RequestParts>;
}
