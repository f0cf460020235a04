/**
 * The stipulation widgets' CSS as text, adopted by the trading family's shadow roots beside
 * the kit's and the document widgets' (attachments open the Document Preview).
 */
/// <reference types="vite/client" />
import stipulations from './stipulations.css?inline';

/** The stipulation widgets' own rules (thread, reply form, resolve). */
export const stipulationsCss: string = stipulations;
