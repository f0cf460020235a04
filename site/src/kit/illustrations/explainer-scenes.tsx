/**
 * The explainer's scenes (the US home's "video modal"): a mortgage's path on the platform in
 * four pictures — apply, one shared record, a validated tape, a security. The words are in
 * the captions, so the pictures are decorative.
 */
import type { ReactNode } from 'react';
import './illustrations.css';

export type ExplainerSceneName = 'apply' | 'verify' | 'tape' | 'security';

const row = (y: number, tone: string) => (
  <g key={y}>
    <rect className="si-paper" x="150" y={y} width="180" height="26" rx="3" />
    <rect className={tone} x="160" y={y + 9} width="40" height="8" rx="2" />
    <rect className="si-soft" x="212" y={y + 9} width="50" height="8" rx="2" />
    <rect className="si-soft" x="274" y={y + 9} width="44" height="8" rx="2" />
  </g>
);

const SCENES: Record<ExplainerSceneName, ReactNode> = {
  apply: (
    <>
      <rect className="si-paper" x="120" y="50" width="110" height="180" rx="14" />
      <circle className="si-accent" cx="175" cy="96" r="18" />
      <path className="si-line" d="M142 140h66M142 160h66M142 180h40" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${268 + i * 34} ${76 + i * 40})`}>
          <rect className="si-paper" width="44" height="54" rx="4" />
          <circle className="si-green" cx="36" cy="46" r="10" />
          <path className="si-on-accent" style={{ strokeWidth: 2.5 }} d="M31 46l4 4 6-6" />
        </g>
      ))}
    </>
  ),
  verify: (
    <>
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          className={i === 1 ? 'si-accent' : 'si-soft'}
          x={70 + i * 90}
          y="110"
          width="70"
          height="60"
          rx="8"
        />
      ))}
      <path className="si-line" d="M140 140h20M230 140h20M320 140h20" />
      <path className="si-on-accent" d="M180 146l15-13 15 13M186 142v14h18v-14" />
      {[110, 240, 370].map((x) => (
        <circle key={x} className="si-warm" cx={x} cy="70" r="14" />
      ))}
      <path className="si-dash" d="M110 84l70 26M240 84v26M370 84l-55 26" />
    </>
  ),
  tape: (
    <>
      <rect className="si-accent" x="150" y="50" width="180" height="28" rx="3" />
      {row(84, 'si-green')}
      {row(116, 'si-green')}
      {row(148, 'si-warm')}
      {row(180, 'si-green')}
      <circle className="si-paper" cx="370" cy="120" r="30" />
      <path className="si-line" d="M392 142l24 24" />
      <path className="si-line" d="M356 126l10-12 8 8 10-12" />
      <circle className="si-accent" cx="96" cy="110" r="18" />
      <path className="si-soft" d="M62 190c2-30 16-42 34-42s32 12 34 42z" />
    </>
  ),
  security: (
    <>
      {[0, 1, 2].map((i) => (
        <rect key={`a${i}`} className="si-soft" x={70 + i * 40} y="160" width="34" height="34" rx="4" />
      ))}
      {[0, 1].map((i) => (
        <rect key={`b${i}`} className="si-accent" x={90 + i * 40} y="120" width="34" height="34" rx="4" />
      ))}
      <path className="si-line" d="M220 150h40" />
      <path className="si-accent" d="M262 140l14 10-14 10z" />
      <rect className="si-paper" x="290" y="70" width="120" height="150" rx="8" />
      <circle className="si-warm" cx="350" cy="120" r="24" />
      <path className="si-line" d="M312 170h76M312 190h52" />
    </>
  ),
};

/** One scene of the explainer, 16:9. */
export function ExplainerSceneArt(props: { readonly scene: ExplainerSceneName }) {
  return (
    <svg className="si-art" viewBox="0 0 480 270" aria-hidden="true" focusable="false">
      <rect className="si-ground" width="480" height="270" rx="12" />
      {SCENES[props.scene]}
    </svg>
  );
}
