import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

type Favourite = { _id: string; name: string; value: { label: string; value: [number, number] }[] };

describe('favourite filters', () => {
  let w: TradingWorld;
  const prime = {
    name: 'Prime',
    value: [
      { label: 'fico', value: [740, 850] },
      { label: 'ltv', value: [0, 80] },
    ],
  };

  beforeEach(async () => {
    w = await tradingWorld();
  });
  afterEach(() => w.close());

  it("saves ('Successfully Added'), lists by name and replaces a favourite of the same name", async () => {
    const saved = await w.as('investor').post('/favourite_filters', prime);
    expect(saved.status).toBe(201);
    expect((await json(saved)).statusText).toBe(MESSAGES.successfullyAdded);
    await w.as('investor').post('/favourite_filters', {
      name: 'Jumbo',
      value: [{ label: 'loan amount', value: [766550, 3000000] }],
    });
    await w
      .as('investor')
      .post('/favourite_filters', { ...prime, value: [{ label: 'fico', value: [760, 850] }] });
    const list = await json<{ data: Favourite[] }>(await w.as('investor').get('/favourite_filters'));
    expect(list.data.map((f) => f.name)).toEqual(['Jumbo', 'Prime']);
    expect(list.data[1]!.value).toEqual([{ label: 'fico', value: [760, 850] }]);
  });

  it("deletes the caller's own favourite; another user's answers 404", async () => {
    const { data } = await json<{ data: Favourite }>(
      await w.as('investor').post('/favourite_filters', prime),
    );
    const other = await w.as('investor2').del(`/favourite_filters/${data._id}`);
    expect(other.status).toBe(404);
    expect((await json(other)).error).toBe('That favourite filter does not exist.');
    expect(
      (
        await w
          .as('investor2')
          .get('/favourite_filters')
          .then(json<{ data: unknown[] }>)
      ).data,
    ).toEqual([]);
    const own = await w.as('investor').del(`/favourite_filters/${data._id}`);
    expect(own.status).toBe(200);
    expect(
      (
        await w
          .as('investor')
          .get('/favourite_filters')
          .then(json<{ data: unknown[] }>)
      ).data,
    ).toEqual([]);
  });

  it('refuses a filter that is not eligible as a favourite (spec §9) and a reversed range', async () => {
    expect(
      (
        await w
          .as('investor')
          .post('/favourite_filters', { name: 'X', value: [{ label: 'race', value: [1, 2] }] })
      ).status,
    ).toBe(400);
    const reversed = await w
      .as('investor')
      .post('/favourite_filters', { name: 'X', value: [{ label: 'fico', value: [800, 700] }] });
    expect(reversed.status).toBe(400);
    expect((await json(reversed)).error).toBe(MESSAGES.invalidInput);
  });

  it('answers 401 without a session', async () => {
    expect((await w.anonymous().get('/favourite_filters')).status).toBe(401);
    expect((await w.anonymous().post('/favourite_filters', prime)).status).toBe(401);
    expect((await w.anonymous().del('/favourite_filters/x')).status).toBe(401);
  });
});
