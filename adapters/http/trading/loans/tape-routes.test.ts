import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Loan } from '../../../../core/loans/loan';
import type { LoanDto } from '../dto/loan-dto-schema';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

type Tiles = { data: { tape_name: string; count: number; issuingAuthority: string; lender_id: string }[] };
type TapePage = { data: { tape_name: string; count: number; documents: LoanDto[] } };

describe('loan tapes', () => {
  let w: TradingWorld;
  let spring: Loan[];

  beforeEach(async () => {
    w = await tradingWorld();
    spring = await w.seedTape({ tapeName: 'Spring', count: 3 });
    await w.seedTape({ tapeName: 'Autumn', count: 2, draft: () => ({ issuingAuthority: 'Ginnie Mae' }) });
  });
  afterEach(() => w.close());

  it('gives the lender one tile per tape: name, loan count, issuing authority', async () => {
    const tiles = await json<Tiles>(await w.as('lender').get('/tapes'));
    expect(tiles.data).toEqual([
      { tape_name: 'Autumn', count: 2, issuingAuthority: 'Ginnie Mae', lender_id: 'lender-1' },
      { tape_name: 'Spring', count: 3, issuingAuthority: 'Fannie Mae', lender_id: 'lender-1' },
    ]);
  });

  it('counts for an investor only the loans they can see', async () => {
    await w.seedBids([spring[1]!.id]);
    const tiles = await json<Tiles>(await w.as('investor').get('/tapes'));
    expect(tiles.data.map((t) => [t.tape_name, t.count])).toEqual([['Spring', 1]]);
  });

  it("gives a tape's loans under tape_name, count and documents", async () => {
    const page = await json<TapePage>(await w.as('lender').get('/tapes/Spring/loans?page=1&limit=2'));
    expect(page.data).toMatchObject({ tape_name: 'Spring', count: 3 });
    expect(page.data.documents.map((d) => d._id)).toEqual([spring[0]!.id, spring[1]!.id]);
  });

  it('answers 404 alike for an unknown tape and a tape the caller sees nothing of', async () => {
    for (const name of ['Winter', 'Autumn']) {
      const res = await w.as('investor').get(`/tapes/${name}/loans`);
      expect(res.status).toBe(404);
      expect((await json(res)).error).toBe(`There is no tape named ${name}.`);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await w.anonymous().get('/tapes')).status).toBe(401);
    expect((await w.anonymous().get('/tapes/Spring/loans')).status).toBe(401);
  });
});
