import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Proves that the boundary check `npm test` runs would fail on a violation: a copy of the
// rules and tsconfig is run over a scratch tree holding one offending file at a time.
const root = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'ispz-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function cruise(files: Record<string, string>): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(scratch, 'case-'));
  // The rules as they are, read through a config that keeps node_modules/ at its linked path.
  cpSync(join(root, '.dependency-cruiser.cjs'), join(dir, 'rules.cjs'));
  writeFileSync(
    join(dir, '.dependency-cruiser.cjs'),
    "const rules = require('./rules.cjs');\n" +
      'module.exports = { ...rules, options: { ...rules.options, preserveSymlinks: true } };\n',
  );
  cpSync(join(root, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const bin = join(root, 'node_modules', '.bin', 'depcruise');
  try {
    const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))];
    const output = execFileSync(bin, [...folders, '--config', '.dependency-cruiser.cjs'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output };
  } catch (e) {
    const failure = e as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

describe('the boundary check', () => {
  it('accepts core importing zod and other core modules', () => {
    const r = cruise({
      'core/a.ts':
        "import { z } from 'zod';\nimport { b } from './b';\nexport const a = z.string().parse(b);\n",
      'core/b.ts': "export const b = 'x';\n",
    });
    expect(r.output).toMatch(/no dependency violations/);
    expect(r.ok).toBe(true);
  });

  it('fails when core imports node:fs', () => {
    const r = cruise({
      'core/bad.ts': "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/no-node-builtins-in-core|core-is-pure/);
  });

  it('fails when core imports an adapter', () => {
    const r = cruise({
      'adapters/x.ts': 'export const x = 1;\n',
      'core/bad.ts': "import { x } from '../adapters/x';\nexport const y = x;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/core-is-pure/);
  });

  it('fails when core imports a package other than zod and ts-pattern', () => {
    const r = cruise({
      'core/bad.ts': "import { Hono } from 'hono';\nexport const app = new Hono();\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/core-is-pure/);
  });

  it('fails when a widget imports an adapter', () => {
    const r = cruise({
      'adapters/x.ts': 'export const x = 1;\n',
      'widgets/w.ts': "import { x } from '../adapters/x';\nexport const w = x;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/widgets-talk-http-not-adapters/);
  });

  it('accepts the composition and the seed importing the HTTP driver, and the database the system clock', () => {
    const r = cruise({
      'adapters/http/app.ts': 'export const app = 1;\n',
      'adapters/system/clock.ts': 'export const clock = 1;\n',
      'adapters/compose.ts': "import { app } from './http/app';\nexport const platform = app;\n",
      'adapters/seed/seed.ts': "import { app } from '../http/app';\nexport const seed = app;\n",
      'adapters/db/worker.ts': "import { clock } from '../system/clock';\nexport const worker = clock;\n",
    });
    expect(r.output).toMatch(/no dependency violations/);
    expect(r.ok).toBe(true);
  });

  it('fails when a driven adapter imports the HTTP driver', () => {
    const r = cruise({
      'adapters/http/idempotency.ts': 'export type Claim = { key: string };\n',
      'adapters/tapes/bad.ts':
        "import type { Claim } from '../http/idempotency';\nexport const claim: Claim = { key: 'k' };\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/driven-adapters-do-not-know-drivers/);
  });

  it('fails when a driven adapter imports the composition root', () => {
    const r = cruise({
      'adapters/compose.ts': 'export const platform = 1;\n',
      'adapters/outbox/bad.ts': "import { platform } from '../compose';\nexport const p = platform;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/driven-adapters-do-not-know-drivers/);
  });

  it('fails when the database imports another driven adapter', () => {
    const r = cruise({
      'adapters/payments/refund-tables.ts': 'export const refundTables = {};\n',
      'adapters/db/schema.ts':
        "import { refundTables } from '../payments/refund-tables';\nexport const tables = { ...refundTables };\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/the-database-imports-no-other-adapter/);
  });

  it('accepts the HTTP driver mapping a lost database to 503, and its tests and harnesses opening databases', () => {
    const r = cruise({
      'adapters/db/unavailable.ts': 'export const unavailable = 1;\n',
      'adapters/db/testing/test-databases.ts': 'export const testDatabases = 1;\n',
      'adapters/http/edge/database-unavailable.ts':
        "import { unavailable } from '../../db/unavailable';\nexport const answer = unavailable;\n",
      'adapters/http/routes.test.ts':
        "import { testDatabases } from '../db/testing/test-databases';\nexport const t = testDatabases;\n",
      'adapters/http/testing/world.ts':
        "import { testDatabases } from '../../db/testing/test-databases';\nexport const w = testDatabases;\n",
    });
    expect(r.output).toMatch(/no dependency violations/);
    expect(r.ok).toBe(true);
  });

  it('fails when the HTTP driver imports a database module', () => {
    const r = cruise({
      'adapters/db/outbox/outbox-queries.ts': 'export const listOutbox = () => [];\n',
      'adapters/http/dev-mailbox.ts':
        "import { listOutbox } from '../db/outbox/outbox-queries';\nexport const mailbox = listOutbox;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/http-runs-no-sql/);
  });

  it('fails when the HTTP driver takes Kysely itself', () => {
    const r = cruise({
      'adapters/http/partner-origins.ts':
        "import type { Kysely } from 'kysely';\nexport const origins = (db: Kysely<never>) => db;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/http-runs-no-sql/);
  });

  it('accepts the CLI driving the composition, and its tests opening databases', () => {
    const r = cruise({
      'adapters/compose.ts': 'export const createPlatform = 1;\n',
      'adapters/db/testing/test-databases.ts': 'export const testDatabases = 1;\n',
      'cli/context.ts':
        "import { createPlatform } from '../adapters/compose';\nexport const open = createPlatform;\n",
      'cli/users.test.ts':
        "import { testDatabases } from '../adapters/db/testing/test-databases';\nexport const t = testDatabases;\n",
    });
    expect(r.output).toMatch(/no dependency violations/);
    expect(r.ok).toBe(true);
  });

  it('fails when the CLI writes through a database store', () => {
    const r = cruise({
      'adapters/db/auth-stores.ts': 'export const kyselyAuthStores = 1;\n',
      'cli/user-accounts.ts':
        "import { kyselyAuthStores } from '../adapters/db/auth-stores';\nexport const stores = kyselyAuthStores;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/cli-runs-no-sql/);
  });

  it('fails when the CLI runs SQL with Kysely itself', () => {
    const r = cruise({
      'cli/commands/audit.ts': "import { sql } from 'kysely';\nexport const head = sql`select 1`;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/cli-runs-no-sql/);
  });
});
