/**
 * The bidding widgets' CSS as text, for the shadow root's adopted sheet alongside the kit's
 * and the table's (`[kitCss, tableCss, biddingCss]`).
 */
/// <reference types="vite/client" />
import bidding from './bidding.css?inline';

/** The bidding table, bid input and bulk upload rules (uses the kit's tokens). */
export const biddingCss: string = bidding;
