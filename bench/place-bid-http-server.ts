/**
 * The server of bench/place-bid-http.ts, in a process of its own so that the load generator has
 * the other core: `tsx bench/place-bid-http-server.ts <sqlite | postgres://…> <open bids>`
 * (the smoke test starts it in its own process instead, `startBenchServer`).
 * It composes the real platform (`createPlatform`, migrated, the demo's people and personas),
 * opens `<open bids>` bids on loans of a bench lender, logs both demo investors in over HTTP,
 * and serves on a free loopback port — the platform's app, and beside it the baselines under
 * `/bench/` (place-bid-http-bare.ts). Once listening it prints one JSON line (`ServerReady`);
 * SIGTERM stops it and removes its data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createPlatform, type Platform } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { testAuthCrypto } from '../adapters/http/auth/testing/auth-world';
import { seedSteps } from '../adapters/seed/seed-demo';
import { peopleStep } from '../adapters/seed/steps/people';
import { personasStep } from '../adapters/seed/steps/personas';
import { loginHeaders, type SessionHeaders } from '../adapters/seed/testing/seeded-platform';
import { seedOpenBids } from './open-bids';
import { bareRoutes } from './place-bid-http-bare';

/** What the server prints once it listens. */
export interface ServerReady {
  readonly url: string;
  readonly dialect: string;
  /** The two demo investors' request headers (bearer and anti-forgery tokens). */
  readonly investors: readonly SessionHeaders[];
  /** Open bids on loans neither investor owns, valid for a day. */
  readonly bidIds: readonly string[];
}

/** Loans in bidding of a bench lender and one open bid on each, valid for a day; the bid ids. */
export function openBids(platform: Platform, count: number): Promise<string[]> {
  return seedOpenBids(platform.trading.uow, count, {
    loanPrefix: 'hl',
    bidPrefix: 'hb',
    tapeName: 'HTTP Tape',
    lenderId: 'bench-lender',
    openedAt: new Date().toISOString(),
    validTill: new Date(Date.now() + 86_400_000).toISOString(),
  });
}

/** A running bench server. */
export interface BenchServer {
  readonly ready: ServerReady;
  /** Stops serving, closes the platform and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Composes the platform on `target` (`sqlite`: a file in a temp folder; or a PostgreSQL URL) with
 * `count` open bids, and serves it beside the baselines on a free loopback port.
 */
export async function startBenchServer(target: string, count: number): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ispz-bench-http-'));
  const databaseUrl = target === 'sqlite' ? `sqlite:${join(dataDir, 'ispz.db')}` : target;
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  // Cheap password hashing: logins are not measured; the access tokens are the real signer's.
  const platform = await createPlatform(config, {
    crypto: testAuthCrypto(),
    log: (message, error) => console.error(message, error ?? ''),
  });
  await seedSteps(platform, [peopleStep, personasStep]);
  const bidIds = await openBids(platform, count);
  const investors = [
    await loginHeaders(platform, 'investor@demo.test'),
    await loginHeaders(platform, 'investor2@demo.test'),
  ];
  const bare = await bareRoutes(platform.connection);
  return new Promise((resolve) => {
    const server = serve(
      {
        // The baselines under /bench/, everything else the platform as `ispz serve` runs it.
        fetch: (request, env) =>
          new URL(request.url).pathname.startsWith('/bench/')
            ? bare.fetch(request, env)
            : platform.app.fetch(request, env),
        hostname: '127.0.0.1',
        port: 0,
      },
      (info: AddressInfo) => {
        const url = `http://127.0.0.1:${info.port}`;
        const ready: ServerReady = { url, dialect: platform.connection.dialect, investors, bidIds };
        resolve({
          ready,
          async stop() {
            const closed = new Promise<void>((done) => server.close(() => done()));
            // Idle keep-alive connections (the CPU probes' fetches) would hold the close up.
            if ('closeAllConnections' in server) server.closeAllConnections();
            await closed;
            await platform.close();
            rmSync(dataDir, { recursive: true, force: true });
          },
        });
      },
    );
  });
}

// Run as a process of its own: start, print the ready line, stop on SIGTERM.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [target = 'sqlite', count = '1000'] = process.argv.slice(2);
  const server = await startBenchServer(target, Number(count));
  process.stdout.write(`${JSON.stringify(server.ready)}\n`);
  process.once('SIGTERM', () => void server.stop().finally(() => process.exit(0)));
}
