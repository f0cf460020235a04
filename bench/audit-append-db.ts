/**
 * Where `audit-append.ts` runs: a database of its own on the PostgreSQL server of `DATABASE_URL`
 * when that is a postgres:// URL, else on a throwaway cluster started from the machine's
 * PostgreSQL binaries (the test cluster's, `adapters/db/testing/postgres-cluster.ts`).
 */
import pg from 'pg';
import { databaseUrl } from '../adapters/db/testing/pg-admin';
import { startPostgresCluster } from '../adapters/db/testing/postgres-cluster';

/** A fresh database's URL, and how to remove it (and the cluster, if one was started). */
export async function benchDatabase(
  env: Readonly<Record<string, string | undefined>>,
): Promise<{ readonly url: string; drop(): Promise<void> }> {
  const given = env.DATABASE_URL;
  const cluster = given && /^postgres(ql)?:\/\//.test(given) ? null : await startPostgresCluster();
  const server = cluster?.url ?? given!;
  const name = `ispz_bench_audit_${process.pid}`;
  const admin = new pg.Client(server);
  await admin.connect();
  await admin.query(`create database "${name}"`);
  return {
    url: databaseUrl(server, name),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      cluster?.stop();
    },
  };
}
