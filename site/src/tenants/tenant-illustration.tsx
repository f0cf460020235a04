/**
 * The tenant landing's picture, drawn here: rolling fields under a sun, rows of crops and a
 * network of linked members, in the tenant's own brand colours (`--site-tenant-brand` and
 * `--site-tenant-highlight`, set by the theme), so every tenant gets a picture in its colours.
 * Decorative: the page's text says everything it shows.
 */

const ROWS = [0, 1, 2, 3, 4, 5];
const NODES: readonly [number, number][] = [
  [96, 96],
  [176, 60],
  [252, 108],
  [148, 150],
];

/** The illustration (scales to its box). */
export function TenantIllustration() {
  return (
    <svg
      className="tenant-art"
      viewBox="0 0 480 360"
      width="480"
      height="360"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id="tenant-art-frame">
          <rect x="0" y="0" width="480" height="360" rx="16" />
        </clipPath>
      </defs>
      <g clipPath="url(#tenant-art-frame)">
        <rect className="tenant-art__sky" x="0" y="0" width="480" height="360" />
        <circle className="tenant-art__sun" cx="380" cy="92" r="44" />
        <g className="tenant-art__links">
          <path d="M96 96L176 60L252 108L148 150Z M96 96L252 108 M176 60L148 150" />
        </g>
        {NODES.map(([x, y]) => (
          <circle key={`${x}-${y}`} className="tenant-art__node" cx={x} cy={y} r="10" />
        ))}
        <path
          className="tenant-art__hill tenant-art__hill--far"
          d="M0 230C90 180 190 190 280 214S430 230 480 200V360H0Z"
        />
        <path className="tenant-art__hill" d="M0 270C110 230 230 238 330 262S440 276 480 258V360H0Z" />
        <g className="tenant-art__rows">
          {ROWS.map((i) => (
            <path
              key={i}
              d={`M${40 + i * 70} 360C${90 + i * 62} 320 ${150 + i * 55} 296 ${220 + i * 46} 282`}
            />
          ))}
        </g>
        <g className="tenant-art__crops">
          {ROWS.map((i) => (
            <path
              key={i}
              d={`M${70 + i * 68} ${330 - i * 6}c-6-10-4-20 0-28c4 8 6 18 0 28zM${70 + i * 68} ${330 - i * 6}v-22`}
            />
          ))}
        </g>
      </g>
    </svg>
  );
}
