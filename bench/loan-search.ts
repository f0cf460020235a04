/**
 * Benchmark (not a test; never fails on a timing): loan search over N loans on SQLite (default
 * 1,000,000), S seeded filter combinations (default 200), each a count and a page of 10, through
 * the `searchLoans` use case (visibility, parsing, the Kysely store, borrower masking, pool
 * status) against hand-written SQL on the same database file with the same indexes, in the
 * same run, interleaved search by search. Two baselines: the plain page query
 * (`select * … order by id limit 10`) and the store's shape by hand (ids first, then their
 * rows). Wall-clock and CPU time of each; every answer is checked to agree (count and page ids).
 * The use case is also split by FICO range and by viewer (operator, lender, investor).
 * `npx tsx bench/loan-search.ts [loans] [searches]`; the table and JSON summary:
 * loan-search-report.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createPlatform } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import { unwrap } from '../core/errors/result';
import { searchLoans } from '../core/loans/search-loans';
import { BENCH_ACTORS, seedBenchLoans } from './loan-search-data';
import { type BenchSearch, handWrittenSearch, randomSearches } from './loan-search-queries';
import { formatLoanSearch, writeLoanSearchSummary } from './loan-search-report';

/** p50, p95 and p99 of one subject, in milliseconds. */
export interface Percentiles {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

/** One subject's wall-clock and CPU time per search. */
export interface SubjectFigures {
  readonly wall: Percentiles;
  readonly cpu: Percentiles;
}

/** What one run measured. */
export interface LoanSearchFigures {
  readonly loans: number;
  readonly searches: number;
  readonly seedMs: number;
  readonly useCase: SubjectFigures;
  readonly handWritten: SubjectFigures;
  readonly handWrittenIdsFirst: SubjectFigures;
  /** The use case's wall-clock time split by whether the search sets a FICO range (the index's seek). */
  readonly useCaseByFico: { readonly withRange: Percentiles; readonly withoutRange: Percentiles };
  /** The use case's wall-clock time split by who searches (each sees a different share of the loans). */
  readonly useCaseByViewer: Readonly<Record<BenchSearch['viewer'], Percentiles>>;
  /** Searches whose count or page ids differed between the use case and either baseline. */
  readonly disagreements: number;
  /** Matches per search, smallest and largest (how selective the combinations were). */
  readonly matches: { readonly min: number; readonly max: number };
}

const WARM_UP = 5;

function percentiles(times: readonly number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Times `work` by the wall clock and by this process's CPU. */
async function measured<T>(work: () => T | Promise<T>, into: { wall: number[]; cpu: number[] }): Promise<T> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await work();
  into.wall.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000);
  return value;
}

/** Seeds `loans` loans, runs `searches` searches through every subject and returns the figures. */
export async function runLoanSearchBench(loans: number, searches: number): Promise<LoanSearchFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'ispz-bench-search-'));
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dir });
  const opened: { db?: Database.Database; platform?: Awaited<ReturnType<typeof createPlatform>> } = {};
  try {
    // Migrate, then seed alone on the file: a rollback journal, not a WAL as large as the data.
    await (await createPlatform(config, { log: () => {} })).close();
    const db = new Database(join(dir, 'ispz.db'));
    opened.db = db;
    db.pragma('journal_mode = delete');
    const seedStart = performance.now();
    seedBenchLoans(db, loans);
    const seedMs = performance.now() - seedStart;
    db.pragma('journal_mode = wal');
    opened.platform = await createPlatform(config, { log: () => {} });
    const { trading } = opened.platform;
    const plain = handWrittenSearch(db, false);
    const idsFirst = handWrittenSearch(db, true);
    const viaUseCase = async (s: BenchSearch) =>
      unwrap(await searchLoans(trading, BENCH_ACTORS[s.viewer], s.input));
    const all = randomSearches(WARM_UP + searches);
    for (const s of all.slice(0, WARM_UP)) {
      await viaUseCase(s);
      plain(s);
      idsFirst(s);
    }
    const times = () => ({ wall: [] as number[], cpu: [] as number[] });
    const t = { useCase: times(), plain: times(), idsFirst: times() };
    const byFico = { withRange: [] as number[], withoutRange: [] as number[] };
    const byViewer = { operator: [] as number[], lender: [] as number[], investor: [] as number[] };
    let disagreements = 0;
    const totals: number[] = [];
    for (const s of all.slice(WARM_UP)) {
      const found = await measured(() => viaUseCase(s), t.useCase);
      const answers = [
        await measured(() => plain(s), t.plain),
        await measured(() => idsFirst(s), t.idsFirst),
      ];
      const ids = found.items.map((v) => v.loan.id).join();
      if (answers.some((a) => a.total !== found.total || a.rows.map((r) => r.id).join() !== ids))
        disagreements += 1;
      (s.input.ficoRange ? byFico.withRange : byFico.withoutRange).push(t.useCase.wall.at(-1)!);
      byViewer[s.viewer].push(t.useCase.wall.at(-1)!);
      totals.push(found.total);
    }
    const figures = (x: { wall: number[]; cpu: number[] }) => ({
      wall: percentiles(x.wall),
      cpu: percentiles(x.cpu),
    });
    return {
      loans,
      searches,
      seedMs,
      useCase: figures(t.useCase),
      handWritten: figures(t.plain),
      handWrittenIdsFirst: figures(t.idsFirst),
      useCaseByFico: {
        withRange: percentiles(byFico.withRange),
        withoutRange: percentiles(byFico.withoutRange),
      },
      useCaseByViewer: {
        operator: percentiles(byViewer.operator),
        lender: percentiles(byViewer.lender),
        investor: percentiles(byViewer.investor),
      },
      disagreements,
      matches: { min: Math.min(...totals), max: Math.max(...totals) },
    };
  } finally {
    opened.db?.close();
    await opened.platform?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('loan-search.ts')) {
  const loans = Number(process.argv[2] ?? 1_000_000);
  const searches = Number(process.argv[3] ?? 200);
  runLoanSearchBench(loans, searches).then(
    (figures) => {
      console.log(formatLoanSearch(figures));
      console.log(`  summary: ${writeLoanSearchSummary(figures)}`);
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
