import { z } from 'zod';
import { isProxyEntry } from './http/auth/client-address';

/**
 * Configuration from environment variables, parsed once. Every variable has a default that
 * makes `npm ci && npm start` work on a clean machine; `APP_ENV=production` instead demands
 * real secrets and turns the demo seed and the dev mailbox off.
 */
const Env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'DATABASE_URL must be sqlite:<path> or postgres://…')
      .optional(),
    APP_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('ISPz <no-reply@ispz.local>'),
    PUBLIC_URL: z.string().url().optional(),
    BUILD: z.enum(['us', 'commerce']).default('us'),
    /** The support contact the site's footer and contact page show. */
    SUPPORT_EMAIL: z.string().email().default('support@ispz.example'),
    SUPPORT_PHONE: z.string().min(1).default('+1 (555) 010-0100'),
    /** The borrower's site the navbar's Log In > Borrower opens (staging or production by environment). */
    BORROWER_URL: z.string().url().optional(),
    /** Signs access tokens and SSO codes; at least 32 characters. */
    TOKEN_SECRET: z.string().min(32).optional(),
    /** Keys the hashes of OTPs and anti-forgery tokens; at least 32 characters. */
    OTP_PEPPER: z.string().min(32).optional(),
    /** Keys the audit chain's hashes (HMAC); at least 32 characters. Keep it apart from the database. */
    AUDIT_KEY: z.string().min(32).optional(),
    /** A JSON price-adjustment grid (core/analytics/adjustment-grid.ts); the illustrative one when unset. */
    PRICE_GRID_FILE: z.string().min(1).optional(),
    /**
     * `illustrative`: price with the illustrative grid on purpose. Outside development a
     * deployment names its grid (PRICE_GRID_FILE) or says this, so no loan is priced by the
     * demo's table unnoticed.
     */
    PRICE_GRID: z.enum(['illustrative']).optional(),
    /**
     * The payment provider. `test-mode` is the only one the platform has (charges recorded, no
     * money moves); production must say so explicitly.
     */
    PAYMENTS: z.enum(['test-mode']).optional(),
    /**
     * Reverse proxies (addresses or CIDR blocks, comma-separated) whose `X-Forwarded-For` is
     * believed: the client is then its rightmost hop that is not one of them. Unset: the header
     * is ignored and the socket's peer is the client.
     */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((e) => e.trim())
          .filter((e) => e.length > 0),
      )
      .refine(
        (entries) => entries.every(isProxyEntry),
        'TRUSTED_PROXIES must list IP addresses or CIDR blocks',
      ),
  })
  .superRefine((env, ctx) => {
    if (env.PRICE_GRID_FILE && env.PRICE_GRID)
      ctx.addIssue({
        code: 'custom',
        path: ['PRICE_GRID'],
        message: 'PRICE_GRID=illustrative and PRICE_GRID_FILE cannot both be set: name one grid',
      });
    if (env.APP_ENV !== 'production') return;
    for (const key of ['TOKEN_SECRET', 'OTP_PEPPER', 'AUDIT_KEY', 'PUBLIC_URL'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required in production` });
    }
    // The demo's stand-ins run in production only when the deployment asks for them by name.
    if (!env.PRICE_GRID_FILE && !env.PRICE_GRID)
      ctx.addIssue({
        code: 'custom',
        path: ['PRICE_GRID_FILE'],
        message:
          'PRICE_GRID_FILE is required in production (or PRICE_GRID=illustrative to price with the illustrative grid on purpose)',
      });
    if (!env.PAYMENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message:
          'PAYMENTS is required in production: the only provider is the test mode, which moves no money (PAYMENTS=test-mode)',
      });
  });

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string;
  readonly appEnv: 'development' | 'production' | 'test';
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly publicUrl: string;
  readonly build: 'us' | 'commerce';
  /** What the site shows of the deployment (GET /api/site/config). */
  readonly site: {
    readonly supportEmail: string;
    readonly supportPhone: string;
    readonly borrowerUrl: string;
  };
  /** Null in development/test: the composition root then keeps generated secrets in DATA_DIR. */
  readonly tokenSecret: string | null;
  readonly otpPepper: string | null;
  /** Null in development/test: a generated key is kept in DATA_DIR (development) or a fixed one used (test). */
  readonly auditKey: string | null;
  /** The deployment's price-adjustment grid file, or null for the illustrative grid. */
  readonly priceGridFile: string | null;
  /** The payment provider: the test mode (charges recorded, no money moves) is the only one. */
  readonly payments: 'test-mode';
  /** Proxies whose X-Forwarded-For names the client (empty: the header is ignored). */
  readonly trustedProxies: readonly string[];
  /** Development only: seed the demo on first start and serve the dev mailbox. */
  readonly demo: boolean;
}

/** The configuration cannot be used (what the CLI reports with sysexits EX_CONFIG, 78). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${e.DATA_DIR.replace(/\/$/, '')}/ispz.db`,
    appEnv: e.APP_ENV,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    build: e.BUILD,
    site: {
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      borrowerUrl:
        e.BORROWER_URL ??
        (e.APP_ENV === 'production'
          ? 'https://borrower.ispz.example'
          : 'https://borrower-staging.ispz.example'),
    },
    tokenSecret: e.TOKEN_SECRET ?? null,
    otpPepper: e.OTP_PEPPER ?? null,
    auditKey: e.AUDIT_KEY ?? null,
    priceGridFile: e.PRICE_GRID_FILE ?? null,
    payments: e.PAYMENTS ?? 'test-mode',
    trustedProxies: e.TRUSTED_PROXIES,
    demo: e.APP_ENV === 'development',
  };
}
