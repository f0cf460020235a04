/**
 * The office map of /contact (spec §2: a map at fixed coordinates), drawn here as SVG so it
 * works offline and loads nothing from a tile server: the blocks and streets around the office,
 * the river to the south, a pin on the office and its coordinates. A plain link beside it opens
 * the same coordinates on a public map for directions.
 */
import { formatCoordinates, mapLink, OFFICE, CONTACT_PAGE as T } from '../content/contact';

// A 1000 × 360 street grid, the office at its centre; the picture is cropped at its sides on
// narrow screens (preserveAspectRatio slice), never at the pin.
const STREETS_NS = [20, 120, 220, 320, 420, 520, 620, 720, 820, 920, 1020];
const STREETS_EW = [40, 120, 200, 280];
const PIN = { x: 500, y: 170 } as const;

/** The map, its caption and the link to the coordinates. */
export function OfficeMap() {
  const coordinates = formatCoordinates(OFFICE.latitude, OFFICE.longitude);
  return (
    <figure className="us-map">
      <div className="us-map__frame">
        <svg
          className="us-map__art"
          viewBox="0 0 1000 360"
          preserveAspectRatio="xMidYMid slice"
          role="img"
          aria-label={T.mapLabel(OFFICE.company, coordinates)}
        >
          <rect className="us-map__land" width="1000" height="360" />
          {STREETS_NS.slice(0, -1).map((x, i) =>
            STREETS_EW.slice(0, -1).map((y, j) => (
              <rect
                key={`${x}-${y}`}
                className={i === 3 && j === 2 ? 'us-map__park' : 'us-map__block'}
                x={x + 6}
                y={y + 8}
                width={84}
                height={64}
                rx="4"
              />
            )),
          )}
          {STREETS_NS.map((x) => (
            <line key={`ns-${x}`} className="us-map__street" x1={x} y1="0" x2={x - 16} y2="320" />
          ))}
          {STREETS_EW.map((y) => (
            <line key={`ew-${y}`} className="us-map__street" x1="0" y1={y} x2="1000" y2={y} />
          ))}
          <path className="us-map__river" d="M0 318c150-26 300 16 500 0s350-30 500-8v50H0z" />
          <g transform={`translate(${PIN.x} ${PIN.y})`}>
            <circle className="us-map__halo" r="30" />
            <path
              className="us-map__pin"
              d="M0-40c-14 0-25 11-25 25 0 18 25 42 25 42s25-24 25-42c0-14-11-25-25-25z"
            />
            <circle className="us-map__pin-dot" cy="-15" r="8" />
          </g>
        </svg>
        <p className="us-map__label" aria-hidden="true">
          <strong>{OFFICE.company}</strong>
          <span>{coordinates}</span>
        </p>
      </div>
      <figcaption className="us-map__caption">
        <span>{coordinates}</span>
        <a
          className="site-link"
          href={mapLink(OFFICE.latitude, OFFICE.longitude)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {T.openMap} <span className="us-contact__sr">{T.newTab}</span>
        </a>
      </figcaption>
    </figure>
  );
}
