/**
 * `ispz serve` (and `npm start`): the HTTP server on HOST:PORT with the outbox dispatched and the
 * audit log sealed on timers. In development the demo is seeded on start (a no-op once it is there) and the dev
 * mailbox is served; the addresses and demo logins are printed. SIGINT or SIGTERM stops taking
 * requests, lets running ones finish, stops the dispatcher, seals what the last requests wrote and
 * closes the database.
 */
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { Command } from 'commander';
import { createPlatform, type Platform } from '../../adapters/compose';
import { loadConfig } from '../../adapters/config';
import { seedDemo } from '../../adapters/seed/seed-demo';
import { startAuditSealing } from '../audit-sealing';
import { action, type CliContext } from '../context';
import { EXIT } from '../errors';
import { demoLogins } from './seed';

/** How often the outbox is delivered. */
export const DISPATCH_EVERY_MS = 5_000;

export interface RunningServer {
  readonly platform: Platform;
  readonly url: string;
  /** Stops the server, the dispatcher, the audit sealer and the platform (idempotent). */
  stop(): Promise<void>;
}

function listen(platform: Platform): Promise<{ server: ServerType; port: number }> {
  return new Promise((ready, fail) => {
    const server = serve(
      { fetch: platform.app.fetch, port: platform.config.port, hostname: platform.config.host },
      (info: AddressInfo) => ready({ server, port: info.port }),
    );
    server.once('error', fail);
  });
}

/** Starts the platform and its server, and prints where to find it. */
export async function startServer(ctx: CliContext): Promise<RunningServer> {
  const config = loadConfig(ctx.env);
  const platform = await createPlatform(config, {
    log: (message, error) =>
      ctx.io.err(`${message} ${error instanceof Error ? (error.stack ?? error.message) : ''}`),
    ...ctx.platformOptions,
  });
  const seeded = config.demo ? await seedDemo(platform) : null;
  const { server, port } = await listen(platform).catch(async (e) => {
    await platform.close();
    throw e;
  });
  let dispatching: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // One pass at a time: a slow SMTP server never stacks passes.
    dispatching = dispatching.then(() =>
      platform.dispatchOutbox().catch((e) => ctx.io.err(`outbox: ${e instanceof Error ? e.message : e}`)),
    );
  }, DISPATCH_EVERY_MS);
  const sealing = startAuditSealing(platform.audit, { log: (message) => ctx.io.err(message) });

  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  ctx.io.out(`ISPz is running at ${url} (${config.appEnv}, ${platform.connection.dialect})`);
  ctx.io.out(`API documentation: ${url}/api/docs`);
  if (config.demo) ctx.io.out(`Development mailbox: ${url}/api/dev/mailbox`);
  if (seeded)
    ctx.io.out(
      `\n${seeded.alreadySeeded ? 'Demo logins' : 'Seeded the demo. Logins'}:\n${demoLogins(seeded)}`,
    );

  let stopped: Promise<void> | null = null;
  return {
    platform,
    url,
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(timer);
        await new Promise<void>((done) => server.close(() => done()));
        await dispatching;
        await sealing.stop();
        await platform.audit
          .sealReady()
          .catch((e) => ctx.io.err(`audit sealer: ${e instanceof Error ? e.message : e}`));
        await platform.close();
      })()),
  };
}

/** Resolves on the first SIGINT or SIGTERM. */
function shutdownSignal(): Promise<string> {
  return new Promise((received) => {
    const on = (signal: string) => {
      process.off('SIGINT', on);
      process.off('SIGTERM', on);
      received(signal);
    };
    process.on('SIGINT', on);
    process.on('SIGTERM', on);
  });
}

export function registerServe(program: Command, ctx: CliContext): void {
  program
    .command('serve')
    .description('Run the HTTP server (development: with the seeded demo and the dev mailbox)')
    .addHelpText('after', '\nExample:\n  PORT=8080 DATABASE_URL=postgres://app@db/ispz ispz serve')
    .action(
      action(ctx, async () => {
        const running = await startServer(ctx);
        const signal = await shutdownSignal();
        ctx.io.err(`${signal}: shutting down`);
        await running.stop();
        return EXIT.ok;
      }),
    );
}
