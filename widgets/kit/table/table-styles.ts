/**
 * The table's CSS as text for a shadow root's adopted sheet (see `widgets/kit/styles.ts`):
 * families that render a `DataTable` add `tableCss` to what their elements adopt.
 */
/// <reference types="vite/client" />
import table from './table.css?inline';

/** The `DataTable` rules (uses the kit's tokens). */
export const tableCss: string = table;
