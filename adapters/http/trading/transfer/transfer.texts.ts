/**
 * The `statusText` of the transfer routes' successes. The spec's own texts where it has one
 * (§8 'Loans are being processed', 'price accepted successfully', 'Approved successfully');
 * the others are ours, short and plain. Transfers answer the core's own message.
 */
import { MESSAGES } from '../../../../core/errors/messages';

export const TRANSFER_TEXTS = {
  repriced: 'Loan repriced successfully', // ours
  servicerAssigned: 'Servicer assigned successfully', // ours
  stakeholderRows: 'Records fetched', // ours
  pricesSent: 'Prices sent successfully', // ours
  automationDone: 'Loans processed successfully', // ours
  retained: MESSAGES.updatedSuccessfully,
  purchasePriceUpdated: 'Price updated successfully', // ours
  purchaseApproved: MESSAGES.approvedSuccessfully,
  purchaseRejected: 'Rejected successfully', // ours
} as const;
