import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoanFilters } from '../../core/loans/loan-query';
import { fixedClock } from '../../core/ports/clock';
import { generateHmdaLar, type LarTruthRow } from '../../fixtures/tapes/hmda-lar-generator';
import { localDiskBlobStore } from '../blob/local-disk-blob-store';
import { kyselyStores } from '../db/stores';
import { testDatabases } from '../db/testing/test-databases';
import { kyselyUnitOfWork } from '../db/unit-of-work';
import { uuidV7Ids } from '../system/uuid-v7-ids';
import { importTapeFile } from './import-tape-file';
import { kyselyTapeFileServices } from './tape-file-services';
import { CAST } from './testing/tape-world';

/**
 * A lender's HMDA register through the real import (`ispz tape import`, `excel_Upload`) into
 * SQLite and PostgreSQL: 3,000 generated rows with HMDA's `NA`, `Exempt`, credit-score codes and
 * DTI bands mixed in. Rows imported, edits by code and what the pool filters find are checked
 * against the generator's own truth.
 */
const ROWS = 3000;
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

const EVERYTHING = { everything: true, partyId: null, statuses: [], tapeNames: [], loanIds: [] };

type Field = 'fico' | 'dti' | 'ltv' | 'tenureMonths';
const FILTERS: readonly (readonly [Field, number, number])[] = [
  ['fico', 700, 760],
  ['fico', 0, 9999],
  ['dti', 30, 45],
  ['dti', 0, 100],
  ['ltv', 60, 80],
  ['ltv', 0, 200],
  ['tenureMonths', 300, 360],
];

function countBy(codes: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of codes) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}

const truthIn = (truth: readonly LarTruthRow[], field: Field, min: number, max: number) =>
  truth.filter((t) => t.accepted && t[field] !== null && t[field] >= min && t[field] <= max).length;

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'an HMDA register imported on %s',
  (_, backend) => {
    it.each(['ffiec', 'public'] as const)(
      'imports the %s spelling as the generator says it must',
      async (style) => {
        const database = await backend.open();
        const blobDir = await mkdtemp(join(tmpdir(), 'ispz-hmda-'));
        folders.push(blobDir);
        const clock = fixedClock('2026-03-01T00:00:00.000Z');
        const deps = {
          trading: {
            uow: kyselyUnitOfWork(database.db, database.dialect, kyselyStores),
            clock,
            ids: uuidV7Ids,
          },
          blobs: localDiskBlobStore(blobDir),
          ...kyselyTapeFileServices(database, clock),
        };
        const lar = generateHmdaLar(ROWS, { seed: style === 'ffiec' ? 2024 : 2025, style });
        const bytes = Buffer.from(lar.csv, 'utf8');

        const outcome = await importTapeFile(deps, CAST.lender, {
          tapeName: `HMDA ${style}`,
          fileName: 'lar.csv',
          bytes,
          update: false,
        });
        if (!outcome.ok) throw new Error(outcome.error.message);
        const accepted = lar.truth.filter((t) => t.accepted);
        expect(outcome.value).toMatchObject({
          mappingName: 'hmda',
          rows: ROWS,
          accepted: accepted.length,
          added: accepted.length,
          rejected: ROWS - accepted.length,
        });
        expect(countBy(outcome.value.findings.map((f) => f.code))).toEqual(
          countBy(lar.truth.flatMap((t) => t.edits)),
        );
        expect(outcome.value.flagged).toBe(accepted.filter((t) => t.edits.length > 0).length);

        const count = (filters: LoanFilters) =>
          deps.trading.uow.run(
            async (s) => (await s.loans.search({ visibility: EVERYTHING, filters, page: 1, limit: 1 })).total,
          );
        expect(await count({})).toBe(accepted.length);
        for (const [field, min, max] of FILTERS) {
          expect({ field, min, max, total: await count({ [field]: { min, max } }) }).toEqual({
            field,
            min,
            max,
            total: truthIn(lar.truth, field, min, max),
          });
        }
        // Every loan carries exactly the generator's values: nothing made up where the register had none.
        const stored = await deps.trading.uow.run(async (s) =>
          s.loans.byLoanNumbers(
            `HMDA ${style}`,
            accepted.slice(0, 400).map((t) => t.uli),
          ),
        );
        const pick = ({
          loanNumber,
          fico,
          dti,
          ltv,
          interestRate,
          tenureMonths,
        }: (typeof stored)[number]) => ({ uli: loanNumber, fico, dti, ltv, interestRate, tenureMonths });
        expect(stored.map(pick).sort((a, b) => a.uli.localeCompare(b.uli))).toEqual(
          accepted.slice(0, 400).map(({ uli, fico, dti, ltv, interestRate, tenureMonths }) => ({
            uli,
            fico,
            dti,
            ltv,
            interestRate,
            tenureMonths,
          })),
        );
      },
      120_000,
    );
  },
);
