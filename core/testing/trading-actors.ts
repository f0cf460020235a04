/**
 * The actors of the trading tests: a business (token role BUSINESSADMIN) acting with one loan
 * persona, or the platform operator. One builder, so every area's tests cast parties alike.
 */
import type { Actor, LoanPersona } from '../permissions/actor';

/** A party with a loan persona (or none) and a display name. */
export function anActor(userId: string, persona: LoanPersona | null, name = userId): Actor {
  return { userId, role: 'BUSINESSADMIN', persona, name };
}

/** The platform operator (token role ispadmin, no persona) under its own user id. */
export function anOperator(userId: string): Actor {
  return { userId, role: 'ispadmin', persona: null, name: userId };
}
