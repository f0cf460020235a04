/**
 * Refusals of the loan queries in this folder that the core areas do not already give. The
 * spec shows no text for them; the sentences are ours, short and plain.
 */
import { type DomainError, domainError } from '../../../../../core/errors/domain-error';

export const QUERY_MESSAGES = {
  loanNotFound: 'Loan not found', // ours
  noLoanPersona: 'Only trading parties can see this', // ours
  lenderNotFound: 'Lender not found', // ours
  unknownPersona: 'Unknown persona', // ours
  notTapeLender: 'Notifications about a tape go to its lender', // ours
} as const;

export const queryErrors = {
  loanNotFound: (loanId: string): DomainError =>
    domainError('not_found', 'LOAN.NOT_FOUND', QUERY_MESSAGES.loanNotFound, { loanId }),
  noLoanPersona: (): DomainError =>
    domainError('forbidden', 'PARTIES.FORBIDDEN', QUERY_MESSAGES.noLoanPersona),
  lenderNotFound: (userId: string): DomainError =>
    domainError('not_found', 'PARTIES.LENDER_NOT_FOUND', QUERY_MESSAGES.lenderNotFound, { userId }),
  unknownPersona: (persona: string): DomainError =>
    domainError('invalid', 'PARTIES.UNKNOWN_PERSONA', QUERY_MESSAGES.unknownPersona, { persona }),
  notTapeLender: (userId: string, tapeName: string): DomainError =>
    domainError('rule_violation', 'NOTIFY.NOT_TAPE_LENDER', QUERY_MESSAGES.notTapeLender, {
      userId,
      tapeName,
    }),
} as const;
