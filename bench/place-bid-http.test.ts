/**
 * The bids-over-HTTP benchmark runs end to end at a tiny size (a few hundred requests) on SQLite
 * and on the test cluster's PostgreSQL: both servers start, every request of every route is
 * answered with a 2xx — each placement a bid of its own — and every figure is printed. Timings
 * are never asserted (bench/README.md): only that each figure was measured.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../adapters/db/testing/test-databases';
import { formatSummary, runPlaceBidHttpBench } from './place-bid-http-summary';

const [, postgres] = testDatabases();

describe('the bids-over-HTTP benchmark', () => {
  it('measures place_bid and the GETs beside their baselines on both databases', async () => {
    const database = await postgres!.open();
    const summary = await runPlaceBidHttpBench(
      { levels: [1, 4], requests: 40, getRequests: 8, getConnections: 2, warmUp: 4, inProcess: true },
      database.url,
      { together: true },
    );
    expect(summary.databases.map((d) => d.database)).toEqual(['sqlite', 'postgres']);
    for (const { placeBid, reads } of summary.databases) {
      expect(placeBid.map((p) => p.figure.connections)).toEqual([1, 4, 4]);
      expect(reads.map((p) => p.route)).toEqual(['GET /api/bidding_table', 'GET /api/get_loans_list']);
      for (const figure of [...placeBid, ...reads].flatMap((p) => [p.baseline, p.figure])) {
        expect(figure.ok).toBe(figure.requests);
        expect(figure.reqPerSec).toBeGreaterThan(0);
        expect(Number.isFinite(figure.p99Ms)).toBe(true);
      }
    }
    const printed = formatSummary(summary).join('\n');
    expect(printed).toContain('POST /api/place_bid over HTTP (sqlite)');
    expect(printed).toContain('POST /api/place_bid over HTTP (postgres)');
  }, 60_000);
});
