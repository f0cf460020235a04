/**
 * The loans area's CSS as text, adopted by the trading family's shadow roots alongside the kit's
 * and the table's (a plain CSS import would land in a file the shadow root never sees).
 */
/// <reference types="vite/client" />
import loans from './loans.css?inline';

/** The loans widgets' own rules (tiles, detail panel, lender card, notifications). */
export const loansCss: string = loans;
