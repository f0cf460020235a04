/**
 * The databases against the in-memory fakes the route suites run on: a whole scripted day of
 * trading (./trading-day.ts) gets, call for call, the same status and the same body on SQLite
 * and on PostgreSQL as in memory — DTOs, money, list orders, refusals and files alike — so
 * what the memory suites pin down holds on the databases too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testing/test-databases';
import { kyselyTradingBackend } from './kysely-trading-backend';
import type { MakeTradingBackend } from './trading-backend';
import { tradingDay } from './trading-day';
import { tradingWorld } from './trading-world';
import type { Exchange } from './transcript';

async function play(backend?: MakeTradingBackend): Promise<Exchange[]> {
  const w = await tradingWorld(backend ? { backend } : {});
  try {
    const exchanges = await tradingDay(w);
    expect(w.failures).toEqual([]);
    return exchanges;
  } finally {
    await w.close();
  }
}

describe('a day of trading over HTTP', () => {
  let memory: Exchange[];
  beforeAll(async () => {
    memory = await play();
  });

  it('is answered in memory without a server error, refusals only where the script provokes them', () => {
    expect(memory).toHaveLength(72);
    const route = (call: string) => call.split('?')[0]!.replace(/[0-9a-f]{64}/, '{blobName}');
    const refused = memory.filter((e) => e.status >= 300).map((e) => [e.status, route(e.call)]);
    expect(refused).toEqual([
      [403, 'investor2 GET /viewBidStipulations'],
      [409, 'investor POST /place_bid'],
      [422, 'lender POST /transferLoanNew'],
      [404, 'lender GET /get_loan_pdf/{blobName}'],
      [409, 'lender POST /transferLoanNew'],
    ]);
  });

  it.each(testDatabases().map((b) => [b.name, b] as const))(
    'is answered the same on %s as in memory',
    async (_n, backend) => {
      expect(await play(kyselyTradingBackend(backend))).toEqual(memory);
    },
  );
});
