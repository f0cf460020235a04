/**
 * A hero picture for the pages about people: their monograms gathered round a soft ground,
 * joined like the parties of the ecosystem picture. Decorative: the people are listed below.
 */
import { groundOf, initialsOf } from './monogram';
import './illustrations.css';

// Where the monograms sit on the 480 × 360 picture, the first in the middle.
const SPOTS = [
  { x: 240, y: 180, r: 58 },
  { x: 110, y: 110, r: 40 },
  { x: 370, y: 104, r: 44 },
  { x: 96, y: 262, r: 38 },
  { x: 380, y: 262, r: 40 },
  { x: 240, y: 44, r: 30 },
  { x: 240, y: 318, r: 30 },
] as const;

/** Someone in the cluster: their name and, if their page gives them one, their colour. */
export interface ClusterPerson {
  readonly name: string;
  readonly ground?: string;
}

/** @example <PeopleCluster people={[{ name: 'Elena Vasquez' }, { name: 'Marcus Chen' }]} /> */
export function PeopleCluster(props: { readonly people: readonly ClusterPerson[] }) {
  const placed = props.people.slice(0, SPOTS.length).map((person, i) => ({ ...person, ...SPOTS[i] }));
  return (
    <svg className="si-art si-monogram" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <ellipse className="si-ground" cx="240" cy="180" rx="236" ry="176" />
      {placed.slice(1).map((p) => (
        <line key={`l${p.name}`} className="si-dash" x1="240" y1="180" x2={p.x} y2={p.y} />
      ))}
      {placed.map((p) => (
        <g key={p.name}>
          <circle cx={p.x} cy={p.y} r={p.r + 6} className="si-soft" />
          <circle cx={p.x} cy={p.y} r={p.r} fill={p.ground ?? groundOf(p.name)} />
          <text x={p.x} y={p.y} dy="0.35em" textAnchor="middle" fontSize={p.r * 0.72}>
            {initialsOf(p.name)}
          </text>
        </g>
      ))}
    </svg>
  );
}
