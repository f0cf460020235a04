/**
 * The load of bench/get-beside-import.ts: one GET sent by autocannon over keep-alive connections
 * (one request in flight on each) until told to stop — after a fixed time alone, or when the
 * import beside it exits — so the window is the other process's, not a request count. Every
 * answer is kept with the moment it was sent and its latency as autocannon's client timed it
 * (fractions of a millisecond, from the request's write to its last byte), so the percentiles
 * are exact and a window can be cut at a moment of the import (its commit).
 */
import autocannon from 'autocannon';
import type { LoadRequest } from './place-bid-http-load';

/** One answer: when its request went out (`performance.now()`), its latency and status. */
export interface Answer {
  readonly at: number;
  readonly ms: number;
  readonly status: number;
}

/** Everything one window of one GET saw. */
export interface LoadWindow {
  readonly route: string;
  readonly connections: number;
  readonly started: number;
  readonly stopped: number;
  readonly answers: readonly Answer[];
  /** Connection errors and timeouts: requests that got no answer at all. */
  readonly unanswered: number;
}

/** One GET's figures over a window, or a stretch of one. */
export interface GetFigure {
  readonly route: string;
  readonly connections: number;
  /** Answers with a 2xx status; `failed`: other statuses, and in a whole window errors and timeouts. */
  readonly ok: number;
  readonly failed: number;
  readonly seconds: number;
  readonly reqPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** The `q`-quantile of ascending `sorted` (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** Sends `next()` to `url` over `connections` connections from now until `until` settles. */
export async function loadUntil(
  url: string,
  route: string,
  connections: number,
  next: () => LoadRequest,
  until: Promise<unknown>,
): Promise<LoadWindow> {
  const answers: Answer[] = [];
  const started = performance.now();
  let stopped = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections,
        pipelining: 1,
        duration: 3_600,
        timeout: 60,
        requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, status, _bytes, ms) => {
      answers.push({ at: performance.now() - ms, ms, status });
    });
    const stop = () => {
      stopped = performance.now();
      run.stop();
    };
    until.then(stop, stop);
  });
  return { route, connections, started, stopped, answers, unanswered: result.errors + result.timeouts };
}

/** The figures of the answers sent between `from` and `to` (default: the whole window). */
export function figureOf(window: LoadWindow, from = window.started, to = window.stopped): GetFigure {
  const whole = from <= window.started && to >= window.stopped;
  const answers = window.answers.filter((a) => a.at >= from && a.at < to);
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const ok = answers.filter((a) => a.status >= 200 && a.status < 300).length;
  const seconds = Math.max(0, to - from) / 1000;
  return {
    route: window.route,
    connections: window.connections,
    ok,
    failed: answers.length - ok + (whole ? window.unanswered : 0),
    seconds,
    reqPerSec: seconds > 0 ? answers.length / seconds : 0,
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

/** `  412 req/s  p50   9.1 ms  p99  31.0 ms  max  48.2 ms`, padded for a table. */
export function formatGetFigure(f: GetFigure): string {
  const ms = (x: number) => `${x.toFixed(1).padStart(7)} ms`;
  const failed = f.failed > 0 ? `  (${f.failed} failed)` : '';
  return `${Math.round(f.reqPerSec).toLocaleString('en-US').padStart(6)} req/s  p50 ${ms(f.p50Ms)}  p99 ${ms(f.p99Ms)}  max ${ms(f.maxMs)}${failed}`;
}
