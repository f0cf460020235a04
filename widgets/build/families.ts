/**
 * The widget bundles: one self-registering IIFE per family and one ESM build. Adding a family
 * (trading) is one line here; its budget is checked by the budget test.
 */

/** A family's IIFE: its entry, the global it exposes, and its gzip budget (React included). */
export interface FamilyBundle {
  readonly entry: string;
  readonly global: string;
  /** Bytes, gzip level 9, React included (DESIGN.md budgets). */
  readonly budget: number;
  /**
   * Where a family does not meet its budget yet: the most it may weigh meanwhile, so it cannot
   * grow while it is being brought under the budget. Absent once the budget holds.
   */
  readonly ceiling?: number;
}

/** Every family bundle, by the stable name it is served under (`/widgets/<name>.js`). */
export const FAMILIES = {
  /**
   * Over its 90 KB budget: React + ReactDOM alone weigh 65.8 KB and zod/mini about 7; the whole
   * family measures 94.1 KB (107.9 before the kit's own form hook, the client runtime and the
   * split message catalogues). The ceiling holds that gain until the rest is found (see
   * widgets/build/README.md, "The auth family's budget").
   */
  auth: { entry: 'widgets/entries/auth.ts', global: 'IspzAuth', budget: 90 * 1024, ceiling: 95 * 1024 },
  /**
   * Every loan-trading screen, React, TanStack Table + Virtual and visx included: 155.9 KB with
   * all eleven areas' elements (widgets/build/README.md, "The trading family's budget").
   */
  trading: { entry: 'widgets/entries/trading.ts', global: 'IspzTrading', budget: 160 * 1024 },
} as const satisfies Readonly<Record<string, FamilyBundle>>;

/** A family's name. */
export type FamilyName = keyof typeof FAMILIES;

/** The ESM build: every widget and the machinery, React left to the importing page. */
export const ESM_BUNDLE = { name: 'widgets', entry: 'widgets/entries/index.ts' } as const;

/** Packages the ESM build leaves as imports (the page's own React). */
export const ESM_EXTERNAL = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] as const;
