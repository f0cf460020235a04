/**
 * The kit's CSS as text, for a shadow root's adopted style sheet (a plain CSS import would be
 * emitted as a separate file the shadow root never sees). No CSS-in-JS runtime: the files are
 * plain CSS, inlined by Vite at build time (about 3 KB gzip in all).
 */
/// <reference types="vite/client" />
import buttons from './buttons.css?inline';
import choices from './choices.css?inline';
import fields from './fields.css?inline';
import overlays from './overlays.css?inline';
import status from './status.css?inline';
import tokens from './tokens.css?inline';

/** The design tokens alone (custom properties on `:host` and `:root`), for the site's root. */
export const tokensCss: string = tokens;

/** Tokens and the styles of every kit component: what a widget's shadow root adopts. */
export const kitCss: string = [tokens, fields, choices, buttons, status, overlays].join('\n');
