/**
 * Benchmark (not a test; never fails on a timing): the LOAN RECORDS widget on N loans (default
 * 100,000) in headless Chromium, against a bare TanStack Table 9 + Virtual holding every row
 * client-side as the baseline, measured the same way by one in-page driver. The page is built
 * now (one IIFE, production React); the bench server pages, filters and counts like the
 * platform (core's search oracle, the real DTO). `npm run bench:widgets [-- <loans> <repeats>]`.
 *
 * Figures: first paint (script start to the first rows painted), sort (a click on the FICO
 * header: the widget asks the server, which sorts all N loans in SQL; the baseline sorts in
 * memory; each repeat goes on to the next direction, ascending → descending → none), filter
 * (a FICO range handed in, as the pool filters do), page change (Next page), page size 25 and
 * scroll to the bottom; the median of the repeats; ratio widget ÷ baseline; goals 300/100 ms.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium';
import { bundleChunk } from '../widgets/build/build-widgets';
import { benchLoans, startBenchServer } from './widgets-server';

/** One measured interaction: its median over the repeats, per subject. */
export interface BenchFigure {
  readonly name: string;
  readonly widgetMs: number;
  readonly bareMs: number;
  readonly goalMs: number;
}

type Subject = 'widget' | 'bare';

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(page: Page, repeats: number): Promise<Record<string, number>> {
  const times = async (run: (i: number) => Promise<number>) => {
    const out: number[] = [];
    for (let i = 0; i < repeats; i++) out.push(await run(i));
    return median(out);
  };
  const firstPaint = await page.evaluate(() => window.bench.firstPaint);
  const sort = await times(() => page.evaluate(() => window.bench.sort()));
  const filter = await times((i) =>
    page.evaluate(
      (range) => window.bench.filter(range),
      (i % 2 ? [650, 800] : [700, 750]) as [number, number],
    ),
  );
  const nextPage = await times(() => page.evaluate(() => window.bench.nextPage()));
  const pageSize = await page.evaluate(() => window.bench.pageSize(25));
  const scroll = await page.evaluate(() => window.bench.scrollToBottom());
  return { firstPaint, sort, filter, nextPage, pageSize, scroll };
}

/** Builds the page, serves `loans` loans, measures both subjects and returns the figures. */
export async function runLoanRecordsBench(loans: number, repeats: number): Promise<BenchFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ispz-bench-widgets-'));
  const { code } = await bundleChunk('bench/widgets-page.tsx', 'iife', 'IspzBench', false);
  writeFileSync(join(dir, 'page.js'), code);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LOAN RECORDS bench</title></head><body><div id="root"></div><script src="/page.js"></script></body></html>',
  );
  const server = await startBenchServer(dir, benchLoans(loans));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = {} as Record<Subject, Record<string, number>>;
    for (const subject of ['bare', 'widget'] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('pageerror', (error) => console.error(`${subject}: ${error.message}`));
      await page.goto(`${server.origin}/?subject=${subject}`);
      await page.waitForFunction(() => window.bench !== undefined);
      results[subject] = await measure(page, repeats);
      await page.close();
    }
    const goal = (name: string) => (name === 'firstPaint' ? 300 : 100);
    return Object.keys(results.widget).map((name) => ({
      name,
      widgetMs: results.widget[name] ?? Number.NaN,
      bareMs: results.bare[name] ?? Number.NaN,
      goalMs: goal(name),
    }));
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const LABELS: Record<string, string> = {
  firstPaint: 'first paint',
  sort: 'sort (FICO)',
  filter: 'filter (FICO range)',
  nextPage: 'page change',
  pageSize: 'page size 25',
  scroll: 'scroll to bottom',
};

/** The figures as the printed table. */
export function formatFigures(loans: number, figures: readonly BenchFigure[]): string {
  const ms = (x: number) => (Number.isNaN(x) ? '    n/a' : `${x.toFixed(1).padStart(7)}`);
  const lines = figures.map((f) => {
    const ratio = f.widgetMs / f.bareMs;
    const verdict = Number.isNaN(f.widgetMs) ? 'not measured' : f.widgetMs <= f.goalMs ? 'met' : 'NOT met';
    return `${(LABELS[f.name] ?? f.name).padEnd(20)} ${ms(f.widgetMs)} ms ${ms(f.bareMs)} ms  ${Number.isFinite(ratio) ? ratio.toFixed(2).padStart(6) : '   n/a'}×   goal ≤ ${f.goalMs} ms: ${verdict}`;
  });
  return [
    `LOAN RECORDS widget vs bare TanStack Table + Virtual, ${loans.toLocaleString('en-US')} loans (median)`,
    `${'interaction'.padEnd(20)} ${'widget'.padStart(10)} ${'baseline'.padStart(10)}  widget÷baseline`,
    ...lines,
  ].join('\n');
}

if (process.argv[1]?.endsWith('widgets-loan-records.ts')) {
  const loans = Number(process.argv[2] ?? 100_000);
  const repeats = Number(process.argv[3] ?? 5);
  runLoanRecordsBench(loans, repeats).then(
    (figures) => console.log(formatFigures(loans, figures)),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
