import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from './config';

export interface Secrets {
  /** Signs access tokens. */
  readonly tokenSecret: string;
  /** Keys OTP and anti-forgery MACs. */
  readonly otpPepper: string;
}

const Stored = z.object({ tokenSecret: z.string().min(32), otpPepper: z.string().min(32) });

/**
 * The server's secrets. Production takes them from the environment (the config refuses to load
 * without them). Development keeps generated ones in DATA_DIR/secrets.json (mode 0600) so
 * sessions survive a restart; tests get fresh ones in memory.
 */
export function loadSecrets(config: Config): Secrets {
  if (config.tokenSecret && config.otpPepper) {
    return { tokenSecret: config.tokenSecret, otpPepper: config.otpPepper };
  }
  const generated = (): Secrets => ({
    tokenSecret: randomBytes(32).toString('base64url'),
    otpPepper: randomBytes(32).toString('base64url'),
  });
  if (config.appEnv === 'test') return generated();
  const file = join(config.dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = Stored.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data;
  }
  const fresh = generated();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return fresh;
}
