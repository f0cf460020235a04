/**
 * The CSS the sign-in family needs — tokens, fields, choices, buttons and toasts — as text for
 * a shadow root's adopted sheet. Apart from `styles.ts` so a family without badges, uploads or
 * overlays does not carry their rules (every byte counts in the auth bundle).
 */
/// <reference types="vite/client" />
import buttons from './buttons.css?inline';
import choices from './choices.css?inline';
import fields from './fields.css?inline';
import moreTokens from './more-tokens.css?inline';
import tokens from './tokens.css?inline';

/** Every design token (custom properties on `:host` and `:root`), for the site's root. */
export const tokensCss: string = /* @__PURE__ */ [tokens, moreTokens].join('\n');

/** The tokens beyond the forms' (status colours, large type and space), for `kitCss`. */
export const moreTokensCss: string = moreTokens;

/**
 * Tokens, form fields, choices, buttons and toasts: what the auth family's shadow roots adopt
 * (without the tokens and controls it never reads: `./more-tokens.css`, `./more-controls.css`).
 */
export const formCss: string = /* @__PURE__ */ [tokens, fields, choices, buttons].join('\n');
