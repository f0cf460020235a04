/**
 * HTTP load for bench/place-bid-http.ts: a fixed number of requests sent by autocannon over
 * `connections` keep-alive connections (one request in flight on each), every request built
 * afresh by `next()` — so each bid placement names a bid and bidder pair of its own. Throughput
 * is answered requests over the time from the start to the last answer; latencies are
 * autocannon's percentiles (whole milliseconds: a sub-millisecond answer counts as 0 or 1).
 */
import autocannon from 'autocannon';

/** One request as autocannon sends it. */
export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** The figures of one run. */
export interface LoadFigure {
  readonly connections: number;
  readonly requests: number;
  /** Answers with a 2xx status; the rest failed, timed out or were refused. */
  readonly ok: number;
  readonly failed: number;
  readonly reqPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /**
   * The server's CPU time per answered request: unlike the throughput, hardly moved by other
   * work on the machine, so the figure to compare between runs on a busy machine.
   */
  readonly cpuMsPerRequest: number;
}

async function serverCpuMicros(url: string): Promise<number> {
  const res = await fetch(`${url}/bench/cpu`);
  return ((await res.json()) as { micros: number }).micros;
}

/** Sends `amount` requests from `next()` to `url` over `connections` connections. */
export async function load(
  url: string,
  connections: number,
  amount: number,
  next: () => LoadRequest,
): Promise<LoadFigure> {
  const cpuBefore = await serverCpuMicros(url);
  const started = performance.now();
  let last = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections,
        amount,
        pipelining: 1,
        timeout: 60,
        // autocannon notices the last answer only at its next sample: sample often, so a run
        // ends when its requests do (the throughput is timed to the last answer anyway).
        sampleInt: 10,
        requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', () => {
      last = performance.now();
    });
  });
  const seconds = (last - started) / 1000;
  const cpuMicros = (await serverCpuMicros(url)) - cpuBefore;
  const answered = result['2xx'] + result.non2xx;
  return {
    connections,
    requests: answered + result.errors + result.timeouts,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    reqPerSec: answered / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: cpuMicros / 1000 / Math.max(1, answered),
  };
}

/** `1,234 req/s  p50 1 ms  p99 3 ms  cpu 0.41 ms`, padded for a table. */
export function formatFigure(f: LoadFigure): string {
  const rate = Math.round(f.reqPerSec).toLocaleString('en-US').padStart(6);
  const failed = f.failed > 0 ? `  (${f.failed} failed)` : '';
  return `${rate} req/s  p50 ${ms(f.p50Ms, 0)}  p99 ${ms(f.p99Ms, 0)}  cpu ${ms(f.cpuMsPerRequest, 2)}${failed}`;
}

const ms = (value: number, digits: number) => `${value.toFixed(digits).padStart(5)} ms`;
