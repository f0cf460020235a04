/**
 * The kit's CSS as text, for a shadow root's adopted style sheet (a plain CSS import would be
 * emitted as a separate file the shadow root never sees). No CSS-in-JS runtime: the files are
 * plain CSS, inlined and minified by Vite at build time (2.6 KB gzip in all; `formCss` alone,
 * in `form-styles.ts`, is what a forms-only family needs).
 */
/// <reference types="vite/client" />
import { formCss, moreTokensCss } from './form-styles';
import moreControls from './more-controls.css?inline';
import overlays from './overlays.css?inline';
import status from './status.css?inline';

export { formCss, tokensCss } from './form-styles';

/** Tokens and the styles of every kit component: what a widget's shadow root adopts. */
export const kitCss: string = /* @__PURE__ */ [formCss, moreTokensCss, moreControls, status, overlays].join(
  '\n',
);
