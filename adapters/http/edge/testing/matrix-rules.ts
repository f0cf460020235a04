/**
 * Why: the matrix's expected verdicts must come from the core's rules, not from what the routes
 * answer. A route's rule is built here from the core's own predicates — `can` over the §6
 * capability table, `holdsByRole` for the operator, `isPlatformAdmin`, `isAdminOrSeller` — and
 * `allowed` applies it to a caller and the thing the request names.
 */
import { isPlatformAdmin } from '../../../../core/accounts/account-deps';
import type { Actor } from '../../../../core/permissions/actor';
import { can, holdsByRole } from '../../../../core/permissions/capabilities';
import type { Capability } from '../../../../core/permissions/capability-rules';
import { isAdminOrSeller } from '../../../../core/permissions/roles';
import type { CellContext, Relation, RouteRule, Target, TargetKind } from './matrix-types';
import type { Caller } from './matrix-world';
import type { RequestParts } from './openapi-requests';

/** Holds every capability named. */
export const holds =
  (...capabilities: Capability[]) =>
  (actor: Actor): boolean =>
    capabilities.every((c) => can(actor, c));

/** May see loans at all (`visibilityFor` is not null): the operator, or any loan persona. */
export const seesLoans = (actor: Actor): boolean => can(actor, 'see_every_loan') || can(actor, 'see_loans');

/** A tape may be taken out with `capability` (core/tapes/tape-loans.ts `mayTakeOut`). */
export const takesOut =
  (capability: Capability) =>
  (actor: Actor): boolean =>
    holdsByRole(actor, 'see_every_loan') || can(actor, capability);

const anyActor = () => true;
type Request = (ctx: CellContext) => Partial<RequestParts>;

/** No session needed (the document lists no security, or "none" among its alternatives). */
export const anyone = (request?: Request): RouteRule => ({ open: true, may: anyActor, request });
/** Any signed-in person, acting on their own things. */
export const signedIn = (request?: Request): RouteRule => ({ may: anyActor, request });
/** The platform admin only (spec §6 ispadmin). */
export const operator = (request?: Request): RouteRule => ({ may: isPlatformAdmin, request });
/** A business admin or seller (spec §6 "admin or seller status"). */
export const adminOrSeller = (request?: Request): RouteRule => ({
  may: (a) => isAdminOrSeller(a.role),
  request,
});

/** Holds `capability` by its token role, whatever its relation to the thing (core `holdsByRole`). */
export const byRole =
  (capability: Capability) =>
  (actor: Actor): boolean =>
    holdsByRole(actor, capability);

/** A rule gated by `may`, acting on a thing of `kind` its `parties` (or `bypass`) may act on. */
export function on(
  kind: TargetKind,
  parties: readonly Relation[] | null,
  may: (actor: Actor) => boolean,
  request?: Request,
  bypass?: (actor: Actor) => boolean,
): RouteRule {
  return { may, on: kind, ...(parties ? { parties } : {}), ...(bypass ? { bypass } : {}), request };
}

/** A rule gated by `may` alone (the route lists or acts on the caller's own things). */
export const gated = (may: (actor: Actor) => boolean, request?: Request): RouteRule => ({ may, request });

/** Whether the core's rules let `caller` make the call on `target`. */
export function allowed(rule: RouteRule, caller: Caller, target: Target | null): boolean {
  const actor = caller.actor;
  if (!actor) return rule.open === true;
  if (!rule.may(actor)) return false;
  if (!rule.parties || !target) return true;
  if (rule.bypass?.(actor)) return true;
  return rule.parties.some((r) => target.rel[r]?.includes(actor.userId) ?? false);
}
