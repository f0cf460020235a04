/**
 * The one permission check of the trading use cases: the capability table of
 * core/permissions (`CAPABILITY_RULES`), including its `roles` column — a token role listed
 * there (the platform operator) holds the capability whatever its persona; everyone else is
 * judged by `requireCapability` (persona, screen setting, read-only page). Use cases call
 * these and nothing else to decide who may act; ownership and party rules come after.
 */
import { type DomainError, domainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { type CapabilityContext, requireCapability } from '../permissions/capabilities';
import { CAPABILITY_RULES, type Capability } from '../permissions/capability-rules';

/** Refusal of a capability only a token role (the operator) holds. */
export const operatorOnly = (phrase: string): DomainError =>
  domainError('forbidden', 'PERMISSION.OPERATOR', `Only the platform operator can ${phrase}.`);

/**
 * Ok when `actor` may use `capability`, else the table's refusal (kind 'forbidden').
 *
 * @example
 * const allowed = requireTradeCapability(actor, 'open_bidding');
 * if (!allowed.ok) return allowed;
 */
export function requireTradeCapability(
  actor: Pick<Actor, 'persona' | 'role'>,
  capability: Capability,
  context: CapabilityContext = {},
): Result<void, DomainError> {
  if (holdsByRole(actor, capability)) return ok(undefined);
  const rule = CAPABILITY_RULES[capability];
  if (rule.personas.length === 0) return err(operatorOnly(rule.phrase));
  return requireCapability(actor, capability, context);
}

/** True when `actor` holds `capability` by its token role (acts for the market, not as a party). */
export function holdsByRole(actor: Pick<Actor, 'role'>, capability: Capability): boolean {
  return CAPABILITY_RULES[capability].roles?.includes(actor.role) ?? false;
}

/** Whether `actor` may use `capability` (the yes/no form of `requireTradeCapability`). */
export function canTrade(
  actor: Pick<Actor, 'persona' | 'role'>,
  capability: Capability,
  context: CapabilityContext = {},
): boolean {
  return requireTradeCapability(actor, capability, context).ok;
}
