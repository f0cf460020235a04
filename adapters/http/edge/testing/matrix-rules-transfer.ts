/**
 * Why: who may call each due-diligence, stipulation, document, transfer, stakeholder and
 * purchase route, in the core's terms (spec §6 capabilities; core/transfer/loan-parties.ts for
 * owner, winner, DD firm and investor; core/stipulations for thread parties), with a request
 * good enough to reach the use case for the caller who may.
 */
import { SERVICERS } from '../../../../core/validation/option-lists';
import { SAMPLE } from '../../trading/diligence/testing/sample-files';
import { byRole, gated, holds, on, signedIn } from './matrix-rules';
import type { CellContext, RouteRule } from './matrix-types';

const self = (c: CellContext) => c.caller.userId;
const ref = (c: CellContext) => c.target!.ref;
const pdf = (label: string) => new File([SAMPLE.pdf(label)], `${label}.pdf`, { type: 'application/pdf' });
const always = () => true;
/** Where the caller saw the file (core/documents: a download names its reference). */
const blobWhere = (c: CellContext): Record<string, string> =>
  ref(c).loanId ? { loan_id: ref(c).loanId! } : {};
/** A sale names the owner as lender and the buyer as investor; the caller is one of them. */
const sale = (c: CellContext) =>
  self(c) === ref(c).ownerId
    ? { lenderId: self(c), investorId: ref(c).winnerId || c.caller.userId }
    : { lenderId: ref(c).ownerId, investorId: self(c) };

export const TRANSFER_RULES: Readonly<Record<string, RouteRule>> = {
  'POST /start_due_diligence': on('tape', ['staked'], holds('start_dd'), (c) => ({
    form: { file: pdf('engagement'), tapeName: ref(c).tapeName!, partyB: c.firmId, user_id: self(c) },
  })),
  'GET /due_diligence_cases': signedIn(),
  'GET /stipulations_view/{id}': on('loan', ['stipParty', 'party'], always, (c) => ({
    pathParams: { id: ref(c).id! },
    query: { user_id: self(c) },
  })),
  'POST /stipulations_create': on('loan', ['stipParty'], holds('query_fields'), (c) => ({
    json: {
      loanId: ref(c).id,
      partyB: ref(c)[`cp:${self(c)}`] ?? ref(c).ownerId,
      stage: 'Due-Diligence',
      docInfo: 'Appraisal Report',
      message: 'Please send the appraisal.',
      blobName: c.blobOf(self(c)),
    },
  })),
  'POST /stipulations_reply': on('stipulation', ['party'], holds('reply'), (c) => ({
    json: {
      stipulation_id: ref(c).id,
      message: 'Attached.',
      docName: 'Appraisal Report',
      blobName: c.blobOf(self(c)),
    },
  })),
  'PUT /stipulations_reply': on('stipulation', ['party'], holds('reply'), (c) => ({
    json: {
      stipulation_id: ref(c).id,
      message: 'Attached again.',
      docName: 'Appraisal Report',
      blobName: c.blobOf(self(c)),
    },
  })),
  'PUT /stipulations_close': on('stipulation', ['party'], holds('close_stipulation'), (c) => ({
    json: { stipulation_id: ref(c).id, message: 'Resolved.' },
  })),
  'GET /get_loans_list/fetchDocuments': on('loan', ['readsDocs'], always, (c) => ({
    query: { _id: ref(c).id! },
  })),
  'POST /processUserDocCheck': on('loan', ['checksDocs'], always, (c) => ({
    json: { loan_id: ref(c).id, investor_id: self(c) },
  })),
  'POST /uploadMissingDocs': on('loan', ['owns'], holds('upload'), (c) => ({
    json: { loan_id: ref(c).id, docName: 'Flood Certificate', blobName: c.blobOf(self(c)) },
  })),
  'POST /upload_file': gated(holds('upload'), () => ({ form: { file: pdf('matrix') } })),
  'GET /get_loan_pdf/{blobName}': on('blob', ['party'], always, (c) => ({
    pathParams: { blobName: ref(c).blobName! },
    query: blobWhere(c),
  })),
  'GET /get_image/{blobName}': on('blob', ['party'], always, (c) => ({
    pathParams: { blobName: ref(c).blobName! },
    query: blobWhere(c),
  })),

  'POST /transferLoanNew': on('loan', ['owns', 'winner'], holds('transfer'), (c) => ({
    json: { loanIdArr: [ref(c).id], ...sale(c) },
  })),
  'POST /aggregatorTransfer': on('loan', ['owns'], holds('aggregator_transfer'), (c) => ({
    json: { loanIdArr: [ref(c).id], lenderId: self(c), investorId: c.investorId },
  })),
  'POST /repriceLoan': on('loan', ['winner'], holds('reprice'), (c) => ({
    json: { loan_id: ref(c).id, reason: 'The appraisal came in low', new_price: '1000.00' },
  })),
  'POST /add_Servicer': on('loan', ['owns'], holds('assign_servicer'), (c) => ({
    json: { loanIdArray: [ref(c).id], servicerId: SERVICERS[0].id, servicingPrice: 0.25 },
  })),
  'POST /stakeholder_view': on('tape', null, always, (c) => ({
    json: { userId: self(c), tapeName: ref(c).tapeName },
  })),
  // An investor offers the owner a price for a loan it may see (loan visibility) or re-prices its
  // own row on one (core/transfer/stakeholder-price-row.ts); any other loan is not found to it, for
  // a price is a stake in the tape. Its own loan it may not price (a 422).
  'POST /price_send_lender': on('loan', ['sees', 'prices'], holds('edit_stakeholder_bid_price'), (c) => ({
    json: { stakeholderMapPricesArray: [{ loanId: ref(c).id, bidPrice: 99 }] },
  })),
  'POST /stakeholder_run_automation': on(
    'row',
    ['party'],
    holds('complete_stakeholder_rows'),
    (c) => ({ json: { stakeholderMapIds: [ref(c).id] } }),
    byRole('complete_stakeholder_rows'),
  ),
  'POST /accept_in_transit_Loans': on('row', ['decides'], holds('decide_stakeholder_prices'), (c) => ({
    json: { stakeholderMapIdArray: [ref(c).id], userId: self(c), approval: 'true' },
  })),
  'POST /accept_price': on('row', ['decides'], holds('decide_stakeholder_prices'), (c) => ({
    json: { stakeholderMapPricesArray: [{ _id: ref(c).id, status: 'false' }] },
  })),
  'POST /stakeholder_retain': on('row', ['decides'], holds('decide_stakeholder_prices'), (c) => ({
    json: { stakeholderMapIdArray: [ref(c).id], userId: self(c) },
  })),
  'GET /get_purchase_approval': signedIn((c) => ({ query: { approverId: self(c) } })),
  'PUT /update_Bid_Approval': on('approval', ['party'], holds('edit_purchase_price'), (c) => ({
    json: { bidId: ref(c).bidId, new_price: 1000 },
  })),
  'POST /set_purchase_approval': on('approval', ['decides'], holds('decide_purchases'), (c) => ({
    json: { loanIdArray: [ref(c).loanId], approval: 'true' },
  })),
  'POST /update_loan_details': on('row', ['decides'], holds('update_loan_details'), (c) => ({
    json: [{ stakeholderMapId: ref(c).id, updateData: { propcity: 'Austin' } }],
  })),
};
