/**
 * The US home's hero picture: a home at the centre of its mortgage ecosystem, the parties
 * around it joined to the one record. Decorative (the hero's words say the same).
 */
import './illustrations.css';

const PARTIES = 8;
const CENTRE = { x: 240, y: 200 };
const RADIUS = 150;

const spots = Array.from({ length: PARTIES }, (_, i) => {
  const angle = (Math.PI * 2 * i) / PARTIES - Math.PI / 2;
  return { x: CENTRE.x + RADIUS * Math.cos(angle), y: CENTRE.y + RADIUS * 0.82 * Math.sin(angle), i };
});

/** A small party: a person, a bank, a chart or a document, by turn. */
function Party(props: { readonly x: number; readonly y: number; readonly i: number }) {
  const kind = props.i % 4;
  return (
    <g transform={`translate(${props.x - 28} ${props.y - 28})`}>
      <rect className="si-paper" width="56" height="56" rx="14" />
      {kind === 0 ? (
        <>
          <circle className="si-accent" cx="28" cy="21" r="8" />
          <path className="si-soft" d="M13 44c2-9 8-13 15-13s13 4 15 13z" />
        </>
      ) : null}
      {kind === 1 ? (
        <path
          className="si-ink"
          d="M12 24l16-10 16 10zM15 27h4v14h-4zM26 27h4v14h-4zM37 27h4v14h-4zM12 43h32v3H12z"
        />
      ) : null}
      {kind === 2 ? <path className="si-line" d="M13 42l9-10 7 6 13-16" /> : null}
      {kind === 3 ? (
        <>
          <rect className="si-soft" x="15" y="11" width="26" height="34" rx="3" />
          <path className="si-line" d="M20 21h16M20 28h16M20 35h9" />
        </>
      ) : null}
    </g>
  );
}

export function EcosystemIllustration() {
  return (
    <svg className="si-art" viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <ellipse className="si-ground" cx="240" cy="200" rx="232" ry="192" />
      <ellipse className="si-dash" cx={CENTRE.x} cy={CENTRE.y} rx={RADIUS} ry={RADIUS * 0.82} />
      {spots.map((s) => (
        <line key={s.i} className="si-dash" x1={CENTRE.x} y1={CENTRE.y} x2={s.x} y2={s.y} />
      ))}
      <circle className="si-soft" cx={CENTRE.x} cy={CENTRE.y} r="74" />
      <circle className="si-accent" cx={CENTRE.x} cy={CENTRE.y} r="54" />
      <path className="si-on-accent" d="M214 206l26-24 26 24M222 200v24h36v-24M234 224v-12h12v12" />
      <circle className="si-warm" cx="278" cy="166" r="13" />
      <path className="si-on-accent" d="M272 166l4 4 8-8" />
      {spots.map((s) => (
        <Party key={s.i} {...s} />
      ))}
    </svg>
  );
}
