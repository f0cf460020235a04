/**
 * The due-diligence dialogs' CSS as text, for the trading family's adopted style sheet beside
 * the kit's; the site adds it to its own styles.
 */
/// <reference types="vite/client" />
import dd from './due-diligence.css?inline';

/** The DD start, chat viewer, Select DD, final docs and tape generation dialogs' own rules. */
export const dueDiligenceCss: string = dd;
