import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, chownSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for tests, started from the machine's binaries. The server
 * refuses to run as root, so under root every command runs as the `postgres` OS user (from a
 * folder that user owns — it cannot `cd` into /root); as any other user it runs directly.
 * Durability is switched off (fsync, full-page writes): the data dies with the run anyway.
 */
export const DEFAULT_POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** `postgres://app@127.0.0.1:<port>/postgres` (trust auth, superuser `app`). */
  readonly url: string;
  /**
   * Stops the server the way a crash or a pulled plug does (`pg_ctl stop -m immediate`): every
   * connection drops at once, nothing is shut down cleanly. The data folder and port are kept.
   */
  kill(): void;
  /** Starts a killed server again on the same data folder and port (it recovers from its WAL). */
  restart(): void;
  /** Stops the server and removes its folder; safe to call twice. */
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function idOf(flag: '-u' | '-g', user: string): number {
  const r = spawnSync('id', [flag, user], { encoding: 'utf8' });
  if (r.status !== 0) {
    throw new Error(
      `the '${user}' OS user is missing (PostgreSQL refuses to run as root): create it with useradd --system ${user}`,
    );
  }
  return Number(r.stdout.trim());
}

/** Starts a cluster; throws with the server's own words when anything is missing or fails. */
export async function startPostgresCluster(bin = DEFAULT_POSTGRES_BIN): Promise<PostgresCluster> {
  for (const tool of ['initdb', 'pg_ctl']) {
    try {
      accessSync(join(bin, tool), constants.X_OK);
    } catch {
      throw new Error(`PostgreSQL binaries not found: ${join(bin, tool)} (install postgresql-15)`);
    }
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'ispz-pg-'));
  if (asRoot) chownSync(dir, idOf('-u', 'postgres'), idOf('-g', 'postgres'));
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const [command, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    const r = spawnSync(command, argv, { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0)
      throw new Error(`${tool} failed (${r.status}): ${r.stderr || r.stdout || r.error?.message}`);
  };
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // Not running (start failed, or already stopped): only the folder is left to remove.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  let settings = '';
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start', '-o', settings]);
  try {
    run('initdb', [
      '-D',
      data,
      '-U',
      'app',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const port = await freePort();
    settings = [
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
      // Detect deadlocks quickly (tests provoke them on purpose) and allow many parallel pools.
      '-c deadlock_timeout=100ms -c max_connections=300',
    ].join(' ');
    start();
    return {
      url: `postgres://app@127.0.0.1:${port}/postgres`,
      kill: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
      restart: start,
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
