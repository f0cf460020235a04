/**
 * The server of bench/get-beside-import.ts: `ispz serve` itself (cli/commands/serve.ts: the
 * platform's app with the outbox dispatcher and the audit sealer on their timers, the writers a
 * GET could meet inside the server) on a given database, with the demo's people and personas,
 * `<open bids>` bids of a bench lender open (open-bids.ts) and both demo investors
 * logged in over HTTP. Run as a process of its own — `tsx bench/get-beside-import-server.ts
 * <database url> <open bids>` prints one JSON line (`ServerReady`) once it listens and stops on
 * SIGTERM — or in the caller's process for the smoke test (`startServeServer`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { testAuthCrypto } from '../adapters/http/auth/testing/auth-world';
import { seedSteps } from '../adapters/seed/seed-demo';
import { peopleStep } from '../adapters/seed/steps/people';
import { personasStep } from '../adapters/seed/steps/personas';
import { loginHeaders } from '../adapters/seed/testing/seeded-platform';
import { startServer } from '../cli/commands/serve';
import { seedOpenBids } from './open-bids';
import type { BenchServer } from './place-bid-http-server';

/** Serves `databaseUrl` as `ispz serve` does on a free loopback port, seeded for the bench. */
export async function startServeServer(databaseUrl: string, count: number): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ispz-bench-serve-'));
  const running = await startServer({
    io: { out: () => {}, err: (text) => console.error(text), interactive: false },
    env: { APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: '0' },
    // Cheap password hashing: logins are not measured; the access tokens are the real signer's.
    platformOptions: { crypto: testAuthCrypto() },
    setExitCode: () => {},
  });
  const { platform } = running;
  await seedSteps(platform, [peopleStep, personasStep]);
  const bidIds = await seedOpenBids(platform.trading.uow, count, {
    loanPrefix: 'hl',
    bidPrefix: 'hb',
    tapeName: 'HTTP Tape',
    lenderId: 'bench-lender',
    openedAt: new Date().toISOString(),
    validTill: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const investors = [
    await loginHeaders(platform, 'investor@demo.test'),
    await loginHeaders(platform, 'investor2@demo.test'),
  ];
  return {
    ready: { url: running.url, dialect: platform.connection.dialect, investors, bidIds },
    async stop() {
      try {
        await running.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

// Run as a process of its own: start, print the ready line, stop on SIGTERM.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [databaseUrl, count = '1000'] = process.argv.slice(2);
  if (!databaseUrl) throw new Error('usage: get-beside-import-server.ts <database url> [open bids]');
  const server = await startServeServer(databaseUrl, Number(count));
  process.stdout.write(`${JSON.stringify(server.ready)}\n`);
  process.once('SIGTERM', () => void server.stop().finally(() => process.exit(0)));
}
