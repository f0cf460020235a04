/**
 * Refusals of the documents area. The spec shows no wording for them, so the sentences are
 * ours (short and plain); field messages come from core/validation, and `code` is what
 * clients rely on.
 */
import { type DomainError, domainError } from '../errors/domain-error';
import { VALIDATION_MESSAGES } from '../validation/messages';

export const DOCUMENT_MESSAGES = {
  loanNotFound: 'Loan not found', // ours
  notAllowedToRead:
    'Only the loan owner, its due-diligence firm and the winning bidder can see its documents', // ours
  notAllowedToCheck: 'You are not a party to this loan', // ours
  notOwner: 'Only the owner of the loan can upload its documents', // ours
  uploadRaced: 'This document was updated at the same time; please upload it again', // ours
} as const;

export const documentErrors = {
  loanNotFound: (loanId: string): DomainError =>
    domainError('not_found', 'DOCUMENT.LOAN_NOT_FOUND', DOCUMENT_MESSAGES.loanNotFound, { loanId }),
  notAllowedToRead: (): DomainError =>
    domainError('forbidden', 'DOCUMENT.FORBIDDEN', DOCUMENT_MESSAGES.notAllowedToRead),
  notAllowedToCheck: (): DomainError =>
    domainError('forbidden', 'DOCUMENT.CHECK_FORBIDDEN', DOCUMENT_MESSAGES.notAllowedToCheck),
  notOwner: (): DomainError => domainError('forbidden', 'DOCUMENT.NOT_OWNER', DOCUMENT_MESSAGES.notOwner),
  uploadRaced: (documentName: string): DomainError =>
    domainError('conflict', 'DOCUMENT.VERSION_TAKEN', DOCUMENT_MESSAGES.uploadRaced, { documentName }),
  /**
   * A cited blob that is not one of the caller's uploads (spec §5 'Please upload a valid file').
   * Unknown, malformed and someone else's names answer alike, so a refusal never tells whether a
   * name exists.
   */
  unknownBlob: (field: string): DomainError =>
    domainError('invalid', 'UPLOAD.UNKNOWN_BLOB', VALIDATION_MESSAGES.uploadValidFile, { field }),
} as const;
