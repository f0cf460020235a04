/**
 * The decision grids' CSS as text, for the shadow root's adopted sheet alongside the kit's,
 * the table's and the bidding area's (the grids reuse its bid input): `[kitCss, tableCss,
 * biddingCss, gridsCss]`.
 */
/// <reference types="vite/client" />
import grids from './grids.css?inline';

/** The grids' rules (uses the kit's tokens). */
export const gridsCss: string = grids;
