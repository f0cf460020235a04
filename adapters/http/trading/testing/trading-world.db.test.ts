import { afterEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../../../core/permissions/actor';
import { testDatabases } from '../../../db/testing/test-databases';
import { kyselyTradingBackend } from './kysely-trading-backend';
import { json } from './test-client';
import type { MakeTradingBackend } from './trading-backend';
import { type TradingWorld, tradingWorld } from './trading-world';

type Parties = { data: { user_id: string; first_name: string }[] };
const databases = testDatabases();

describe.each(databases.map((b) => [b.name, b] as const))('the trading world on %s', (_n, backend) => {
  let w: TradingWorld;
  afterEach(() => w.close());

  it('registers every party of the cast in the account tables the directory reads', async () => {
    w = await tradingWorld({ backend: kyselyTradingBackend(backend) });
    const listed = async (persona: string) =>
      (await json<Parties>(await w.as('investor').get(`/display_all_lender?persona=${persona}`))).data;
    expect(await listed('Lender')).toEqual([
      { user_id: 'lender-2', first_name: 'Harbor Mortgage' },
      { user_id: 'lender-1', first_name: 'Lakeside Lending' },
    ]);
    expect((await listed('Investor')).map((p) => p.user_id)).toEqual(['investor-1', 'investor-2']);
    expect((await listed('Due Diligence')).map((p) => p.user_id)).toEqual(['dd-1']);
    expect((await listed('Rating Agency')).map((p) => p.user_id)).toEqual(['rating-1']);
    const card = await json(await w.as('investor').get('/lender_details?lenderId=lender-1'));
    expect(card.data).toMatchObject({ contact_name: 'Lakeside Lending', email: 'lender-1@example.test' });
  });

  it('admits only registered actors, and a user without a loan persona to nothing', async () => {
    w = await tradingWorld({ backend: kyselyTradingBackend(backend) });
    const casual: Actor = { userId: 'consumer-1', role: 'consumer', persona: null, name: 'Casual' };
    await w.register(casual);
    expect((await w.as(casual).get('/get_loans_list')).status).toBe(403);
    expect((await w.anonymous().get('/tapes', { authorization: 'Bearer test:stranger' })).status).toBe(401);
    expect((await w.as('lender').get('/tapes')).status).toBe(200);
  });
});

describe('the party directory on every backend', () => {
  const worlds: TradingWorld[] = [];
  afterEach(async () => {
    await Promise.all(worlds.splice(0).map((w) => w.close()));
  });

  /** The investors as display_all_lender lists them, with two whose names sort differently by locale. */
  async function investors(backend?: MakeTradingBackend): Promise<string[]> {
    const w = await tradingWorld(backend ? { backend } : {});
    worlds.push(w);
    for (const [userId, name] of [
      ['investor-3', 'aspen Funds'],
      ['investor-4', 'Éclair Capital'],
    ] as const)
      await w.register({ userId, role: 'BUSINESSADMIN', persona: 'investor', name });
    const listed = await json<Parties>(await w.as('lender').get('/display_all_lender?persona=Investor'));
    return listed.data.map((p) => p.first_name);
  }

  it('lists the parties of a persona in the same order in memory as on the databases', async () => {
    const [sqlite, postgres] = databases.map(kyselyTradingBackend);
    const onDatabases = await investors(sqlite);
    if (postgres) expect(await investors(postgres)).toEqual(onDatabases);
    expect(await investors()).toEqual(onDatabases);
  });
});
