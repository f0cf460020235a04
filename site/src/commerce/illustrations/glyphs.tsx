/**
 * Small line icons for the commerce pages' cards (24 px, drawn here, stroked in the accent).
 * Decorative: the card's title says what the icon shows, so each is hidden from screen readers.
 */
const PATHS = {
  store: 'M4 10h16M5 10l1-5h12l1 5M6 10v9h12v-9M10 19v-5h4v5',
  badge: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z',
  wallet: 'M4 7h14a2 2 0 012 2v8a2 2 0 01-2 2H4zM4 7l11-3v3M16 13h2',
  contract: 'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h4',
  stamp: 'M9 4h6l-1 7h3l2 4H5l2-4h3zM5 19h14',
  truck: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  shield: 'M12 3l7 3v5c0 5-3 8-7 10-4-2-7-5-7-10V6z M9 12l2 2 4-4',
  users: 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 010 6M18 15c2 .5 3 2 3 5',
  chain: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  car: 'M4 16v-4l2-5h12l2 5v4zM4 16v3h3v-3M17 16v3h3v-3M7.5 13h.01M16.5 13h.01',
  leaf: 'M5 19c0-8 6-14 14-14 0 8-6 14-14 14zM5 19l7-7',
  key: 'M14 10a4 4 0 10-4 4l-6 6h3v-2h2v-2h2l1-2',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  return: 'M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3',
  chart: 'M4 20V10M10 20V4M16 20v-7M3 20h18',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  phone: 'M5 4h4l2 5-3 2a11 11 0 005 5l2-3 5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  pin: 'M12 21s-7-6-7-12a7 7 0 0114 0c0 6-7 12-7 12zM12 11a2 2 0 100-4 2 2 0 000 4z',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
} as const;

export type GlyphName = keyof typeof PATHS;

/** A 24 px line icon from the set above. */
export function Glyph(props: { readonly name: GlyphName; readonly size?: number }) {
  const size = props.size ?? 24;
  return (
    <svg
      className="commerce-glyph"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[props.name]} />
    </svg>
  );
}
