import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { LOAN_UPDATE_MESSAGES } from '../../../../core/transfer/loan-update.errors';
import { type Json, json } from '../testing/test-client';
import { type PricedWorld, pricedWorld } from './testing/priced-world';

let w: PricedWorld;
beforeEach(async () => {
  w = await pricedWorld();
});
afterEach(() => w.close());

const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];
const contract = (row: Json) =>
  (row.loanDetails as { digital_contract_attributes: Json[] }).digital_contract_attributes;

describe('POST /api/update_loan_details', () => {
  it("lets the owner update a loan's details per row, as the spec names them", async () => {
    const diff = [
      {
        stakeholderMapId: w.rowIds[0],
        updateData: {
          fico_score: '701',
          loanamount: 240_000.5,
          closingdate: '2026-04-30',
          propcity: 'Austin',
        },
      },
    ];
    const res = await w.as('lender').post('/update_loan_details', diff);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      success: true,
      statusText: MESSAGES.updatedSuccessfully,
      data: [
        {
          stakeholderMapId: w.rowIds[0],
          _id: w.loans[0]!.id,
          loan_id: w.loans[0]!.loanNumber,
          updatedFields: ['loanamount', 'closingdate', 'propcity', 'fico_score'],
        },
      ],
    });
    // The owner sees the new terms; the investor too, but not the property's city (borrower-private).
    const [owners] = (await w.view('lender')).filter((r) => r._id === w.rowIds[0]);
    expect(contract(owners!)).toEqual(
      expect.arrayContaining([
        { name: 'loanamount', value: 240_000.5 },
        { name: 'closingdate', value: '2026-04-30' },
        { name: 'propcity', value: 'Austin' },
      ]),
    );
    const [investors] = (await w.view('investor')).filter((r) => r._id === w.rowIds[0]);
    expect(contract(investors!)).toContainEqual({ name: 'closingdate', value: '2026-04-30' });
    expect(contract(investors!).map((a) => a.name)).not.toContain('propcity');
    const notified = (await w.outbox()).filter((m) => m.to === 'investor-1').map((m) => m.notificationType);
    expect(notified).toContain('notifyLoanUpdated');
  });

  it('refuses the investor, a decided row, and a diff that does not read', async () => {
    const one = (updateData: Json, id = w.rowIds[0]) => [{ stakeholderMapId: id, updateData }];
    expect(await refusal(await w.as('investor').post('/update_loan_details', one({ tenure: 180 })))).toEqual([
      403,
      LOAN_UPDATE_MESSAGES.onlyOwner,
    ]);
    expect(
      await refusal(await w.as('lender').post('/update_loan_details', one({ fico_score: 990 }))),
    ).toEqual([400, MESSAGES.invalidInput]);
    expect(await refusal(await w.as('lender').post('/update_loan_details', one({ ownerId: 'me' })))).toEqual([
      400,
      MESSAGES.invalidInput,
    ]);
    expect(await refusal(await w.as('lender').post('/update_loan_details', { updateData: {} }))).toEqual([
      400,
      MESSAGES.invalidRequest,
    ]);
    expect((await w.approve([w.rowIds[1]!])).status).toBe(200);
    expect(
      await refusal(await w.as('lender').post('/update_loan_details', one({ tenure: 180 }, w.rowIds[1]))),
    ).toEqual([422, LOAN_UPDATE_MESSAGES.rowDecided]);
    expect((await w.anonymous().post('/update_loan_details', one({ tenure: 180 }))).status).toBe(401);
  });
});
