/**
 * The document check of a loan (spec §7 processUserDocCheck → docCheckModels and status):
 * the loan's documents against the required checklist, with the modal of spec §8. Anyone who
 * may read the documents, and the investor who started due diligence on the tape, may run it.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { loanParties, mayCheckDocuments } from '../transfer/loan-parties';
import { type DocCheckModel, type DocumentStatusView, documentStatusView } from './document-check';
import { documentErrors } from './documents.errors';
import { checkDocuments, REQUIRED_DOCUMENTS, type RequiredDocument } from './required-documents';

export interface LoanDocumentCheck {
  readonly loanId: string;
  readonly docCheckModels: readonly DocCheckModel[];
  readonly view: DocumentStatusView;
}

/** Runs the check for one loan against `checklist` (the default list unless given). */
export async function checkLoanDocuments(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly loanId: string },
  checklist: readonly RequiredDocument[] = REQUIRED_DOCUMENTS,
): Promise<Result<LoanDocumentCheck, DomainError>> {
  return transact(deps.uow, async (s) => {
    const loan = await s.loans.get(input.loanId);
    if (!loan) return err(documentErrors.loanNotFound(input.loanId));
    if (!mayCheckDocuments(await loanParties(s, loan), actor.userId))
      return err(documentErrors.notAllowedToCheck());
    const docCheckModels = checkDocuments(checklist, await s.documents.forLoan(loan.id));
    return ok({ loanId: loan.id, docCheckModels, view: documentStatusView(docCheckModels) });
  });
}
