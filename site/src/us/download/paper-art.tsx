/**
 * The /download page's pictures, drawn here as inline SVG (nothing loaded from elsewhere): a
 * paper with a house and a chain of records for the litepaper, a grid of connected places for
 * the country-as-a-platform paper, and a stack of papers for the page's hero. Decorative: the
 * cards' headings say what each is.
 */
import type { ReactNode } from 'react';
import type { ResourceArt } from '../content/download';

function Frame(props: { readonly children: ReactNode; readonly viewBox?: string }) {
  return (
    <svg
      className="us-paper-art"
      viewBox={props.viewBox ?? '0 0 240 150'}
      aria-hidden="true"
      focusable="false"
    >
      {props.children}
    </svg>
  );
}

function Litepaper() {
  return (
    <Frame>
      <rect className="us-art-ground" width="240" height="150" rx="8" />
      <rect className="us-art-paper" x="70" y="18" width="100" height="124" rx="6" />
      <path className="us-art-accent" d="M92 70l28-22 28 22v30H92z" />
      <rect className="us-art-on-accent" x="113" y="82" width="14" height="18" rx="2" />
      <rect className="us-art-line-fill" x="86" y="110" width="68" height="5" rx="2.5" />
      <rect className="us-art-line-fill" x="86" y="122" width="48" height="5" rx="2.5" />
      {[28, 200].map((x) => (
        <g key={x}>
          <rect className="us-art-warm" x={x - 14} y="50" width="28" height="20" rx="4" />
          <rect className="us-art-soft" x={x - 14} y="80" width="28" height="20" rx="4" />
        </g>
      ))}
      <path className="us-art-stroke" d="M42 60h28M170 60h16M42 90h28M170 90h16" />
    </Frame>
  );
}

function Country() {
  const nodes = [
    [60, 40],
    [120, 30],
    [180, 48],
    [48, 100],
    [120, 82],
    [190, 110],
    [110, 126],
  ] as const;
  const links = [
    [0, 1],
    [1, 2],
    [0, 4],
    [1, 4],
    [2, 4],
    [3, 4],
    [4, 5],
    [4, 6],
    [3, 6],
    [5, 6],
  ] as const;
  return (
    <Frame>
      <rect className="us-art-ground" width="240" height="150" rx="8" />
      <path className="us-art-soft" d="M30 30l50-14 70 8 60 20-6 60-40 34-80 4-50-30z" />
      {links.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          className="us-art-stroke"
          x1={nodes[a][0]}
          y1={nodes[a][1]}
          x2={nodes[b][0]}
          y2={nodes[b][1]}
        />
      ))}
      {nodes.map(([x, y], i) => (
        <circle
          key={`${x}-${y}`}
          className={i === 4 ? 'us-art-accent' : 'us-art-warm'}
          cx={x}
          cy={y}
          r={i === 4 ? 12 : 7}
        />
      ))}
    </Frame>
  );
}

/** The picture of a resource card. */
export function PaperArt(props: { readonly art: ResourceArt }) {
  return props.art === 'country' ? <Country /> : <Litepaper />;
}

/** The hero's stack of papers. */
export function PapersHeroArt() {
  return (
    <Frame viewBox="0 0 320 220">
      <rect className="us-art-ground" width="320" height="220" rx="12" />
      <rect
        className="us-art-paper"
        x="90"
        y="40"
        width="130"
        height="160"
        rx="6"
        transform="rotate(-8 155 120)"
      />
      <rect className="us-art-paper" x="110" y="28" width="130" height="160" rx="6" />
      <rect className="us-art-accent" x="110" y="28" width="130" height="44" rx="6" />
      {[88, 104, 120, 136, 152].map((y, i) => (
        <rect key={y} className="us-art-line-fill" x="126" y={y} width={i % 2 ? 70 : 98} height="6" rx="3" />
      ))}
      <circle className="us-art-warm" cx="248" cy="172" r="26" />
      <path className="us-art-on-accent-stroke" d="M248 158v24M238 172l10 10 10-10" />
    </Frame>
  );
}
