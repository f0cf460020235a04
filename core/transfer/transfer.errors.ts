/**
 * Refusals of due diligence, transfer, reprice and servicer assignment. Texts the spec gives
 * (§4, §8) come from the message catalogue; the others are ours. Assign-servicer failures all
 * read 'something went wrong' (spec §8); their codes tell them apart.
 */
import { type DomainError, domainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';

export const TRANSFER_MESSAGES = {
  tapeNotFound: 'Tape not found', // ours
  notADdFirm: 'The selected second party is not a due-diligence firm', // ours
  ddAlreadyStarted: 'Due diligence has already been started for this tape', // ours
  noStakeInTape: 'Bid on or price a loan of this tape before starting due diligence', // ours
  onlyAsYourself: 'You can only transfer loans as yourself', // ours
  sameParty: 'The lender and the investor must be different users', // ours
  loanNotFound: 'Loan not found', // ours
  openForBidding: 'A loan that is open for bidding cannot be transferred', // ours
  notWon: 'The investor has not bought this loan', // ours
  purchaseNotApproved: 'The purchase price of this loan has not been approved yet', // ours
  transferred: 'Loans transferred successfully', // ours
  cannotReprice: 'Only the investor who won a loan can reprice it', // ours
} as const;

const e = (kind: DomainError['kind'], code: string, message: string, details?: Record<string, unknown>) =>
  domainError(kind, code, message, details);

export const transferErrors = {
  tapeNotFound: (tapeName: string) =>
    e('not_found', 'DD.TAPE_NOT_FOUND', TRANSFER_MESSAGES.tapeNotFound, { tapeName }),
  notADdFirm: (userId: string) => e('invalid', 'DD.NOT_A_DD_FIRM', TRANSFER_MESSAGES.notADdFirm, { userId }),
  noStakeInTape: (tapeName: string) =>
    e('forbidden', 'DD.NO_STAKE', TRANSFER_MESSAGES.noStakeInTape, { tapeName }),
  ddAlreadyStarted: (tapeName: string) =>
    e('conflict', 'DD.ALREADY_STARTED', TRANSFER_MESSAGES.ddAlreadyStarted, { tapeName }),

  onlyAsYourself: () => e('forbidden', 'TRANSFER.NOT_SELF', TRANSFER_MESSAGES.onlyAsYourself),
  sameParty: () => e('invalid', 'TRANSFER.SAME_PARTY', TRANSFER_MESSAGES.sameParty),
  loansNotFound: (loanIds: readonly string[]) =>
    e('not_found', 'TRANSFER.LOAN_NOT_FOUND', TRANSFER_MESSAGES.loanNotFound, { loanIds }),
  alreadyTransferred: (loanIds: readonly string[]) =>
    e('conflict', 'TRANSFER.ALREADY_TRANSFERRED', MESSAGES.loansAlreadyTransferred, { loanIds }),
  openForBidding: (loanId: string) =>
    e('rule_violation', 'TRANSFER.OPEN_FOR_BIDDING', TRANSFER_MESSAGES.openForBidding, { loanId }),
  notWon: (loanId: string) => e('rule_violation', 'TRANSFER.NOT_WON', TRANSFER_MESSAGES.notWon, { loanId }),
  purchaseNotApproved: (loanId: string) =>
    e('rule_violation', 'TRANSFER.PURCHASE_NOT_APPROVED', TRANSFER_MESSAGES.purchaseNotApproved, { loanId }),
  ddNotStarted: (tapeName: string) =>
    e('rule_violation', 'TRANSFER.DD_NOT_STARTED', MESSAGES.startDueDiligence(tapeName), { tapeName }),
  ddIncomplete: (tapeName: string, stipulationIds: readonly string[]) =>
    e('rule_violation', 'TRANSFER.DD_INCOMPLETE', MESSAGES.completeDueDiligence(tapeName), {
      tapeName,
      stipulationIds,
    }),

  cannotReprice: () => e('forbidden', 'REPRICE.FORBIDDEN', TRANSFER_MESSAGES.cannotReprice),
  repriceLoanNotFound: (loanId: string) =>
    e('not_found', 'REPRICE.LOAN_NOT_FOUND', TRANSFER_MESSAGES.loanNotFound, { loanId }),
  repriceRaced: (loanId: string) => e('conflict', 'REPRICE.CHANGED', MESSAGES.somethingWentWrong, { loanId }),

  servicerNoLoans: () => e('invalid', 'SERVICER.NO_LOANS', MESSAGES.somethingWentWrongLower),
  servicerLoansNotFound: (loanIds: readonly string[]) =>
    e('not_found', 'SERVICER.LOAN_NOT_FOUND', MESSAGES.somethingWentWrongLower, { loanIds }),
  servicerNotOwner: (loanIds: readonly string[]) =>
    e('forbidden', 'SERVICER.NOT_OWNER', MESSAGES.somethingWentWrongLower, { loanIds }),
} as const satisfies Record<string, (...args: never[]) => DomainError>;
