/**
 * The shapes of the commerce build's page texts. Pages are data: a marketing team (or a tenant's
 * build) changes a file under content/ and the layouts draw it, so no page text hides in JSX.
 */

import type { GlyphName } from '../illustrations/glyphs';
import type { IllustrationName } from '../illustrations/illustration';

/** A link styled as a button or a text link; `external` opens a new tab and loads nothing. */
export interface PageAction {
  readonly label: string;
  readonly to: string;
  readonly kind?: 'primary' | 'secondary';
  readonly external?: boolean;
}

/** The title and meta description a route gives the browser. */
export interface PageMetaText {
  readonly title: string;
  readonly description: string;
}

export interface InfoCard {
  readonly title: string;
  readonly text: string;
  readonly glyph?: GlyphName;
  readonly action?: PageAction;
}

/** One full-width band of an information page. */
export interface InfoSection {
  readonly heading: string;
  readonly lead?: string;
  readonly paragraphs?: readonly string[];
  readonly bullets?: readonly string[];
  readonly cards?: readonly InfoCard[];
  /** Numbered steps drawn as an ordered list. */
  readonly steps?: readonly InfoCard[];
  readonly tone?: 'plain' | 'surface';
}

/** An information page: a hero, bands of sections, and an optional closing call to action. */
export interface InfoContent {
  readonly meta: PageMetaText;
  readonly hero: {
    readonly eyebrow?: string;
    readonly title: string;
    readonly lead: string;
    readonly illustration: IllustrationName;
    readonly actions?: readonly PageAction[];
  };
  readonly sections: readonly InfoSection[];
  readonly closing?: {
    readonly heading: string;
    readonly text: string;
    readonly actions: readonly PageAction[];
  };
}

/** One numbered clause of a legal document; `id` is its anchor in the table of contents. */
export interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
}

/** A long-form legal page (terms, seller terms, E-Stamp Terms, shipping, cancellation & returns). */
export interface LegalContent {
  readonly meta: PageMetaText;
  readonly title: string;
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
  /** Other documents a reader of this one usually needs. */
  readonly related: readonly PageAction[];
}
