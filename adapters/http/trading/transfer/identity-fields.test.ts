/**
 * The transfer and approval calls that name a user (spec §7 transferLoanNew / aggregatorTransfer
 * {userId, lenderId, investorId}, get_purchase_approval?approverId=, stakeholder_view {userId},
 * accept_in_transit_Loans {userId}, stakeholder_retain {userId}) refuse a user id that is not the
 * session's alike — 403 'REQUEST.NOT_YOURSELF' before anything runs, nothing audited — as the
 * other trading calls do (../identity-fields.test.ts). A transfer's other side names the
 * counterparty and is not an identity field. price_send_lender, accept_price,
 * stakeholder_run_automation, update_Bid_Approval and set_purchase_approval name no user.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { itChecksIdentity } from '../testing/identity-checks';
import { type SaleWorld, saleWorld, TAPE } from './testing/sale-world';

const OTHER = 'investor-2';

let w: SaleWorld;
beforeEach(async () => {
  w = await saleWorld();
});
afterEach(() => w.close());

type Call = readonly [label: string, call: (who: string | null) => Promise<Response>];

/** Each call as its caller, naming `who` in the field (null: the caller's own id). */
const CALLS: readonly Call[] = [
  ['transferLoanNew userId', (who) => w.transfer('lender', { userId: who ?? 'lender-1' })],
  ['transferLoanNew lenderId (lender)', (who) => w.transfer('lender', { lenderId: who ?? 'lender-1' })],
  [
    'transferLoanNew investorId (investor)',
    (who) => w.transfer('investor', { investorId: who ?? 'investor-1' }),
  ],
  [
    'aggregatorTransfer userId',
    (who) =>
      w.as('lender').post('/aggregatorTransfer', {
        loanIdArr: [w.loans[2]!.id],
        investorId: 'investor-1',
        userId: who ?? 'lender-1',
      }),
  ],
  [
    'aggregatorTransfer lenderId (lender)',
    (who) =>
      w.as('lender').post('/aggregatorTransfer', {
        loanIdArr: [w.loans[2]!.id],
        investorId: 'investor-1',
        lenderId: who ?? 'lender-1',
      }),
  ],
  [
    'get_purchase_approval approverId',
    (who) => w.as('lender').get(`/get_purchase_approval?approverId=${who ?? 'lender-1'}`),
  ],
  [
    'stakeholder_view userId',
    (who) => w.as('investor').post('/stakeholder_view', { userId: who ?? 'investor-1', tapeName: TAPE }),
  ],
  [
    'accept_in_transit_Loans userId',
    (who) =>
      w.as('lender').post('/accept_in_transit_Loans', {
        stakeholderMapIdArray: ['no-such-row'],
        approval: 'true',
        userId: who ?? 'lender-1',
      }),
  ],
  [
    'stakeholder_retain userId',
    (who) =>
      w.as('lender').post('/stakeholder_retain', {
        stakeholderMapIdArray: ['no-such-row'],
        userId: who ?? 'lender-1',
      }),
  ],
];

describe('identity fields of the transfer and approval calls', () => {
  for (const [label, call] of CALLS)
    itChecksIdentity({ label, asSomeoneElse: () => call(OTHER), asOneself: () => call(null) }, () =>
      w.audit(),
    );

  it('takes a counterparty on the other side of a transfer, and moves the loans', async () => {
    expect((await w.approvePurchases()).status).toBe(200);
    const thread = await w.openDueDiligence();
    const closed = await w.as('investor').put('/stipulations_close', { stipulation_id: thread._id });
    expect(closed.status).toBe(200);
    // The investor names the lender it buys from; the lender's own check is not the investor's.
    const res = await w.transfer('investor', { lenderId: 'lender-1', userId: 'investor-1' });
    expect(res.status).toBe(200);
  });
});
