/**
 * A small line icon per dashboard area for the welcome page's cards, drawn here (24 px, the
 * accent's colour). Decorative: the card's label names the area.
 */
import { longestCovering } from '../dashboard-paths';

const PATHS: Readonly<Record<string, string>> = {
  '/dashboard/profile': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1-4 4-6 8-6s7 2 8 6',
  '/dashboard/business': 'M4 20V8l8-4 8 4v12M9 20v-5h6v5M8 10h2M14 10h2',
  '/dashboard/ecosystem':
    'M12 5a2 2 0 1 0 0 .1M5 18a2 2 0 1 0 0 .1M19 18a2 2 0 1 0 0 .1M11 7l-5 9M13 7l5 9M7 18h10',
  '/dashboard/asset': 'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8',
  '/dashboard/wallet': 'M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7l11-3v3M16 13h2',
  '/dashboard/payment': 'M3 7h18v10H3zM3 11h18M7 15h4',
  '/dashboard/loanPool': 'M4 20h16M6 16v-5M10 16V7M14 16v-7M18 16V5',
  '/dashboard/ispadmin': 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6zM9 12l2 2 4-4',
  '/registerbusiness': 'M4 20V8l8-4 8 4v12M12 10v6M9 13h6',
  '/smarthire': 'M3 16h11V8H3zM14 11h4l3 3v2h-7M7 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
  '/supplychain': 'M8 12h8M7 9H5a3 3 0 0 0 0 6h2M17 9h2a3 3 0 0 1 0 6h-2',
};

/** The icon of the area `path` belongs to (a plain dot for an area without one). */
export function AreaGlyph({ path }: { readonly path: string }) {
  const key = longestCovering(Object.keys(PATHS), path);
  return (
    <svg
      className="dash-card__glyph"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {key ? (
        <path
          d={PATHS[key]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="12" cy="12" r="4" fill="currentColor" />
      )}
    </svg>
  );
}
