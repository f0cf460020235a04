/**
 * The ten mortgage roles as small scenes (the /business slider, the home's image links):
 * drawn here in the site's palette, decorative (the role's name is always written beside).
 */
import type { ReactNode } from 'react';
import './illustrations.css';

/** The roles we draw (the content's `art` names). */
export type RoleArtName =
  | 'borrower'
  | 'officer'
  | 'bank'
  | 'lender'
  | 'investor'
  | 'title'
  | 'appraiser'
  | 'reviewer'
  | 'market'
  | 'servicer';

const person = (x: number, y: number) => (
  <>
    <circle className="si-accent" cx={x} cy={y} r="12" />
    <path className="si-soft" d={`M${x - 22} ${y + 44}c2-18 11-26 22-26s20 8 22 26z`} />
  </>
);
const house = (x: number, y: number) => (
  <>
    <path className="si-paper" d={`M${x} ${y}l34-28 34 28v38h-68z`} />
    <rect className="si-warm" x={x + 26} y={y + 12} width="16" height="26" rx="2" />
  </>
);
const doc = (x: number, y: number) => (
  <>
    <rect className="si-paper" x={x} y={y} width="44" height="56" rx="4" />
    <path className="si-line" d={`M${x + 9} ${y + 14}h26M${x + 9} ${y + 26}h26M${x + 9} ${y + 38}h16`} />
  </>
);

const SCENES: Record<RoleArtName, ReactNode> = {
  borrower: (
    <>
      {person(62, 50)}
      {house(96, 62)}
    </>
  ),
  officer: (
    <>
      {person(56, 48)}
      {doc(96, 36)}
      <circle className="si-green" cx="136" cy="90" r="11" />
      <path className="si-on-accent" d="M131 90l4 4 7-7" />
    </>
  ),
  bank: (
    <path
      className="si-ink"
      d="M40 52l60-30 60 30zM50 58h10v40H50zM76 58h10v40H76zM114 58h10v40h-10zM140 58h10v40h-10zM40 100h120v8H40z"
    />
  ),
  lender: (
    <>
      {house(36, 62)}
      <ellipse className="si-warm" cx="140" cy="94" rx="22" ry="7" />
      <ellipse className="si-warm" cx="140" cy="82" rx="22" ry="7" />
      <ellipse className="si-accent" cx="140" cy="70" rx="22" ry="7" />
    </>
  ),
  investor: (
    <>
      <rect className="si-paper" x="36" y="24" width="128" height="80" rx="6" />
      <path className="si-line" d="M50 88l28-26 22 14 46-40" />
      <circle className="si-accent" cx="146" cy="36" r="7" />
    </>
  ),
  title: (
    <>
      {doc(46, 30)}
      <path className="si-accent" d="M128 30l28 10v22c0 18-12 30-28 36-16-6-28-18-28-36V40z" />
      <path className="si-on-accent" d="M117 62l8 8 15-15" />
    </>
  ),
  appraiser: (
    <>
      {house(40, 60)}
      <circle className="si-paper" cx="134" cy="54" r="22" />
      <path className="si-line" d="M150 70l16 16" />
      <path className="si-line" d="M126 54h16" />
    </>
  ),
  reviewer: (
    <>
      {doc(58, 26)}
      {doc(84, 40)}
      <circle className="si-warm" cx="140" cy="92" r="12" />
      <path className="si-on-accent" d="M134 92l4 4 8-8" />
    </>
  ),
  market: (
    <>
      <rect className="si-soft" x="34" y="72" width="30" height="30" rx="4" />
      <rect className="si-soft" x="68" y="72" width="30" height="30" rx="4" />
      <rect className="si-accent" x="51" y="38" width="30" height="30" rx="4" />
      <path className="si-line" d="M106 70h14" />
      <rect className="si-paper" x="124" y="38" width="44" height="64" rx="4" />
      <circle className="si-warm" cx="146" cy="60" r="10" />
      <path className="si-line" d="M134 84h24" />
    </>
  ),
  servicer: (
    <>
      <rect className="si-paper" x="44" y="30" width="72" height="70" rx="6" />
      <rect className="si-accent" x="44" y="30" width="72" height="16" rx="6" />
      <path className="si-line" d="M58 62h10M76 62h10M94 62h10M58 80h10M76 80h10" />
      <path className="si-line" d="M150 48a22 22 0 1 1-30 4" />
      <path className="si-accent" d="M114 44l12 2-4 11z" />
    </>
  ),
};

/** One role's scene on its soft ground. @example <RoleArt name="lender" /> */
export function RoleArt(props: { readonly name: RoleArtName; readonly className?: string }) {
  return (
    <svg
      className={`si-art ${props.className ?? ''}`}
      viewBox="0 0 200 130"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="si-ground" width="200" height="130" rx="12" />
      <g transform="translate(0 4)">{SCENES[props.name]}</g>
    </svg>
  );
}
