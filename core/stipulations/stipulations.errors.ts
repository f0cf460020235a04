/**
 * Refusals of the stipulations area. Texts the spec gives (§4, §5) come from the catalogues;
 * where it gives none the sentence is ours. A thread the caller is not a party to is reported
 * as not found, so its existence and content never leak.
 */
import { type DomainError, domainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';

export const STIPULATION_MESSAGES = {
  loanNotFound: 'Loan not found', // ours
  notFound: 'Stipulation not found', // ours
  notAParty: 'You are not a party to the due diligence of this loan', // ours
  secondPartyNotAllowed: 'The selected second party is not part of the due diligence of this loan', // ours
  finalDocsRequired: 'Please upload the generated tapes & final docs', // ours, after the dialog title of spec §2
  finalReply: 'Final documents uploaded', // ours: the closing reply of a due-diligence resolve
  finalDocsName: 'Final documents', // ours: the document name of that reply
} as const;

export const stipulationErrors = {
  loanNotFound: (loanId: string): DomainError =>
    domainError('not_found', 'STIPULATION.LOAN_NOT_FOUND', STIPULATION_MESSAGES.loanNotFound, { loanId }),
  notFound: (id: string): DomainError =>
    domainError('not_found', 'STIPULATION.NOT_FOUND', STIPULATION_MESSAGES.notFound, { id }),
  notAParty: (): DomainError =>
    domainError('forbidden', 'STIPULATION.NOT_A_PARTY', STIPULATION_MESSAGES.notAParty),
  secondPartyNotAllowed: (partyB: string): DomainError =>
    domainError('forbidden', 'STIPULATION.SECOND_PARTY', STIPULATION_MESSAGES.secondPartyNotAllowed, {
      partyB,
    }),
  secondPartyRequired: (): DomainError =>
    domainError('invalid', 'STIPULATION.INVALID', MESSAGES.selectRequiredField, {
      fields: { partyB: MESSAGES.selectRequiredField },
    }),
  resolvedForStage: (): DomainError =>
    domainError('rule_violation', 'STIPULATION.STAGE_RESOLVED', MESSAGES.queryResolvedForStage),
  alreadyClosed: (id: string): DomainError =>
    domainError('conflict', 'STIPULATION.CLOSED', MESSAGES.stipulationAlreadyClosed, { id }),
  finalDocsRequired: (): DomainError =>
    domainError('invalid', 'STIPULATION.FINAL_DOCS_REQUIRED', STIPULATION_MESSAGES.finalDocsRequired),
} as const;
