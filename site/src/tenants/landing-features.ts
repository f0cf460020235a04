/**
 * Which cards a tenant's landing shows: one per feature switched on in the tenant config that
 * leads to a page of this build, in the content's order. A switch the platform does not know,
 * or a feature the build has no page for (the marketplace in the US build), shows no card.
 */
import type { Build } from '../app/boot';
import { FEATURE_TEXT, type FeatureText } from './content/tenant-landing-text';

/** A card of the landing: the feature's words and the page it leads to. */
export interface FeatureCard extends Omit<FeatureText, 'path'> {
  readonly to: string;
}

/** The cards for `features` in `build`. */
export function featureCards(features: Readonly<Record<string, boolean>>, build: Build): FeatureCard[] {
  return FEATURE_TEXT.flatMap(({ path, ...text }) => {
    const to = path[build];
    return features[text.key] === true && to ? [{ ...text, to }] : [];
  });
}
