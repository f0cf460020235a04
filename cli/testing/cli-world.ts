/**
 * Running the real `ispz` program in tests: a fresh migrated database of the backend (SQLite
 * file or PostgreSQL), a data folder, the environment a shell would give, cheap password
 * hashing, and a captured `Io`. `run` returns the exit code and what was printed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatform, type Platform } from '../../adapters/compose';
import { loadConfig } from '../../adapters/config';
import type { TestBackend } from '../../adapters/db/testing/test-databases';
import { testAuthCrypto } from '../../adapters/http/auth/testing/auth-world';
import type { Clock } from '../../core/ports/clock';
import type { Io } from '../output';
import { runCli } from '../program';

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  /** stdout parsed as JSON (for `--json` runs). */
  json<T = unknown>(): T;
}

/** An `Io` that keeps what is written. */
export function captureIo(): Io & { outs: string[]; errs: string[] } {
  const outs: string[] = [];
  const errs: string[] = [];
  return { outs, errs, out: (t) => outs.push(t), err: (t) => errs.push(t), interactive: false };
}

export const PASSWORD = 'Test@2026!';

export async function cliWorld(backend: TestBackend, options: { readonly clock?: Clock } = {}) {
  const database = await backend.open({ file: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'ispz-cli-'));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, APP_ENV: 'test' };
  const platformOptions = {
    crypto: testAuthCrypto(),
    log: () => {},
    ...(options.clock ? { clock: options.clock } : {}),
  };

  async function run(...args: string[]): Promise<CliRun> {
    const io = captureIo();
    const code = await runCli(args, { io, env, platformOptions });
    const out = io.outs.join('\n');
    return { code, out, err: io.errs.join('\n'), json: <T>() => JSON.parse(out) as T };
  }

  return {
    env,
    dataDir,
    database,
    run,
    /** `ispz users create` with the test password; throws when it fails. */
    async user(email: string, persona: string | null, first = 'Test'): Promise<string> {
      const role = persona === null ? ['--operator'] : ['--persona', persona];
      const made = await run(
        'users',
        'create',
        '--email',
        email,
        '--password',
        PASSWORD,
        '--first',
        first,
        '--last',
        'User',
        ...role,
        '--json',
      );
      if (made.code !== 0)
        throw new Error(`users create ${email} (exit ${made.code}): ${made.err}${made.out}`);
      return made.json<{ id: string }>().id;
    },
    /** The platform on the same database (for what no command does: placing bids, starting due diligence). */
    platform: (): Promise<Platform> => createPlatform(loadConfig(env), platformOptions),
    async close(): Promise<void> {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type CliWorld = Awaited<ReturnType<typeof cliWorld>>;
