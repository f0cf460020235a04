/**
 * The shared world of the trading route tests: `createHttpApp` with the trading module over a
 * backend (in-memory unless given), the cast of ./test-actors.ts registered in the party
 * directory, a blob store in a temp dir, and helpers to act as anyone and to seed tapes and
 * bids through the use cases. One factory, so the same suites run on a database backend built
 * by the composition root (`kyselyTradingBackend`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ILLUSTRATIVE_ADJUSTMENT_GRID } from '../../../../core/analytics/illustrative-adjustment-grid';
import type { Actor, ActorScreens } from '../../../../core/permissions/actor';
import { giveStake } from '../../../../core/transfer/testing/stake';
import { localDiskBlobStore } from '../../../blob/local-disk-blob-store';
import { createHttpApp } from '../../app';
import type { TradingHttpDeps } from '../deps';
import { tradingRoutes } from '../index';
import { type SeedTapeOptions, seedBids, seedClose, seedDueDiligence, seedTape } from './seed';
import { ACTORS, type ActorKey, partyOf, testActorMiddleware } from './test-actors';
import { type CallObserver, type TestClient, testClient } from './test-client';
import { type MakeTradingBackend, memoryTradingBackend } from './trading-backend';

export const WORLD_START = '2026-03-02T09:00:00.000Z';
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface TradingWorldOptions {
  readonly backend?: MakeTradingBackend;
  readonly now?: string;
  /** Told of every answer the world's clients get (e.g. to check which calls were exercised). */
  readonly observe?: CallObserver;
  /** The route configuration the cast carries when calling (seeding acts without one). */
  readonly screens?: ActorScreens;
}

/** Builds a world; call `close()` when done (removes the blob dir). */
export async function tradingWorld(options: TradingWorldOptions = {}) {
  const backend = await (options.backend ?? memoryTradingBackend)({ now: options.now ?? WORLD_START });
  const blobDir = await mkdtemp(join(tmpdir(), 'ispz-trading-blobs-'));
  const calling = (a: Actor): Actor => (options.screens ? { ...a, screens: options.screens } : a);
  const actors = new Map<string, Actor>(Object.values(ACTORS).map((a) => [a.userId, calling(a)]));
  for (const actor of Object.values(ACTORS))
    if (actor.persona !== null) await backend.addParty(partyOf(actor));

  const deps: TradingHttpDeps = {
    trading: backend.trading,
    blobs: localDiskBlobStore(blobDir),
    idempotency: backend.idempotency,
    requireActor: testActorMiddleware((userId) => actors.get(userId)),
    notifications: backend.notifications,
    tapeFiles: backend.tapeFiles,
    priceGrid: ILLUSTRATIVE_ADJUSTMENT_GRID,
    now: () => backend.clock.now(),
  };
  /** Errors the app logged: each would have been a 500. */
  const failures: unknown[] = [];
  const app = createHttpApp({
    modules: [tradingRoutes(deps)],
    log: (_message, error) => failures.push(error),
  });
  const who = (key: ActorKey | Actor) => (typeof key === 'string' ? ACTORS[key] : key);

  return {
    ...backend,
    deps,
    app,
    failures,
    actors: ACTORS,
    /** A client acting as `key` (an actor of the cast or any registered actor). */
    as: (key: ActorKey | Actor): TestClient => testClient(app, who(key).userId, options.observe),
    /** A client sending no credentials. */
    anonymous: (): TestClient => testClient(app, null, options.observe),
    /** Makes `actor` known to the test middleware (and, with a persona, to the directory). */
    async register(actor: Actor): Promise<void> {
      actors.set(actor.userId, actor);
      if (actor.persona !== null) await backend.addParty(partyOf(actor));
    },
    /** Imports a tape as `by` (the lender unless given) through the use case. */
    seedTape: (tape: SeedTapeOptions, by: ActorKey | Actor = 'lender') =>
      seedTape(backend.trading, who(by), tape),
    /** Opens loans for bidding as `by` until `validTill` (a day from now unless given). */
    seedBids: (loanIds: readonly string[], validTill?: string, by: ActorKey | Actor = 'lender') =>
      seedBids(
        backend.trading,
        who(by),
        loanIds,
        validTill ?? new Date(backend.clock.now().getTime() + DAY).toISOString(),
      ),
    /**
     * Runs `work` while `loanIds` are open for bidding (for an hour, opened by the lender), then
     * closes that auction, unsold unless `work` bid: how an investor comes to price a lender's
     * loans it could not see otherwise (loans listed and not its own are hidden from it).
     */
    async duringAuction<T>(loanIds: readonly string[], work: () => Promise<T>): Promise<T> {
      const until = backend.clock.now().getTime() + HOUR;
      await seedBids(backend.trading, ACTORS.lender, loanIds, new Date(until).toISOString());
      const result = await work();
      backend.clock.advance(Math.max(0, until - backend.clock.now().getTime()));
      await seedClose(backend.trading, ACTORS.operator);
      return result;
    },
    /** Gives `by` (an investor) a stake in `tapeName`: a price sent for a loan it may see. */
    seedStake: (tapeName: string, by: ActorKey | Actor = 'investor') =>
      giveStake(backend.trading, who(by), tapeName),
    /** `by` (an investor) engages `firm` (the due-diligence actor unless given) on `tapeName`. */
    seedDueDiligence: (
      tapeName: string,
      by: ActorKey | Actor = 'investor',
      firm: ActorKey | Actor = 'dueDiligence',
    ) => seedDueDiligence(backend.trading, who(by), tapeName, who(firm).userId),
    /** Moves the clock past `ms` and closes every expired bid as the operator. */
    async closeBidsAfter(ms: number): Promise<void> {
      backend.clock.advance(ms);
      await seedClose(backend.trading, ACTORS.operator);
    },
    async close(): Promise<void> {
      await backend.close();
      await rm(blobDir, { recursive: true, force: true });
    },
  };
}

export type TradingWorld = Awaited<ReturnType<typeof tradingWorld>>;
