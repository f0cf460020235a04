import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { UNCONFIGURED_AUDIT_KEY } from './db/audit/audit-key';
import { loadSecrets } from './secrets';

const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'ispz-secrets-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadSecrets', () => {
  it('generates development secrets once and keeps them private in DATA_DIR across restarts', () => {
    const dir = freshDir();
    const config = loadConfig({ DATA_DIR: dir });
    const first = loadSecrets(config);
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadSecrets(config)).toEqual(first);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('takes production secrets from the environment and never writes a file', () => {
    const dir = freshDir();
    const config = loadConfig({
      APP_ENV: 'production',
      DATA_DIR: dir,
      TOKEN_SECRET: 't'.repeat(40),
      OTP_PEPPER: 'p'.repeat(40),
      AUDIT_KEY: 'a'.repeat(40),
      PUBLIC_URL: 'https://ispz.example',
      PRICE_GRID: 'illustrative',
      PAYMENTS: 'test-mode',
    });
    expect(loadSecrets(config)).toEqual({
      tokenSecret: 't'.repeat(40),
      otpPepper: 'p'.repeat(40),
      auditKey: 'a'.repeat(40),
    });
    expect(() => statSync(join(dir, 'secrets.json'))).toThrow();
  });

  it('gives tests fresh secrets in memory', () => {
    const dir = freshDir();
    const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dir });
    expect(loadSecrets(config).tokenSecret).not.toEqual(loadSecrets(config).tokenSecret);
    expect(loadSecrets(config).auditKey).toBe(UNCONFIGURED_AUDIT_KEY);
    expect(() => statSync(join(dir, 'secrets.json'))).toThrow();
  });

  it('adds an audit key to a development secrets file written before there was one, keeping the rest', () => {
    const dir = freshDir();
    const old = { tokenSecret: 't'.repeat(40), otpPepper: 'p'.repeat(40) };
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify(old));
    const config = loadConfig({ DATA_DIR: dir });
    const secrets = loadSecrets(config);
    expect(secrets).toMatchObject(old);
    expect(secrets.auditKey.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toEqual(secrets);
    expect(loadSecrets(config)).toEqual(secrets);
  });
});
