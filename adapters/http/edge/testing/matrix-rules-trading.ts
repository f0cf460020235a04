/**
 * Why: who may call each loan, pool, party, bidding and staking route, in the core's terms
 * (spec §6 capabilities, core/loans/visibility.ts, core/bidding, core/staking), with a request
 * good enough to reach the use case for the caller who may. Keyed "METHOD /path" as the OpenAPI
 * document names the operation; the matrix fails on a documented operation missing here.
 */
import { writeXlsx } from '../../../spreadsheet/write-sheet';
import { byRole, gated, holds, on, seesLoans, signedIn } from './matrix-rules';
import type { CellContext, RouteRule } from './matrix-types';

const MAX = '500';
const self = (c: CellContext) => c.caller.userId;
const ref = (c: CellContext) => c.target!.ref;
const page = { page: 1, limit: Number(MAX) };
const inADay = (c: CellContext) => new Date(c.now.getTime() + 86_400_000).toISOString();

export const TRADING_RULES: Readonly<Record<string, RouteRule>> = {
  'GET /get_loans_list': gated(seesLoans, () => ({ query: { page: '1', limit: MAX } })),
  'POST /get_loans_list': gated(seesLoans, () => ({ json: page })),
  'GET /get_loans_list/states': on(
    'loan',
    ['sees'],
    seesLoans,
    (c) => ({ query: { _id: ref(c).id! } }),
    byRole('see_every_loan'),
  ),
  'GET /tapes': gated(seesLoans),
  'GET /tapes/{tapeName}/loans': on(
    'tape',
    ['sees'],
    seesLoans,
    (c) => ({ pathParams: { tapeName: ref(c).tapeName! }, query: { page: '1', limit: MAX } }),
    byRole('see_every_loan'),
  ),
  'POST /loanPool/add': on('loan', ['sees'], holds('keep_pool'), (c) => ({ json: { loanIds: [ref(c).id] } })),
  'POST /loanPool/remove': on('loan', ['sees'], holds('keep_pool'), (c) => ({
    json: { loanIds: [ref(c).id] },
  })),
  'GET /loanPool/summary': gated(holds('keep_pool'), () => ({ query: { page: '1', limit: MAX } })),
  'GET /favourite_filters': gated(holds('use_favourite_filters')),
  'POST /favourite_filters': gated(holds('use_favourite_filters'), (c) => ({
    json: { name: `Matrix ${c.caller.key}`, value: [{ label: 'fico', value: [700, 800] }] },
  })),
  'DELETE /favourite_filters/{id}': on('filter', ['party'], holds('use_favourite_filters'), (c) => ({
    pathParams: { id: ref(c).id! },
  })),
  'POST /get_price_adjustment': on(
    'loan',
    ['sees'],
    seesLoans,
    (c) => ({ json: { loanIds: [ref(c).id] } }),
    byRole('see_every_loan'),
  ),
  'GET /pool_analysis': on(
    'loan',
    ['sees'],
    seesLoans,
    (c) => ({ query: { loanIds: ref(c).id! } }),
    byRole('see_every_loan'),
  ),
  'POST /viewSecuritizedTape': gated(holds('load_securitized_tapes'), (c) => ({ json: { userId: self(c) } })),
  'POST /loan_Processing': gated(seesLoans, (c) => ({ json: { userId: self(c) } })),
  'GET /display_all_lender': gated(holds('see_trading_parties'), () => ({ query: { persona: 'lender' } })),
  'GET /display-all-lenders': gated(holds('see_trading_parties'), () => ({ query: { persona: 'lender' } })),
  'GET /lender_details': on('tape', null, holds('see_trading_parties'), (c) => ({
    query: { lenderId: ref(c).lenderId! },
  })),
  'GET /lender_credentials': on('tape', null, holds('see_trading_parties'), (c) => ({
    query: { lenderId: ref(c).lenderId! },
  })),
  'POST /notify_default_user': on(
    'tape',
    ['sees'],
    seesLoans,
    (c) => ({ json: { userId: ref(c).lenderId, notificationType: 'wip', tapeName: ref(c).tapeName } }),
    byRole('see_every_loan'),
  ),
  'GET /notifications': signedIn(() => ({ query: { limit: '100' } })),
  'GET /trading_screen': signedIn(),

  'GET /bidding_table': gated(holds('see_bidding_table'), (c) => ({
    query: { bidderId: self(c), page: '1', limit: MAX },
  })),
  'POST /bidding_table': gated(holds('see_bidding_table'), (c) => ({ json: { bidderId: self(c), ...page } })),
  'POST /view_After_Bidding': gated(holds('see_bidding_table'), (c) => ({ json: { userId: self(c) } })),
  'POST /place_bid': on('bid', ['sees'], holds('bid'), (c) => ({
    json: { bidId: ref(c).id, bidderId: self(c), amount: 2_000_000 },
  })),
  'POST /open_for_bidding': on('loan', ['owns'], holds('open_bidding'), (c) => ({
    json: { loanIds: [ref(c).id], validTill: inADay(c) },
  })),
  'GET /viewBidStipulations': on(
    'thread',
    ['party'],
    () => true,
    (c) => ({
      query: { bidId: ref(c).bidId!, bidderId: ref(c).bidderId! },
    }),
  ),
  'POST /bidStipulations': on('thread', ['party'], holds('chat'), (c) => ({
    json: {
      bidId: ref(c).bidId,
      bidderId: ref(c).bidderId,
      bidderName: 'x',
      message: 'Is the title insured?',
    },
  })),
  'POST /bulk_bid_upload': on('loan', ['sees'], holds('bid'), (c) => ({
    query: { confirm: 'true' },
    form: {
      file: new File(
        [new Uint8Array(writeXlsx({ headers: ['_id', 'Bid Amount'], rows: [[ref(c).id!, 2_000_000]] }))],
        'bids.xlsx',
      ),
    },
  })),
  'GET /bids/export': gated(holds('export', 'see_bidding_table')),

  'GET /staking/loans/{loanId}': on(
    'loan',
    ['owns', 'staker'],
    holds('see_stakes'),
    (c) => ({
      pathParams: { loanId: ref(c).id! },
    }),
    byRole('see_stakes'),
  ),
  'POST /staking/requests': on('loan', ['owns'], holds('request_unstaking'), (c) => ({
    json: { loanId: ref(c).id, reason: 'Refinance with another lender' },
  })),
  'POST /staking/requests/{requestId}/answer': on('unstake', ['decides'], holds('answer_unstaking'), (c) => ({
    pathParams: { requestId: ref(c).id! },
    json: { answer: 'decline' },
  })),
  'GET /staking/due': gated(holds('see_stakes'), () => ({ query: { limit: '100' } })),
};
