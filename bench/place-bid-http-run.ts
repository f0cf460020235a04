/**
 * One database's run of bench/place-bid-http.ts: starts the server process
 * (place-bid-http-server.ts), then at each connection count sends the bare write route and
 * `POST /api/place_bid` the same number of requests, one after the other (at the most
 * connections once more with an Idempotency-Key on each placement, as the platform's client
 * sends), and finally the two GETs beside the bare read. Every placement names a bid and bidder pair not used before, so
 * each is a real placement (201), never a refusal of a second bid.
 */
import { fileURLToPath } from 'node:url';
import { type LoadFigure, type LoadRequest, load } from './place-bid-http-load';
import { type BenchServer, type ServerReady, startBenchServer } from './place-bid-http-server';
import { spawnBenchServer } from './server-process';

const SERVER = fileURLToPath(new URL('./place-bid-http-server.ts', import.meta.url));

export interface RunOptions {
  /** Connection counts, each run against the bare route and place_bid. */
  readonly levels: readonly number[];
  /** Requests per route and level. */
  readonly requests: number;
  /** Requests of each GET, and the connections they come over. */
  readonly getRequests: number;
  readonly getConnections: number;
  /** Requests of each write route sent before any is measured (JIT, caches, pools); GETs get a quarter of theirs. */
  readonly warmUp: number;
  /** The server in this process rather than its own (the smoke test: quick, figures not compared). */
  readonly inProcess?: boolean;
}

/** A route against its baseline at one connection count. */
export interface Pair {
  readonly route: string;
  readonly baseline: LoadFigure;
  readonly figure: LoadFigure;
  /** figure ÷ baseline throughput. */
  readonly ratio: number;
  /** baseline ÷ figure server CPU per request: the same ratio, by what each request cost. */
  readonly cpuRatio: number;
}

const pair = (route: string, baseline: LoadFigure, figure: LoadFigure): Pair => ({
  route,
  baseline,
  figure,
  ratio: figure.reqPerSec / baseline.reqPerSec,
  cpuRatio: baseline.cpuMsPerRequest / figure.cpuMsPerRequest,
});

export interface DatabaseFigures {
  readonly database: string;
  readonly placeBid: readonly Pair[];
  readonly reads: readonly Pair[];
}

/**
 * Starts the server on `target` (`sqlite` or a PostgreSQL URL) with `openBids` open bids: in a
 * process of its own, or in this one for the smoke test (whose figures are never compared).
 */
async function startServer(target: string, openBids: number, inProcess: boolean): Promise<BenchServer> {
  if (inProcess) return startBenchServer(target, openBids);
  return spawnBenchServer(SERVER, [target, String(openBids)]);
}

/** The requests of the run, each built when autocannon asks for the next one. */
function requestsOf(ready: ServerReady) {
  const [first, second] = ready.investors;
  if (!first || !second) throw new Error('the bench server logged in no investors');
  let placed = 0;
  let bare = 0;
  let read = 0;
  const json = (headers: Readonly<Record<string, string>>) => ({
    ...headers,
    'content-type': 'application/json',
  });
  const body = (bidId: string, bidderId: string, n: number) =>
    JSON.stringify({ bidId, bidderId, amount: 100_000 + (n % 997) });
  return {
    /** A placement; `keyed`, with a fresh Idempotency-Key as the platform's own client sends. */
    placeBid(keyed = false): LoadRequest {
      const n = placed++;
      const investor = n % 2 === 0 ? first : second;
      // Past the last pair a placement would be a refused second bid, counted as failed.
      const bidId = ready.bidIds[Math.floor(n / 2) % ready.bidIds.length]!;
      const headers = json(
        keyed ? { ...investor.headers, 'idempotency-key': `bench-${n}` } : investor.headers,
      );
      return { method: 'POST', path: '/api/place_bid', headers, body: body(bidId, investor.userId, n) };
    },
    bareBid(): LoadRequest {
      const n = bare++;
      const investor = n % 2 === 0 ? first : second;
      return {
        method: 'POST',
        path: '/bench/bare_bid',
        headers: json(investor.headers),
        body: body(`bare-${n}`, investor.userId, n),
      };
    },
    bareRead: (): LoadRequest => ({
      method: 'GET',
      path: `/bench/bare_read?id=${ready.bidIds[read++ % ready.bidIds.length]}`,
      headers: first.headers,
    }),
    biddingTable: (): LoadRequest => ({
      method: 'GET',
      path: `/api/bidding_table?bidderId=${first.userId}`,
      headers: first.headers,
    }),
    loansList: (): LoadRequest => ({
      method: 'GET',
      path: '/api/get_loans_list?page=1&limit=500',
      headers: first.headers,
    }),
  };
}

/** Open bids a run of `options` needs: two bidders per bid, and room for requests built ahead. */
export function bidsNeeded(options: RunOptions): number {
  return Math.ceil((options.warmUp + (options.levels.length + 1) * options.requests) / 2) + 500;
}

/** Runs every figure on `target` and stops its server. */
export async function runOnDatabase(target: string, options: RunOptions): Promise<DatabaseFigures> {
  const server = await startServer(target, bidsNeeded(options), options.inProcess === true);
  try {
    const { url } = server.ready;
    const r = requestsOf(server.ready);
    const warm = Math.min(10, Math.max(1, options.warmUp));
    for (const next of [r.bareBid, () => r.placeBid()]) await load(url, warm, options.warmUp, next);
    const warmGets = Math.max(options.getConnections, Math.ceil(options.getRequests / 4));
    for (const next of [r.bareRead, r.biddingTable, r.loansList])
      await load(url, options.getConnections, warmGets, next);
    const placeBid: Pair[] = [];
    const most = Math.max(...options.levels);
    const runs = [
      ...options.levels.map((c) => ({ connections: c, keyed: false })),
      { connections: most, keyed: true },
    ];
    for (const { connections, keyed } of runs) {
      const baseline = await load(url, connections, options.requests, r.bareBid);
      const figure = await load(url, connections, options.requests, () => r.placeBid(keyed));
      const route = keyed ? 'POST /api/place_bid + Idempotency-Key' : 'POST /api/place_bid';
      placeBid.push(pair(route, baseline, figure));
    }
    const reads: Pair[] = [];
    for (const [route, next] of [
      ['GET /api/bidding_table', r.biddingTable],
      ['GET /api/get_loans_list', r.loansList],
    ] as const) {
      const baseline = await load(url, options.getConnections, options.getRequests, r.bareRead);
      const figure = await load(url, options.getConnections, options.getRequests, next);
      reads.push(pair(route, baseline, figure));
    }
    return { database: server.ready.dialect, placeBid, reads };
  } finally {
    await server.stop();
  }
}
