/**
 * Small pictograms for the marketing bands (a clock for FASTER, a bulb for SMARTER, a coin
 * for ECONOMICAL, a shield, a reward token, a quote mark). Decorative: words sit beside them.
 */
import type { ReactNode } from 'react';
import './illustrations.css';

export type GlyphName = 'clock' | 'bulb' | 'coin' | 'shield' | 'token' | 'quote' | 'play' | 'pause';

const GLYPHS: Record<GlyphName, ReactNode> = {
  clock: (
    <>
      <circle className="si-soft" cx="20" cy="20" r="18" />
      <path className="si-line" style={{ stroke: 'var(--ispz-accent)' }} d="M20 10v10l7 5" />
    </>
  ),
  bulb: (
    <>
      <circle className="si-soft" cx="20" cy="20" r="18" />
      <path className="si-accent" d="M20 8a9 9 0 0 0-5 16.5V28h10v-3.5A9 9 0 0 0 20 8z" />
      <rect className="si-ink" x="16" y="30" width="8" height="3" rx="1" />
    </>
  ),
  coin: (
    <>
      <circle className="si-soft" cx="20" cy="20" r="18" />
      <circle className="si-accent" cx="20" cy="20" r="10" />
      <path
        className="si-on-accent"
        style={{ strokeWidth: 2 }}
        d="M23 16h-4a2 2 0 0 0 0 4h2a2 2 0 0 1 0 4h-4M20 13v2M20 25v2"
      />
    </>
  ),
  shield: (
    <>
      <circle className="si-soft" cx="20" cy="20" r="18" />
      <path className="si-accent" d="M20 8l10 4v8c0 6-4 10-10 12-6-2-10-6-10-12v-8z" />
      <path className="si-on-accent" style={{ strokeWidth: 2.5 }} d="M15.5 20l3 3 6-6" />
    </>
  ),
  token: (
    <>
      <circle className="si-soft" cx="20" cy="20" r="18" />
      <path className="si-warm" d="M20 8l3.5 7.5 8 1-6 5.5 1.6 8L20 26l-7.1 4 1.6-8-6-5.5 8-1z" />
    </>
  ),
  quote: (
    <path
      className="si-soft"
      d="M6 30V20c0-7 4-11 10-12v5c-3 1-4 3-4 6h4v11zM22 30V20c0-7 4-11 10-12v5c-3 1-4 3-4 6h4v11z"
    />
  ),
  play: <path className="si-accent" d="M13 9l18 11-18 11z" />,
  pause: <path className="si-accent" d="M11 9h6v22h-6zM23 9h6v22h-6z" />,
};

/** @example <Glyph name="clock" /> */
export function Glyph(props: { readonly name: GlyphName; readonly size?: number }) {
  const size = props.size ?? 40;
  return (
    <svg
      className="si-glyph"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[props.name]}
    </svg>
  );
}
