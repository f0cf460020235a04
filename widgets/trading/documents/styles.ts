/**
 * The document widgets' CSS as text, adopted by the trading family's shadow roots beside the
 * kit's (`[kitCss, documentsCss, …]`).
 */
/// <reference types="vite/client" />
import documents from './documents.css?inline';

/** The document widgets' own rules (status, tables, pickers, previews). */
export const documentsCss: string = documents;
