/**
 * Released migrations are history: what they create on a new database must never change. Each
 * one imports only Kysely and the frozen kits beside it (`kit/`), never the live column helpers or
 * a table declaration, and the released files and kits keep the bytes they were released with.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

/** sha-256 (first 16 hex digits) of each released file; a new release appends its lines. */
const RELEASED: Readonly<Record<string, string>> = {
  '0001-trading-core.ts': '98f054660b3e4de0',
  '0002-bidding-and-tapes.ts': '50a8577cab7a3141',
  '0003-diligence-and-transfer.ts': '3baa36b89e150178',
  '0004-auth.ts': 'af4ed90e794b5408',
  '0005-accounts.ts': '858abe105256a77b',
  '0006-idempotency.ts': 'b26e45db207d1830',
  '0007-tape-files.ts': '8894de332bc46bd0',
  '0008-blob-uploads.ts': '10c0d8aa8394aa07',
  '0009-payments.ts': 'faee0eb85fc7c954',
  '0010-account-security.ts': 'd2f47ce87d4010cc',
  '0011-blob-names.ts': '886702c64138d669',
  '0012-idempotency-leases.ts': '723a1f65ead17b63',
  '0013-audit-key.ts': 'c33f7ca7b209386e',
  '0014-contact-verification.ts': 'bc0c14a52b287999',
  '0015-partner-sessions.ts': '5ce70cb62fc011eb',
  '0016-sign-in-throttling.ts': '2fec8bb1e8169d16',
  '0017-user-route-settings.ts': 'f6c742a669e5c903',
  '0018-loan-values-not-reported.ts': '8b6d4dc27ad3cfc0',
  '0019-staking.ts': '580f52fe81edeba8',
  '0020-audit-sequence.ts': '71e671a8bfbd8841',
  '0021-loan-search-index.ts': 'fcc1c0557a9af393',
  '0022-visible-loan-indexes.ts': '4e71767f60c43965',
  'kit/columns-0018.ts': '992b5fef3c8715b2',
};

const hashOf = (file: string) =>
  createHash('sha256')
    .update(readFileSync(join(here, file)))
    .digest('hex')
    .slice(0, 16);

const migrationFiles = readdirSync(here).filter((f) => /^\d{4}-.*\.ts$/.test(f) && !f.endsWith('.test.ts'));

/** The module names a file imports from. */
const importsOf = (file: string) =>
  [...readFileSync(join(here, file), 'utf8').matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)].map(
    (m) => m[1],
  );

describe('released migrations', () => {
  it.each(Object.keys(RELEASED))('%s keeps the bytes it was released with', (file) => {
    expect(hashOf(file), `${file} is released history: add a migration instead of editing it`).toBe(
      RELEASED[file],
    );
  });

  it.each(migrationFiles)('%s imports only Kysely and the frozen kits', (file) => {
    for (const from of importsOf(file)) expect(from, file).toMatch(/^(kysely|\.\/kit\/[\w-]+)$/);
  });

  it('finds the files it checks (the imports pattern sees an import)', () => {
    expect(migrationFiles.length).toBeGreaterThanOrEqual(18);
    expect(importsOf('0001-trading-core.ts')).toEqual(['kysely', './kit/columns-0018']);
  });
});
