import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type Config, ConfigError } from './config';
import { UNCONFIGURED_AUDIT_KEY } from './db/audit/audit-key';

export interface Secrets {
  /** Signs access tokens. */
  readonly tokenSecret: string;
  /** Keys OTP and anti-forgery MACs. */
  readonly otpPepper: string;
  /** Keys the audit chain's hashes (HMAC). */
  readonly auditKey: string;
}

const Stored = z.object({
  tokenSecret: z.string().min(32),
  otpPepper: z.string().min(32),
  /** Absent in files written before the audit chain was keyed: added then, the rest kept. */
  auditKey: z.string().min(32).optional(),
});

const fresh = () => randomBytes(32).toString('base64url');

/**
 * The server's secrets. Production takes them from the environment (the config refuses to load
 * without them). Development keeps generated ones in DATA_DIR/secrets.json (mode 0600) so
 * sessions and the audit chain's key survive a restart; tests get fresh token secrets in memory
 * and the public unconfigured audit key.
 */
export function loadSecrets(config: Config): Secrets {
  if (config.tokenSecret && config.otpPepper && config.auditKey) {
    return { tokenSecret: config.tokenSecret, otpPepper: config.otpPepper, auditKey: config.auditKey };
  }
  if (config.appEnv === 'production') {
    // The configuration refuses production without them; never fall back to generated ones.
    throw new ConfigError('TOKEN_SECRET, OTP_PEPPER and AUDIT_KEY are required in production');
  }
  if (config.appEnv === 'test') {
    // Every process of a test run must agree on the audit key (the chain is verified by another
    // process than the one that wrote it), and tests need no secrecy: the public unconfigured key.
    return {
      tokenSecret: config.tokenSecret ?? fresh(),
      otpPepper: config.otpPepper ?? fresh(),
      auditKey: config.auditKey ?? UNCONFIGURED_AUDIT_KEY,
    };
  }
  const file = join(config.dataDir, 'secrets.json');
  let stored: z.output<typeof Stored> | null = null;
  if (existsSync(file)) {
    const parsed = Stored.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) stored = parsed.data;
  }
  const kept = {
    tokenSecret: stored?.tokenSecret ?? fresh(),
    otpPepper: stored?.otpPepper ?? fresh(),
    auditKey: stored?.auditKey ?? fresh(),
  };
  if (stored?.auditKey === undefined) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return {
    tokenSecret: config.tokenSecret ?? kept.tokenSecret,
    otpPepper: config.otpPepper ?? kept.otpPepper,
    auditKey: config.auditKey ?? kept.auditKey,
  };
}
