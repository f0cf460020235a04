/**
 * The texts and the fixed list of pages of the `/widgets/` routes (widget-assets.ts). The spec
 * has no text for these; they are for developers, not end users.
 */

/** What `/widgets/` answers when something is missing. */
export const WIDGETS_TEXT = {
  notBuilt: 'The widgets are not built yet: run npm run build:widgets (npm start does it).',
  notFound: 'Not found',
} as const;

/** The example pages served under `/widgets/examples/` (nothing else in examples/ is served). */
export const WIDGET_EXAMPLES: readonly string[] = ['partner.html', 'partner.js'];
