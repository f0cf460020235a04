/**
 * The transfer-and-pricing dialogs' wording. The spec's texts (§4 guards, §5 field messages,
 * §8 'something went wrong') come from core's catalogues and reach the user through the
 * server's answers and the forms; these are the labels and the few sentences the spec has no
 * words for.
 */

/** Labels and our own sentences of the transfer, reprice and servicer dialogs. */
export const TRANSFER_TEXT = {
  transferTitle: 'Transfer',
  transferButton: 'Transfer',
  cancel: 'Cancel',
  confirmTransfer: (count: number, party: string) =>
    `Transfer ${count} loan${count === 1 ? '' : 's'} to ${party}? The loans change owner at once.`,
  confirmAggregate: (count: number, party: string) =>
    `Move ${count} loan${count === 1 ? '' : 's'} to ${party} without a sale? The loans change owner at once.`,
  sellTo: 'Buyer',
  buyFrom: 'Seller',
  noBuyer: 'The selected loans have no buyer yet.',
  severalBuyers: 'The selected loans were bought by different investors; transfer them one buyer at a time.',
  severalOwners: 'The selected loans belong to different owners; transfer them one owner at a time.',
  unknownLoans: 'The selected loans could not be read; select them again in the table.',
  notYours: 'Only lenders and investors transfer loans.',
  repriceTitle: 'Reprice Loan',
  repriceSubmit: 'Submit',
  loanIdLabel: 'Loan Id',
  reasonLabel: 'Reason',
  priceLabel: 'Price ($)',
  servicerTitle: 'Assign Servicer',
  servicerLabel: 'Servicer',
  servicerPlaceholder: 'Select a servicer',
  feeLabel: 'Servicing fee ($)',
  servicerSubmit: 'Assign',
  loansSelected: (count: number) => `${count} loan${count === 1 ? '' : 's'} selected`,
  readOnly: 'This page is read-only.',
} as const;
