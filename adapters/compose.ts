import { join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { every } from 'hono/combine';
import type { AccountDeps } from '../core/accounts/account-deps';
import { businessAdminId } from '../core/accounts/businesses/business-admin-id';
import { routeConfigFor } from '../core/accounts/route-config/route-configs';
import type { AuditChain } from '../core/audit/audit-chain';
import { authConfig, redirectPolicyOf } from '../core/auth/config';
import type { AuthCrypto } from '../core/auth/crypto';
import type { AuthSession } from '../core/auth/session';
import type { AuthDeps } from '../core/auth/stores';
import type { Actor } from '../core/permissions/actor';
import type { BlobStore } from '../core/ports/blob-store';
import type { Clock } from '../core/ports/clock';
import type { IdempotencyStore } from '../core/ports/idempotency-store';
import type { Ids } from '../core/ports/ids';
import type { TradingDeps } from '../core/ports/stores';
import { localDiskBlobStore } from './blob/local-disk-blob-store';
import type { Config } from './config';
import { createAuthCrypto } from './crypto/auth-crypto';
import { kyselyAccountStores } from './db/account-stores';
import { approvedRedirectUris } from './db/accounts/kysely-lookup-stores';
import { kyselyAuditChain } from './db/audit/kysely-audit-chain';
import { kyselyAuthDeps } from './db/auth/auth-deps';
import { kyselyClientAttemptWindows } from './db/auth/kysely-client-attempt-windows';
import { kyselyEcosystemImages } from './db/blobs/kysely-ecosystem-images';
import { type DbConnection, openDatabase } from './db/connection';
import { kyselyIdempotencyStore } from './db/idempotency/kysely-idempotency-store';
import { migrateToLatest } from './db/migrator';
import { listOutbox } from './db/outbox/outbox-queries';
import { readingOnly } from './db/read-intent';
import { kyselyStores } from './db/stores';
import { kyselyUnitOfWork } from './db/unit-of-work';
import { accountRoutes } from './http/accounts/account-routes';
import { createHttpApp, type RouteModule } from './http/app';
import { authRoutes } from './http/auth/auth-routes';
import { clientAddressOf, trustedProxies } from './http/auth/client-address';
import type { ClientThrottleOptions } from './http/auth/client-throttle';
import { unverifiedSocialSignIn } from './http/auth/social-sign-in';
import { devMailboxRoutes } from './http/dev-mailbox';
import { partnerOrigins } from './http/partner-origins';
import type { AppEnv } from './http/router';
import { isStateChanging, requireSession, withActor } from './http/session';
import { siteConfigRoutes } from './http/site/site-config-routes';
import { type NotificationReader, tradingRoutes } from './http/trading';
import { accountLenderProfiles } from './http/trading/loans/account-lender-profiles';
import { type Operations, platformOperations } from './operations';
import { createDispatcher, type MessageSender } from './outbox/dispatcher';
import { smtpSender } from './outbox/smtp-sender';
import { testModePaymentGateway } from './payments/test-mode-gateway';
import { loadPriceGrid } from './price-grid';
import { loadSecrets } from './secrets';
import { systemClock } from './system/system-clock';
import { uuidV7Ids } from './system/uuid-v7-ids';
import { kyselyTapeFileServices, type TapeFileServices } from './tapes/tape-file-services';

/**
 * The one composition root (house style §3): builds every adapter from the configuration and
 * hands the same use-case deps to the HTTP server, the CLI and the tests. Plain functions, no
 * container. `close()` stops the background work and closes the database.
 *
 * @example
 * const platform = await createPlatform(loadConfig(process.env));
 * serve({ fetch: platform.app.fetch, port: platform.config.port });
 */
/** The platform's name in messages ('Thanks you for your interest in the ISPz platform'). */
export const PRODUCT_NAME = 'ISPz';

export interface Platform {
  readonly config: Config;
  readonly connection: DbConnection;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly blobs: BlobStore;
  readonly trading: TradingDeps;
  readonly auth: AuthDeps;
  readonly accounts: AccountDeps;
  readonly idempotency: IdempotencyStore;
  readonly notifications: NotificationReader;
  /** Sealing and verifying the audit log's hash chain (`ispz audit`, the server's sealer). */
  readonly audit: AuditChain;
  /** What the operators' CLI needs besides use cases: upkeep, listings, one transaction for several use cases. */
  readonly operations: Operations;
  /** Saved tape column mappings and stored import reports. */
  readonly tapeFiles: TapeFileServices;
  /** The trading `Actor` of a session: acting identity, token role, loan persona, name, route configuration. */
  resolveActor(session: AuthSession): Promise<Actor>;
  readonly app: OpenAPIHono<AppEnv>;
  /** Delivers the outbox once (the server runs it on a timer). */
  dispatchOutbox(): Promise<{ delivered: number; failed: number; waiting: number }>;
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** Replaces the system clock (tests, `ispz bids close --now`). */
  readonly clock?: Clock;
  readonly ids?: Ids;
  /** Replaces the production crypto (tests use cheap scrypt parameters). */
  readonly crypto?: AuthCrypto;
  /** Skips migrating (the CLI's `migrate` does it itself). Default: migrate. */
  readonly migrate?: boolean;
  readonly log?: (message: string, error?: unknown) => void;
  /** Where the built site is served from (default dist/site; tests serve a build of their own). */
  readonly siteDir?: string;
}

export async function createPlatform(config: Config, options: PlatformOptions = {}): Promise<Platform> {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? uuidV7Ids;
  const secrets = loadSecrets(config);
  const crypto =
    options.crypto ?? createAuthCrypto({ jwtSecret: secrets.tokenSecret, pepper: secrets.otpPepper });

  const priceGrid = await loadPriceGrid(config.priceGridFile);
  const connection = openDatabase(config.databaseUrl, { auditKey: secrets.auditKey });
  try {
    if (options.migrate !== false) await migrateToLatest(connection.db);
  } catch (e) {
    await connection.close();
    throw e;
  }
  const { db, dialect } = connection;

  const blobs = localDiskBlobStore(join(config.dataDir, 'blobs'));
  const trading: TradingDeps = { uow: kyselyUnitOfWork(db, dialect, kyselyStores), clock, ids };
  const auth = kyselyAuthDeps(connection, {
    crypto,
    config: authConfig({
      platformName: PRODUCT_NAME,
      allowLoopbackRedirects: config.appEnv === 'development',
    }),
    clock,
    ids,
  });
  const accounts: AccountDeps = { uow: kyselyUnitOfWork(db, dialect, kyselyAccountStores), clock, ids };
  const idempotency = kyselyIdempotencyStore(db);
  const notifications: NotificationReader = {
    async forUser(userId, limit) {
      return listOutbox(db, { to: userId, channel: 'notification', limit });
    },
  };

  // The persona is the acting identity's (a business user trades as its admin); the route
  // configuration is the signed-in person's own (what their admin made read-only for them).
  // Every part is a read: resolving who calls never takes the write lock.
  async function resolveActor(session: AuthSession): Promise<Actor> {
    const businessId = session.loginMode.businessId;
    const signedIn = { userId: session.userId, role: session.role, businessId };
    const acting = await businessAdminId(accounts, signedIn);
    const userId = acting.ok ? acting.value.businessAdminId : session.userId;
    const party = await trading.uow.read((s) => s.directory.get(userId));
    const config = await routeConfigFor(accounts, signedIn);
    if (!config.ok) throw new Error(`route configuration of ${session.userId}: ${config.error.code}`);
    return {
      userId,
      role: session.role,
      persona: party?.persona ?? null,
      name: party?.name ?? '',
      businessId,
      screens: { routes: config.value.routes, personaCheck: config.value.personaCheck },
    };
  }

  const payments = testModePaymentGateway(db, ids, () => clock.now());
  const tapeFiles = kyselyTapeFileServices(connection, clock);
  const session = requireSession(auth);
  // Per-client limits in the database, so every process on it shares them; the client read
  // through the configured trusted proxies.
  const throttle: ClientThrottleOptions = {
    windows: kyselyClientAttemptWindows(db),
    clientOf: clientAddressOf(
      config.trustedProxies.length > 0 ? trustedProxies(config.trustedProxies) : null,
    ),
    now: () => clock.now(),
  };
  const modules = [
    readsOfSafeCalls,
    authRoutes({
      deps: auth,
      verifySocialSignIn: config.demo ? unverifiedSocialSignIn : undefined,
      throttle,
    }),
    accountRoutes(
      { accounts, auth, payments, blobs, productName: PRODUCT_NAME },
      { throttle: { ...throttle, scope: 'account' } },
    ),
    tradingRoutes({
      trading,
      blobs,
      idempotency,
      notifications,
      tapeFiles,
      ecosystemImages: kyselyEcosystemImages(db),
      priceGrid,
      lenderProfiles: accountLenderProfiles({ accounts: accounts.uow, memberships: auth.uow }),
      requireActor: every(session, withActor(resolveActor)),
      now: () => clock.now(),
    }),
    siteConfigRoutes({ build: config.build, environment: config.appEnv, ...config.site }),
    ...(config.demo ? [devMailboxRoutes({ newest: (query) => listOutbox(db, query) })] : []),
  ];
  const epochMs = () => clock.now().getTime();
  const isAllowedOrigin = partnerOrigins(approvedRedirectUris(db), config.publicUrl, epochMs, {
    policy: redirectPolicyOf(auth.config),
  });
  const app = createHttpApp({
    modules,
    log,
    isAllowedOrigin,
    ...(options.siteDir ? { site: { dir: options.siteDir } } : {}),
  });

  const senders: Partial<Record<'email' | 'sms', MessageSender>> = {};
  const smtp = config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : null;
  if (smtp) senders.email = smtp;
  const dispatcher = createDispatcher({ db, dialect, senders, now: () => clock.now() });

  return {
    config,
    connection,
    clock,
    ids,
    blobs,
    trading,
    auth,
    accounts,
    idempotency,
    notifications,
    audit: kyselyAuditChain(db, dialect),
    operations: platformOperations(connection, { auth, accounts }),
    tapeFiles,
    resolveActor,
    app,
    dispatchOutbox: () => dispatcher.runOnce(),
    async close() {
      smtp?.close();
      await connection.close();
    },
  };
}

// Registered first, so it wraps every route: a GET, HEAD or OPTIONS only reads, and its
// transactions take no write lock (adapters/db/read-intent.ts).
const readsOfSafeCalls: RouteModule = (api) =>
  api.use('*', (c, next) => (isStateChanging(c.req.method) ? next() : readingOnly(next)));
