/**
 * The tape widgets' CSS as text, for the trading family's adopted style sheet beside the
 * kit's; the site adds it to its own styles.
 */
/// <reference types="vite/client" />
import tapes from './tapes.css?inline';

/** The tape import, report, comparison and export widgets' own rules. */
export const tapesCss: string = tapes;
