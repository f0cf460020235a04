/**
 * The analysis area's CSS as text, adopted by the trading family's shadow roots alongside the
 * kit's (a plain CSS import would land in a file the shadow root never sees).
 */
/// <reference types="vite/client" />
import analysis from './analysis.css?inline';

/** The pool analysis widget's own rules (totals, info table, strat charts). */
export const analysisCss: string = analysis;
