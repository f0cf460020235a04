/**
 * Refusals of the party lists and the lender card. The spec shows no text for them; the
 * sentences are ours, short and plain, and `code` is what clients rely on.
 */
import { type DomainError, domainError } from '../errors/domain-error';

export const PARTY_MESSAGES = {
  lenderNotFound: 'Lender not found', // ours
  unknownPersona: 'Unknown persona', // ours
} as const;

export const partyErrors = {
  lenderNotFound: (userId: string): DomainError =>
    domainError('not_found', 'PARTIES.LENDER_NOT_FOUND', PARTY_MESSAGES.lenderNotFound, { userId }),
  unknownPersona: (persona: string): DomainError =>
    domainError('invalid', 'PARTIES.UNKNOWN_PERSONA', PARTY_MESSAGES.unknownPersona, { persona }),
} as const;
