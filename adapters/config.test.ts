import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** A production environment with its secrets and both stand-ins named on purpose. */
const PRODUCTION = {
  APP_ENV: 'production',
  TOKEN_SECRET: 'x'.repeat(32),
  OTP_PEPPER: 'y'.repeat(32),
  AUDIT_KEY: 'z'.repeat(32),
  PUBLIC_URL: 'https://ispz.example',
  PRICE_GRID: 'illustrative',
  PAYMENTS: 'test-mode',
} as const;

describe('loadConfig', () => {
  it('works on a clean machine with no variables at all', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/ispz.db',
      appEnv: 'development',
      publicUrl: 'http://localhost:3000',
      build: 'us',
      smtpUrl: null,
      demo: true,
    });
  });

  it('reads the build and what the site shows of the deployment, with working defaults', () => {
    expect(loadConfig({}).site).toEqual({
      supportEmail: 'support@ispz.example',
      supportPhone: '+1 (555) 010-0100',
      borrowerUrl: 'https://borrower-staging.ispz.example',
    });
    const custom = loadConfig({
      BUILD: 'commerce',
      SUPPORT_EMAIL: 'help@partner.example',
      SUPPORT_PHONE: '+44 20 7946 0000',
      BORROWER_URL: 'https://borrow.partner.example',
    });
    expect([custom.build, custom.site]).toEqual([
      'commerce',
      {
        supportEmail: 'help@partner.example',
        supportPhone: '+44 20 7946 0000',
        borrowerUrl: 'https://borrow.partner.example',
      },
    ]);
    expect(() => loadConfig({ BUILD: 'eu' })).toThrow(/BUILD/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('reads TRUSTED_PROXIES as addresses and CIDR blocks, none by default, and refuses anything else', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.1 ,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('derives the SQLite file from DATA_DIR and honours a Postgres URL', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ispz/' }).databaseUrl).toBe('sqlite:/srv/ispz/ispz.db');
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/ispz' }).databaseUrl).toBe('postgres://app@db/ispz');
  });

  it('refuses production without real secrets, naming each missing one', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/TOKEN_SECRET is required in production/);
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/OTP_PEPPER is required in production/);
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/AUDIT_KEY is required in production/);
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(ConfigError);
    const ok = loadConfig(PRODUCTION);
    expect(ok.demo).toBe(false);
  });

  it('runs production on the demo stand-ins only when they are asked for by name', () => {
    const { PRICE_GRID: _grid, PAYMENTS: _payments, ...secretsOnly } = PRODUCTION;
    expect(() => loadConfig(secretsOnly)).toThrow(/PRICE_GRID_FILE is required in production/);
    expect(() => loadConfig(secretsOnly)).toThrow(/PAYMENTS is required in production.*PAYMENTS=test-mode/);
    expect(() => loadConfig({ ...secretsOnly, PAYMENTS: 'test-mode' })).toThrow(/PRICE_GRID=illustrative/);
    expect(
      loadConfig({ ...secretsOnly, PAYMENTS: 'test-mode', PRICE_GRID_FILE: '/etc/ispz/grid.json' }),
    ).toMatchObject({ priceGridFile: '/etc/ispz/grid.json', payments: 'test-mode' });
    expect(loadConfig(PRODUCTION)).toMatchObject({ priceGridFile: null, payments: 'test-mode' });
    expect(() => loadConfig({ ...PRODUCTION, PAYMENTS: 'stripe' })).toThrow(/PAYMENTS/);
    // Development keeps working with neither.
    expect(loadConfig({})).toMatchObject({ priceGridFile: null, payments: 'test-mode' });
  });

  it('refuses a grid file and the illustrative grid named together', () => {
    expect(() => loadConfig({ PRICE_GRID: 'illustrative', PRICE_GRID_FILE: 'grid.json' })).toThrow(
      /cannot both be set/,
    );
  });

  it('refuses nonsense values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/sqlite:<path> or postgres/);
  });
});
