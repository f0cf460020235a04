/**
 * The ISPz mark and wordmark, drawn here as inline SVG (no image request, crisp at any size):
 * three rising bars — loans, pools, securities — in the accent colour, so a tenant's theme
 * recolours it.
 */

/** The logo; decorative inside a link that carries the name. */
export function BrandLogo() {
  return (
    <span className="site-logo">
      <svg
        className="site-logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 23V9h3v14zm6 0V13h3v10zm6 0V6h3v17z" fill="#fff" />
      </svg>
      <span className="site-logo__word" aria-hidden="true">
        ISPz
      </span>
    </span>
  );
}

/** The burger (three lines) of the mobile menu button. */
export function MenuGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The small downward chevron of a menu trigger. */
export function ChevronGlyph() {
  return (
    <svg
      className="site-chevron"
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** A round avatar with the person's initials (or a neutral figure without a name). */
export function Avatar({ initials }: { readonly initials: string }) {
  return (
    <span className="site-avatar" aria-hidden="true">
      {initials || (
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="5.5" r="3" fill="currentColor" />
          <path d="M2.5 14c.8-3 3-4.5 5.5-4.5s4.7 1.5 5.5 4.5z" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
