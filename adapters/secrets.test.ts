import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
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
      PUBLIC_URL: 'https://ispz.example',
    });
    expect(loadSecrets(config)).toEqual({ tokenSecret: 't'.repeat(40), otpPepper: 'p'.repeat(40) });
    expect(() => statSync(join(dir, 'secrets.json'))).toThrow();
  });

  it('gives tests fresh secrets in memory', () => {
    const dir = freshDir();
    const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dir });
    expect(loadSecrets(config)).not.toEqual(loadSecrets(config));
    expect(() => statSync(join(dir, 'secrets.json'))).toThrow();
  });
});
