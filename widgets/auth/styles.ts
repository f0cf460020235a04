/**
 * The sign-in family's CSS as text, for the shadow root's adopted style sheet alongside the
 * kit's (`[kitCss, authCss]`); the site adds it to its own styles.
 */
/// <reference types="vite/client" />
import auth from './auth.css?inline';

/** The auth widgets' own rules (the frame, rows, links). */
export const authCss: string = auth;
