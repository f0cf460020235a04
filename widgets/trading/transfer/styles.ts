/**
 * The transfer-and-pricing dialogs' CSS as text, for the trading family's adopted style sheet
 * beside the kit's; the site adds it to its own styles.
 */
/// <reference types="vite/client" />
import transfer from './transfer.css?inline';

/** The transfer, reprice and servicer dialogs' own rules. */
export const transferCss: string = transfer;
