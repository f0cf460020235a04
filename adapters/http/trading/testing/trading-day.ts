/**
 * A scripted day of trading over HTTP, recorded as a transcript: a lender's tape browsed,
 * pooled and analysed; loans opened, questioned, bid on and closed; purchases changed,
 * repriced and approved; due diligence with a query thread, files, documents and the generated
 * tapes; both transfers; the stakeholder grid with a loan update; notifications — with a
 * refusal here and there. Run on two backends, equal transcripts mean every answer, refusal and
 * list order came out the same.
 */
import { encode } from 'node:querystring';
import { SERVICERS } from '../../../../core/validation/option-lists';
import { SAMPLE } from '../diligence/testing/sample-files';
import { DAY, type TradingWorld } from './trading-world';
import { type Exchange, transcriber } from './transcript';

const TAPE = 'Harbor 2026-1';
const { pdf, png } = SAMPLE;

/** Plays the day on `w` (a fresh world); answers what the API answered, in order. */
export async function tradingDay(w: TradingWorld): Promise<Exchange[]> {
  const { as, exchanges } = transcriber((who) => w.as(who));
  const ids = (await w.seedTape({ tapeName: TAPE, count: 4 })).map((l) => l.id);
  const sold = [ids[0]!, ids[1]!];

  await as('lender').get(`/get_loans_list?${encode({ page: 1, limit: 3 })}`);
  await as('lender').post('/get_loans_list', { ficoRange: [600, 760], hmdaGender: 'Male' });
  await as('lender').get('/tapes');
  await as('lender').get(`/tapes/${encodeURIComponent(TAPE)}/loans`);
  await as('lender').post('/loanPool/add', { loanIds: ids });
  await as('lender').post('/loanPool/remove', { loanId: ids[3] });
  await as('lender').get('/loanPool/summary');
  await as('lender').get('/pool_analysis?fico=650,700&amount=105000');
  await as('lender').post('/get_price_adjustment', { loanIds: ids });
  await as('investor').post('/favourite_filters', {
    name: 'Prime',
    value: [{ label: 'fico', value: [700, 800] }],
  });
  await as('investor').get('/favourite_filters');
  await as('investor').get('/display_all_lender?persona=Investor');
  await as('investor').get('/display-all-lenders?persona=Borrower');
  await as('investor').get('/lender_details?lenderId=lender-1');

  const validTill = new Date(w.deps.now().getTime() + DAY).toISOString();
  const opened = await as('lender').post('/open_for_bidding', { loanIds: sold, validTill });
  const bids = (opened.data as { bids: { _id: string }[] }).bids.map((b) => b._id);
  await as('investor').get('/bidding_table?bidderId=investor-1');
  await as('investor').post('/bidding_table', { bidderId: 'investor-1', ficoRange: [600, 700] });
  await as('investor').get('/get_loans_list');
  await as('investor').post('/bidStipulations', {
    bidId: bids[0],
    bidderId: 'investor-1',
    message: 'Escrow?',
  });
  await as('lender').post('/bidStipulations', {
    bidId: bids[0],
    bidderId: 'investor-1',
    message: 'Current.',
  });
  await as('investor2').get(`/viewBidStipulations?bidId=${bids[0]}&bidderId=investor-1`);
  for (const [who, amount] of [
    ['investor', 250_000],
    ['investor2', 240_000.5],
  ] as const)
    for (const bidId of bids)
      await as(who).post('/place_bid', { bidId, bidderId: w.actors[who].userId, amount });
  await as('investor').post('/place_bid', { bidId: bids[0], bidderId: 'investor-1', amount: 1 });
  await as('investor').post('/view_After_Bidding', { userId: 'investor-1' });
  // Priced while open for bidding (an investor sees no listed loan of another), then unsold.
  await as('lender').post('/open_for_bidding', { loanIds: [ids[2]], validTill });
  const priced = await as('investor').post('/price_send_lender', {
    stakeholderMapPricesArray: [{ loanId: ids[2], bidPrice: 5 }],
  });
  const rowId = (priced.data as { _id: string }[])[0]!._id;
  await w.closeBidsAfter(DAY + 1);
  const update = { fico_score: '701', loanamount: 240_000.5, closingdate: '2026-04-30', propcity: 'Austin' };
  await as('lender').post('/update_loan_details', [{ stakeholderMapId: rowId, updateData: update }]);
  await as('investor').post('/stakeholder_view', { userId: 'investor-1', tapeName: TAPE });
  await as('lender').post('/stakeholder_view', { userId: 'lender-1', tapeName: TAPE });
  await as('investor').post('/view_After_Bidding', { userId: 'investor-1' });
  await as('lender').post('/loan_Processing', { userId: 'lender-1' });
  await as('lender').get('/get_purchase_approval');
  await as('investor').put('/update_Bid_Approval', { bidId: bids[0], new_price: 245_000 });
  await as('lender').post('/set_purchase_approval', { loanIdArray: sold, approval: 'true' });
  await as('investor').post('/repriceLoan', {
    loan_id: sold[0],
    reason: 'Low appraisal',
    new_price: '244000.25',
  });
  await as('lender').post('/set_purchase_approval', { loanIdArray: [sold[0]], approval: 'true' });
  await as('lender').post('/add_Servicer', {
    loanIdArray: sold,
    servicerId: SERVICERS[0].id,
    servicingPrice: 0.25,
  });
  await as('lender').post('/transferLoanNew', { loanIdArr: sold, investorId: 'investor-1' });

  const engagement = { tapeName: TAPE, partyB: 'dd-1' };
  await as('investor').upload('/start_due_diligence', 'engagement.pdf', pdf('engagement'), engagement);
  await as('dueDiligence').get('/due_diligence_cases');
  await as('dueDiligence').post('/viewSecuritizedTape', { userId: 'dd-1' });
  await as('lender').get(`/get_loans_list/states?_id=${ids[0]}`);
  const tapeOut = { loantape_name: TAPE, report_type: 'ASF', maker_id: 'dd-1' };
  await as('dueDiligence').post('/loan_tape_gen_report', tapeOut);
  await as('dueDiligence').post('/storeTape_Response', {
    loan_id: 'LN-0001',
    tapeName: TAPE,
    maker_id: 'dd-1',
  });
  await as('dueDiligence').post('/compareFieldData', { loan_id: 'LN-0001', tapeName: TAPE });
  await as('dueDiligence').post('/stakeholderDataByLoanIds', { loanIds: ids, tapeName: TAPE });
  const query = await as('investor').upload('/upload_file', 'query.pdf', pdf('query'));
  const thread = await as('investor').post('/stipulations_create', {
    loanId: ids[0],
    partyB: 'dd-1',
    docInfo: 'Appraisal is unsigned',
    message: 'Please send the signed appraisal',
    blobName: query.blobName,
  });
  const stipulationId = (thread.data as { _id: string })._id;
  const photo = await as('dueDiligence').upload('/upload_file', 'photo.png', png('photo'));
  const reply = {
    stipulation_id: stipulationId,
    docName: 'Photo',
    message: 'See photo',
    blobName: photo.blobName,
  };
  await as('dueDiligence').post('/stipulations_reply', reply);
  await as('investor').put('/stipulations_reply', { ...reply, blobName: query.blobName, message: 'Thanks' });
  await as('investor').get(`/stipulations_view/${ids[0]}`);
  await as('investor').get(`/get_image/${photo.blobName}?stipulation_id=${stipulationId}`);
  await as('lender').get(`/get_loan_pdf/${query.blobName}?stipulation_id=${stipulationId}`);
  await as('investor').put('/stipulations_close', { stipulation_id: stipulationId });
  const deed = await as('lender').upload('/upload_file?context=missingDocument', 'deed.pdf', pdf('deed'));
  await as('lender').post('/uploadMissingDocs', {
    loan_id: ids[0],
    docName: 'Deed of Trust',
    blobName: deed.blobName,
  });
  await as('dueDiligence').get(`/get_loans_list/fetchDocuments?_id=${ids[0]}`);
  await as('dueDiligence').get(`/get_loan_pdf/${deed.blobName}?loan_id=${ids[0]}`);
  await as('dueDiligence').post('/processUserDocCheck', { loan_id: ids[0] });

  await as('lender').post('/transferLoanNew', { loanIdArr: sold, investorId: 'investor-1' });
  await as('lender').post('/transferLoanNew', { loanIdArr: sold, investorId: 'investor-1' });
  await as('lender').post('/aggregatorTransfer', {
    loanIdArr: [ids[3]],
    lenderId: 'lender-1',
    investorId: 'investor-1',
  });
  await as('investor').get('/get_loans_list');
  await as('dueDiligence').post('/notify_default_user', {
    userId: 'lender-1',
    notificationType: 'wip',
    tapeName: TAPE,
  });
  for (const who of ['lender', 'investor', 'investor2', 'dueDiligence'] as const)
    await as(who).get('/notifications?limit=100');
  return exchanges;
}
