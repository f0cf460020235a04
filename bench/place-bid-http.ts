/**
 * Benchmark (not a test): `POST /api/place_bid` over HTTP against a bare Hono route on the same
 * server doing one INSERT transaction of the same row, at 1, 10 and 50 connections, on SQLite
 * and on PostgreSQL (a throwaway cluster); then `GET /api/bidding_table` and
 * `GET /api/get_loans_list` beside a bare one-row read. The real server (`createPlatform`) runs
 * in a process of its own and autocannon, a real HTTP load generator, in this one.
 * Prints req/s, p50 and p99 of each next to its baseline and the ratio, and writes the JSON
 * summary. `tsx bench/place-bid-http.ts [requests per level] [--json <file>]`
 * (defaults 6,000 and data/bench/place-bid-http.json).
 */
import {
  DEFAULT_HTTP_OPTIONS,
  formatSummary,
  runPlaceBidHttpBench,
  writeSummary,
} from './place-bid-http-summary';

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const file = jsonAt >= 0 ? args[jsonAt + 1] : 'data/bench/place-bid-http.json';
const count = args.find((a, i) => /^\d+$/.test(a) && (jsonAt < 0 || i !== jsonAt + 1));
const options = { ...DEFAULT_HTTP_OPTIONS, ...(count ? { requests: Number(count) } : {}) };

const summary = await runPlaceBidHttpBench(options);
for (const line of formatSummary(summary)) console.log(line);
if (file) {
  writeSummary(summary, file);
  console.log(`\nSummary written to ${file}`);
}
