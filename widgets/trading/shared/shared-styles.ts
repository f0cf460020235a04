/**
 * The trading family's shared CSS as text for adopted sheets: the table's rules and the
 * shared trading rules (data state, title bar, icon buttons). Each area adds its own
 * `<area>.css`; the family's elements adopt `kitCss` + `tradingSharedCss` + the areas'.
 */
/// <reference types="vite/client" />
import { tableCss } from '../../kit/table/table-styles';
import shared from './shared.css?inline';

/** The table and the shared trading rules. */
export const tradingSharedCss: string = /* @__PURE__ */ [tableCss, shared].join('\n');
