/**
 * A line icon per tenant feature for the landing's cards, drawn here (28 px, in the accent).
 * Decorative: the card's title names the feature.
 */
import type { FeatureText } from './content/tenant-landing-text';

const PATHS: Readonly<Record<FeatureText['key'], string>> = {
  loanTrading: 'M4 20h16M6 16v-5M10 16V7M14 16v-7M18 16V5',
  smartHire: 'M3 16h11V8H3zM14 11h4l3 3v2h-7M7 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
  supplyChain: 'M8 12h8M7 9H5a3 3 0 0 0 0 6h2M17 9h2a3 3 0 0 1 0 6h-2',
  rewards: 'M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.3 6.8 19.1l1-5.8L3.5 9.2l5.9-.8z',
  marketplace:
    'M4 9l2-5h12l2 5M4 9h16v11H4zM4 9c0 2 4 2 4 0c0 2 4 2 4 0c0 2 4 2 4 0c0 2 4 2 4 0M10 20v-5h4v5',
};

/** The feature's icon. */
export function FeatureGlyph({ feature }: { readonly feature: FeatureText['key'] }) {
  return (
    <svg
      className="tenant-feature__glyph"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[feature]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
