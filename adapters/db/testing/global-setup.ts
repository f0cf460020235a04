import type { TestProject } from 'vitest/node';
import { createMigratedTemplate } from './pg-admin';
import { DEFAULT_POSTGRES_BIN, startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's admin URL; null only when ISPZ_SKIP_POSTGRES=1 was set on purpose. */
    postgresUrl: string | null;
  }
}

/**
 * Whether this run starts PostgreSQL. ISPZ_SKIP_POSTGRES=1 skips it on a developer's machine; in
 * CI (`CI` set to anything but false/0) it is refused loudly, so CI can never pass without the
 * PostgreSQL half of the tests.
 */
export function postgresDecision(env: Readonly<Record<string, string | undefined>>): 'start' | 'skip' {
  if (env.ISPZ_SKIP_POSTGRES !== '1') return 'start';
  const ci = env.CI?.trim().toLowerCase();
  if (ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0')
    throw new Error('ISPZ_SKIP_POSTGRES=1 is not allowed in CI: the PostgreSQL tests must run there');
  return 'skip';
}

/**
 * Vitest global setup: one PostgreSQL cluster for the whole run, with a migrated template
 * database, handed to the test files with `provide`/`inject` (see `testDatabases()`), stopped
 * and deleted at the end. A machine without
 * the binaries or the `postgres` user fails the run — database tests are never skipped silently;
 * ISPZ_SKIP_POSTGRES=1 runs the SQLite half only, and says so. ISPZ_POSTGRES_BIN overrides the
 * folder of the binaries.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (postgresDecision(process.env) === 'skip') {
    console.warn('\n  ISPZ_SKIP_POSTGRES=1: the PostgreSQL half of the database tests is NOT running.\n');
    project.provide('postgresUrl', null);
    return undefined;
  }
  const cluster = await startPostgresCluster(process.env.ISPZ_POSTGRES_BIN ?? DEFAULT_POSTGRES_BIN).catch(
    (error) => {
      throw new Error(
        `cannot start the PostgreSQL test cluster: ${error.message}\n(.ci/run installs what is missing; ISPZ_SKIP_POSTGRES=1 runs without the PostgreSQL tests)`,
        { cause: error },
      );
    },
  );
  // Stop the server even if the run is torn down abruptly (teardown may not run then).
  process.once('exit', cluster.stop);
  try {
    await createMigratedTemplate(cluster.url);
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  return () => {
    process.off('exit', cluster.stop);
    cluster.stop();
  };
}
