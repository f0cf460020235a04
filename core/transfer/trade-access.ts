/**
 * Persona checks of spec §6 for the stipulation, document and transfer use cases — a small
 * local helper until the permissions area's `can(actor, capability)` lands. Ownership and
 * party checks live with each rule; this only answers "may this persona do it at all".
 */
import type { Actor, LoanPersona } from '../permissions/actor';

/** True when the actor's loan persona is one of `personas`. */
export function hasPersona(actor: Actor, personas: readonly LoanPersona[]): boolean {
  return actor.persona !== null && personas.includes(actor.persona);
}
