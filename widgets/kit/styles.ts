/**
 * The kit's CSS as text, for a shadow root's adopted style sheet (a plain CSS import would be
 * emitted as a separate file the shadow root never sees). No CSS-in-JS runtime: the files are
 * plain CSS, inlined by Vite at build time.
 */
/// <reference types="vite/client" />
import kit from './kit.css?inline';
import overlays from './overlays.css?inline';
import tokens from './tokens.css?inline';

/** The design tokens alone (custom properties on `:host` and `:root`), for the site's root. */
export const tokensCss: string = tokens;

/** Tokens and the styles of every kit component: what a widget's shadow root adopts. */
export const kitCss: string = `${tokens}\n${kit}\n${overlays}`;
