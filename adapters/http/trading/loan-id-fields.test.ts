/**
 * Which loan reference each call takes. The list-of-loans calls and stipulations_create take a
 * loan's `_id` only (the selection of a loan table, spec §3, §5): an unknown id — and a loan
 * number, which names no loan there — is refused 404 before anything changes, and the OpenAPI
 * document says so on the field. storeTape_Response takes the loan number on its tape (or the
 * `_id`), resolved through ./dto/loan-ref.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVICERS } from '../../../core/validation/option-lists';
import { type DiligenceWorld, diligenceWorld, TAPE } from './diligence/testing/diligence-world';
import { LOAN_ID_ONLY } from './dto/request-fields';
import { json } from './testing/test-client';

let w: DiligenceWorld;
beforeEach(async () => {
  w = await diligenceWorld();
});
afterEach(() => w.close());

type Schema = { $ref?: string; properties?: Record<string, unknown> };

/** Each `_id`-only call, its body field, and the call as its natural caller naming `ref`. */
const CALLS: ReadonlyArray<readonly [string, string, (ref: string) => Promise<Response>]> = [
  [
    '/get_price_adjustment',
    'loanIds',
    (ref) => w.as('lender').post('/get_price_adjustment', { loanIds: [ref] }),
  ],
  ['/loanPool/add', 'loanIds', (ref) => w.as('investor').post('/loanPool/add', { loanIds: [ref] })],
  ['/loanPool/remove', 'loanIds', (ref) => w.as('investor').post('/loanPool/remove', { loanIds: [ref] })],
  [
    '/open_for_bidding',
    'loanIds',
    (ref) =>
      w.as('lender').post('/open_for_bidding', { loanIds: [ref], validTill: '2026-03-09T17:00:00.000Z' }),
  ],
  [
    '/transferLoanNew',
    'loanIdArr',
    (ref) => w.as('lender').post('/transferLoanNew', { loanIdArr: [ref], investorId: 'investor-1' }),
  ],
  [
    '/aggregatorTransfer',
    'loanIdArr',
    (ref) => w.as('lender').post('/aggregatorTransfer', { loanIdArr: [ref], investorId: 'investor-1' }),
  ],
  [
    '/set_purchase_approval',
    'loanIdArray',
    (ref) => w.as('lender').post('/set_purchase_approval', { loanIdArray: [ref], approval: 'true' }),
  ],
  [
    '/repriceLoan',
    'loan_id',
    (ref) => w.as('investor').post('/repriceLoan', { loan_id: ref, reason: 'Low', new_price: 5 }),
  ],
  [
    '/add_Servicer',
    'loanIdArray',
    (ref) =>
      w
        .as('lender')
        .post('/add_Servicer', { loanIdArray: [ref], servicerId: SERVICERS[0].id, servicingPrice: 1 }),
  ],
  [
    '/stipulations_create',
    'loanId',
    async (ref) =>
      w.as('investor').post('/stipulations_create', await w.queryBody('investor', { loanId: ref })),
  ],
];

describe('calls that take a loan’s _id only', () => {
  for (const [path, , call] of CALLS) {
    it(`${path}: refuses an unknown id and a loan number with 404, changing nothing`, async () => {
      for (const ref of ['no-such-loan', w.loans[0]!.loanNumber]) {
        const before = (await w.audit()).length;
        const res = await call(ref);
        expect(res.status, `${ref}: ${await res.clone().text()}`).toBe(404);
        expect((await w.audit()).length).toBe(before);
      }
    });
  }

  it('price_send_lender: refuses a loanId that is a loan number or unknown with 404', async () => {
    for (const loanId of ['no-such-loan', w.loans[0]!.loanNumber]) {
      const prices = { stakeholderMapPricesArray: [{ loanId, bidPrice: 5 }] };
      expect((await w.as('investor').post('/price_send_lender', prices)).status).toBe(404);
    }
  });

  it('loanPool/remove: still removes a pooled loan by _id', async () => {
    const id = w.loans[0]!.id;
    expect((await w.as('lender').post('/loanPool/add', { loanIds: [id] })).status).toBe(200);
    const res = await w.as('lender').post('/loanPool/remove', { loanIds: [id] });
    expect(res.status).toBe(200);
    expect((await json<{ data: { changed: number } }>(res)).data.changed).toBe(1);
  });

  it('says so in the OpenAPI document on every such field', async () => {
    const doc = await json<{
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: Schema }> } } }>;
      components: { schemas: Record<string, Schema> };
    }>(await w.app.request('/api/openapi.json'));
    const bodyOf = (path: string) => {
      const schema = doc.paths[path]!.post.requestBody.content['application/json']!.schema;
      return schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!]! : schema;
    };
    for (const [path, field] of [
      ...CALLS.map(([p, f]) => [p, f] as const),
      ['/price_send_lender', 'stakeholderMapPricesArray'] as const,
    ]) {
      expect(JSON.stringify(bodyOf(path).properties?.[field]), path).toContain(
        JSON.stringify(LOAN_ID_ONLY).slice(1, -1),
      );
    }
  });
});

describe('storeTape_Response loan_id', () => {
  const response = (tw: DiligenceWorld, loan_id: string, tapeName = TAPE) =>
    tw.as('dueDiligence').post('/storeTape_Response', { loan_id, tapeName, maker_id: 'dd-1' });

  it('takes the loan number on the tape or the _id alike, and refuses an unknown one with 404', async () => {
    expect((await w.startDd()).status).toBe(201);
    const byNumber = await response(w, w.loans[1]!.loanNumber);
    const byId = await response(w, w.loans[1]!.id);
    expect([byNumber.status, byId.status]).toEqual([200, 200]);
    expect(await json(byId)).toEqual(await json(byNumber));
    expect((await response(w, 'no-such-loan')).status).toBe(404);
  });

  // A tape never repeats a loan number (the import refuses it), so within `tapeName` a number
  // is never ambiguous, even when the caller's other tapes repeat it.
  it('reads a loan number repeated on another of the lender’s tapes on the tape named', async () => {
    const [twin] = await w.seedTape({ tapeName: 'Harbor 2026-2', count: 1 });
    expect(twin!.loanNumber).toBe(w.loans[0]!.loanNumber);
    expect((await w.startDd()).status).toBe(201);
    const res = await response(w, w.loans[0]!.loanNumber);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(await json(await response(w, w.loans[0]!.id)));
    expect((await response(w, twin!.id)).status).toBe(404);
  });
});
