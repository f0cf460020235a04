/**
 * The Transfer stories' rows and answers: two loans of one tape won by the sample investor,
 * and the server's transferLoanNew answer for them.
 */
import type { TransferLoan } from '../../../widgets/trading/transfer';
import { SAMPLE_PARTIES, sampleLoans } from '../support';

/** The tape of the sample loans. */
export const TAPE = 'Agrifields-ASF-2024';
/** Two loans the sample investor won. */
export const WON: TransferLoan[] = sampleLoans(2).map((loan) => ({
  ...loan,
  tape_name: TAPE,
  stakeholders: [
    { party: SAMPLE_PARTIES.lender, persona: 'lender', hexID: '0000000000000001', valid: true },
    { party: SAMPLE_PARTIES.investor, persona: 'winner', hexID: '0000000000000002', valid: true },
  ],
}));
/** Their `_id`s. */
export const IDS = WON.map((l) => l._id);
/** The transferLoanNew answer for them. */
export const DONE = {
  success: true,
  statusText: 'Loans transferred successfully',
  error: null,
  hedging: { message: '' },
  result: IDS.map((id) => ({
    _id: id,
    from: SAMPLE_PARTIES.lender,
    to: SAMPLE_PARTIES.investor,
    kind: 'sale',
    price: 250000,
    settlementDate: '2026-11-26',
    tape_name: TAPE,
    transferredAt: '2026-11-26T12:00:00.000Z',
  })),
};
