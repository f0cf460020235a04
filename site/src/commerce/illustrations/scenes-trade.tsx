/**
 * Illustrations of trading: a marketplace storefront, an ecosystem of parties around a hub, an
 * automotive marketplace and a delivery. Drawn here in the page's tokens (classes in
 * illustrations.css), so a tenant's accent colours them too.
 */

export function MarketplaceScene() {
  return (
    <>
      <rect className="ci-paper" x="80" y="110" width="200" height="130" rx="6" />
      <path className="ci-accent" d="M70 80h220l-10 40H80z" />
      <path className="ci-soft" d="M106 80l-6 40h28l2-40zM158 80v40h28l-2-40zM210 80l4 40h28l-6-40z" />
      <rect className="ci-soft" x="100" y="150" width="60" height="90" rx="4" />
      <rect className="ci-line" x="180" y="145" width="80" height="50" rx="4" />
      <rect className="ci-warm" x="292" y="190" width="44" height="44" rx="4" />
      <rect className="ci-accent" x="310" y="160" width="34" height="30" rx="4" />
      <path className="ci-stroke" d="M44 196h16l10 36h40M74 214h32" />
      <circle className="ci-ink" cx="78" cy="244" r="6" />
      <circle className="ci-ink" cx="104" cy="244" r="6" />
    </>
  );
}

export function EcosystemScene() {
  const nodes: ReadonlyArray<readonly [number, number]> = [
    [90, 80],
    [310, 80],
    [60, 180],
    [340, 190],
    [130, 252],
    [270, 256],
  ];
  return (
    <>
      {nodes.map(([x, y]) => (
        <path key={`l${x}`} className="ci-stroke" d={`M200 160L${x} ${y}`} />
      ))}
      <circle className="ci-soft" cx="200" cy="160" r="58" />
      <circle className="ci-accent" cx="200" cy="160" r="34" />
      <path className="ci-on-accent" d="M186 160l10 10 18-20" />
      {nodes.map(([x, y], i) => (
        <g key={`n${x}`}>
          <circle className={i % 2 ? 'ci-warm' : 'ci-paper'} cx={x} cy={y} r="22" />
          <circle className="ci-ink" cx={x} cy={y - 5} r="6" />
          <path className="ci-ink" d={`M${x - 10} ${y + 12}a10 8 0 0120 0z`} />
        </g>
      ))}
    </>
  );
}

export function AutoScene() {
  return (
    <>
      <rect className="ci-soft" x="30" y="236" width="340" height="10" rx="5" />
      <path className="ci-accent" d="M70 210v-34l30-46h170l40 46h20v34z" />
      <path className="ci-paper" d="M112 140h64v36h-88zM190 140h72l30 36H190z" />
      <circle className="ci-ink" cx="120" cy="214" r="24" />
      <circle className="ci-paper" cx="120" cy="214" r="10" />
      <circle className="ci-ink" cx="280" cy="214" r="24" />
      <circle className="ci-paper" cx="280" cy="214" r="10" />
      <path className="ci-warm" d="M286 48h64l16 22-16 22h-64z" />
      <circle className="ci-paper" cx="300" cy="70" r="6" />
      <path className="ci-stroke" d="M300 92v30" />
    </>
  );
}

export function DeliveryScene() {
  return (
    <>
      <rect className="ci-soft" x="24" y="238" width="352" height="10" rx="5" />
      <rect className="ci-accent" x="60" y="120" width="170" height="100" rx="6" />
      <path className="ci-paper" d="M230 150h56l34 36v34h-90z" />
      <path className="ci-soft" d="M244 160h38l20 22h-58z" />
      <circle className="ci-ink" cx="110" cy="226" r="20" />
      <circle className="ci-paper" cx="110" cy="226" r="8" />
      <circle className="ci-ink" cx="276" cy="226" r="20" />
      <circle className="ci-paper" cx="276" cy="226" r="8" />
      <rect className="ci-warm" x="100" y="62" width="52" height="44" rx="4" />
      <rect className="ci-paper" x="160" y="46" width="60" height="60" rx="4" />
      <path className="ci-stroke" d="M190 46v60M100 84h52" />
    </>
  );
}
