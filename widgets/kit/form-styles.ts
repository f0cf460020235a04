/**
 * The CSS the sign-in family needs — tokens, fields, choices, buttons and toasts — as text for
 * a shadow root's adopted sheet. Apart from `styles.ts` so a family without badges, uploads or
 * overlays does not carry their rules (every byte counts in the auth bundle).
 */
/// <reference types="vite/client" />
import buttons from './buttons.css?inline';
import choices from './choices.css?inline';
import fields from './fields.css?inline';
import statusTokens from './status-tokens.css?inline';
import tokens from './tokens.css?inline';

/** Every design token (custom properties on `:host` and `:root`), for the site's root. */
export const tokensCss: string = /* @__PURE__ */ [tokens, statusTokens].join('\n');

/** The status colours beyond green and red, for sheets that draw badges (`kitCss`). */
export const statusTokensCss: string = statusTokens;

/**
 * Tokens, form fields, choices, buttons and toasts: what the auth family's shadow roots adopt
 * (without the status colours and controls it never draws: `./more-controls.css`).
 */
export const formCss: string = /* @__PURE__ */ [tokens, fields, choices, buttons].join('\n');
