/**
 * The widget bundles: one self-registering IIFE per family and one ESM build. Adding a family
 * (trading) is one line here; its budget is checked by the budget test.
 */

/** A family's IIFE: its entry, the global it exposes, and its gzip budget (React included). */
export interface FamilyBundle {
  readonly entry: string;
  readonly global: string;
  /** Bytes of the gzip the server sends (the build's Zopfli `.gz`), React included (DESIGN.md budgets). */
  readonly budget: number;
}

/** Every family bundle, by the stable name it is served under (`/widgets/<name>.js`). */
export const FAMILIES = {
  /**
   * The six sign-in widgets: 89.3 KB as served (92.4 KB at zlib level 9), of which React +
   * ReactDOM are 65.8 (widgets/build/README.md, "The auth family's budget").
   */
  auth: { entry: 'widgets/entries/auth.ts', global: 'IspzAuth', budget: 90 * 1024 },
  /**
   * Every loan-trading screen, React, TanStack Table + Virtual and visx included: 151.1 KB as
   * served (156.5 KB at zlib level 9) with all eleven areas' elements (widgets/build/README.md, "The trading family's budget").
   */
  trading: { entry: 'widgets/entries/trading.ts', global: 'IspzTrading', budget: 160 * 1024 },
} as const satisfies Readonly<Record<string, FamilyBundle>>;

/** A family's name. */
export type FamilyName = keyof typeof FAMILIES;

/** The ESM build: every widget and the machinery, React left to the importing page. */
export const ESM_BUNDLE = { name: 'widgets', entry: 'widgets/entries/index.ts' } as const;

/** Packages the ESM build leaves as imports (the page's own React). */
export const ESM_EXTERNAL = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] as const;
