/**
 * The session is the identity on every trading call. Where a payload carries the caller's user
 * id (`bidderId`, `userId`, `user_id`, `sender`, `partyA`, `investor_id`), naming anyone else is
 * refused alike — 403 'REQUEST.NOT_YOURSELF' with the spec's text — before anything is recorded,
 * and naming oneself is never refused for it.
 */
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { type DiligenceWorld, diligenceWorld, TAPE } from './diligence/testing/diligence-world';
import { SAMPLE } from './diligence/testing/sample-files';
import { itChecksIdentity } from './testing/identity-checks';

const ME = 'investor-1';
const OTHER = 'investor-2';
const LENDER = 'lender-1';
const DD = 'dd-1';

let w: DiligenceWorld;
let bidId: string;
let loanId: string;
let stipulationId: string;
beforeEach(async () => {
  w = await diligenceWorld();
  loanId = w.loans[0]!.id;
  const bids = await w.seedBids([loanId, w.loans[1]!.id]);
  bidId = bids[0]!.id;
  // A stake in the tape (a bid) lets the investor start due diligence and raise queries.
  const stake = { bidId: bids[1]!.id, bidderId: ME, amount: 900 };
  expect((await w.as('investor').post('/place_bid', stake)).status).toBe(201);
  expect((await w.startDd()).status).toBe(201);
  stipulationId = String((await w.raise('investor'))._id);
});
afterEach(() => w.close());

/** Each call that names its caller, as the investor naming `who`. */
/** The reply to send on the raised thread (a reply carries a document). */
const reply = async (over: Record<string, string>) => ({
  stipulation_id: stipulationId,
  message: 'Signed copy attached',
  docName: 'Appraisal',
  blobName: await w.upload('investor', SAMPLE.pdf(`reply ${JSON.stringify(over)}`), 'signed.pdf'),
  ...over,
});

/**
 * Each call that names its caller, as its caller naming `who`, and the status it answers when
 * `who` is the caller (start_due_diligence: the case exists already, so a conflict).
 */
const CALLS: ReadonlyArray<readonly [string, (who: string) => Promise<Response>, number]> = [
  [
    'place_bid bidderId',
    (who) => w.as('investor').post('/place_bid', { bidId, bidderId: who, amount: 1000 }),
    201,
  ],
  ['GET bidding_table bidderId', (who) => w.as('investor').get(`/bidding_table?bidderId=${who}`), 200],
  ['POST bidding_table bidderId', (who) => w.as('investor').post('/bidding_table', { bidderId: who }), 200],
  ['view_After_Bidding userId', (who) => w.as('investor').post('/view_After_Bidding', { userId: who }), 200],
  [
    'viewSecuritizedTape userId',
    (who) => w.as('dueDiligence').post('/viewSecuritizedTape', { userId: who === ME ? DD : who }),
    200,
  ],
  [
    'loan_Processing userId',
    (who) => w.as('lender').post('/loan_Processing', { userId: who === ME ? LENDER : who }),
    200,
  ],
  [
    'stipulations_create user_id',
    async (who) =>
      w.as('investor').post('/stipulations_create', await w.queryBody('investor', { user_id: who })),
    201,
  ],
  [
    'stipulations_create partyA',
    async (who) =>
      w.as('investor').post('/stipulations_create', await w.queryBody('investor', { partyA: who })),
    201,
  ],
  [
    'stipulations_reply sender',
    async (who) => w.as('investor').post('/stipulations_reply', await reply({ sender: who })),
    200,
  ],
  [
    'stipulations_reply user_id',
    async (who) => w.as('investor').post('/stipulations_reply', await reply({ user_id: who })),
    200,
  ],
  [
    'stipulations_close user_id',
    (who) => w.as('investor').put('/stipulations_close', { stipulation_id: stipulationId, user_id: who }),
    200,
  ],
  [
    'stipulations_view user_id',
    (who) => w.as('investor').get(`/stipulations_view/${loanId}?user_id=${who}`),
    200,
  ],
  [
    'processUserDocCheck investor_id',
    (who) => w.as('investor').post('/processUserDocCheck', { loan_id: loanId, investor_id: who }),
    200,
  ],
  [
    'start_due_diligence user_id',
    (who) =>
      w
        .as('investor')
        .upload('/start_due_diligence', [{ name: 'engagement.pdf', bytes: SAMPLE.pdf(`again ${who}`) }], {
          tapeName: TAPE,
          partyB: w.actors.dueDiligence.userId,
          user_id: who,
        }),
    409,
  ],
];

describe('identity fields of the trading calls', () => {
  for (const [label, call, own] of CALLS)
    itChecksIdentity(
      { label, asSomeoneElse: () => call(OTHER), asOneself: () => call(ME), ownStatus: own },
      () => w.audit(),
    );
});
