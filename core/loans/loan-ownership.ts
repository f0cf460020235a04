/**
 * Who owns a loan, as the loan detail panel tells the person looking at it (spec §3
 * loan_header_properties.loanOwnership.recent_version: isLoanTransferred, OwnedBy): whether the
 * loan is theirs and whether it has changed owner since its tape was imported. Pure, so every
 * screen that shows a loan's owner says it the same way.
 */
import type { DetailLine } from './loan-detail';

/** The loan's most recent ownership record, as the API sends it. */
export interface LoanOwnershipRecord {
  readonly isLoanTransferred: boolean;
  readonly OwnedBy: string;
}

export const OWNERSHIP_TEXT = {
  title: 'Ownership',
  owner: 'Owner',
  you: 'You',
  other: 'Another party',
  transferred: 'Transferred',
  yes: 'Yes, the loan has changed owner',
  no: 'No, still with its lender',
} as const;

/**
 * The panel's ownership lines for the viewer `viewerId` (the id they act as; null while it is
 * not known, when the owner is named by neither word).
 */
export function ownershipLines(record: LoanOwnershipRecord, viewerId: string | null): DetailLine[] {
  const T = OWNERSHIP_TEXT;
  const owner = viewerId === null ? '-' : record.OwnedBy === viewerId ? T.you : T.other;
  return [
    { label: T.owner, value: owner },
    { label: T.transferred, value: record.isLoanTransferred ? T.yes : T.no },
  ];
}
