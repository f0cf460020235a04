/**
 * The calls spec §6 disables on a read-only page (chat, bid input, submit, reprice, transfer,
 * selection, reply, query fields), each made by the persona that may make it, with a request
 * good enough to reach the use case; exports, uploads and the grids: ./read-only-grid-actions.ts.
 */
import { writeXlsx } from '../../../spreadsheet/write-sheet';
import { QUERY, type ReadOnlyCase, type Seeded } from './read-only-scene';
import { DAY } from './trading-world';

const reply = (s: Seeded, blobName: string) => ({
  stipulation_id: s.stipulationId,
  docName: 'Photo',
  message: 'See the file',
  blobName,
});

/** The §6 actions, one call each. */
/** Queries, bids, transfers and selection. */
export const READ_ONLY_TRADE_CASES: readonly ReadOnlyCase[] = [
  {
    label: 'raise a query (stipulations_create)',
    by: 'investor',
    call: (c, s) =>
      c.post('/stipulations_create', { ...QUERY, loanId: s.loans[3], blobName: s.investorBlob }),
  },
  {
    label: 'reply (POST stipulations_reply)',
    by: 'dueDiligence',
    call: (c, s) => c.post('/stipulations_reply', reply(s, s.firmBlob)),
  },
  {
    label: 'reply (PUT stipulations_reply)',
    by: 'investor',
    call: (c, s) => c.put('/stipulations_reply', reply(s, s.investorBlob)),
  },
  {
    label: 'close a query (stipulations_close)',
    by: 'investor',
    call: (c, s) => c.put('/stipulations_close', { stipulation_id: s.stipulationId }),
  },
  {
    label: 'place a bid',
    by: 'investor',
    call: (c, s) => c.post('/place_bid', { bidId: s.bids[0], bidderId: 'investor-1', amount: 250_000 }),
  },
  {
    label: 'ask on a bid (bidStipulations)',
    by: 'investor',
    call: (c, s) =>
      c.post('/bidStipulations', { bidId: s.bids[0], bidderId: 'investor-1', message: 'Escrow?' }),
  },
  {
    label: 'upload bids in bulk',
    by: 'investor',
    call: (c, s) =>
      c.upload('/bulk_bid_upload', [
        {
          name: 'bids.xlsx',
          bytes: writeXlsx({ headers: ['_id', 'Bid Amount'], rows: [[s.loans[1]!, 1500]] }),
        },
      ]),
  },
  {
    label: 'open loans for bidding',
    by: 'lender',
    call: (c, s, w) =>
      c.post('/open_for_bidding', {
        loanIds: [s.loans[4]],
        validTill: new Date(w.deps.now().getTime() + DAY).toISOString(),
      }),
  },
  {
    label: 'reprice a loan',
    by: 'investor',
    call: (c, s) =>
      c.post('/repriceLoan', { loan_id: s.loans[0], reason: 'Low appraisal', new_price: '244000.25' }),
  },
  {
    label: 'transfer (transferLoanNew)',
    by: 'lender',
    call: (c, s) => c.post('/transferLoanNew', { loanIdArr: [s.loans[0]], investorId: 'investor-1' }),
  },
  {
    label: 'transfer without a sale (aggregatorTransfer)',
    by: 'lender',
    call: (c, s) =>
      c.post('/aggregatorTransfer', {
        loanIdArr: [s.loans[5]],
        lenderId: 'lender-1',
        investorId: 'investor-1',
      }),
  },
  {
    label: 'select loans (loanPool/add)',
    by: 'lender',
    call: (c, s) => c.post('/loanPool/add', { loanIds: [s.loans[3]] }),
  },
  {
    label: 'deselect loans (loanPool/remove)',
    by: 'lender',
    call: (c, s) => c.post('/loanPool/remove', { loanId: s.loans[3] }),
  },
];
