/**
 * The size part of the widgets benchmark: every family's IIFE and the ESM build, built exactly
 * as they are served (widgets/build/build-widgets.ts), with their raw, gzip-as-served (the
 * build's Zopfli `.gz`, what a budget measures), zlib level 9 and brotli sizes, each family
 * against its budget from widgets/build/families.ts. The budgets themselves are enforced by
 * widgets/build/bundle-budget.test.ts; here they are the baseline a figure is printed against.
 */
import { gzipSync } from 'node:zlib';
import { buildEsm, buildFamily } from '../widgets/build/build-widgets';
import { ESM_BUNDLE, FAMILIES, type FamilyName } from '../widgets/build/families';

/** One bundle's weight. */
export interface WidgetSize {
  /** The family's name (`auth`, `trading`), or `widgets` for the ESM build. */
  readonly name: string;
  readonly format: 'iife' | 'esm';
  readonly bytes: number;
  /** gzip as the server sends it (Zopfli). */
  readonly gzipBytes: number;
  /** gzip at zlib level 9, for comparison with other tools. */
  readonly zlib9Bytes: number;
  readonly brotliBytes: number;
  /** The family's gzip budget, React included; null for the ESM build, which has none. */
  readonly budgetBytes: number | null;
  /** gzipBytes ÷ budgetBytes (1 is the budget); null without a budget. */
  readonly ofBudget: number | null;
}

/** Every family's name, in the order families.ts lists them. */
export const ALL_FAMILIES = Object.keys(FAMILIES) as FamilyName[];

/** Builds `families` (default every one) and, when `esm`, the ESM build, and weighs each. */
export async function measureWidgetSizes(
  families: readonly FamilyName[] = ALL_FAMILIES,
  esm = true,
): Promise<WidgetSize[]> {
  const sizes: WidgetSize[] = [];
  const weigh = (
    name: string,
    format: WidgetSize['format'],
    built: { code: string; bytes: number; gzipBytes: number; brotliBytes: number },
    budgetBytes: number | null,
  ): WidgetSize => ({
    name,
    format,
    bytes: built.bytes,
    gzipBytes: built.gzipBytes,
    zlib9Bytes: gzipSync(built.code, { level: 9 }).length,
    brotliBytes: built.brotliBytes,
    budgetBytes,
    ofBudget: budgetBytes === null ? null : built.gzipBytes / budgetBytes,
  });
  for (const name of families)
    sizes.push(weigh(name, 'iife', await buildFamily(name), FAMILIES[name].budget));
  if (esm) sizes.push(weigh(ESM_BUNDLE.name, 'esm', await buildEsm(), null));
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

/** The sizes as the printed table: one line per bundle, gzip as served against the budget. */
export function formatWidgetSizes(sizes: readonly WidgetSize[]): string[] {
  const lines = [
    'Widget bundles as served (gzip: the build’s Zopfli .gz, what a budget measures; React included in each IIFE)',
    `  ${'bundle'.padEnd(16)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'zlib -9'.padStart(9)} ${'brotli'.padStart(9)} ${'budget'.padStart(9)}  gzip ÷ budget`,
  ];
  for (const s of sizes) {
    const label = s.format === 'esm' ? `${s.name} (ESM)` : `${s.name} (IIFE)`;
    const budget = s.budgetBytes === null ? '        —' : kb(s.budgetBytes);
    const verdict =
      s.ofBudget === null
        ? 'no budget (React external)'
        : `${s.ofBudget.toFixed(3)}×  ${s.ofBudget <= 1 ? 'within' : `OVER by ${kb(s.gzipBytes - s.budgetBytes!).trim()}`}`;
    lines.push(
      `  ${label.padEnd(16)} ${kb(s.bytes)} ${kb(s.gzipBytes)} ${kb(s.zlib9Bytes)} ${kb(s.brotliBytes)} ${budget}  ${verdict}`,
    );
  }
  return lines;
}
