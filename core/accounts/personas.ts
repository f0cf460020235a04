/**
 * The two fixed registration persona ids of the partner variant of business registration
 * (spec §3 `persona_id`, §6 "Registration personas: personal vs business"). The spec fixes that
 * there are two but not their values; these are the platform's.
 */
export const REGISTRATION_PERSONA_IDS = {
  personal: 'persona-personal',
  business: 'persona-business',
} as const;

export type RegistrationPersona = keyof typeof REGISTRATION_PERSONA_IDS;

/** Which persona a `persona_id` names, or null for an unknown id. */
export function registrationPersonaOf(personaId: string): RegistrationPersona | null {
  if (personaId === REGISTRATION_PERSONA_IDS.personal) return 'personal';
  if (personaId === REGISTRATION_PERSONA_IDS.business) return 'business';
  return null;
}
